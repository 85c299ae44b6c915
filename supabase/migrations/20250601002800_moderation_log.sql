-- Listing moderation (issue 14): every staff decision on a listing is recorded and the seller is told.
--
-- Already enforced before this file: RLS lets only trusted users read others' pending pieces and update them
-- (000400), and guard_product (000200) lets only trusted users set status published/rejected and stamps
-- reviewed_by/reviewed_at. What this file adds:
--   * moderation_log: who decided what, when and why; readable only by trusted users, written only by the
--     trigger below (no insert/update/delete grant for any API role).
--   * a rejection needs a reason the seller can read (products.rejection_reason); a publication clears an old one.
--   * a `system` notification to the seller on each decision.

create table public.moderation_log (
  id uuid primary key default extensions.gen_random_uuid(),
  actor_id uuid references public.profiles (id) on delete set null,
  subject text not null check (subject in ('product', 'verification_request')),
  product_id uuid references public.products (id) on delete set null,
  request_id uuid references public.verification_requests (id) on delete set null,
  decision text not null check (decision in ('published', 'rejected', 'approved')),
  reason text,
  created_at timestamptz not null default now()
);

create index moderation_log_created_idx on public.moderation_log (created_at desc);
create index moderation_log_product_idx on public.moderation_log (product_id);

alter table public.moderation_log enable row level security;

revoke all on public.moderation_log from public, anon, authenticated;
grant select on public.moderation_log to authenticated;
grant all on public.moderation_log to service_role;

create policy "trusted users read the moderation log"
  on public.moderation_log for select to authenticated
  using ((select public.is_trusted()));

-- Before the status change is stored: a rejection without a reason is refused, a publication drops the
-- reason of an earlier rejection so the seller no longer reads it.
create or replace function public.guard_product_decision() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'rejected' then
    new.rejection_reason := nullif(btrim(coalesce(new.rejection_reason, '')), '');
    if new.rejection_reason is null then
      raise exception 'Indica el motivo del rechazo para que el vendedor pueda corregirlo' using errcode = '23514';
    end if;
  elsif new.status = 'published' then
    new.rejection_reason := null;
  end if;
  return new;
end
$$;

create trigger products_guard_decision
  before update of status on public.products
  for each row execute function public.guard_product_decision();

-- After the change: log it and tell the seller (security definer: clients cannot write either table).
create or replace function public.record_product_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A cancelled order puts a sold piece back on sale (sold -> published): that is no review decision.
  if new.status is not distinct from old.status
     or not (new.status = 'rejected' or (new.status = 'published' and old.status in ('pending', 'rejected'))) then
    return null;
  end if;
  insert into public.moderation_log (actor_id, subject, product_id, decision, reason)
  values (coalesce(auth.uid(), new.reviewed_by), 'product', new.id, new.status, new.rejection_reason);

  if new.status = 'published' then
    perform public.notify_user(
      new.seller_id, 'system', 'Tu producto fue publicado',
      format('"%s" ya está a la venta en Vitrina.', new.title), new.id);
  else
    perform public.notify_user(
      new.seller_id, 'system', 'Tu producto fue rechazado',
      format('"%s" no fue aprobado: %s', new.title, new.rejection_reason), new.id);
  end if;
  return null;
end
$$;

create trigger products_record_decision
  after update of status on public.products
  for each row execute function public.record_product_decision();
