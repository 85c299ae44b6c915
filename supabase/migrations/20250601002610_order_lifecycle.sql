-- Order lifecycle (issue #13): the buyer cancels before anything ships (pieces back on sale), each seller marks
-- their pieces of an order shipped with a carrier and tracking number, the buyer confirms delivery. Members
-- never write orders or order items directly (no insert/update/delete policy): these security-definer functions
-- check who calls and in which state the order is, and notify the other side (`order`, ref_id = order id).
--
-- An order may hold pieces of several sellers, so a shipment is per seller: carrier, tracking number and date
-- live on that seller's order items. The order becomes `shipped` when every item has shipped.

-- A cancelled piece goes back on sale and can be bought again, so one product can appear in several orders.
alter table public.order_items drop constraint if exists order_items_product_id_key;
create index if not exists order_items_product_idx on public.order_items (product_id);
create index if not exists order_items_order_idx on public.order_items (order_id);
create index if not exists order_items_seller_idx on public.order_items (seller_id, created_at desc);
create index if not exists orders_buyer_idx on public.orders (buyer_id, created_at desc);

alter table public.orders
  add column if not exists shipped_at timestamptz,
  add column if not exists delivered_at timestamptz,
  add column if not exists cancelled_at timestamptz;

alter table public.order_items
  add column if not exists carrier text
    constraint order_items_carrier_check check (char_length(carrier) between 2 and 60),
  add column if not exists tracking_number text
    constraint order_items_tracking_number_check check (char_length(tracking_number) between 4 and 60),
  add column if not exists shipped_at timestamptz;

-- rpc/cancel_order: the buyer cancels an order none of whose pieces has shipped. Each piece goes back on sale
-- (stock restored; a piece create_order marked sold is published again, one its owner deleted stays deleted),
-- the sellers' sales count goes back, each seller is notified.
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

  update public.orders set status = 'cancelled', cancelled_at = now(), updated_at = now() where id = target.id;
  for item in
    select i.product_id, i.quantity from public.order_items i where i.order_id = target.id order by i.product_id
  loop
    update public.products
    set stock = stock + item.quantity,
        status = case when status = 'sold' then 'published' else status end
    where id = item.product_id;
  end loop;
  for seller in
    select i.seller_id, sum(i.quantity)::integer as pieces, string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i where i.order_id = target.id group by i.seller_id
  loop
    update public.profiles set sales_count = greatest(sales_count - seller.pieces, 0) where id = seller.seller_id;
    perform public.notify_user(seller.seller_id, 'order', 'Pedido cancelado',
      format('El comprador canceló el pedido de "%s"; la pieza vuelve a estar a la venta', seller.titles), target.id);
  end loop;
end
$$;

-- rpc/ship_order: a seller of the order marks their pieces shipped with a carrier and tracking number.
create or replace function public.ship_order(order_id uuid, carrier text, tracking_number text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  the_carrier text := btrim(coalesce(carrier, ''));
  the_tracking text := btrim(coalesce(tracking_number, ''));
  titles text;
begin
  select * into target from public.orders o where o.id = ship_order.order_id for update;
  if me is null or target.id is null
     or not exists (select 1 from public.order_items i where i.order_id = target.id and i.seller_id = me) then
    raise exception 'Solo quien vendió las piezas puede marcar el envío' using errcode = '42501';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = '55000';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = me and i.shipped_at is null) then
    raise exception 'Ya marcaste este pedido como enviado' using errcode = '55000';
  end if;
  if char_length(the_carrier) not between 2 and 60 then
    raise exception 'Indica la paquetería' using errcode = '22023';
  end if;
  if char_length(the_tracking) not between 4 and 60 then
    raise exception 'Indica un número de guía válido' using errcode = '22023';
  end if;

  update public.order_items i
  set carrier = the_carrier, tracking_number = the_tracking, shipped_at = now()
  where i.order_id = target.id and i.seller_id = me and i.shipped_at is null;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = me;

  if not exists (select 1 from public.order_items i where i.order_id = target.id and i.shipped_at is null) then
    update public.orders set status = 'shipped', shipped_at = now(), updated_at = now() where id = target.id;
  else
    update public.orders set updated_at = now() where id = target.id;
  end if;
  perform public.notify_user(target.buyer_id, 'order', 'Pedido enviado',
    format('"%s" va en camino con %s, guía %s', titles, the_carrier, the_tracking), target.id);
end
$$;

-- rpc/confirm_delivery: the buyer confirms an order that has shipped arrived; every seller is notified.
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
    select i.seller_id, string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i where i.order_id = target.id group by i.seller_id
  loop
    perform public.notify_user(seller.seller_id, 'order', 'Pedido entregado',
      format('El comprador confirmó que recibió "%s"', seller.titles), target.id);
  end loop;
end
$$;

revoke execute on function public.cancel_order(uuid) from public, anon;
revoke execute on function public.ship_order(uuid, text, text) from public, anon;
revoke execute on function public.confirm_delivery(uuid) from public, anon;
grant execute on function public.cancel_order(uuid) to authenticated;
grant execute on function public.ship_order(uuid, text, text) to authenticated;
grant execute on function public.confirm_delivery(uuid) to authenticated;
