-- Offers and price alerts that stay in sync (issue #22, items 6 and 7).
--
-- Offers
--   * One open offer (pending, countered, or accepted and not yet used by an order) per buyer and piece. A new
--     offer replaces the open one: the old becomes `replaced` and the seller is told. An accepted offer still in
--     its checkout window is not replaced: the buyer buys at the agreed price or lets it lapse.
--   * A counter lies strictly above the buyer's offer and at most at the list price.
--   * When a piece sells out (stock reaches 0 or the piece becomes `sold`, by create_order or any other path),
--     every open offer on it that no order used becomes `closed` and both sides are told.
--   * Every refusal is a Spanish message with its SQLSTATE; the app shows the message.
-- Price alerts
--   * The target lies below the current price: an alert at or above it would never fire (the price trigger fires
--     on a drop to the target), so the form refuses it and says the piece can be bought at that price already.
--   * One alert per member and piece: a new target replaces the old one.

-- offers ----------------------------------------------------------------------------------------------
alter table public.offers drop constraint if exists offers_status_check;
alter table public.offers add constraint offers_status_check
  check (status in ('pending', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired', 'replaced', 'closed'));

-- Offers that broke the rule before it existed: the newest open one per buyer and piece stays open. Run as the
-- migration's owner, so the guard lets the status change through (and notify_offer sends nothing for them yet:
-- it is redefined below).
update public.offers o set status = 'replaced'
where o.status in ('pending', 'countered', 'accepted') and o.order_id is null
  and exists (
    select 1 from public.offers newer
    where newer.product_id = o.product_id and newer.buyer_id = o.buyer_id
      and newer.status in ('pending', 'countered', 'accepted') and newer.order_id is null
      and (newer.created_at, newer.id) > (o.created_at, o.id)
  );

create unique index if not exists offers_one_open_per_buyer on public.offers (product_id, buyer_id)
  where status in ('pending', 'countered', 'accepted') and order_id is null;

-- Closes the buyer's open offers on a piece before their new one goes in: a trigger of its own, security definer,
-- since the guard refuses a client's direct change to `replaced` (and a trigger function cannot be called through
-- rpc/). A lapsed one becomes `expired` instead (it had already run out). Should the insert fail later (RLS's
-- check on buyer_id, the guard), the statement rolls back and the old offer stays open.
create or replace function public.replace_open_offers() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.offers o
    where o.product_id = new.product_id and o.buyer_id = new.buyer_id and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) then
    raise exception 'Ya tienes una oferta aceptada por esta pieza: cómprala al precio acordado antes de hacer otra'
      using errcode = '55000';
  end if;
  update public.offers o
  set status = case when o.expires_at <= now() then 'expired' else 'replaced' end
  where o.product_id = new.product_id and o.buyer_id = new.buyer_id
    and o.status in ('pending', 'countered', 'accepted') and o.order_id is null;
  return new;
end
$$;

-- after offers_guard (triggers of one event fire in name order): the offer is valid before the old one goes
drop trigger if exists offers_replace_open on public.offers;
create trigger offers_replace_open
  before insert on public.offers
  for each row execute function public.replace_open_offers();

-- guard_offer (002600) restated: a counter lies between the offer and
-- the list price; a replaced or closed offer says why it no longer changes.
create or replace function public.guard_offer() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  product_seller uuid;
  product_status text;
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

  if old.status = 'closed' then
    raise exception 'Esta pieza ya se vendió: la oferta quedó cerrada' using errcode = '55000';
  end if;
  if old.status = 'replaced' then
    raise exception 'Esta oferta fue reemplazada por una más reciente' using errcode = '55000';
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
    if new.counter_amount <= old.amount then
      raise exception '%', format('La contraoferta debe ser mayor que la oferta (%s)', public.format_mxn(old.amount))
        using errcode = '22023';
    end if;
    select price into list_price from public.products where id = old.product_id;
    if list_price is not null and new.counter_amount > list_price then
      raise exception '%', format('La contraoferta no puede superar el precio publicado (%s)',
                                  public.format_mxn(list_price))
        using errcode = '22023';
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

-- notify_offer (002600) restated with the two new endings: replaced → the seller; closed → both sides.
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
    when 'replaced' then
      select coalesce(display_name, 'Usuario') into buyer_name from public.profiles where id = new.buyer_id;
      perform public.notify_user(new.seller_id, 'offer_response', 'Oferta reemplazada',
        format('%s reemplazó su oferta de %s por "%s" con una nueva', coalesce(buyer_name, 'Usuario'),
               public.format_mxn(public.offer_agreed_amount(new)), product_title), new.id);
    when 'closed' then
      perform public.notify_user(new.buyer_id, 'offer_response', 'Oferta cerrada',
        format('"%s" se vendió: tu oferta de %s quedó cerrada', product_title,
               public.format_mxn(public.offer_agreed_amount(new))), new.id);
      perform public.notify_user(new.seller_id, 'offer_response', 'Oferta cerrada',
        format('"%s" se agotó: cerramos la oferta de %s', product_title,
               public.format_mxn(public.offer_agreed_amount(new))), new.id);
    else
      null;
  end case;
  return null;
end
$$;

-- A piece sold out (stock 0 or `sold`, whichever path got it there): its open offers no order used are closed. The
-- offer an order just used carries that order's id (create_order sets it before lowering the stock) and stays.
create or replace function public.close_offers_of_sold_out_piece() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (new.stock = 0 and old.stock is distinct from 0)
     or (new.status = 'sold' and old.status is distinct from 'sold') then
    update public.offers o
    set status = case when o.expires_at <= now() then 'expired' else 'closed' end
    where o.product_id = new.id and o.status in ('pending', 'countered', 'accepted') and o.order_id is null;
  end if;
  return null;
end
$$;

drop trigger if exists products_close_offers_when_sold_out on public.products;
create trigger products_close_offers_when_sold_out
  after update of stock, status on public.products
  for each row execute function public.close_offers_of_sold_out_piece();

-- price alerts ----------------------------------------------------------------------------------------
-- Duplicates from before the rule: the newest alert per member and piece stays.
delete from public.price_alerts a
where exists (
  select 1 from public.price_alerts newer
  where newer.user_id = a.user_id and newer.product_id = a.product_id
    and (newer.created_at, newer.id) > (a.created_at, a.id)
);

create unique index if not exists price_alerts_one_per_member_and_piece
  on public.price_alerts (user_id, product_id);

-- A member's alert: the target below the piece's current price; a new alert on a piece replaces the member's old
-- one (deleted here, before the unique index sees the new row). Runs as the member: RLS limits the delete to their
-- own alerts, and the policy's check still refuses a row for someone else.
create or replace function public.guard_price_alert() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  current_price numeric;
  product_status text;
begin
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.user_id, new.product_id) is distinct from (old.user_id, old.product_id) then
    raise exception 'Solo puedes cambiar el precio objetivo de una alerta' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and new.target_price is not distinct from old.target_price then
    return new;
  end if;
  select price, status into current_price, product_status from public.products where id = new.product_id;
  if current_price is null or product_status <> 'published' then
    raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
  end if;
  if new.target_price >= current_price then
    raise exception '%', format(
      'Tu precio objetivo debe ser menor que el precio actual (%s): a ese precio ya puedes comprarla',
      public.format_mxn(current_price))
      using errcode = '23514';
  end if;
  new.last_notified_at := null;
  if tg_op = 'INSERT' then
    new.created_at := now();
    delete from public.price_alerts a where a.user_id = new.user_id and a.product_id = new.product_id;
  end if;
  return new;
end
$$;

drop trigger if exists price_alerts_guard on public.price_alerts;
create trigger price_alerts_guard
  before insert or update on public.price_alerts
  for each row execute function public.guard_price_alert();
