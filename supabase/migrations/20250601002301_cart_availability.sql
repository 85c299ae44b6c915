-- rpc/cart_availability: the cart re-reads its pieces when it opens (issue #11), so a piece sold, deleted or back in
-- review is flagged there and not first at payment. RLS hides such pieces from everyone but their seller, which
-- would make "sold" and "withdrawn" look alike; this security-definer read tells them apart and returns nothing
-- else of a hidden piece (no title, no price). Anyone may call it: the cart is open to visitors.
--   state: 'available' (published, stock > 0), 'sold' (sold, or published with stock 0), 'review' (pending),
--          'own' (published, the caller's own piece), 'gone' (deleted, rejected or unknown)
--   price, stock: only for published pieces
create or replace function public.cart_availability(product_ids uuid[])
returns table (id uuid, state text, price numeric, stock integer)
language sql stable security definer
set search_path = ''
as $$
  select wanted.id,
         case
           when p.id is null then 'gone'
           when p.status = 'published' and p.seller_id = auth.uid() then 'own'
           when p.status = 'published' and p.stock > 0 then 'available'
           when p.status in ('published', 'sold') then 'sold'
           when p.status = 'pending' then 'review'
           else 'gone'
         end,
         case when p.status = 'published' then p.price end,
         case when p.status = 'published' then p.stock end
  from (select distinct x.id from unnest(product_ids) as x (id) where x.id is not null limit 200) wanted
  left join public.products p on p.id = wanted.id
$$;

revoke execute on function public.cart_availability(uuid[]) from public;
grant execute on function public.cart_availability(uuid[]) to anon, authenticated;
