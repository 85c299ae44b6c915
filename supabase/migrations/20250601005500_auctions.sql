-- Subastas: timed auctions with proxy bids, extended bidding and a scheduler that closes them.
--
-- * An auction belongs to a piece (`auctions.product_id`) that goes through the same staff review as any other:
--   the clock starts when the staff publish it (or at the scheduled start, whichever is later) and runs
--   `duration_days` (1, 3, 5 or 7).
-- * Members bid their maximum (`place_bid`); the database bids for them by the increment of the price band
--   (`auction_increments`) up to it. The current price is the second-highest maximum plus one increment, capped at
--   the top maximum, and at least the reserve once the top maximum reaches it. Maximums, bidder ids and the reserve
--   stay in tables nobody reads directly (`auction_secrets`, `auction_bids` under RLS); the page reads
--   `auction_state()`, which masks bidders ("c***r").
-- * A bid in the last `auction_extension()` moves the end to that long after the bid.
-- * `close_due_auctions()` (a scheduler runs it) closes auctions past their end: with the reserve met the winner
--   gets an accepted offer at the hammer price, which create_order honours (the piece is set aside for the winner
--   and charged at that price with its shipping and stock rules) until `auction_pay_window()` passes; without it
--   the seller may relist (`list_at_auction` again) or offer the piece to the top bidder (`offer_to_top_bidder`).
-- * While a piece is sold at auction it takes no offers and no direct purchase: only an auction's own offer buys
--   it (trigger on order_items, whatever path creates the order). There is no "Comprar ya" price.
-- * `app_now()` is the clock of these rules: now(), unless a test moved it (setting `app.now_override` in the
--   session, or `set_app_clock()` for every session).

-- the clock ----------------------------------------------------------------------------------------------------
-- app_clock, set_app_clock(moment) and advance_app_clock(by) come from 20250601005000_protected_purchase.sql.
-- app_now() is restated with one addition: a session may pin its own time with the setting `app.now_override`
-- (a test of one connection), ahead of the shift every session shares.
create or replace function public.app_now() returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    nullif(current_setting('app.now_override', true), '')::timestamptz,
    now() + coalesce((select c.shift from public.app_clock c where c.id), interval '0'))
$$;
grant execute on function public.app_now() to anon, authenticated, service_role;

-- settings -----------------------------------------------------------------------------------------------------
-- Extended bidding: a bid placed less than this before the end moves the end to this long after the bid.
create or replace function public.auction_extension() returns interval
language sql immutable
set search_path = ''
as $$ select interval '2 minutes' $$;

-- How long the winner has to pay the hammer price (the accepted offer's window).
create or replace function public.auction_pay_window() returns interval
language sql immutable
set search_path = ''
as $$ select interval '48 hours' $$;

-- The minimum increment by price band (MXN), as eBay's table: from `from_price` up to the next band.
create table if not exists public.auction_increments (
  from_price numeric(12, 2) primary key check (from_price >= 0),
  increment numeric(12, 2) not null check (increment > 0)
);
insert into public.auction_increments (from_price, increment) values
  (0, 10), (200, 20), (1000, 50), (5000, 100), (10000, 250), (50000, 500), (100000, 1000), (500000, 2500)
on conflict (from_price) do nothing;
alter table public.auction_increments enable row level security;
drop policy if exists "Everyone reads the increments" on public.auction_increments;
create policy "Everyone reads the increments" on public.auction_increments for select to anon, authenticated
  using (true);
revoke all on public.auction_increments from public, anon, authenticated;
grant select on public.auction_increments to anon, authenticated;

create or replace function public.auction_increment(price numeric) returns numeric
language sql stable
set search_path = ''
as $$
  select coalesce((
    select i.increment from public.auction_increments i
    where i.from_price <= coalesce(price, 0) order by i.from_price desc limit 1), 10)
$$;

-- "Carlos" → "C***s": how bidders appear to everyone else.
create or replace function public.mask_name(name text) returns text
language sql immutable
set search_path = ''
as $$
  select case when char_length(coalesce(btrim(name), '')) < 2 then 'u***o'
              else left(btrim(name), 1) || '***' || right(btrim(name), 1) end
$$;

create or replace function public.masked_member(member uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select public.mask_name(coalesce(p.username, p.display_name)) from public.profiles p where p.id = member
$$;
revoke execute on function public.masked_member(uuid) from public, anon, authenticated;

-- tables -------------------------------------------------------------------------------------------------------
create table if not exists public.auctions (
  id uuid primary key default extensions.gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  starting_price numeric(12, 2) not null check (starting_price > 0 and starting_price <= 1000000),
  has_reserve boolean not null default false,
  reserve_met boolean not null default false,
  duration_days integer not null default 7 check (duration_days in (1, 3, 5, 7)),
  scheduled_start timestamptz,
  -- null until the staff publish the piece
  starts_at timestamptz,
  ends_at timestamptz,
  status text not null default 'open' check (status in ('open', 'sold', 'unsold', 'cancelled')),
  current_price numeric(12, 2),
  bid_count integer not null default 0 check (bid_count >= 0),
  -- the leading bidder as everyone sees them ("c***r")
  leader_label text,
  hammer_price numeric(12, 2),
  pay_by timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint auctions_times check (ends_at is null or ends_at > starts_at)
);
create unique index if not exists auctions_one_open_per_product on public.auctions (product_id)
  where status = 'open';
create index if not exists auctions_product_idx on public.auctions (product_id, created_at desc);
create index if not exists auctions_open_ends_idx on public.auctions (ends_at) where status = 'open';
create index if not exists auctions_seller_idx on public.auctions (seller_id, created_at desc);

-- What nobody reads: the reserve, the leader and their maximum, the winner.
create table if not exists public.auction_secrets (
  auction_id uuid primary key references public.auctions (id) on delete cascade,
  reserve_price numeric(12, 2) check (reserve_price is null or (reserve_price > 0 and reserve_price <= 1000000)),
  leader_id uuid references public.profiles (id) on delete set null,
  leader_max numeric(12, 2),
  winner_id uuid references public.profiles (id) on delete set null
);

-- Every bid, in the order the database took them (`seq`); automatic rows are the proxy's answers.
create table if not exists public.auction_bids (
  id uuid primary key default extensions.gen_random_uuid(),
  seq bigint generated always as identity,
  auction_id uuid not null references public.auctions (id) on delete cascade,
  bidder_id uuid not null references public.profiles (id) on delete cascade,
  -- the price this row shows in the history
  amount numeric(12, 2) not null check (amount > 0),
  -- the bidder's maximum (null on automatic rows)
  max_amount numeric(12, 2),
  is_auto boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists auction_bids_auction_idx on public.auction_bids (auction_id, seq);
create index if not exists auction_bids_bidder_idx on public.auction_bids (bidder_id, auction_id);

-- E-mails the backend sends (claim_auction_emails): outbid, won, sold, unsold.
create table if not exists public.auction_emails (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index if not exists auction_emails_unsent_idx on public.auction_emails (created_at) where sent_at is null;

alter table public.auctions enable row level security;
alter table public.auction_secrets enable row level security;
alter table public.auction_bids enable row level security;
alter table public.auction_emails enable row level security;

-- An auction is read by whoever reads its piece (RLS of products decides).
drop policy if exists "Auctions follow their piece" on public.auctions;
create policy "Auctions follow their piece" on public.auctions for select to anon, authenticated
  using (exists (select 1 from public.products p where p.id = product_id));
drop policy if exists "Bidders read their own bids" on public.auction_bids;
create policy "Bidders read their own bids" on public.auction_bids for select to authenticated
  using (bidder_id = auth.uid());

revoke all on public.auctions, public.auction_secrets, public.auction_bids, public.auction_emails
  from public, anon, authenticated;
grant select on public.auctions to anon, authenticated;
grant select on public.auction_bids to authenticated;

alter table public.offers add column if not exists auction_id uuid references public.auctions (id) on delete set null;

-- Auction offers are told by the auction's own notifications, not as a "Nueva oferta".
drop trigger if exists offers_notify on public.offers;
create trigger offers_notify
  after insert or update of status on public.offers
  for each row when (new.auction_id is null)
  execute function public.notify_offer();

-- helpers ------------------------------------------------------------------------------------------------------
create or replace function public.queue_auction_email(member uuid, subject text, body text) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.auction_emails (user_id, subject, body) values (member, subject, body)
$$;
revoke execute on function public.queue_auction_email(uuid, text, text) from public, anon, authenticated;

-- notification + e-mail of type `auction`, ref_id the piece (the bell opens its page)
create or replace function public.tell_auction(member uuid, product uuid, title text, body text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.notify_user(member, 'auction', title, left(body, 4000), product);
  perform public.queue_auction_email(member, title, body);
end
$$;
revoke execute on function public.tell_auction(uuid, uuid, text, text) from public, anon, authenticated;

create or replace function public.mx_time(at timestamptz) returns text
language sql stable
set search_path = ''
as $$
  select to_char(at at time zone 'America/Mexico_City', 'DD/MM/YYYY HH24:MI') || ' (hora del centro)'
$$;

-- scheduled → running → closing (past the end, not yet closed) → sold / unsold / cancelled; review before publishing
create or replace function public.auction_phase(a public.auctions) returns text
language sql stable
set search_path = ''
as $$
  select case
    when a.status <> 'open' then a.status
    when a.starts_at is null then 'review'
    when public.app_now() < a.starts_at then 'scheduled'
    when public.app_now() < a.ends_at then 'running'
    else 'closing'
  end
$$;

-- The least the next bid may be.
create or replace function public.auction_next_minimum(a public.auctions) returns numeric
language sql stable
set search_path = ''
as $$
  select case when a.current_price is null then a.starting_price
              else a.current_price + public.auction_increment(a.current_price) end
$$;

-- listing at auction -------------------------------------------------------------------------------------------
-- The seller puts their piece (in review or published) up for auction, or changes an auction without bids, or
-- relists a piece whose auction ended unsold. The piece's price becomes the starting price.
create or replace function public.list_at_auction(
  product_id uuid,
  starting_price numeric,
  reserve_price numeric default null,
  duration_days integer default 7,
  scheduled_start timestamptz default null
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  piece record;
  current public.auctions;
  latest public.auctions;
  clock timestamptz := public.app_now();
  auction uuid;
  start_at timestamptz;
begin
  if me is null then
    raise exception 'Debes iniciar sesión para vender' using errcode = '42501';
  end if;
  select p.id, p.seller_id, p.status, p.title into piece
  from public.products p where p.id = list_at_auction.product_id for update;
  if piece.id is null or piece.seller_id <> me then
    raise exception 'Solo puedes subastar tus propias piezas' using errcode = '42501';
  end if;
  if piece.status not in ('pending', 'published') then
    raise exception 'Esta pieza ya no está a la venta' using errcode = '23503';
  end if;
  if starting_price is null or starting_price <= 0 or starting_price > 1000000 then
    raise exception 'El precio inicial debe ser mayor que $0 y de hasta $1,000,000 MXN' using errcode = '22023';
  end if;
  if reserve_price is not null and reserve_price < starting_price then
    raise exception '%', format('El precio de reserva no puede ser menor que el precio inicial (%s)',
                                public.format_mxn(starting_price)) using errcode = '22023';
  end if;
  if reserve_price is not null and reserve_price > 1000000 then
    raise exception 'El precio de reserva puede ser de hasta $1,000,000 MXN' using errcode = '22023';
  end if;
  if duration_days is null or duration_days not in (1, 3, 5, 7) then
    raise exception 'Elige una duración de 1, 3, 5 o 7 días' using errcode = '22023';
  end if;
  if scheduled_start is not null and (scheduled_start <= clock or scheduled_start > clock + interval '30 days') then
    raise exception 'La fecha de inicio debe estar en los próximos 30 días' using errcode = '22023';
  end if;
  if greatest(starting_price, coalesce(reserve_price, 0)) >= 5000
     and not exists (select 1 from public.profiles pr where pr.id = me and pr.identity_verified) then
    raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
      using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
  end if;

  start_at := case when piece.status = 'published' then greatest(clock, coalesce(scheduled_start, clock)) end;

  select * into current from public.auctions a
  where a.product_id = list_at_auction.product_id and a.status = 'open' for update;
  if current.id is not null then
    if current.bid_count > 0 then
      raise exception 'Esta subasta ya tiene pujas: ya no puedes cambiarla' using errcode = '55000';
    end if;
    update public.auctions a
    set starting_price = list_at_auction.starting_price,
        has_reserve = list_at_auction.reserve_price is not null,
        duration_days = list_at_auction.duration_days,
        scheduled_start = list_at_auction.scheduled_start,
        starts_at = start_at,
        ends_at = start_at + make_interval(days => list_at_auction.duration_days),
        updated_at = now()
    where a.id = current.id;
    auction := current.id;
  else
    select * into latest from public.auctions a
    where a.product_id = list_at_auction.product_id and a.status <> 'cancelled'
    order by a.created_at desc limit 1;
    if latest.status = 'sold' and exists (
      select 1 from public.offers o
      where o.auction_id = latest.id and (o.order_id is not null or (o.status = 'accepted' and o.expires_at > now()))
    ) then
      raise exception 'Esta pieza ya se vendió en subasta' using errcode = '55000';
    end if;
    if exists (
      select 1 from public.offers o join public.auctions a on a.id = o.auction_id
      where a.product_id = list_at_auction.product_id and o.status = 'accepted' and o.order_id is null
        and o.expires_at > now()
    ) then
      raise exception 'Ofreciste esta pieza al mejor postor: espera a que pague o a que venza su plazo'
        using errcode = '55000';
    end if;
    insert into public.auctions (product_id, seller_id, starting_price, has_reserve, duration_days, scheduled_start,
                                 starts_at, ends_at)
    values (list_at_auction.product_id, me, list_at_auction.starting_price, list_at_auction.reserve_price is not null,
            list_at_auction.duration_days, list_at_auction.scheduled_start, start_at,
            start_at + make_interval(days => list_at_auction.duration_days))
    returning id into auction;
  end if;
  insert into public.auction_secrets (auction_id, reserve_price) values (auction, list_at_auction.reserve_price)
  on conflict (auction_id) do update set reserve_price = excluded.reserve_price;

  update public.products p set price = list_at_auction.starting_price, updated_at = now()
  where p.id = list_at_auction.product_id and p.price is distinct from list_at_auction.starting_price;
  return auction;
end
$$;
revoke execute on function public.list_at_auction(uuid, numeric, numeric, integer, timestamptz) from public, anon;
grant execute on function public.list_at_auction(uuid, numeric, numeric, integer, timestamptz) to authenticated;

-- The staff's publication starts the clock; a piece withdrawn or rejected takes its open auction with it (an
-- owner cannot withdraw a piece that has bids: they are binding).
create or replace function public.products_auction_status() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  clock timestamptz := public.app_now();
begin
  if new.status = 'published' and old.status is distinct from 'published' then
    update public.auctions a
    set starts_at = greatest(clock, coalesce(a.scheduled_start, clock)),
        ends_at = greatest(clock, coalesce(a.scheduled_start, clock)) + make_interval(days => a.duration_days),
        updated_at = now()
    where a.product_id = new.id and a.status = 'open' and a.starts_at is null;
  elsif new.status in ('deleted', 'rejected') and old.status is distinct from new.status then
    update public.auctions a set status = 'cancelled', closed_at = now(), updated_at = now()
    where a.product_id = new.id and a.status = 'open';
  end if;
  return new;
end
$$;
-- as the caller: an owner's withdrawal of a piece with bids is refused (the staff's rejection goes through)
create or replace function public.guard_auction_withdrawal() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'deleted' and old.status is distinct from 'deleted' and public.acting_as_client()
     and exists (select 1 from public.auctions a where a.product_id = new.id and a.status = 'open' and a.bid_count > 0)
  then
    raise exception 'Esta pieza tiene pujas: las pujas son vinculantes y la subasta debe terminar'
      using errcode = '55000';
  end if;
  return new;
end
$$;
drop trigger if exists products_auction_withdrawal on public.products;
create trigger products_auction_withdrawal
  before update of status on public.products
  for each row execute function public.guard_auction_withdrawal();

drop trigger if exists products_auction_status on public.products;
create trigger products_auction_status
  after update of status on public.products
  for each row execute function public.products_auction_status();

-- bidding ------------------------------------------------------------------------------------------------------
-- What the piece's page shows: public figures, the caller's own standing, and the history with masked bidders.
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
      select 1 from public.offers o where o.auction_id = a.id and o.buyer_id = me and o.order_id is not null),
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
grant execute on function public.auction_state(uuid) to anon, authenticated;

-- A member bids their maximum. One bid at a time per auction (the auction's row lock), so simultaneous bids
-- are taken one after another in the order the lock grants them.
create or replace function public.place_bid(auction_id uuid, max_amount numeric) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
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
    raise exception 'Debes iniciar sesión para pujar' using errcode = '42501';
  end if;
  select * into a from public.auctions x where x.id = place_bid.auction_id for update;
  if a.id is null then
    raise exception 'Esta subasta no existe' using errcode = '23503';
  end if;
  select p.status, p.title into piece from public.products p where p.id = a.product_id;
  if a.seller_id = me then
    raise exception 'No puedes pujar por tu propia pieza' using errcode = '42501';
  end if;
  if a.status <> 'open' or piece.status is distinct from 'published' or a.starts_at is null then
    raise exception 'Esta subasta no está activa' using errcode = '55000';
  end if;
  if clock < a.starts_at then
    raise exception '%', format('La subasta empieza el %s', public.mx_time(a.starts_at)) using errcode = '55000';
  end if;
  if clock >= a.ends_at then
    raise exception 'Esta subasta ya terminó' using errcode = '55000';
  end if;
  if amount is null or amount <= 0 then
    raise exception 'Ingresa un monto válido' using errcode = '22023';
  end if;
  if amount > 1000000 then
    raise exception 'La puja máxima es de $1,000,000 MXN' using errcode = '22023';
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
        using errcode = '22023', detail = (s.leader_max + 0.01)::text;
    end if;
    leader := me;
    top := amount;
    price := a.current_price;
  else
    if amount < minimum then
      raise exception '%', format('Tu puja debe ser de al menos %s', public.format_mxn(minimum))
        using errcode = '22023', detail = minimum::text;
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
revoke execute on function public.place_bid(uuid, numeric) from public, anon;
grant execute on function public.place_bid(uuid, numeric) to authenticated;

-- closing ------------------------------------------------------------------------------------------------------
-- Closes every open auction past its end (the scheduler runs it; pg_cron on a hosted project). Returns how many.
create or replace function public.close_due_auctions() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  a public.auctions;
  s public.auction_secrets;
  piece record;
  closed integer := 0;
  deadline timestamptz := now() + public.auction_pay_window();
  clock timestamptz := public.app_now();
begin
  for a in
    select x.* from public.auctions x
    where x.status = 'open' and x.ends_at <= clock
    order by x.ends_at
    for update skip locked
  loop
    select * into s from public.auction_secrets x where x.auction_id = a.id;
    select p.title, p.status into piece from public.products p where p.id = a.product_id;
    closed := closed + 1;
    if piece.status is distinct from 'published' then
      update public.auctions x set status = 'cancelled', closed_at = clock, updated_at = now() where x.id = a.id;
    elsif s.leader_id is not null and (not a.has_reserve or s.leader_max >= s.reserve_price) then
      update public.auctions x
      set status = 'sold', hammer_price = a.current_price, pay_by = clock + public.auction_pay_window(),
          closed_at = clock, updated_at = now()
      where x.id = a.id;
      update public.auction_secrets x set winner_id = s.leader_id where x.auction_id = a.id;
      -- the winner's right to buy at the hammer price, as an accepted offer create_order honours
      insert into public.offers (product_id, buyer_id, seller_id, amount, status, responded_at, expires_at, auction_id)
      values (a.product_id, s.leader_id, a.seller_id, a.current_price, 'accepted', now(), deadline, a.id);
      perform public.tell_auction(s.leader_id, a.product_id, '¡Ganaste la subasta!',
        format('Ganaste "%s" por %s. Págala antes del %s: la encontrarás en tu carrito desde la página de la pieza.',
               piece.title, public.format_mxn(a.current_price), public.mx_time(clock + public.auction_pay_window())));
      perform public.tell_auction(a.seller_id, a.product_id, 'Tu subasta terminó',
        format('"%s" se vendió en %s a %s. Tiene hasta el %s para pagar.', piece.title,
               public.format_mxn(a.current_price), public.masked_member(s.leader_id),
               public.mx_time(clock + public.auction_pay_window())));
    else
      update public.auctions x set status = 'unsold', closed_at = clock, updated_at = now() where x.id = a.id;
      if s.leader_id is null then
        perform public.tell_auction(a.seller_id, a.product_id, 'Tu subasta terminó sin pujas',
          format('"%s" no recibió pujas. Puedes volver a subastarla desde tu panel.', piece.title));
      else
        perform public.tell_auction(a.seller_id, a.product_id, 'Tu subasta terminó sin venta',
          format('"%s" no alcanzó el precio de reserva (puja más alta: %s). Puedes volver a subastarla u ofrecerla al mejor postor.',
                 piece.title, public.format_mxn(a.current_price)));
        perform public.tell_auction(s.leader_id, a.product_id, 'La subasta terminó sin venta',
          format('"%s" no alcanzó el precio de reserva del vendedor.', piece.title));
      end if;
    end if;
  end loop;
  return closed;
end
$$;
revoke execute on function public.close_due_auctions() from public, anon, authenticated;
grant execute on function public.close_due_auctions() to service_role;

-- After an auction ends without meeting the reserve, the seller offers the piece to the top bidder at an amount
-- they choose: an accepted offer the bidder may pay within the window, or let lapse.
create or replace function public.offer_to_top_bidder(auction_id uuid, amount numeric) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
  piece record;
  offer uuid;
begin
  select * into a from public.auctions x where x.id = offer_to_top_bidder.auction_id for update;
  if me is null or a.id is null or a.seller_id <> me then
    raise exception 'Solo el vendedor puede ofrecer su pieza' using errcode = '42501';
  end if;
  select * into s from public.auction_secrets x where x.auction_id = a.id;
  if a.status <> 'unsold' or s.leader_id is null then
    raise exception 'Solo puedes ofrecer la pieza al mejor postor de una subasta que terminó sin venta'
      using errcode = '55000';
  end if;
  if amount is null or amount <= 0 or amount > 1000000 then
    raise exception 'Ingresa un monto válido' using errcode = '22023';
  end if;
  select p.title, p.status into piece from public.products p where p.id = a.product_id;
  if piece.status is distinct from 'published' then
    raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
  end if;
  if exists (select 1 from public.offers o where o.auction_id = a.id and o.status = 'accepted'
             and (o.order_id is not null or o.expires_at > now())) then
    raise exception 'Ya ofreciste esta pieza al mejor postor' using errcode = '55000';
  end if;
  insert into public.offers (product_id, buyer_id, seller_id, amount, status, responded_at, expires_at, auction_id)
  values (a.product_id, s.leader_id, a.seller_id, round(amount, 2), 'accepted', now(),
          now() + public.auction_pay_window(), a.id)
  returning id into offer;
  perform public.tell_auction(s.leader_id, a.product_id, 'El vendedor te ofrece la pieza',
    format('La subasta de "%s" no alcanzó la reserva, pero el vendedor te la ofrece en %s hasta el %s.',
           piece.title, public.format_mxn(amount), public.mx_time(public.app_now() + public.auction_pay_window())));
  return offer;
end
$$;
revoke execute on function public.offer_to_top_bidder(uuid, numeric) from public, anon;
grant execute on function public.offer_to_top_bidder(uuid, numeric) to authenticated;

-- The backend's mailer takes the e-mails waiting to go out (marked sent as they are handed over).
create or replace function public.claim_auction_emails(max_count integer default 50)
returns table (email text, subject text, body text)
language sql security definer
set search_path = ''
as $$
  with claimed as (
    update public.auction_emails e set sent_at = now()
    where e.id in (select x.id from public.auction_emails x where x.sent_at is null order by x.created_at
                   limit greatest(1, least(coalesce(max_count, 50), 500)) for update skip locked)
    returning e.user_id, e.subject, e.body
  )
  select u.email::text, c.subject, c.body from claimed c join auth.users u on u.id = c.user_id
  where u.email is not null
$$;
revoke execute on function public.claim_auction_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_auction_emails(integer) to service_role;

-- the dashboard ------------------------------------------------------------------------------------------------
-- The caller's auctions as a bidder: winning, outbid (running), won, lost (ended).
create or replace function public.my_bids()
returns table (auction_id uuid, product_id uuid, title text, image_url text, current_price numeric, my_max numeric,
               bid_count integer, ends_at timestamptz, phase text, standing text, paid boolean)
language sql stable security definer
set search_path = ''
as $$
  select a.id, a.product_id, p.title,
         (select i.image_url from public.product_images i where i.product_id = p.id order by i."order" limit 1),
         a.current_price, m.top, a.bid_count, a.ends_at, public.auction_phase(a),
         case
           when a.status = 'sold' and s.winner_id = auth.uid() then 'won'
           when a.status in ('sold', 'unsold', 'cancelled') then 'lost'
           when s.leader_id = auth.uid() then 'winning'
           else 'outbid'
         end,
         exists (select 1 from public.offers o where o.auction_id = a.id and o.buyer_id = auth.uid()
                 and o.order_id is not null)
  from (select b.auction_id, max(b.max_amount) as top from public.auction_bids b
        where b.bidder_id = auth.uid() group by b.auction_id) m
  join public.auctions a on a.id = m.auction_id
  join public.products p on p.id = a.product_id
  left join public.auction_secrets s on s.auction_id = a.id
  where auth.uid() is not null
  order by (a.status = 'open') desc, a.ends_at desc
  limit 100
$$;
revoke execute on function public.my_bids() from public, anon;
grant execute on function public.my_bids() to authenticated;

-- The seller's auctions with their state, reserve and whether the winner paid.
create or replace function public.my_auctions()
returns table (auction_id uuid, product_id uuid, title text, product_status text, status text, phase text,
               starting_price numeric, reserve_price numeric, reserve_met boolean, current_price numeric,
               bid_count integer, leader text, starts_at timestamptz, ends_at timestamptz, pay_by timestamptz,
               paid boolean, offered boolean)
language sql stable security definer
set search_path = ''
as $$
  select a.id, a.product_id, p.title, p.status, a.status, public.auction_phase(a), a.starting_price, s.reserve_price,
         a.reserve_met, a.current_price, a.bid_count, a.leader_label, a.starts_at, a.ends_at, a.pay_by,
         exists (select 1 from public.offers o where o.auction_id = a.id and o.order_id is not null),
         exists (select 1 from public.offers o where o.auction_id = a.id and o.status = 'accepted')
  from public.auctions a
  join public.products p on p.id = a.product_id
  left join public.auction_secrets s on s.auction_id = a.id
  where a.seller_id = auth.uid()
  order by (a.status = 'open') desc, a.created_at desc
  limit 100
$$;
revoke execute on function public.my_auctions() from public, anon;
grant execute on function public.my_auctions() to authenticated;

-- guards: no offers and no direct purchase of a piece sold at auction --------------------------------------------
-- runs as the caller (acting_as_client looks at the caller's role); a client reads the auctions of the pieces it sees
create or replace function public.guard_auction_offer() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client() and exists (
    select 1 from public.auctions a where a.product_id = new.product_id and a.status <> 'cancelled'
  ) then
    raise exception 'Las piezas en subasta no reciben ofertas: puja por ella' using errcode = '55000';
  end if;
  return new;
end
$$;
drop trigger if exists offers_auction_guard on public.offers;
create trigger offers_auction_guard
  before insert on public.offers
  for each row execute function public.guard_auction_offer();

-- create_order marks the auction's offer used (offers.order_id) before it writes the item, so an item of a piece
-- sold at auction goes in only with that offer: the winner at the hammer price, or the top bidder at the seller's
-- offer. Everyone else gets the create_order-style refusal (title as details, id as hint).
create or replace function public.guard_auction_order_item() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.auctions a where a.product_id = new.product_id and a.status <> 'cancelled')
     and not exists (select 1 from public.offers o
                     where o.product_id = new.product_id and o.order_id = new.order_id and o.auction_id is not null)
  then
    raise exception 'Esta pieza se vende en subasta: puja para ganarla'
      using errcode = '55000', detail = new.title, hint = new.product_id::text;
  end if;
  return new;
end
$$;
drop trigger if exists order_items_auction_guard on public.order_items;
create trigger order_items_auction_guard
  before insert on public.order_items
  for each row execute function public.guard_auction_order_item();

-- realtime: the piece's page follows its auction row ---------------------------------------------------------------
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime' and not puballtables)
     and not exists (select 1 from pg_catalog.pg_publication_tables
                     where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'auctions') then
    alter publication supabase_realtime add table public.auctions;
  end if;
end
$$;
