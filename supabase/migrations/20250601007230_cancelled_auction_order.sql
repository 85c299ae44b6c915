-- A winner who cancels no longer leaves the piece stuck (audit 2026-12-01, item 4). cancel_order put a sold piece
-- back on sale, but its auction stayed 'sold' with its offer used, so nobody could relist it (VT523), buy it (VT512)
-- or offer on it (VT511). Now cancelling an order settles the auction it paid for (the winner's, or the top
-- bidder's offer after an unsold one): the auction becomes 'cancelled', which frees the piece for a new auction or
-- a sale at its price. my_auctions(), my_bids() and auction_state() no longer count a cancelled order as paid.
-- Auctions already stuck that way are settled here too.

-- restated from 20250601003600
create or replace function public.cancel_order(order_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  me uuid := auth.uid();
  target public.orders;
  item record;
  seller record;
begin
  select * into target from public.orders o where o.id = cancel_order.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede cancelarlo' using errcode = 'VT402';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido ya fue cancelado' using errcode = 'VT502';
  end if;
  if target.status not in ('pending', 'paid')
     or exists (select 1 from public.order_items i where i.order_id = target.id and i.shipped_at is not null) then
    raise exception 'Este pedido ya fue enviado y no se puede cancelar' using errcode = 'VT503';
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
  -- an auction this order paid for is settled: the sale fell through, so the piece sells again as the seller
  -- chooses (a new auction, or at its price) instead of staying tied to a sale that will never be paid
  update public.auctions a
  set status = 'cancelled', updated_at = now()
  where a.status in ('sold', 'unsold')
    and a.id in (select o.auction_id from public.offers o where o.order_id = target.id and o.auction_id is not null);
  for seller in
    select i.seller_id, string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i where i.order_id = target.id group by i.seller_id
  loop
    perform public.notify_user(seller.seller_id, 'order', 'Pedido cancelado',
      format('El comprador canceló el pedido de "%s"; la pieza vuelve a estar a la venta', seller.titles), target.id);
  end loop;
end
$$;

-- restated from 20250601005500: paid = an order not cancelled
create or replace function public.my_auctions()
 RETURNS TABLE(auction_id uuid, product_id uuid, title text, product_status text, status text, phase text, starting_price numeric, reserve_price numeric, reserve_met boolean, current_price numeric, bid_count integer, leader text, starts_at timestamp with time zone, ends_at timestamp with time zone, pay_by timestamp with time zone, paid boolean, offered boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $$
  select a.id, a.product_id, p.title, p.status, a.status, public.auction_phase(a), a.starting_price, s.reserve_price,
         a.reserve_met, a.current_price, a.bid_count, a.leader_label, a.starts_at, a.ends_at, a.pay_by,
         exists (select 1 from public.offers o join public.orders r on r.id = o.order_id
                 where o.auction_id = a.id and r.status <> 'cancelled'),
         exists (select 1 from public.offers o where o.auction_id = a.id and o.status = 'accepted')
  from public.auctions a
  join public.products p on p.id = a.product_id
  left join public.auction_secrets s on s.auction_id = a.id
  where a.seller_id = auth.uid()
  order by (a.status = 'open') desc, a.created_at desc
  limit 100
$$;

-- restated from 20250601006000: paid = an order not cancelled
create or replace function public.my_bids()
 RETURNS TABLE(auction_id uuid, product_id uuid, title text, image_url text, current_price numeric, my_max numeric, bid_count integer, ends_at timestamp with time zone, phase text, standing text, paid boolean, has_reserve boolean, reserve_met boolean)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $$
  select a.id, a.product_id, p.title,
         (select i.image_url from public.product_images i where i.product_id = p.id order by i."order" limit 1),
         a.current_price, m.top, a.bid_count, a.ends_at, public.auction_phase(a),
         case
           when a.status = 'sold' and s.winner_id = auth.uid() then 'won'
           when a.status in ('sold', 'unsold', 'cancelled') then 'lost'
           when s.leader_id = auth.uid() then 'winning'
           else 'outbid'
         end,
         exists (select 1 from public.offers o join public.orders r on r.id = o.order_id
                 where o.auction_id = a.id and o.buyer_id = auth.uid() and r.status <> 'cancelled'),
         a.has_reserve, a.reserve_met
  from (select b.auction_id, max(b.max_amount) as top from public.auction_bids b
        where b.bidder_id = auth.uid() group by b.auction_id) m
  join public.auctions a on a.id = m.auction_id
  join public.products p on p.id = a.product_id
  left join public.auction_secrets s on s.auction_id = a.id
  where auth.uid() is not null
  order by (a.status = 'open') desc,
           case when a.status = 'open' then a.ends_at end asc,
           a.ends_at desc
  limit 100
$$;

-- restated from 20250601005500: paid = an order not cancelled
create or replace function public.auction_state(auction_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
  mine numeric;
begin
  select * into a from public.auctions x where x.id = auction_state.auction_id;
  if a.id is null or not exists (
    select 1 from public.products p
    where p.id = a.product_id and (p.status in ('published', 'sold') or p.seller_id = me or public.is_trusted())
  ) then
    return null;
  end if;
  select * into s from public.auction_secrets x where x.auction_id = a.id;
  select max(b.max_amount) into mine from public.auction_bids b where b.auction_id = a.id and b.bidder_id = me;
  return jsonb_build_object(
    'id', a.id,
    'product_id', a.product_id,
    'status', a.status,
    'phase', public.auction_phase(a),
    'server_now', public.app_now(),
    'starts_at', a.starts_at,
    'ends_at', a.ends_at,
    'duration_days', a.duration_days,
    'scheduled_start', a.scheduled_start,
    'starting_price', a.starting_price,
    'current_price', a.current_price,
    'bid_count', a.bid_count,
    'next_minimum', public.auction_next_minimum(a),
    'increment', public.auction_increment(coalesce(a.current_price, a.starting_price)),
    'has_reserve', a.has_reserve,
    'reserve_met', a.reserve_met,
    'leader', a.leader_label,
    'hammer_price', a.hammer_price,
    'pay_by', a.pay_by,
    'is_seller', me is not null and me = a.seller_id,
    'reserve_price', case when me = a.seller_id then s.reserve_price end,
    'my_max', mine,
    'leading', coalesce(me = s.leader_id, false),
    'won', coalesce(me = s.winner_id, false),
    'paid', coalesce(me = s.winner_id, false) and exists (
      select 1 from public.offers o join public.orders r on r.id = o.order_id
      where o.auction_id = a.id and o.buyer_id = me and r.status <> 'cancelled'),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('id', h.id, 'bidder', h.bidder, 'amount', h.amount, 'is_auto', h.is_auto,
                                          'mine', h.mine, 'created_at', h.created_at) order by h.seq desc)
      from (
        select b.id, b.seq, public.masked_member(b.bidder_id) as bidder, b.amount, b.is_auto,
               me is not null and b.bidder_id = me as mine, b.created_at
        from public.auction_bids b where b.auction_id = a.id order by b.seq desc limit 50
      ) h), '[]'::jsonb)
  );
end
$$;

update public.auctions a
set status = 'cancelled', updated_at = now()
where a.status in ('sold', 'unsold')
  and exists (select 1 from public.offers o join public.orders r on r.id = o.order_id
              where o.auction_id = a.id and r.status = 'cancelled')
  and not exists (select 1 from public.offers o join public.orders r on r.id = o.order_id
                  where o.auction_id = a.id and r.status <> 'cancelled');
