-- cart_availability (checkout's 20250601002301 version) restated for accepted offers (issue #13), so the cart shows
-- what create_order will charge:
--   * units set aside by other buyers' accepted offers are not available (public.available_units): a piece fully
--     set aside reads 'sold' to everyone else, and `stock` counts only the units still for sale;
--   * the caller's own accepted offer (unused, inside its 48-hour window) gives `price` = the agreed amount and
--     `stock` = 1 (an offer covers one piece; create_order refuses more at that price).
create or replace function public.cart_availability(product_ids uuid[])
returns table (id uuid, state text, price numeric, stock integer)
language sql stable security definer
set search_path = ''
as $$
  select wanted.id,
         case
           when p.id is null then 'gone'
           when p.status = 'published' and p.seller_id = auth.uid() then 'own'
           when p.status = 'published' and (deal.agreed is not null or units.n > 0) then 'available'
           when p.status in ('published', 'sold') then 'sold'
           when p.status = 'pending' then 'review'
           else 'gone'
         end,
         case when p.status = 'published' then coalesce(deal.agreed, p.price) end,
         case when p.status = 'published' then case when deal.agreed is not null then 1 else units.n end end
  from (select distinct x.id from unnest(product_ids) as x (id) where x.id is not null limit 200) wanted
  left join public.products p on p.id = wanted.id
  left join lateral (select public.available_units(p.id, auth.uid()) as n) units on true
  left join lateral (
    select min(public.offer_agreed_amount(o)) as agreed
    from public.offers o
    where o.product_id = p.id and o.buyer_id = auth.uid() and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) deal on true
$$;

revoke execute on function public.cart_availability(uuid[]) from public;
grant execute on function public.cart_availability(uuid[]) to anon, authenticated;
