-- The buyer's cancellation never fails because of what the seller did to the listing (issue #20, hole 4).
--
-- cancel_order (002610) added the order's units back to products.stock with no cap. A seller who raised the stock
-- of the piece to 999 after the sale (rpc/update_listing) made that addition break products_stock_check
-- (0-999): the buyer got a raw 23514 and the order stayed pending.
--
-- The semantics chosen: `stock` is the number of units the seller currently offers, which the seller may set at
-- any time to anything from 0 to 999. A cancellation gives the units back to the seller's offer, up to that
-- ceiling: a listing already at the ceiling stays at 999 (the seller declared the most the listing can offer).
-- Raising the constraint's limit instead would let stock grow past what a seller may enter, and the next edit of
-- the listing would fail. The rest of the function is unchanged: the order is cancelled, a sold piece is on sale
-- again, the sales count goes back and the sellers are told.
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
    set stock = least(stock + item.quantity, 999),
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
