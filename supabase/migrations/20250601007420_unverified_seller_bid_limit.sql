-- An unverified seller's auction stays under $5,000 MXN (spec §5: "a price of 5,000 MXN or more requires
-- identity_verified"). list_at_auction already refuses such a seller a starting price or reserve of $5,000 or more,
-- but the bids could carry the hammer price above it. Now:
--   * place_bid refuses a maximum of $5,000 MXN or more on an auction whose seller is not identity_verified, in words
--     that name the limit (VT317, `details` 5000). The price never passes the highest maximum, so the hammer price
--     stays under the limit too; a seller verified later takes bids above it from then on.
--   * auction_state answers `bid_limit` (5000 for such a seller, null otherwise), so the piece's page says the limit
--     before the buyer types.

-- restated from 20250601007410
create or replace function public.place_bid(auction_id uuid, max_amount numeric) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
  piece_id uuid;
  piece record;
  clock timestamptz := public.app_now();
  amount numeric(12, 2) := round(max_amount, 2);
  minimum numeric(12, 2);
  price numeric(12, 2);
  leader uuid;
  top numeric(12, 2);
  outbid uuid;
  rows_added integer := 1;
  new_end timestamptz;
begin
  if me is null then
    raise exception 'Debes iniciar sesión para pujar' using errcode = 'VT433';
  end if;
  select x.product_id into piece_id from public.auctions x where x.id = place_bid.auction_id;
  -- the piece's row first (shared: bidders do not wait for each other here), then the auction's: the order of every
  -- writer of both. A change of the piece (deleting it, its stock to 0) holds that row while guard_auction_withdrawal
  -- counts the bids, so the bid and the change take turns: whichever comes second sees the other.
  select p.status, p.title, p.stock into piece from public.products p where p.id = piece_id for share;
  select * into a from public.auctions x where x.id = place_bid.auction_id for update;
  if a.id is null then
    raise exception 'Esta subasta no existe' using errcode = 'VT602';
  end if;
  if a.seller_id = me then
    raise exception 'No puedes pujar por tu propia pieza' using errcode = 'VT434';
  end if;
  if a.status <> 'open' or piece.status is distinct from 'published' or coalesce(piece.stock, 0) < 1
     or a.starts_at is null then
    raise exception 'Esta subasta no está activa' using errcode = 'VT534';
  end if;
  if clock < a.starts_at then
    raise exception '%', format('La subasta empieza el %s', public.mx_time(a.starts_at)) using errcode = 'VT535';
  end if;
  if clock >= a.ends_at then
    raise exception 'Esta subasta ya terminó' using errcode = 'VT536';
  end if;
  if amount is null or amount <= 0 then
    raise exception 'Ingresa un monto válido' using errcode = 'VT223';
  end if;
  if amount > 1000000 then
    raise exception 'La puja máxima es de $1,000,000 MXN' using errcode = 'VT226';
  end if;
  -- the seller's verification as it is now (under the piece's lock); a maximum is what the price may reach
  if amount >= 5000 and not exists (
    select 1 from public.profiles pr where pr.id = a.seller_id and pr.identity_verified
  ) then
    raise exception 'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad'
      using errcode = 'VT317', detail = '5000';
  end if;

  select * into s from public.auction_secrets x where x.auction_id = a.id for update;
  if s.auction_id is null then
    insert into public.auction_secrets (auction_id) values (a.id) returning * into s;
  end if;
  minimum := public.auction_next_minimum(a);

  if s.leader_id = me then
    -- the leader raises their own maximum: the price moves only to meet the reserve
    if amount <= s.leader_max then
      raise exception '%', format('Tu puja máxima ya es de %s: para subirla, ofrece más', public.format_mxn(s.leader_max))
        using errcode = 'VT227', detail = (s.leader_max + 0.01)::text;
    end if;
    leader := me;
    top := amount;
    price := a.current_price;
  else
    if amount < minimum then
      raise exception '%', format('Tu puja debe ser de al menos %s', public.format_mxn(minimum))
        using errcode = 'VT228', detail = minimum::text;
    end if;
    if s.leader_id is null then
      leader := me;
      top := amount;
      price := a.starting_price;
    elsif amount > s.leader_max then
      outbid := s.leader_id;
      leader := me;
      top := amount;
      price := least(amount, s.leader_max + public.auction_increment(s.leader_max));
    else
      -- the leader's maximum answers (a tie goes to the earlier bid)
      leader := s.leader_id;
      top := s.leader_max;
      price := least(s.leader_max, amount + public.auction_increment(amount));
    end if;
  end if;
  if a.has_reserve and s.reserve_price is not null and top >= s.reserve_price then
    price := greatest(price, s.reserve_price);
  end if;

  insert into public.auction_bids (auction_id, bidder_id, amount, max_amount, is_auto, created_at)
  values (a.id, me, case when leader = me then price else amount end, amount, false, clock);
  if leader <> me then
    insert into public.auction_bids (auction_id, bidder_id, amount, max_amount, is_auto, created_at)
    values (a.id, leader, price, null, true, clock);
    rows_added := 2;
  end if;

  update public.auction_secrets x set leader_id = leader, leader_max = top where x.auction_id = a.id;
  new_end := case when a.ends_at - clock < public.auction_extension() then clock + public.auction_extension()
                  else a.ends_at end;
  update public.auctions x
  set current_price = price,
      bid_count = x.bid_count + rows_added,
      reserve_met = x.has_reserve and s.reserve_price is not null and top >= s.reserve_price,
      leader_label = public.masked_member(leader),
      ends_at = new_end,
      updated_at = now()
  where x.id = a.id;

  if outbid is not null then
    perform public.tell_auction(outbid, a.product_id, 'Te superaron en una subasta',
      format('Alguien pujó más que tu máximo por "%s". La puja actual es de %s y la subasta termina el %s.',
             piece.title, public.format_mxn(price), public.mx_time(new_end)));
  end if;
  return public.auction_state(a.id);
end
$$;

-- restated from 20250601007230 (bid_limit added)
create or replace function public.auction_state(auction_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
    -- bids (maximums) of this amount or more are refused (VT317); null: no limit but the $1,000,000 of every bid
    'bid_limit', case when not exists (
      select 1 from public.profiles pr where pr.id = a.seller_id and pr.identity_verified) then 5000 end,
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
