-- A sold piece stays readable, so its page says "Vendido" (issue #10) instead of "Este tesoro ya no está
-- disponible": buyers come back to what they bought, and a shared link to a sold piece still shows it.
-- Listings, search and category pages are unchanged: they ask for status 'published' themselves
-- (list_products, search_products, the category query). Price history follows its product's visibility
-- ("price history is visible with its product"). Pending, rejected and deleted pieces stay hidden.

create policy "everyone reads sold products"
  on public.products for select to anon, authenticated
  using (status = 'sold');

create policy "everyone sees images of sold products"
  on public.product_images for select to anon, authenticated
  using (exists (
    select 1 from public.products p where p.id = product_id and p.status = 'sold'
  ));
