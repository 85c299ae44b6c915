-- One auction can no longer stop every other from closing (audit 2026-12-01, item 1).
-- close_due_auctions() closed every due auction in one transaction: one error (the winner's accepted offer refused
-- by replace_open_offers, VT541) aborted them all. Now:
--   * each auction closes in its own subtransaction; a failure leaves that auction open (the next round retries it),
--     raises a WARNING and is recorded in auction_secrets.close_error / close_error_at (cleared once it closes);
--   * the system's own offer (the winner's right to buy, the top bidder's offer) replaces the buyer's open offer on
--     the piece instead of being refused: VT541 stays a refusal for members only;
--   * the cause is closed: an accepted ordinary offer and an auction on the same piece never coexist.
--     list_at_auction refuses a piece with a live accepted offer (VT552) and rejects its pending or countered ones;
--     an offer on a piece at auction is no longer accepted (VT553).

alter table public.auction_secrets
  add column close_error text,
  add column close_error_at timestamptz;
comment on column public.auction_secrets.close_error is
  'Why close_due_auctions() could not close this auction on its last try (SQLSTATE: message); null once it closes';

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
    -- one auction, one subtransaction: its failure is recorded and never stops the others
    begin
      select * into s from public.auction_secrets x where x.auction_id = a.id;
      select p.title, p.status into piece from public.products p where p.id = a.product_id;
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
      update public.auction_secrets x set close_error = null, close_error_at = null
      where x.auction_id = a.id and x.close_error is not null;
      closed := closed + 1;
    exception when others then
      raise warning 'close_due_auctions: la subasta % no se pudo cerrar: % (%)', a.id, sqlerrm, sqlstate;
      update public.auction_secrets x set close_error = format('%s: %s', sqlstate, sqlerrm), close_error_at = clock
      where x.auction_id = a.id;
    end;
  end loop;
  return closed;
end
$$;

-- A member's new offer while their accepted one is in its checkout window is refused (VT541); the system's offer
-- (an auction's winner or top bidder) replaces it instead, so it can never fail on what a member did.
create or replace function public.replace_open_offers() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.auction_id is null and exists (
    select 1 from public.offers o
    where o.product_id = new.product_id and o.buyer_id = new.buyer_id and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) then
    raise exception 'Ya tienes una oferta aceptada por esta pieza: cómprala al precio acordado antes de hacer otra'
      using errcode = 'VT541';
  end if;
  update public.offers o
  set status = case when o.expires_at <= now() then 'expired' else 'replaced' end
  where o.product_id = new.product_id and o.buyer_id = new.buyer_id
    and o.status in ('pending', 'countered', 'accepted') and o.order_id is null;
  return new;
end
$$;

-- restated from 20250601005500: refuses a piece with a live accepted offer (VT552), rejects its open ones
create or replace function public.list_at_auction(product_id uuid, starting_price numeric, reserve_price numeric DEFAULT NULL::numeric, duration_days integer DEFAULT 7, scheduled_start timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
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
    raise exception 'Debes iniciar sesión para vender' using errcode = 'VT429';
  end if;
  select p.id, p.seller_id, p.status, p.title into piece
  from public.products p where p.id = list_at_auction.product_id for update;
  if piece.id is null or piece.seller_id <> me then
    raise exception 'Solo puedes subastar tus propias piezas' using errcode = 'VT430';
  end if;
  if piece.status not in ('pending', 'published') then
    raise exception 'Esta pieza ya no está a la venta' using errcode = 'VT601';
  end if;
  if starting_price is null or starting_price <= 0 or starting_price > 1000000 then
    raise exception 'El precio inicial debe ser mayor que $0 y de hasta $1,000,000 MXN' using errcode = 'VT218';
  end if;
  if reserve_price is not null and reserve_price < starting_price then
    raise exception '%', format('El precio de reserva no puede ser menor que el precio inicial (%s)',
                                public.format_mxn(starting_price)) using errcode = 'VT219';
  end if;
  if reserve_price is not null and reserve_price > 1000000 then
    raise exception 'El precio de reserva puede ser de hasta $1,000,000 MXN' using errcode = 'VT220';
  end if;
  if duration_days is null or duration_days not in (1, 3, 5, 7) then
    raise exception 'Elige una duración de 1, 3, 5 o 7 días' using errcode = 'VT221';
  end if;
  if scheduled_start is not null and (scheduled_start <= clock or scheduled_start > clock + interval '30 days') then
    raise exception 'La fecha de inicio debe estar en los próximos 30 días' using errcode = 'VT222';
  end if;
  if greatest(starting_price, coalesce(reserve_price, 0)) >= 5000
     and not exists (select 1 from public.profiles pr where pr.id = me and pr.identity_verified) then
    raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
      using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
  end if;

  -- an accepted offer is the seller's word to that buyer: no auction until it is paid or lapses
  if exists (
    select 1 from public.offers o
    where o.product_id = list_at_auction.product_id and o.auction_id is null and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) then
    raise exception 'Aceptaste una oferta por esta pieza: espera a que el comprador la pague o a que venza su plazo para subastarla'
      using errcode = 'VT552';
  end if;
  -- listing at auction answers the offers still open on the piece: they are rejected (the buyers are told)
  update public.offers o set status = 'rejected', responded_at = now(), updated_at = now()
  where o.product_id = list_at_auction.product_id and o.auction_id is null
    and o.status in ('pending', 'countered') and o.expires_at > now();

  start_at := case when piece.status = 'published' then greatest(clock, coalesce(scheduled_start, clock)) end;

  select * into current from public.auctions a
  where a.product_id = list_at_auction.product_id and a.status = 'open' for update;
  if current.id is not null then
    if current.bid_count > 0 then
      raise exception 'Esta subasta ya tiene pujas: ya no puedes cambiarla' using errcode = 'VT522';
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
      raise exception 'Esta pieza ya se vendió en subasta' using errcode = 'VT523';
    end if;
    if exists (
      select 1 from public.offers o join public.auctions a on a.id = o.auction_id
      where a.product_id = list_at_auction.product_id and o.status = 'accepted' and o.order_id is null
        and o.expires_at > now()
    ) then
      raise exception 'Ofreciste esta pieza al mejor postor: espera a que pague o a que venza su plazo'
        using errcode = 'VT524';
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

-- restated from 20250601004620: an offer on a piece at auction (any auction not cancelled) is not accepted
create or replace function public.guard_offer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $$
declare
  product_seller uuid;
  product_status text;
  product_stock integer;
  list_price numeric;
  me uuid := auth.uid();
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  elsif new.expires_at is null then
    new.expires_at := new.created_at + interval '48 hours';
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- The seller is the product's, never what the client claims.
    select seller_id, status, stock into product_seller, product_status, product_stock
    from public.products where id = new.product_id;
    if product_seller is null or product_status <> 'published' then
      raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
    end if;
    if product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no recibe ofertas' using errcode = 'VT514';
    end if;
    if product_seller = me then
      raise exception 'No puedes hacer ofertas por tu propio producto' using errcode = 'VT413';
    end if;
    new.seller_id := product_seller;
    new.status := 'pending';
    new.counter_amount := null;
    new.responded_at := null;
    new.order_id := null;
    new.created_at := now();
    new.updated_at := now();
    new.expires_at := now() + interval '48 hours';
    return new;
  end if;

  if (new.product_id, new.buyer_id, new.seller_id, new.amount, new.created_at, new.order_id)
     is distinct from (old.product_id, old.buyer_id, old.seller_id, old.amount, old.created_at, old.order_id)
     or (new.status is not distinct from old.status
         and (new.counter_amount, new.expires_at, new.responded_at)
             is distinct from (old.counter_amount, old.expires_at, old.responded_at)) then
    raise exception 'Solo se puede cambiar el estado de una oferta' using errcode = 'VT414';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status = 'closed' then
    raise exception 'Esta pieza ya se vendió: la oferta quedó cerrada' using errcode = 'VT515';
  end if;
  if old.status = 'replaced' then
    raise exception 'Esta oferta fue reemplazada por una más reciente' using errcode = 'VT516';
  end if;
  if old.status not in ('pending', 'countered') then
    raise exception 'Esta oferta ya no admite cambios' using errcode = 'VT517';
  end if;
  if old.expires_at <= now() then
    raise exception 'Esta oferta expiró' using errcode = 'VT518';
  end if;
  if not (
    (me = old.seller_id and old.status = 'pending' and new.status in ('accepted', 'rejected', 'countered'))
    or (me = old.buyer_id and new.status = 'withdrawn')
    or (me = old.buyer_id and old.status = 'countered' and new.status = 'accepted')
  ) then
    raise exception 'No puedes cambiar esta oferta a ese estado' using errcode = 'VT415';
  end if;

  if new.status = 'countered' then
    if new.counter_amount is null or new.counter_amount <= 0 or new.counter_amount > 1000000 then
      raise exception 'Ingresa un monto válido para la contraoferta' using errcode = 'VT214';
    end if;
    if new.counter_amount <= old.amount then
      raise exception '%', format('La contraoferta debe ser mayor que la oferta (%s)', public.format_mxn(old.amount))
        using errcode = 'VT215';
    end if;
    select price into list_price from public.products where id = old.product_id;
    if list_price is not null and new.counter_amount > list_price then
      raise exception '%', format('La contraoferta no puede superar el precio publicado (%s)',
                                  public.format_mxn(list_price))
        using errcode = 'VT216';
    end if;
    new.expires_at := now() + interval '48 hours';
  else
    new.counter_amount := old.counter_amount;
    new.expires_at := old.expires_at;
  end if;
  if new.status = 'accepted' then
    if exists (select 1 from public.auctions a where a.product_id = old.product_id and a.status <> 'cancelled') then
      raise exception 'Esta pieza está en subasta: ya no se puede aceptar la oferta' using errcode = 'VT553';
    end if;
    select status, stock into product_status, product_stock from public.products where id = old.product_id;
    if product_status = 'published' and product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no se puede aceptar la oferta' using errcode = 'VT519';
    end if;
    if coalesce(public.available_units(old.product_id, old.buyer_id), 0) < 1 then
      raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
    end if;
    new.expires_at := now() + interval '48 hours';
  end if;
  new.responded_at := now();
  return new;
end
$$;
