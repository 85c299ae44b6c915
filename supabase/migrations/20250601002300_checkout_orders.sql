-- Checkout (issue #11): a real order from the cart, in one transaction.
--
-- A listing may offer several identical units (products.stock), so a product can appear in several orders: the
-- item carries the quantity bought and a product appears once per order. A piece is still never sold twice: the
-- stock is decremented under a row lock and the piece becomes 'sold' at 0.
alter table public.order_items drop constraint if exists order_items_product_id_key;
alter table public.order_items drop constraint if exists order_items_quantity_check;
alter table public.order_items
  add constraint order_items_quantity_check check (quantity between 1 and 999),
  add constraint order_items_order_product_key unique (order_id, product_id);
create index if not exists order_items_product_idx on public.order_items (product_id);

-- The checkout sends a key it generated for this purchase: a double click or a retry after a lost answer gets the
-- order already placed instead of a second one. Unique per buyer (two buyers never collide).
alter table public.orders add column if not exists idempotency_key uuid;
alter table public.orders
  add constraint orders_buyer_idempotency_key unique (buyer_id, idempotency_key);

drop function if exists public.create_order(uuid[], jsonb);

-- rpc/create_order: the only way to create an order.
--   product_ids       the cart's pieces (a repeated id adds up its quantities)
--   shipping_address  {full_name, email, address, city, state, zip_code}; address, city, state and zip_code
--                     are required. No card data: payment is simulated in the browser and never sent.
--   quantities        units per product_ids entry (default 1 each)
--   idempotency_key   the client's key for this purchase; the same key returns the same order
-- Prices come from the products at this moment, never from the client. Every piece must still be published,
-- not the buyer's own, with enough stock. Locks the pieces (ordered by id, so two buyers never deadlock): of
-- two buyers racing for the last unit exactly one gets it, the other gets 23503 naming it.
-- Refusals (message in Spanish; DETAIL = the piece's title, HINT = its id, for the cart to mark it):
--   42501 'Debes iniciar sesión para comprar'                 signed out
--   22023 'No hay items en el carrito'                         no pieces
--   22023 'La cantidad debe ser de 1 a 999'                    bad quantities
--   22023 'Falta la dirección de envío'                        address, city, state or zip_code missing
--   23503 'Este tesoro ya no está disponible'                  sold, deleted, in review, out of stock, unknown
--   42501 'No puedes comprar tu propio producto'               the buyer is the seller
--   23514 'Solo quedan N piezas disponibles'                   fewer units than asked
-- On success: items at the current price, stock decremented ('sold' at 0), sellers' sales_count raised, an
-- 'order' notification to the buyer and one to each seller (ref_id = order id). Returns the order id.
create or replace function public.create_order(
  product_ids uuid[],
  shipping_address jsonb default null,
  quantities integer[] default null,
  idempotency_key uuid default null
)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  buyer uuid := auth.uid();
  ids uuid[];
  qtys integer[];
  wanted record;
  piece record;
  sale record;
  new_order uuid;
  order_total numeric(12, 2) := 0;
  missing_field text;
begin
  if buyer is null then
    raise exception 'Debes iniciar sesión para comprar' using errcode = '42501';
  end if;
  if quantities is not null and cardinality(quantities) <> cardinality(product_ids) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = '22023';
  end if;

  -- the cart, one entry per product with its total quantity, in id order (the order the rows are locked in)
  select array_agg(x.id order by x.id), array_agg(x.qty order by x.id) into ids, qtys
  from (
    select i.id, sum(coalesce(i.qty, 1))::integer as qty
    from unnest(product_ids, coalesce(quantities, array[]::integer[])) as i (id, qty)
    where i.id is not null
    group by i.id
  ) x;
  if ids is null then
    raise exception 'No hay items en el carrito' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(qtys) as q where q not between 1 and 999) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = '22023';
  end if;

  -- a key already used by this buyer: the order it placed (a double click waits here for the first call)
  if create_order.idempotency_key is not null then
    insert into public.orders (buyer_id, shipping_address, idempotency_key)
    values (buyer, create_order.shipping_address, create_order.idempotency_key)
    on conflict on constraint orders_buyer_idempotency_key do nothing
    returning id into new_order;
    if new_order is null then
      select o.id into new_order from public.orders o
      where o.buyer_id = buyer and o.idempotency_key = create_order.idempotency_key;
      return new_order;
    end if;
  else
    insert into public.orders (buyer_id, shipping_address) values (buyer, create_order.shipping_address)
    returning id into new_order;
  end if;

  perform 1 from public.products p where p.id = any (ids) order by p.id for update;

  for wanted in
    select r.product_id, r.quantity, p.id as found_id, p.seller_id, p.title, p.price, p.status, p.stock
    from unnest(ids, qtys) as r (product_id, quantity)
    left join public.products p on p.id = r.product_id
    order by r.product_id
  loop
    if wanted.found_id is null or wanted.status <> 'published' or wanted.stock < 1 then
      raise exception 'Este tesoro ya no está disponible'
        using errcode = '23503', detail = coalesce(wanted.title, ''), hint = wanted.product_id::text;
    end if;
    if wanted.seller_id = buyer then
      raise exception 'No puedes comprar tu propio producto'
        using errcode = '42501', detail = wanted.title, hint = wanted.product_id::text;
    end if;
    if wanted.stock < wanted.quantity then
      raise exception '%', format('Solo quedan %s piezas disponibles', wanted.stock)
        using errcode = '23514', detail = wanted.title, hint = wanted.product_id::text;
    end if;
  end loop;

  select missing.key into missing_field
  from unnest(array['address', 'city', 'state', 'zip_code']) as missing (key)
  where jsonb_typeof(create_order.shipping_address) is distinct from 'object'
     or coalesce(btrim(create_order.shipping_address ->> missing.key), '') = ''
  limit 1;
  if missing_field is not null then
    raise exception 'Falta la dirección de envío' using errcode = '22023', detail = missing_field;
  end if;

  for piece in
    select r.quantity, p.id, p.seller_id, p.title, p.price
    from unnest(ids, qtys) as r (product_id, quantity) join public.products p on p.id = r.product_id
    order by p.id
  loop
    insert into public.order_items (order_id, product_id, seller_id, title, price, quantity)
    values (new_order, piece.id, piece.seller_id, piece.title, piece.price, piece.quantity);
    update public.products
    set stock = stock - piece.quantity,
        status = case when stock - piece.quantity = 0 then 'sold' else status end
    where id = piece.id;
    update public.profiles set sales_count = sales_count + piece.quantity where id = piece.seller_id;
    order_total := order_total + piece.price * piece.quantity;
  end loop;

  update public.orders set total = order_total where id = new_order;

  for sale in
    select i.seller_id,
           sum(i.price * i.quantity) as amount,
           string_agg(format('"%s"%s', i.title, case when i.quantity > 1 then format(' (x%s)', i.quantity) else '' end),
                      ', ' order by i.title) as pieces
    from public.order_items i where i.order_id = new_order
    group by i.seller_id
  loop
    perform public.notify_user(sale.seller_id, 'order', 'Nueva venta',
      left(format('Vendiste %s por %s', sale.pieces, public.format_mxn(sale.amount)), 4000), new_order);
  end loop;
  perform public.notify_user(buyer, 'order', '¡Orden completada!',
    format('Tu orden por %s fue registrada', public.format_mxn(order_total)), new_order);
  return new_order;
end
$$;

revoke execute on function public.create_order(uuid[], jsonb, integer[], uuid) from public, anon;
grant execute on function public.create_order(uuid[], jsonb, integer[], uuid) to authenticated;
