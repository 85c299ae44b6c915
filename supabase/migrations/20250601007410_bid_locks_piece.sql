-- A bid racing the seller's withdrawal (audit 2026-12-01, left unconfirmed). guard_auction_withdrawal (20250601007220)
-- refuses deleting a piece or taking its stock below 1 while its open auction has bids, but place_bid read the piece
-- without a lock: a bid and the seller's change at the same moment both went through (a deleted piece's auction
-- cancelled with a bid in it; a bid on a piece with no stock, which the winner could never pay).
-- place_bid now takes the piece's row (FOR SHARE) before the auction's, and refuses a piece with no stock (VT534)
-- as it refuses one no longer published. An UPDATE of the piece holds that same row while its BEFORE triggers run,
-- so guard_auction_withdrawal needs no change: the bid waits for the change and then sees it, or the change waits
-- for the bid and then counts it (VT513).

-- restated from 20250601007000 (the piece locked first, its stock checked)
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
