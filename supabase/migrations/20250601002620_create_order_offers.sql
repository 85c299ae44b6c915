-- create_order (checkout's 20250601002300 version) restated for accepted offers (issue #13):
--   * a piece's units set aside by OTHER buyers' accepted offers inside their 48-hour checkout window are not for
--     sale (public.available_units): another buyer gets 23503 'Este tesoro ya no está disponible', or 23514
--     'Solo quedan N piezas disponibles' when some units remain;
--   * the buyer's own accepted offer on a piece (unused, inside its window) gives that piece the agreed price
--     (the counter when the buyer accepted one) and is marked used (offers.order_id); an offer covers one unit,
--     so asking for more units of that piece is refused (22023 'Una oferta aceptada cubre una sola pieza').
-- Everything else is unchanged.
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
  units integer;
  deal record;
  unit_price numeric(12, 2);
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
    -- units set aside by other buyers' accepted offers are not for sale (available_units)
    units := coalesce(public.available_units(wanted.product_id, buyer), 0);
    if wanted.found_id is null or units < 1 then
      raise exception 'Este tesoro ya no está disponible'
        using errcode = '23503', detail = coalesce(wanted.title, ''), hint = wanted.product_id::text;
    end if;
    if wanted.seller_id = buyer then
      raise exception 'No puedes comprar tu propio producto'
        using errcode = '42501', detail = wanted.title, hint = wanted.product_id::text;
    end if;
    if units < wanted.quantity then
      raise exception '%', format('Solo quedan %s piezas disponibles', units)
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
    -- the buyer's accepted offer on this piece, still in its checkout window: the agreed price, used once
    select o.id, public.offer_agreed_amount(o) as agreed into deal
    from public.offers o
    where o.product_id = piece.id and o.buyer_id = buyer and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
    order by 2, o.id
    limit 1
    for update;
    if deal.id is not null then
      if piece.quantity > 1 then
        raise exception 'Una oferta aceptada cubre una sola pieza' using errcode = '22023',
          detail = piece.title, hint = piece.id::text;
      end if;
      unit_price := deal.agreed;
      update public.offers set order_id = new_order where id = deal.id;
    else
      unit_price := piece.price;
    end if;
    insert into public.order_items (order_id, product_id, seller_id, title, price, quantity)
    values (new_order, piece.id, piece.seller_id, piece.title, unit_price, piece.quantity);
    update public.products
    set stock = stock - piece.quantity,
        status = case when stock - piece.quantity = 0 then 'sold' else status end
    where id = piece.id;
    update public.profiles set sales_count = sales_count + piece.quantity where id = piece.seller_id;
    order_total := order_total + unit_price * piece.quantity;
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
