-- A seller's sales count is the pieces buyers received (issue #23), not the pieces ordered.
--
-- Before: create_order added the ordered units to profiles.sales_count and cancel_order took them back, so the
-- "Ventas" of a seller card counted orders that never arrived. Now the count moves only when an order becomes
-- `delivered`, in the same transaction, by a trigger on orders (so every path that delivers an order counts it:
-- confirm_delivery, and the seed's past sales). A cancelled order never counted. Clients still cannot write the
-- column (guard_profile).
--
-- The timeline of an order also needs who cancelled it: orders.cancelled_by (today only the buyer can).
-- create_order and cancel_order are restated from their latest bodies (003500, 003400) without the sales count;
-- confirm_delivery (002610) also invites the buyer to rate each seller of the order (a notification per seller,
-- ref_id = order id, which opens the order page where the review is written).

alter table public.orders
  add column if not exists cancelled_by uuid references public.profiles (id) on delete set null;

-- Runs as the table owner: profiles are not the caller's to write, and the count must move with the delivery.
create or replace function public.count_delivered_sales() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  direction integer;
begin
  if new.status = 'delivered' and old.status is distinct from 'delivered' then
    direction := 1;
  elsif old.status = 'delivered' and new.status is distinct from 'delivered' then
    direction := -1;
  else
    return new;
  end if;
  update public.profiles p
  set sales_count = greatest(p.sales_count + direction * s.pieces, 0)
  from (
    select i.seller_id, sum(i.quantity)::integer as pieces
    from public.order_items i where i.order_id = new.id group by i.seller_id
  ) s
  where p.id = s.seller_id;
  return new;
end
$$;
revoke execute on function public.count_delivered_sales() from public, anon, authenticated;

drop trigger if exists orders_count_delivered_sales on public.orders;
create trigger orders_count_delivered_sales
  after update of status on public.orders
  for each row execute function public.count_delivered_sales();

-- Existing projects: the count becomes what was delivered.
update public.profiles p
set sales_count = coalesce((
  select sum(i.quantity)::integer
  from public.order_items i join public.orders o on o.id = i.order_id
  where i.seller_id = p.id and o.status = 'delivered'
), 0);

-- create_order (003500: shipping and the welcome discount) without the sales count: an order is not a sale
-- until it arrives.
create or replace function public.create_order(
  product_ids uuid[],
  shipping_address jsonb default null,
  quantities integer[] default null,
  idempotency_key uuid default null,
  discount_code text default null
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
  order_shipping numeric(12, 2) := 0;
  order_discount numeric(12, 2) := 0;
  applied_code text;
  refusal record;
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

  -- one order of this account at a time: the welcome discount's "first order" is decided under this lock
  perform 1 from public.profiles pr where pr.id = buyer for update;

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

  if coalesce(btrim(create_order.discount_code), '') <> '' then
    select * into refusal from public.welcome_discount_refusal(buyer, create_order.discount_code, new_order);
    if refusal.errcode is not null then
      raise exception '%', refusal.message using errcode = refusal.errcode, detail = 'discount_code';
    end if;
    applied_code := 'BIENVENIDA10';
  end if;

  for piece in
    select r.quantity, p.id, p.seller_id, p.title, p.price, p.shipping_price
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
    insert into public.order_items (order_id, product_id, seller_id, title, price, quantity, shipping)
    values (new_order, piece.id, piece.seller_id, piece.title, unit_price, piece.quantity,
            piece.shipping_price * piece.quantity);
    update public.products
    set stock = stock - piece.quantity,
        status = case when stock - piece.quantity = 0 then 'sold' else status end
    where id = piece.id;
    order_total := order_total + unit_price * piece.quantity;
    order_shipping := order_shipping + piece.shipping_price * piece.quantity;
  end loop;

  if applied_code is not null then
    order_discount := round(order_total * 0.10, 2);
  end if;

  update public.orders
  set subtotal = order_total,
      shipping_total = order_shipping,
      discount = order_discount,
      discount_code = applied_code,
      total = order_total - order_discount + order_shipping
  where id = new_order;

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
    format('Tu orden por %s fue registrada', public.format_mxn(order_total - order_discount + order_shipping)),
    new_order);
  return new_order;
end
$$;

revoke execute on function public.create_order(uuid[], jsonb, integer[], uuid, text) from public, anon;
grant execute on function public.create_order(uuid[], jsonb, integer[], uuid, text) to authenticated;

-- cancel_order (003400) without the sales count (an undelivered order never counted), recording who cancelled.
create or replace function public.cancel_order(order_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  item record;
  seller record;
begin
  select * into target from public.orders o where o.id = cancel_order.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede cancelarlo' using errcode = '42501';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido ya fue cancelado' using errcode = '55000';
  end if;
  if target.status not in ('pending', 'paid')
     or exists (select 1 from public.order_items i where i.order_id = target.id and i.shipped_at is not null) then
    raise exception 'Este pedido ya fue enviado y no se puede cancelar' using errcode = '55000';
  end if;

  update public.orders
  set status = 'cancelled', cancelled_at = now(), cancelled_by = me, updated_at = now()
  where id = target.id;
  for item in
    select i.product_id, i.quantity from public.order_items i where i.order_id = target.id order by i.product_id
  loop
    update public.products
    set stock = least(stock + item.quantity, 999),
        status = case when status = 'sold' then 'published' else status end
    where id = item.product_id;
  end loop;
  for seller in
    select i.seller_id, string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i where i.order_id = target.id group by i.seller_id
  loop
    perform public.notify_user(seller.seller_id, 'order', 'Pedido cancelado',
      format('El comprador canceló el pedido de "%s"; la pieza vuelve a estar a la venta', seller.titles), target.id);
  end loop;
end
$$;

-- confirm_delivery (002610): the delivery counts the sellers' sales (trigger above) and invites the buyer to rate
-- each seller of the order within 60 days.
create or replace function public.confirm_delivery(order_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  seller record;
begin
  select * into target from public.orders o where o.id = confirm_delivery.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede confirmar la entrega' using errcode = '42501';
  end if;
  if target.status = 'delivered' then
    raise exception 'Ya confirmaste la entrega de este pedido' using errcode = '55000';
  end if;
  if target.status <> 'shipped' then
    raise exception 'Este pedido aún no ha sido enviado' using errcode = '55000';
  end if;

  update public.orders set status = 'delivered', delivered_at = now(), updated_at = now() where id = target.id;
  for seller in
    select i.seller_id, coalesce(p.display_name, p.username, 'el vendedor') as seller_name,
           string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i join public.profiles p on p.id = i.seller_id
    where i.order_id = target.id group by i.seller_id, p.display_name, p.username
  loop
    perform public.notify_user(seller.seller_id, 'order', 'Pedido entregado',
      format('El comprador confirmó que recibió "%s"', seller.titles), target.id);
    perform public.notify_user(target.buyer_id, 'order', 'Califica tu compra',
      left(format('¿Cómo te fue con %s? Califica "%s" desde tu pedido', seller.seller_name, seller.titles), 4000),
      target.id);
  end loop;
end
$$;
