-- Offer negotiation (issue #13). An offer is answered by its seller (accept, reject, or counter with an
-- amount); the buyer answers a counter (accept) or withdraws a pending or countered offer. Accepted, rejected,
-- withdrawn and expired are final. Each change notifies the other side.
--
-- Expiry: no scheduler runs locally (and none is needed on a hosted project), so every open offer carries
-- `expires_at` and the rules compare against it at the moment they act:
--   pending   → 48 hours after it was made, for the seller to answer;
--   countered → 48 hours after the counter, for the buyer to answer;
--   accepted  → 48 hours after the agreement, for the buyer to check out at the agreed price. Until then the
--               piece is set aside for that buyer (create_order refuses it to others); after it, the piece is
--               free again. Without this window an accepted offer nobody pays would hold a piece forever.
-- An offer past `expires_at` cannot be answered (guard_offer) nor used (create_order) even while its stored
-- status still says otherwise. `expire_offers()` writes the status (and notifies) for the caller's offers; the
-- app calls it before reading offers, so what a member sees is always current.

alter table public.offers drop constraint if exists offers_status_check;
alter table public.offers add constraint offers_status_check
  check (status in ('pending', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired'));

alter table public.offers
  add column if not exists counter_amount numeric(12, 2)
    constraint offers_counter_amount_check check (counter_amount > 0 and counter_amount <= 1000000),
  add column if not exists responded_at timestamptz,
  add column if not exists expires_at timestamptz,
  -- the order that used an accepted offer; an offer is used once
  add column if not exists order_id uuid references public.orders (id) on delete set null;

update public.offers set expires_at = created_at + interval '48 hours' where expires_at is null;
alter table public.offers alter column expires_at set not null;

create index if not exists offers_open_idx on public.offers (product_id, status, expires_at)
  where status in ('pending', 'countered', 'accepted');

-- The price a buyer and seller agreed on: the counter when the buyer accepted one, else the offer.
create or replace function public.offer_agreed_amount(o public.offers) returns numeric
language sql immutable
set search_path = ''
as $$
  select coalesce(o.counter_amount, o.amount)
$$;

-- Units of a piece still for sale to `buyer`: its stock minus the units set aside by other buyers' accepted
-- offers still inside their checkout window. Security definer: a buyer cannot read other buyers' offers.
create or replace function public.available_units(product uuid, buyer uuid) returns integer
language sql stable security definer
set search_path = ''
as $$
  select case when p.status = 'published' then greatest(p.stock - (
    select count(*)::integer from public.offers o
    where o.product_id = p.id and o.status = 'accepted' and o.order_id is null
      and o.expires_at > now() and o.buyer_id is distinct from buyer
  ), 0) else 0 end
  from public.products p where p.id = product
$$;
revoke execute on function public.available_units(uuid, uuid) from public, anon;
grant execute on function public.available_units(uuid, uuid) to authenticated;

create or replace function public.guard_offer() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  product_seller uuid;
  product_status text;
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
    select seller_id, status into product_seller, product_status
    from public.products where id = new.product_id;
    if product_seller is null or product_status <> 'published' then
      raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
    end if;
    if product_seller = me then
      raise exception 'No puedes hacer ofertas por tu propio producto' using errcode = '42501';
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
    raise exception 'Solo se puede cambiar el estado de una oferta' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status not in ('pending', 'countered') then
    raise exception 'Esta oferta ya no admite cambios' using errcode = '55000';
  end if;
  if old.expires_at <= now() then
    raise exception 'Esta oferta expiró' using errcode = '55000';
  end if;
  if not (
    (me = old.seller_id and old.status = 'pending' and new.status in ('accepted', 'rejected', 'countered'))
    or (me = old.buyer_id and new.status = 'withdrawn')
    or (me = old.buyer_id and old.status = 'countered' and new.status = 'accepted')
  ) then
    raise exception 'No puedes cambiar esta oferta a ese estado' using errcode = '42501';
  end if;

  if new.status = 'countered' then
    if new.counter_amount is null or new.counter_amount <= 0 or new.counter_amount > 1000000 then
      raise exception 'Ingresa un monto válido para la contraoferta' using errcode = '22023';
    end if;
    if new.counter_amount = old.amount then
      raise exception 'La contraoferta debe ser distinta de la oferta' using errcode = '22023';
    end if;
    new.expires_at := now() + interval '48 hours';
  else
    new.counter_amount := old.counter_amount;
    new.expires_at := old.expires_at;
  end if;
  if new.status = 'accepted' then
    if coalesce(public.available_units(old.product_id, old.buyer_id), 0) < 1 then
      raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
    end if;
    new.expires_at := now() + interval '48 hours';
  end if;
  new.responded_at := now();
  return new;
end
$$;

create or replace function public.notify_offer() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  product_title text;
  buyer_name text;
begin
  select title into product_title from public.products where id = new.product_id;
  if tg_op = 'INSERT' then
    select coalesce(display_name, 'Usuario') into buyer_name from public.profiles where id = new.buyer_id;
    perform public.notify_user(
      new.seller_id, 'offer', 'Nueva oferta',
      format('%s ofreció %s por "%s"', coalesce(buyer_name, 'Usuario'), public.format_mxn(new.amount), product_title),
      new.id);
    return null;
  end if;
  if new.status is not distinct from old.status then
    return null;
  end if;
  case new.status
    when 'withdrawn' then
      perform public.notify_user(new.seller_id, 'offer_response', 'Oferta retirada',
        format('Se retiró la oferta de %s por "%s"', public.format_mxn(new.amount), product_title), new.id);
    when 'countered' then
      perform public.notify_user(new.buyer_id, 'offer_response', 'Contraoferta recibida',
        format('El vendedor te propone %s por "%s" (tu oferta: %s)', public.format_mxn(new.counter_amount),
               product_title, public.format_mxn(new.amount)), new.id);
    when 'accepted' then
      if old.status = 'countered' then
        perform public.notify_user(new.seller_id, 'offer_response', 'Contraoferta aceptada',
          format('El comprador aceptó tu contraoferta de %s por "%s"', public.format_mxn(new.counter_amount),
                 product_title), new.id);
      else
        perform public.notify_user(new.buyer_id, 'offer_response', 'Oferta aceptada',
          format('Tu oferta de %s por "%s" fue aceptada', public.format_mxn(new.amount), product_title), new.id);
      end if;
    when 'rejected' then
      perform public.notify_user(new.buyer_id, 'offer_response', 'Oferta rechazada',
        format('Tu oferta de %s por "%s" fue rechazada', public.format_mxn(new.amount), product_title), new.id);
    when 'expired' then
      perform public.notify_user(new.buyer_id, 'offer_response', 'Oferta expirada',
        format('Tu oferta de %s por "%s" expiró', public.format_mxn(public.offer_agreed_amount(new)), product_title),
        new.id);
      perform public.notify_user(new.seller_id, 'offer_response', 'Oferta expirada',
        format('La oferta de %s por "%s" expiró', public.format_mxn(public.offer_agreed_amount(new)), product_title),
        new.id);
    else
      null;
  end case;
  return null;
end
$$;

-- rpc/expire_offers: marks the caller's open offers past their deadline as expired (which notifies both sides)
-- and returns how many. Security definer so it can write the status the guard keeps from clients.
create or replace function public.expire_offers() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  swept integer;
begin
  if me is null then
    return 0;
  end if;
  update public.offers set status = 'expired'
  where (buyer_id = me or seller_id = me)
    and status in ('pending', 'countered', 'accepted') and order_id is null and expires_at <= now();
  get diagnostics swept = row_count;
  return swept;
end
$$;
revoke execute on function public.expire_offers() from public, anon;
grant execute on function public.expire_offers() to authenticated;
