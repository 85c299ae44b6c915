-- Triggers: the rules a policy cannot express (column-level guards, forced defaults, the selling
-- rules with their Spanish messages) and the side effects (profiles, price history, notifications).
--
-- Guards only restrict the client roles (anon, authenticated). Migrations, the seed, service_role
-- and security-definer functions run as another role and are trusted.
--
-- Errors the app shows (spec §8 "Selling"):
--   SQLSTATE VT001  message 'Necesitas agregar un número de teléfono a tu perfil para vender'
--                   detail  'Teléfono requerido'       hint '/dashboard/profile'
--   SQLSTATE VT002  message 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
--                   detail  'Verificación requerida'   hint '/dashboard/profile'
-- PostgREST answers both with HTTP 400 and {code, message, details, hint}.

create or replace function public.acting_as_client() returns boolean
language sql stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- security definer: profiles may be hidden from the caller, and policies call it once per query.
create or replace function public.is_trusted() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = auth.uid() and verification_level = 'trusted'
  )
$$;

create or replace function public.format_mxn(amount numeric) returns text
language sql immutable
set search_path = ''
as $$
  select '$' || regexp_replace(to_char(amount, 'FM999,999,990.00'), '\.00$', '') || ' MXN'
$$;

create or replace function public.notify_user(
  recipient uuid, kind text, title text, body text, ref uuid
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, ref_id)
  values (recipient, kind, title, body, ref)
$$;
revoke execute on function public.notify_user(uuid, text, text, text, uuid) from public, anon, authenticated;

-- profiles ------------------------------------------------------------------------------------------
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := nullif(btrim(meta ->> 'username'), '');
  shown_name text := coalesce(
    nullif(btrim(meta ->> 'display_name'), ''),
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(btrim(meta ->> 'name'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), '')
  );
begin
  -- A sign-up must never fail because of profile data: drop a username that is invalid or taken.
  if wanted_username is not null and (
    char_length(wanted_username) not between 3 and 50
    or exists (select 1 from public.profiles where username = wanted_username)
  ) then
    wanted_username := null;
  end if;
  insert into public.profiles (id, username, display_name)
  values (new.id, wanted_username, left(shown_name, 100))
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.guard_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Spec §5: an empty phone is stored as null.
  new.phone_number := nullif(btrim(new.phone_number), '');
  new.username := nullif(btrim(new.username), '');
  new.display_name := nullif(btrim(new.display_name), '');
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.is_verified := false;
    new.identity_verified := false;
    new.verification_level := 'unverified';
    new.rating := 0;
    new.sales_count := 0;
  elsif (new.id, new.is_verified, new.identity_verified, new.verification_level, new.rating, new.sales_count, new.created_at)
        is distinct from
        (old.id, old.is_verified, old.identity_verified, old.verification_level, old.rating, old.sales_count, old.created_at) then
    raise exception 'No puedes modificar tu verificación, calificación ni ventas'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger profiles_guard
  before insert or update on public.profiles
  for each row execute function public.guard_profile();

-- products ------------------------------------------------------------------------------------------
create or replace function public.guard_product() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  seller_phone text;
  seller_identity_verified boolean;
  trusted boolean;
begin
  -- The listing URLs of spec §2 use these aliases; the data ids are the canonical values.
  new.category := case new.category
    when 'trading-cards' then 'cards'
    when 'sports-memorabilia' then 'memorabilia'
    else new.category
  end;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión para vender productos.' using errcode = '42501';
  end if;

  trusted := public.is_trusted();

  if tg_op = 'INSERT' then
    -- A new listing always waits for staff review, whatever the client sends.
    new.status := 'pending';
    new.views := 0;
    new.featured := false;
    new.is_certified := false;
    new.reviewed_by := null;
    new.reviewed_at := null;
    new.rejection_reason := null;
    new.created_at := now();
    new.updated_at := now();
    if new.authentication_status not in ('none', 'pending') then
      new.authentication_status := 'pending';
    end if;

    select phone_number, identity_verified into seller_phone, seller_identity_verified
    from public.profiles where id = auth.uid();
    if seller_phone is null then
      raise exception 'Necesitas agregar un número de teléfono a tu perfil para vender'
        using errcode = 'VT001', detail = 'Teléfono requerido', hint = '/dashboard/profile';
    end if;
    if new.price >= 5000 and not coalesce(seller_identity_verified, false) then
      raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
        using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
    end if;
    return new;
  end if;

  -- UPDATE
  if new.seller_id is distinct from old.seller_id or new.created_at is distinct from old.created_at then
    raise exception 'No puedes cambiar el vendedor de un producto' using errcode = '42501';
  end if;

  if new.status is distinct from old.status then
    if not trusted and new.status <> 'deleted' then
      raise exception 'Solo el equipo de revisión puede publicar o rechazar productos' using errcode = '42501';
    end if;
    if trusted and new.status in ('published', 'rejected') then
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    end if;
  end if;

  if not trusted and (
    (new.featured, new.is_certified, new.views, new.reviewed_by, new.reviewed_at, new.rejection_reason)
      is distinct from
    (old.featured, old.is_certified, old.views, old.reviewed_by, old.reviewed_at, old.rejection_reason)
    or (new.authentication_status is distinct from old.authentication_status
        and new.authentication_status in ('verified', 'rejected'))
  ) then
    raise exception 'Solo el equipo de revisión puede destacar o certificar productos' using errcode = '42501';
  end if;

  if new.price >= 5000 and new.price is distinct from old.price and old.seller_id = auth.uid() then
    select identity_verified into seller_identity_verified from public.profiles where id = auth.uid();
    if not coalesce(seller_identity_verified, false) then
      raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
        using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
    end if;
  end if;
  return new;
end
$$;

create trigger products_guard
  before insert or update on public.products
  for each row execute function public.guard_product();

-- Price history and price alerts (security definer: clients cannot write either table).
create or replace function public.track_product_price() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  alert record;
begin
  if tg_op = 'INSERT' then
    insert into public.price_history (product_id, price) values (new.id, new.price);
    return null;
  end if;
  if new.price is not distinct from old.price then
    return null;
  end if;
  insert into public.price_history (product_id, price) values (new.id, new.price);

  -- Notify once per crossing: the price went from above the target to at or under it.
  if new.status = 'published' then
    for alert in
      update public.price_alerts a
      set last_notified_at = now()
      where a.product_id = new.id
        and a.target_price >= new.price
        and a.target_price < old.price
        and a.user_id <> new.seller_id
      returning a.user_id, a.target_price
    loop
      perform public.notify_user(
        alert.user_id, 'PRICE_ALERT', 'Alerta de precio',
        format('"%s" bajó a %s (tu precio objetivo: %s)', new.title,
               public.format_mxn(new.price), public.format_mxn(alert.target_price)),
        new.id);
    end loop;
  end if;
  return null;
end
$$;

create trigger products_track_price
  after insert or update of price on public.products
  for each row execute function public.track_product_price();

create or replace function public.increment_product_views(product_id uuid) returns void
language sql security definer
set search_path = ''
as $$
  update public.products set views = views + 1
  where id = increment_product_views.product_id and status = 'published'
$$;

-- product images ------------------------------------------------------------------------------------
create or replace function public.guard_product_image() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select count(*) from public.product_images where product_id = new.product_id) >= 6 then
    raise exception 'Máximo 6 imágenes permitidas' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger product_images_guard
  before insert on public.product_images
  for each row execute function public.guard_product_image();

-- offers --------------------------------------------------------------------------------------------
create or replace function public.guard_offer() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  product_seller uuid;
  product_status text;
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
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
    if product_seller = auth.uid() then
      raise exception 'No puedes hacer ofertas por tu propio producto' using errcode = '42501';
    end if;
    new.seller_id := product_seller;
    new.status := 'pending';
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;

  if (new.product_id, new.buyer_id, new.seller_id, new.amount, new.created_at)
     is distinct from (old.product_id, old.buyer_id, old.seller_id, old.amount, old.created_at) then
    raise exception 'Solo se puede cambiar el estado de una oferta' using errcode = '42501';
  end if;
  if new.status is distinct from old.status and not (
    old.status = 'pending' and (
      (auth.uid() = old.seller_id and new.status in ('accepted', 'rejected'))
      or (auth.uid() = old.buyer_id and new.status = 'withdrawn')
    )
  ) then
    raise exception 'No puedes cambiar esta oferta a ese estado' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger offers_guard
  before insert or update on public.offers
  for each row execute function public.guard_offer();

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
  elsif new.status is distinct from old.status then
    if new.status = 'withdrawn' then
      perform public.notify_user(
        new.seller_id, 'offer_response', 'Oferta retirada',
        format('Se retiró la oferta de %s por "%s"', public.format_mxn(new.amount), product_title),
        new.id);
    else
      perform public.notify_user(
        new.buyer_id, 'offer_response',
        case new.status when 'accepted' then 'Oferta aceptada' when 'rejected' then 'Oferta rechazada'
                        else 'Oferta actualizada' end,
        format('Tu oferta de %s por "%s" fue %s', public.format_mxn(new.amount), product_title,
               case new.status when 'accepted' then 'aceptada' when 'rejected' then 'rechazada'
                               else 'actualizada' end),
        new.id);
    end if;
  end if;
  return null;
end
$$;

create trigger offers_notify
  after insert or update of status on public.offers
  for each row execute function public.notify_offer();

-- messages ------------------------------------------------------------------------------------------
create or replace function public.guard_message() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read := false;
    new.created_at := now();
  elsif (new.sender_id, new.receiver_id, new.product_id, new.message, new.created_at)
        is distinct from (old.sender_id, old.receiver_id, old.product_id, old.message, old.created_at) then
    raise exception 'Solo se puede marcar un mensaje como leído' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger messages_guard
  before insert or update on public.messages
  for each row execute function public.guard_message();

create or replace function public.notify_message() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  sender_name text;
begin
  select display_name into sender_name from public.profiles where id = new.sender_id;
  perform public.notify_user(
    new.receiver_id, 'message', 'Nuevo mensaje',
    format('%s: %s', coalesce(sender_name, 'Usuario'), left(new.message, 120)),
    new.id);
  return null;
end
$$;

create trigger messages_notify
  after insert on public.messages
  for each row execute function public.notify_message();

-- notifications -------------------------------------------------------------------------------------
create or replace function public.guard_notification() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client()
     and (new.user_id, new.type, new.title, new.message, new.ref_id, new.created_at)
         is distinct from (old.user_id, old.type, old.title, old.message, old.ref_id, old.created_at) then
    raise exception 'Solo se puede marcar una notificación como leída' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger notifications_guard
  before update on public.notifications
  for each row execute function public.guard_notification();

-- waitlist and newsletter: e-mails stored lowercased and trimmed ------------------------------------
create or replace function public.normalize_waitlist() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  new.phone := nullif(btrim(new.phone), '');
  new.full_name := nullif(btrim(new.full_name), '');
  new.type := coalesce(new.type, 'fractional_investment');
  if public.acting_as_client() then
    -- The "see the row you just inserted" policy relies on this being the transaction time.
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger waitlist_normalize
  before insert or update on public.waitlist
  for each row execute function public.normalize_waitlist();

create or replace function public.normalize_newsletter() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  new.name := nullif(btrim(new.name), '');
  new.wants_to_sell := coalesce(new.wants_to_sell, false);
  if public.acting_as_client() then
    new.created_at := now();
  end if;
  return new;
end
$$;

create trigger newsletter_normalize
  before insert or update on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter();

-- The public counter of the landing page: how many distinct e-mail addresses joined the waitlist or
-- the newsletter (an address in both counts once). The spec's starting value 213 is a UI constant.
create or replace function public.collector_count() returns bigint
language sql stable security definer
set search_path = ''
as $$
  select count(*) from (
    select email from public.waitlist
    union
    select email from public.newsletter_subscribers
  ) as collectors
$$;

-- verification requests -----------------------------------------------------------------------------
create or replace function public.guard_verification_request() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'pending';
    new.review_notes := null;
    new.reviewed_by := null;
    new.reviewed_at := null;
    new.created_at := now();
    return new;
  end if;
  if not public.is_trusted() then
    raise exception 'Solo el equipo de revisión puede decidir solicitudes' using errcode = '42501';
  end if;
  if old.user_id = auth.uid() then
    raise exception 'No puedes decidir tu propia solicitud de verificación' using errcode = '42501';
  end if;
  if (new.user_id, new.type, new.notes, new.documents, new.created_at)
     is distinct from (old.user_id, old.type, old.notes, old.documents, old.created_at) then
    raise exception 'Solo se puede decidir una solicitud, no editarla' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    new.reviewed_by := auth.uid();
    new.reviewed_at := now();
  end if;
  return new;
end
$$;

create trigger verification_requests_guard
  before insert or update on public.verification_requests
  for each row execute function public.guard_verification_request();

-- An approved request raises the user's level (never lowers it) and marks the identity verified.
create or replace function public.apply_verification_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  granted text := case new.type when 'vip' then 'vip' when 'seller' then 'verified' else 'basic' end;
  rank_of constant jsonb := '{"unverified":0,"basic":1,"verified":2,"vip":3,"trusted":4}';
begin
  if new.status is not distinct from old.status then
    return null;
  end if;
  if new.status = 'approved' then
    update public.profiles p
    set identity_verified = true,
        is_verified = true,
        verification_level = case
          when (rank_of ->> p.verification_level)::int >= (rank_of ->> granted)::int then p.verification_level
          else granted
        end
    where p.id = new.user_id;
    perform public.notify_user(new.user_id, 'system', 'Verificación aprobada',
      'Tu solicitud de verificación fue aprobada', new.id);
  elsif new.status = 'rejected' then
    perform public.notify_user(new.user_id, 'system', 'Verificación rechazada',
      coalesce('Tu solicitud de verificación fue rechazada: ' || new.review_notes,
               'Tu solicitud de verificación fue rechazada'), new.id);
  end if;
  return null;
end
$$;

create trigger verification_requests_decided
  after update of status on public.verification_requests
  for each row execute function public.apply_verification_decision();
