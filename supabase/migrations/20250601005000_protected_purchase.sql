-- Compra protegida: the buyer's money is held until they have the piece, claims per seller part of an order,
-- refunds, and an append-only ledger of what the marketplace owes.
--
--   protection_settings  the numbers of the guarantee (protection window, the seller's deadline, ...), one row each
--   app_clock / app_now  the time every rule below reads: now() plus an offset that only tests and operators set
--   payment_ledger       every movement of an order's money per seller part: capture (the buyer paid, the money
--                        is held), release (to the seller) and refund (to the buyer); never updated or deleted
--   claims, claim_events a buyer's claim per (order, seller) and its timeline
--   claim-photos         private bucket: the claim's photos, read by the buyer, the seller and staff
--   protection_emails    the e-mails the transitions queue; the embedded backend (or an edge function) sends them
--
-- Every transition is a security-definer function that checks who calls and in which state the claim is; no API
-- role writes these tables directly. The steps time takes (release after the window, escalation after the
-- seller's silence, closing stale claims) are functions a scheduler runs: run_scheduled_jobs().

-- The part of an order a seller delivers; a per-part delivery confirmation fills it, the order's delivered_at
-- stands in for parts without one.
alter table public.order_items add column if not exists delivered_at timestamptz;

-- settings ------------------------------------------------------------------------------------------------------
create table public.protection_settings (
  key text primary key,
  value integer not null check (value >= 0),
  description text not null
);

insert into public.protection_settings (key, value, description) values
  ('window_days', 7, 'Días desde la entrega en que el comprador puede reclamar; al terminar se libera el pago'),
  ('answer_days', 3, 'Días que tiene el vendedor para responder un reclamo (o para confirmar una devolución)'),
  ('not_arrived_days', 10, 'Días desde el envío a partir de los cuales el comprador puede reclamar "No llegó"'),
  ('assumed_delivery_days', 30, 'Días desde el envío tras los cuales una entrega no confirmada cuenta como entregada'),
  ('return_days', 10, 'Días que tiene el comprador para enviar una devolución que el vendedor pidió'),
  ('full_window_price', 50000, 'Precio (MXN) desde el que una pieza espera todo el periodo antes de liberar el pago')
on conflict (key) do nothing;

alter table public.protection_settings enable row level security;
create policy "everyone reads the protection settings" on public.protection_settings
  for select to anon, authenticated using (true);
revoke all on public.protection_settings from public, anon, authenticated;
grant select on public.protection_settings to anon, authenticated;
grant select, update on public.protection_settings to service_role;

create or replace function public.protection_setting(setting text) returns integer
language sql stable
set search_path = ''
as $$
  select s.value from public.protection_settings s where s.key = setting
$$;

-- clock ---------------------------------------------------------------------------------------------------------
create table public.app_clock (
  id boolean primary key default true check (id),
  shift interval not null default interval '0'
);
insert into public.app_clock (id) values (true) on conflict (id) do nothing;
alter table public.app_clock enable row level security;
revoke all on public.app_clock from public, anon, authenticated;
grant select on public.app_clock to service_role;

-- The time of the protection rules: now() moved by the clock's shift (zero unless a test or an operator moved it).
-- Security definer so every role reads the shift, which no API role can read or write directly.
create or replace function public.app_now() returns timestamptz
language sql stable security definer
set search_path = ''
as $$
  select now() + coalesce((select c.shift from public.app_clock c where c.id), interval '0')
$$;
grant execute on function public.app_now() to anon, authenticated, service_role;

-- Moves the clock to a moment (null: back to the real time). Only the service role and the database owner.
create or replace function public.set_app_clock(moment timestamptz) returns timestamptz
language sql security definer
set search_path = ''
as $$
  update public.app_clock set shift = coalesce(moment - now(), interval '0') where id;
  select public.app_now();
$$;
create or replace function public.advance_app_clock(by interval) returns timestamptz
language sql security definer
set search_path = ''
as $$
  update public.app_clock set shift = shift + by where id;
  select public.app_now();
$$;
revoke execute on function public.set_app_clock(timestamptz) from public, anon, authenticated;
revoke execute on function public.advance_app_clock(interval) from public, anon, authenticated;
grant execute on function public.set_app_clock(timestamptz) to service_role;
grant execute on function public.advance_app_clock(interval) to service_role;

-- ledger --------------------------------------------------------------------------------------------------------
create table public.payment_ledger (
  id bigint generated always as identity primary key,
  order_id uuid not null references public.orders (id) on delete restrict,
  seller_id uuid not null references public.profiles (id) on delete restrict,
  kind text not null check (kind in ('capture', 'release', 'refund')),
  amount numeric(12, 2) not null check (amount > 0),
  actor_id uuid references public.profiles (id) on delete restrict,
  actor_role text not null check (actor_role in ('buyer', 'seller', 'staff', 'system')),
  reason text not null check (char_length(reason) between 3 and 500),
  claim_id uuid,
  created_at timestamptz not null default public.app_now()
);
create index payment_ledger_order_idx on public.payment_ledger (order_id, seller_id, id);
create index payment_ledger_seller_idx on public.payment_ledger (seller_id, created_at desc);

comment on table public.payment_ledger is
  'Append-only: capture (the buyer paid, held) then release (to the seller) or refund (to the buyer)';

-- What the marketplace still holds of a seller's part of an order.
create or replace function public.part_held(order_id uuid, seller_id uuid) returns numeric
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(case when l.kind = 'capture' then l.amount else -l.amount end), 0)::numeric(12, 2)
  from public.payment_ledger l
  where l.order_id = part_held.order_id and l.seller_id = part_held.seller_id
$$;
revoke execute on function public.part_held(uuid, uuid) from public, anon;
grant execute on function public.part_held(uuid, uuid) to authenticated, service_role;

create or replace function public.guard_payment_ledger() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  held numeric;
begin
  if tg_op <> 'INSERT' then
    raise exception 'Los movimientos del libro de pagos no se editan ni se borran' using errcode = '42501';
  end if;
  if new.kind <> 'capture' then
    held := public.part_held(new.order_id, new.seller_id);
    if new.amount > held then
      raise exception '%', format('El monto (%s) supera lo retenido de este pedido (%s)',
        public.format_mxn(new.amount), public.format_mxn(held)) using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;

create trigger payment_ledger_append_only
  before insert or update or delete on public.payment_ledger
  for each row execute function public.guard_payment_ledger();
create trigger payment_ledger_no_truncate
  before truncate on public.payment_ledger
  for each statement execute function public.guard_payment_ledger();

alter table public.payment_ledger enable row level security;
revoke all on public.payment_ledger from public, anon, authenticated;
grant select on public.payment_ledger to authenticated;
grant select on public.payment_ledger to service_role;

create policy "the buyer, the seller and staff read the ledger" on public.payment_ledger
  for select to authenticated
  using (
    seller_id = (select auth.uid())
    or exists (select 1 from public.orders o where o.id = order_id and o.buyer_id = (select auth.uid()))
    or (select public.is_trusted())
  );

-- Writes one movement; only the functions of this file call it.
create or replace function public.move_payment(
  order_id uuid, seller_id uuid, kind text, amount numeric, actor_id uuid, actor_role text, reason text,
  claim_id uuid default null
) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.payment_ledger (order_id, seller_id, kind, amount, actor_id, actor_role, reason, claim_id)
  select move_payment.order_id, move_payment.seller_id, move_payment.kind, move_payment.amount,
         move_payment.actor_id, move_payment.actor_role, move_payment.reason, move_payment.claim_id
  where move_payment.amount > 0
$$;
revoke execute on function public.move_payment(uuid, uuid, text, numeric, uuid, text, text, uuid)
  from public, anon, authenticated;

-- Capture: when an order is committed, its total is held, split per seller (pieces + shipping, less the seller's
-- share of the discount, the last part taking the rounding so the parts add up to the order's total). Deferred to
-- the end of the transaction so it sees the order's items and totals whatever function created it.
create or replace function public.capture_order_payment() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.orders;
  part record;
  parts integer;
  done integer := 0;
  assigned numeric := 0;
  amount numeric;
begin
  select * into target from public.orders o where o.id = new.id;
  if target.id is null or exists (select 1 from public.payment_ledger l where l.order_id = target.id) then
    return null;
  end if;
  select count(distinct i.seller_id) into parts from public.order_items i where i.order_id = target.id;
  for part in
    select i.seller_id, sum(i.price * i.quantity) as pieces, sum(coalesce(i.shipping, 0)) as shipping
    from public.order_items i where i.order_id = target.id
    group by i.seller_id order by i.seller_id
  loop
    done := done + 1;
    if done = parts then
      amount := target.total - assigned;
    else
      amount := part.pieces + part.shipping
        - case when coalesce(target.subtotal, 0) > 0
               then round(coalesce(target.discount, 0) * part.pieces / target.subtotal, 2) else 0 end;
    end if;
    assigned := assigned + amount;
    perform public.move_payment(target.id, part.seller_id, 'capture', amount, target.buyer_id, 'buyer',
      'Pago del pedido (retenido hasta la entrega)');
  end loop;
  return null;
end
$$;

create constraint trigger orders_capture_payment
  after insert on public.orders
  deferrable initially deferred
  for each row execute function public.capture_order_payment();

-- A cancelled order gives the buyer back everything still held.
create or replace function public.refund_cancelled_order() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  part record;
begin
  for part in
    select l.seller_id, public.part_held(new.id, l.seller_id) as held
    from public.payment_ledger l where l.order_id = new.id group by l.seller_id
  loop
    perform public.move_payment(new.id, part.seller_id, 'refund', part.held, new.cancelled_by,
      case when new.cancelled_by is null then 'system' else 'buyer' end, 'Pedido cancelado');
  end loop;
  return null;
end
$$;

create trigger orders_refund_cancelled
  after update of status on public.orders
  for each row when (new.status = 'cancelled' and old.status is distinct from 'cancelled')
  execute function public.refund_cancelled_order();

-- parts ---------------------------------------------------------------------------------------------------------
-- One seller's part of an order as the guarantee sees it.
create or replace function public.order_part_state(order_id uuid, seller_id uuid)
returns table (
  shipped_at timestamptz,
  delivered_at timestamptz,
  protection_ends_at timestamptz,
  full_window boolean,
  held numeric,
  captured numeric,
  released numeric,
  refunded numeric
)
language sql stable security definer
set search_path = ''
as $$
  with items as (
    select i.* from public.order_items i
    where i.order_id = order_part_state.order_id and i.seller_id = order_part_state.seller_id
  ), part as (
    select
      case when bool_and(i.shipped_at is not null) then max(i.shipped_at) end as shipped_at,
      case when bool_and(i.delivered_at is not null) then max(i.delivered_at) end as item_delivered_at,
      bool_or(p.escrow_required or i.price >= public.protection_setting('full_window_price')) as full_window
    from items i left join public.products p on p.id = i.product_id
  ), money as (
    select
      coalesce(sum(l.amount) filter (where l.kind = 'capture'), 0) as captured,
      coalesce(sum(l.amount) filter (where l.kind = 'release'), 0) as released,
      coalesce(sum(l.amount) filter (where l.kind = 'refund'), 0) as refunded
    from public.payment_ledger l
    where l.order_id = order_part_state.order_id and l.seller_id = order_part_state.seller_id
  )
  select
    coalesce(part.shipped_at, o.shipped_at),
    coalesce(part.item_delivered_at, o.delivered_at),
    coalesce(part.item_delivered_at, o.delivered_at,
             coalesce(part.shipped_at, o.shipped_at)
               + make_interval(days => public.protection_setting('assumed_delivery_days')))
      + make_interval(days => public.protection_setting('window_days')),
    coalesce(part.full_window, false),
    (money.captured - money.released - money.refunded)::numeric(12, 2),
    money.captured::numeric(12, 2),
    money.released::numeric(12, 2),
    money.refunded::numeric(12, 2)
  from public.orders o, part, money
  where o.id = order_part_state.order_id
$$;
revoke execute on function public.order_part_state(uuid, uuid) from public, anon, authenticated;

-- claims --------------------------------------------------------------------------------------------------------
create table public.claims (
  id uuid primary key default extensions.gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete restrict,
  seller_id uuid not null references public.profiles (id) on delete restrict,
  buyer_id uuid not null references public.profiles (id) on delete restrict,
  reason text not null check (reason in ('not_arrived', 'not_as_described', 'damaged', 'not_authentic')),
  description text not null check (char_length(description) between 10 and 2000),
  status text not null default 'open' check (status in (
    'open', 'return_requested', 'return_shipped', 'escalated',
    'refunded', 'partially_refunded', 'rejected', 'withdrawn', 'closed')),
  answer_due_at timestamptz,
  return_due_at timestamptz,
  return_carrier text check (char_length(return_carrier) between 2 and 60),
  return_tracking text check (char_length(return_tracking) between 4 and 60),
  escalated_at timestamptz,
  refund_amount numeric(12, 2) check (refund_amount >= 0),
  favors text check (favors in ('buyer', 'seller')),
  decided_by uuid references public.profiles (id) on delete set null,
  decision_reason text,
  decided_at timestamptz,
  created_at timestamptz not null default public.app_now(),
  updated_at timestamptz not null default public.app_now()
);
create unique index claims_one_open_per_part on public.claims (order_id, seller_id)
  where status in ('open', 'return_requested', 'return_shipped', 'escalated');
create index claims_seller_idx on public.claims (seller_id, created_at desc);
create index claims_buyer_idx on public.claims (buyer_id, created_at desc);
create index claims_status_idx on public.claims (status, created_at);

alter table public.payment_ledger
  add constraint payment_ledger_claim_fkey foreign key (claim_id) references public.claims (id);

create table public.claim_events (
  id bigint generated always as identity primary key,
  claim_id uuid not null references public.claims (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_role text not null check (actor_role in ('buyer', 'seller', 'staff', 'system')),
  kind text not null check (kind in (
    'opened', 'refunded', 'return_requested', 'disputed', 'return_shipped', 'return_received', 'escalated',
    'decided', 'withdrawn', 'closed', 'certificate_review')),
  message text,
  photos text[] not null default '{}',
  amount numeric(12, 2),
  created_at timestamptz not null default public.app_now()
);
create index claim_events_claim_idx on public.claim_events (claim_id, id);

alter table public.claims enable row level security;
alter table public.claim_events enable row level security;
revoke all on public.claims, public.claim_events from public, anon, authenticated;
grant select on public.claims, public.claim_events to authenticated;
grant select on public.claims, public.claim_events to service_role;

create policy "the buyer, the seller and staff read a claim" on public.claims
  for select to authenticated
  using (buyer_id = (select auth.uid()) or seller_id = (select auth.uid()) or (select public.is_trusted()));

create policy "the buyer, the seller and staff read a claim's timeline" on public.claim_events
  for select to authenticated
  using (exists (
    select 1 from public.claims c
    where c.id = claim_id
      and (c.buyer_id = (select auth.uid()) or c.seller_id = (select auth.uid()) or (select public.is_trusted()))
  ));

-- A claim decided for the buyer, counted on the seller's public page.
create or replace function public.seller_claims_for_buyer(seller uuid) returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from public.claims c where c.seller_id = seller and c.favors = 'buyer'
$$;
grant execute on function public.seller_claims_for_buyer(uuid) to anon, authenticated;

-- photos --------------------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('claim-photos', 'claim-photos', false, 5242880, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Whether the caller may see a claim photo: the uploader, staff, and the two parties of a claim showing it.
create or replace function public.can_read_claim_photo(object_name text, object_owner text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select object_owner = auth.uid()::text
    or public.is_trusted()
    or exists (
      select 1 from public.claim_events e join public.claims c on c.id = e.claim_id
      where object_name = any (e.photos) and auth.uid() in (c.buyer_id, c.seller_id)
    )
$$;
grant execute on function public.can_read_claim_photo(text, text) to authenticated;

create policy "members upload claim photos into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'claim-photos' and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "the parties of a claim and staff read its photos"
  on storage.objects for select to authenticated
  using (bucket_id = 'claim-photos' and public.can_read_claim_photo(name, owner_id));

-- e-mail outbox -------------------------------------------------------------------------------------------------
create table public.protection_emails (
  id bigint generated always as identity primary key,
  recipient uuid not null references public.profiles (id) on delete cascade,
  subject text not null,
  body text not null,
  order_id uuid,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index protection_emails_unsent_idx on public.protection_emails (id) where sent_at is null;
alter table public.protection_emails enable row level security;
revoke all on public.protection_emails from public, anon, authenticated;
grant select on public.protection_emails to service_role;

-- The unsent e-mails with their addresses, marked sent: the sender calls it once per round, so none goes twice.
create or replace function public.claim_protection_emails(max_rows integer default 50)
returns table (id bigint, email text, subject text, body text)
language sql security definer
set search_path = ''
as $$
  with picked as (
    select e.id from public.protection_emails e
    where e.sent_at is null order by e.id limit greatest(1, least(max_rows, 500))
    for update skip locked
  ), sent as (
    update public.protection_emails e set sent_at = now() from picked where e.id = picked.id
    returning e.id, e.recipient, e.subject, e.body
  )
  select sent.id, u.email::text, sent.subject, sent.body
  from sent join auth.users u on u.id = sent.recipient
  order by sent.id
$$;
revoke execute on function public.claim_protection_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_protection_emails(integer) to service_role;

-- A notification in the bell and an e-mail, both about the order.
create or replace function public.tell_party(recipient uuid, title text, body text, order_id uuid) returns void
language sql security definer
set search_path = ''
as $$
  select public.notify_user(recipient, 'order', title, left(body, 4000), order_id);
  insert into public.protection_emails (recipient, subject, body, order_id)
  values (recipient, title, body, order_id);
$$;
revoke execute on function public.tell_party(uuid, text, text, uuid) from public, anon, authenticated;

create or replace function public.claim_reason_text(reason text) returns text
language sql immutable
set search_path = ''
as $$
  select case reason
    when 'not_arrived' then 'No llegó'
    when 'not_as_described' then 'No es como se describe'
    when 'damaged' then 'Llegó dañado'
    when 'not_authentic' then 'Sospecho que no es auténtico'
  end
$$;

create or replace function public.format_day(moment timestamptz) returns text
language sql stable
set search_path = ''
as $$
  select to_char(moment at time zone 'America/Mexico_City', 'DD/MM/YYYY')
$$;

-- Photos a member attaches: at most 6, each an object they uploaded to claim-photos.
create or replace function public.check_claim_photos(photos text[], uploader uuid) returns text[]
language plpgsql stable security definer
set search_path = ''
as $$
declare
  clean text[] := coalesce(photos, '{}');
begin
  if cardinality(clean) > 6 then
    raise exception 'Máximo 6 fotos por reclamo' using errcode = '23514';
  end if;
  if exists (
    select 1 from unnest(clean) as p (name)
    where not exists (
      select 1 from storage.objects s
      where s.bucket_id = 'claim-photos' and s.name = p.name and s.owner_id = uploader::text
    )
  ) then
    raise exception 'Solo puedes adjuntar fotos que tú subiste' using errcode = '42501';
  end if;
  return clean;
end
$$;
revoke execute on function public.check_claim_photos(text[], uuid) from public, anon, authenticated;

-- transitions ---------------------------------------------------------------------------------------------------
-- rpc/open_claim: the buyer opens a claim on one seller's part of their order while its money is held.
create or replace function public.open_claim(
  order_id uuid, seller_id uuid, reason text, description text, photos text[] default '{}'
) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  state record;
  clean_photos text[];
  text_in text := btrim(coalesce(description, ''));
  new_claim uuid;
  titles text;
  tick timestamptz := public.app_now();
begin
  select * into target from public.orders o where o.id = open_claim.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede abrir un reclamo' using errcode = '42501';
  end if;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = open_claim.seller_id;
  if titles is null then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = '22023';
  end if;
  if reason is null or reason not in ('not_arrived', 'not_as_described', 'damaged', 'not_authentic') then
    raise exception 'Elige el motivo del reclamo' using errcode = '22023';
  end if;
  if char_length(text_in) not between 10 and 2000 then
    raise exception 'Describe el problema en 10 a 2000 caracteres' using errcode = '22023';
  end if;
  clean_photos := public.check_claim_photos(photos, me);
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado: el pago ya se te devolvió' using errcode = '55000';
  end if;
  if exists (select 1 from public.claims c
             where c.order_id = target.id and c.seller_id = open_claim.seller_id
               and c.status in ('open', 'return_requested', 'return_shipped', 'escalated')) then
    raise exception 'Ya tienes un reclamo abierto por estas piezas' using errcode = '23505';
  end if;
  select * into state from public.order_part_state(target.id, open_claim.seller_id);
  if state.held <= 0 then
    raise exception 'El pago de estas piezas ya se liberó o se reembolsó: ya no se puede reclamar'
      using errcode = '55000';
  end if;
  if state.shipped_at is null then
    raise exception 'El vendedor aún no envía estas piezas: mientras no se envíen puedes cancelar el pedido'
      using errcode = '55000';
  end if;
  if reason = 'not_arrived' then
    if state.delivered_at is not null then
      raise exception 'Confirmaste que recibiste estas piezas: elige otro motivo' using errcode = '55000';
    end if;
    if tick < state.shipped_at + make_interval(days => public.protection_setting('not_arrived_days')) then
      raise exception '%', format('Podrás reclamar que no llegó a partir del %s',
        public.format_day(state.shipped_at + make_interval(days => public.protection_setting('not_arrived_days'))))
        using errcode = '55000';
    end if;
  elsif state.delivered_at is null then
    raise exception 'Confirma la entrega para reclamar por la pieza; si no te llegó, elige "No llegó"'
      using errcode = '55000';
  end if;
  if tick >= state.protection_ends_at then
    raise exception '%', format('El periodo para reclamar terminó el %s', public.format_day(state.protection_ends_at))
      using errcode = '55000';
  end if;

  insert into public.claims (order_id, seller_id, buyer_id, reason, description, answer_due_at)
  values (target.id, open_claim.seller_id, me, reason, text_in,
          tick + make_interval(days => public.protection_setting('answer_days')))
  returning id into new_claim;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
  values (new_claim, me, 'buyer', 'opened', text_in, clean_photos);

  -- a doubt about the piece itself sends a verified certificate back to the staff
  if reason in ('not_as_described', 'not_authentic') and exists (
    select 1 from public.order_items i join public.products p on p.id = i.product_id
    where i.order_id = target.id and i.seller_id = open_claim.seller_id and p.authentication_status = 'verified'
  ) then
    update public.products p set authentication_status = 'pending', is_certified = false
    from public.order_items i
    where i.order_id = target.id and i.seller_id = open_claim.seller_id and p.id = i.product_id
      and p.authentication_status = 'verified';
    insert into public.claim_events (claim_id, actor_role, kind, message)
    values (new_claim, 'system', 'certificate_review', 'El certificado de la pieza vuelve a revisión del equipo');
  end if;

  perform public.tell_party(open_claim.seller_id, 'Nuevo reclamo',
    format('El comprador abrió un reclamo ("%s") por "%s". Respóndelo antes del %s; el pago queda retenido.',
      public.claim_reason_text(reason), titles,
      public.format_day(tick + make_interval(days => public.protection_setting('answer_days')))), target.id);
  perform public.tell_party(me, 'Reclamo abierto',
    format('Abriste un reclamo ("%s") por "%s". El vendedor tiene hasta el %s para responder.',
      public.claim_reason_text(reason), titles,
      public.format_day(tick + make_interval(days => public.protection_setting('answer_days')))), target.id);
  return new_claim;
end
$$;

-- Locks a claim and its order; answers the claim.
create or replace function public.lock_claim(claim_id uuid) returns public.claims
language plpgsql security definer
set search_path = ''
as $$
declare
  found public.claims;
begin
  perform 1 from public.orders o join public.claims c on c.order_id = o.id where c.id = lock_claim.claim_id
  for update of o;
  select * into found from public.claims c where c.id = lock_claim.claim_id for update;
  return found;
end
$$;
revoke execute on function public.lock_claim(uuid) from public, anon, authenticated;

create or replace function public.claim_is_open(status text) returns boolean
language sql immutable
set search_path = ''
as $$
  select status in ('open', 'return_requested', 'return_shipped', 'escalated')
$$;

-- Refunds all that is held for the claim's part (and closes it for the buyer).
create or replace function public.refund_claim(target public.claims, actor uuid, as_role text, why text)
returns numeric
language plpgsql security definer
set search_path = ''
as $$
declare
  held numeric := public.part_held(target.order_id, target.seller_id);
begin
  perform public.move_payment(target.order_id, target.seller_id, 'refund', held, actor, as_role, why, target.id);
  update public.claims
  set status = 'refunded', favors = 'buyer', refund_amount = held, answer_due_at = null, return_due_at = null,
      updated_at = public.app_now()
  where id = target.id;
  return held;
end
$$;
revoke execute on function public.refund_claim(public.claims, uuid, text, text) from public, anon, authenticated;

-- rpc/answer_claim: the seller answers an open claim: refund, ask for the piece back, or dispute.
create or replace function public.answer_claim(claim_id uuid, response text, message text default null,
  photos text[] default '{}') returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  words text := nullif(btrim(coalesce(message, '')), '');
  clean_photos text[];
  amount numeric;
  tick timestamptz := public.app_now();
begin
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede responder este reclamo' using errcode = '42501';
  end if;
  if target.status <> 'open' then
    raise exception 'Este reclamo ya fue respondido' using errcode = '55000';
  end if;
  if response is null or response not in ('refund', 'return', 'dispute') then
    raise exception 'Elige una respuesta: reembolsar, pedir la devolución o disputar' using errcode = '22023';
  end if;
  if words is not null and char_length(words) > 2000 then
    raise exception 'La respuesta no puede exceder 2000 caracteres' using errcode = '22023';
  end if;
  clean_photos := public.check_claim_photos(photos, me);

  if response = 'refund' then
    amount := public.refund_claim(target, me, 'seller', 'El vendedor reembolsó el reclamo');
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos, amount)
    values (target.id, me, 'seller', 'refunded', words, clean_photos, amount);
    perform public.tell_party(target.buyer_id, 'Reembolso del reclamo',
      format('El vendedor aceptó tu reclamo: te devolvemos %s.', public.format_mxn(amount)), target.order_id);
  elsif response = 'return' then
    update public.claims
    set status = 'return_requested', answer_due_at = null,
        return_due_at = tick + make_interval(days => public.protection_setting('return_days')), updated_at = tick
    where id = target.id;
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
    values (target.id, me, 'seller', 'return_requested', words, clean_photos);
    perform public.tell_party(target.buyer_id, 'El vendedor pide la devolución',
      format('Envía la pieza de vuelta antes del %s e indica la paquetería y la guía; te reembolsamos cuando llegue.',
        public.format_day(tick + make_interval(days => public.protection_setting('return_days')))), target.order_id);
  else
    if words is null or char_length(words) < 10 then
      raise exception 'Explica por qué no estás de acuerdo (al menos 10 caracteres)' using errcode = '22023';
    end if;
    update public.claims
    set status = 'escalated', answer_due_at = null, escalated_at = tick, updated_at = tick where id = target.id;
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
    values (target.id, me, 'seller', 'disputed', words, clean_photos);
    perform public.tell_party(target.buyer_id, 'El vendedor disputa tu reclamo',
      'El equipo de Vitrina revisará lo que dicen ambas partes y decidirá. El pago sigue retenido.', target.order_id);
  end if;
end
$$;

-- rpc/ship_return: the buyer sends the piece back as the seller asked.
create or replace function public.ship_return(claim_id uuid, carrier text, tracking_number text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  chosen public.carriers;
  the_tracking text := btrim(coalesce(tracking_number, ''));
  tick timestamptz := public.app_now();
begin
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien abrió el reclamo puede registrar la devolución' using errcode = '42501';
  end if;
  if target.status <> 'return_requested' then
    raise exception 'El vendedor no ha pedido la devolución de esta pieza' using errcode = '55000';
  end if;
  select * into chosen from public.carriers c
  where c.id = btrim(coalesce(carrier, '')) or lower(c.name) = lower(btrim(coalesce(carrier, '')));
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = '22023';
  end if;
  if char_length(the_tracking) not between 4 and 60 then
    raise exception 'Indica un número de guía válido' using errcode = '22023';
  end if;
  update public.claims
  set status = 'return_shipped', return_carrier = chosen.name, return_tracking = the_tracking,
      return_due_at = null, answer_due_at = tick + make_interval(days => public.protection_setting('answer_days')),
      updated_at = tick
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message)
  values (target.id, me, 'buyer', 'return_shipped', format('%s, guía %s', chosen.name, the_tracking));
  perform public.tell_party(target.seller_id, 'Devolución en camino',
    format('El comprador envió la pieza de vuelta con %s, guía %s. Confirma cuando la recibas.', chosen.name,
      the_tracking), target.order_id);
end
$$;

-- rpc/confirm_return: the seller received the piece back; the buyer gets the held money.
create or replace function public.confirm_return(claim_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  amount numeric;
begin
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede confirmar que recibió la devolución' using errcode = '42501';
  end if;
  if target.status <> 'return_shipped' then
    raise exception 'El comprador aún no registra el envío de la devolución' using errcode = '55000';
  end if;
  amount := public.refund_claim(target, me, 'seller', 'Devolución recibida por el vendedor');
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, amount)
  values (target.id, me, 'seller', 'return_received', amount);
  perform public.tell_party(target.buyer_id, 'Reembolso por devolución',
    format('El vendedor recibió la pieza: te devolvemos %s.', public.format_mxn(amount)), target.order_id);
end
$$;

-- rpc/withdraw_claim: the buyer drops their claim; the money follows the usual rule again.
create or replace function public.withdraw_claim(claim_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
begin
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien abrió el reclamo puede retirarlo' using errcode = '42501';
  end if;
  if not public.claim_is_open(target.status) then
    raise exception 'Este reclamo ya está cerrado' using errcode = '55000';
  end if;
  update public.claims
  set status = 'withdrawn', answer_due_at = null, return_due_at = null, updated_at = public.app_now()
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind) values (target.id, me, 'buyer', 'withdrawn');
  perform public.tell_party(target.seller_id, 'Reclamo retirado', 'El comprador retiró su reclamo.',
    target.order_id);
end
$$;

-- rpc/decide_claim: staff decide an open claim: 'refund_full', 'refund_partial' (amount) or 'seller'.
create or replace function public.decide_claim(claim_id uuid, decision text, reason text,
  amount numeric default null) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  why text := btrim(coalesce(reason, ''));
  held numeric;
  refunded numeric := 0;
  tick timestamptz := public.app_now();
  summary text;
begin
  if me is null or not public.is_trusted() or target.id is null or me in (target.buyer_id, target.seller_id) then
    raise exception 'Solo el equipo de Vitrina puede decidir un reclamo' using errcode = '42501';
  end if;
  if not public.claim_is_open(target.status) then
    raise exception 'Este reclamo ya fue decidido o cerrado' using errcode = '55000';
  end if;
  if decision is null or decision not in ('refund_full', 'refund_partial', 'seller') then
    raise exception 'Elige una decisión: reembolso total, parcial o a favor del vendedor' using errcode = '22023';
  end if;
  if char_length(why) not between 10 and 1000 then
    raise exception 'Explica la decisión en 10 a 1000 caracteres: ambas partes la leerán' using errcode = '22023';
  end if;
  held := public.part_held(target.order_id, target.seller_id);
  if decision = 'refund_partial' and (amount is null or amount <= 0 or amount >= held) then
    raise exception '%', format('El reembolso parcial debe ser mayor que $0 y menor que lo retenido (%s)',
      public.format_mxn(held)) using errcode = '22023';
  end if;

  refunded := case decision when 'refund_full' then held when 'refund_partial' then round(amount, 2) else 0 end;
  perform public.move_payment(target.order_id, target.seller_id, 'refund', refunded, me, 'staff', why, target.id);
  perform public.move_payment(target.order_id, target.seller_id, 'release', held - refunded, me, 'staff', why,
    target.id);
  update public.claims
  set status = case decision when 'refund_full' then 'refunded' when 'refund_partial' then 'partially_refunded'
                             else 'rejected' end,
      favors = case when decision = 'seller' then 'seller' else 'buyer' end,
      refund_amount = refunded, decided_by = me, decision_reason = why, decided_at = tick,
      answer_due_at = null, return_due_at = null, updated_at = tick
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, amount)
  values (target.id, me, 'staff', 'decided', why, refunded);

  summary := case decision
    when 'refund_full' then format('Reembolso total de %s al comprador.', public.format_mxn(refunded))
    when 'refund_partial' then format('Reembolso parcial de %s al comprador; %s se liberan al vendedor.',
      public.format_mxn(refunded), public.format_mxn(held - refunded))
    else format('A favor del vendedor: se le liberan %s.', public.format_mxn(held)) end;
  perform public.tell_party(target.buyer_id, 'Decisión sobre tu reclamo', summary || ' Motivo: ' || why,
    target.order_id);
  perform public.tell_party(target.seller_id, 'Decisión sobre el reclamo', summary || ' Motivo: ' || why,
    target.order_id);
end
$$;

-- rpc/release_payment: the buyer says everything is fine ("Todo bien, liberar el pago").
create or replace function public.release_payment(order_id uuid, seller_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  state record;
begin
  select * into target from public.orders o where o.id = release_payment.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede liberar el pago' using errcode = '42501';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = release_payment.seller_id) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = '22023';
  end if;
  select * into state from public.order_part_state(target.id, release_payment.seller_id);
  if state.held <= 0 then
    raise exception 'Este pago ya se liberó o se reembolsó' using errcode = '55000';
  end if;
  if state.delivered_at is null then
    raise exception 'Confirma la entrega antes de liberar el pago' using errcode = '55000';
  end if;
  if exists (select 1 from public.claims c
             where c.order_id = target.id and c.seller_id = release_payment.seller_id
               and public.claim_is_open(c.status)) then
    raise exception 'Tienes un reclamo abierto: el pago queda retenido hasta que se resuelva' using errcode = '55000';
  end if;
  if state.full_window then
    raise exception '%', format('Esta pieza se protege durante todo el periodo: el pago se liberará el %s',
      public.format_day(state.protection_ends_at)) using errcode = '55000';
  end if;
  perform public.move_payment(target.id, release_payment.seller_id, 'release', state.held, me, 'buyer',
    'El comprador confirmó que todo está bien');
  perform public.tell_party(release_payment.seller_id, 'Pago liberado',
    format('El comprador confirmó que todo está bien: se te liberan %s.', public.format_mxn(state.held)), target.id);
end
$$;

-- scheduler -----------------------------------------------------------------------------------------------------
-- Releases every part whose protection ended with no claim open.
create or replace function public.release_due_payments() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  part record;
  done integer := 0;
begin
  for part in
    select l.order_id, l.seller_id
    from public.payment_ledger l join public.orders o on o.id = l.order_id
    where o.status <> 'cancelled'
    group by l.order_id, l.seller_id
    having sum(case when l.kind = 'capture' then l.amount else -l.amount end) > 0
    order by 1, 2
  loop
    perform 1 from public.orders o where o.id = part.order_id for update;
    if exists (select 1 from public.order_part_state(part.order_id, part.seller_id) s
               where s.held > 0 and s.protection_ends_at <= public.app_now())
       and not exists (select 1 from public.claims c where c.order_id = part.order_id
                       and c.seller_id = part.seller_id and public.claim_is_open(c.status)) then
      perform public.move_payment(part.order_id, part.seller_id, 'release',
        public.part_held(part.order_id, part.seller_id), null, 'system', 'Terminó el periodo de protección');
      perform public.tell_party(part.seller_id, 'Pago liberado',
        'Terminó el periodo de protección sin reclamos: se te liberó el pago del pedido.', part.order_id);
      done := done + 1;
    end if;
  end loop;
  return done;
end
$$;

-- Claims the seller left unanswered past the deadline go to staff.
create or replace function public.escalate_silent_claims() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.claims;
  done integer := 0;
begin
  for target in
    select * from public.claims c
    where c.status in ('open', 'return_shipped') and c.answer_due_at <= public.app_now()
    order by c.created_at
    for update
  loop
    update public.claims
    set status = 'escalated', escalated_at = public.app_now(), answer_due_at = null, updated_at = public.app_now()
    where id = target.id;
    insert into public.claim_events (claim_id, actor_role, kind, message)
    values (target.id, 'system', 'escalated', 'El vendedor no respondió a tiempo: el equipo de Vitrina decidirá');
    perform public.tell_party(target.buyer_id, 'Tu reclamo pasó al equipo de Vitrina',
      'El vendedor no respondió a tiempo; el equipo revisará tu reclamo y decidirá.', target.order_id);
    perform public.tell_party(target.seller_id, 'Reclamo escalado',
      'No respondiste el reclamo a tiempo; el equipo de Vitrina lo decidirá.', target.order_id);
    done := done + 1;
  end loop;
  return done;
end
$$;

-- A return the buyer never sent closes the claim; the money follows the usual rule (released after the window).
create or replace function public.close_stale_claims() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  target public.claims;
  done integer := 0;
begin
  for target in
    select * from public.claims c
    where c.status = 'return_requested' and c.return_due_at <= public.app_now()
    order by c.created_at
    for update
  loop
    update public.claims
    set status = 'closed', return_due_at = null, updated_at = public.app_now() where id = target.id;
    insert into public.claim_events (claim_id, actor_role, kind, message)
    values (target.id, 'system', 'closed', 'La devolución no se envió a tiempo: el reclamo se cerró');
    perform public.tell_party(target.buyer_id, 'Reclamo cerrado',
      'No registraste el envío de la devolución a tiempo; el reclamo se cerró.', target.order_id);
    perform public.tell_party(target.seller_id, 'Reclamo cerrado',
      'El comprador no envió la devolución a tiempo; el reclamo se cerró.', target.order_id);
    done := done + 1;
  end loop;
  return done;
end
$$;

-- The scheduler's one entry point (the embedded backend's timer, pg_cron on a hosted project).
create or replace function public.run_scheduled_jobs() returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  closed integer := public.close_stale_claims();
  escalated integer := public.escalate_silent_claims();
  released integer := public.release_due_payments();
begin
  return jsonb_build_object('closed', closed, 'escalated', escalated, 'released', released);
end
$$;

do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.release_due_payments()', 'public.escalate_silent_claims()', 'public.close_stale_claims()',
    'public.run_scheduled_jobs()'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
  foreach fn in array array[
    'public.open_claim(uuid, uuid, text, text, text[])', 'public.answer_claim(uuid, text, text, text[])',
    'public.ship_return(uuid, text, text)', 'public.confirm_return(uuid)', 'public.withdraw_claim(uuid)',
    'public.decide_claim(uuid, text, text, numeric)', 'public.release_payment(uuid, uuid)'
  ] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated', fn);
  end loop;
end
$$;

-- payments view -------------------------------------------------------------------------------------------------
-- rpc/payment_parts: the caller's parts of orders, as buyer or as seller, with their money and dates.
create or replace function public.payment_parts(as_seller boolean default true)
returns table (
  order_id uuid,
  seller_id uuid,
  buyer_id uuid,
  order_created_at timestamptz,
  order_status text,
  titles text,
  captured numeric,
  released numeric,
  refunded numeric,
  held numeric,
  shipped_at timestamptz,
  delivered_at timestamptz,
  protection_ends_at timestamptz,
  full_window boolean,
  claim_id uuid,
  claim_status text
)
language sql stable security definer
set search_path = ''
as $$
  select o.id, parts.seller_id, o.buyer_id, o.created_at, o.status, parts.titles,
         s.captured, s.released, s.refunded, s.held, s.shipped_at, s.delivered_at, s.protection_ends_at,
         s.full_window, c.id, c.status
  from (
    select i.order_id, i.seller_id, string_agg(i.title, ', ' order by i.title) as titles
    from public.order_items i
    group by i.order_id, i.seller_id
  ) parts
  join public.orders o on o.id = parts.order_id
  cross join lateral public.order_part_state(parts.order_id, parts.seller_id) s
  left join lateral (
    select c.id, c.status from public.claims c
    where c.order_id = parts.order_id and c.seller_id = parts.seller_id
    order by c.created_at desc limit 1
  ) c on true
  where auth.uid() is not null
    and case when as_seller then parts.seller_id = auth.uid() else o.buyer_id = auth.uid() end
  order by o.created_at desc, parts.seller_id
$$;
revoke execute on function public.payment_parts(boolean) from public, anon;
grant execute on function public.payment_parts(boolean) to authenticated;
