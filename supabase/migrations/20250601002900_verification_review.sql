-- Verification review (issue 14): the staff approve a request with the level to grant, or reject it with a
-- reason; the database applies the decision, records it in moderation_log and tells the requester.
--
-- Already enforced before this file: RLS lets a member read and create only their own requests and only trusted
-- users read every request and update them (000400); guard_verification_request (000200) forces a new request
-- to `pending`, lets only trusted users decide and never their own request; guard_profile (000200) keeps every
-- client, staff included, from changing their own level or verification flags. What this file adds:
--   * the decision's grant: granted_level (basic, verified, trusted, vip) and whether it marks the identity
--     (identity_verified) and the account (is_verified, the badge) as verified;
--   * one pending request per member and type (a trigger with the Spanish message, a unique index behind it);
--   * a request attaches only documents its author uploaded to the private bucket;
--   * a decision is final, and a rejection needs a reason the member reads;
--   * every decision in moderation_log (who, when, what, why) and a `system` notification to the member;
--   * verification_requests in the realtime publication (RLS still filters each change per subscriber).

alter table public.verification_requests
  add column granted_level text check (granted_level in ('basic', 'verified', 'trusted', 'vip')),
  add column grant_identity_verified boolean,
  add column grant_is_verified boolean;

comment on column public.verification_requests.granted_level is
  'set by the reviewer on approval; null means the level of the request type (seller: verified, vip: vip, buyer: basic)';

-- Behind the trigger's check, for two inserts racing each other.
create unique index verification_requests_one_pending_per_type
  on public.verification_requests (user_id, type)
  where status = 'pending';

create or replace function public.guard_verification_request() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  path text;
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
    new.granted_level := null;
    new.grant_identity_verified := null;
    new.grant_is_verified := null;
    new.created_at := now();
    if exists (
      select 1 from public.verification_requests r
       where r.user_id = new.user_id and r.type = new.type and r.status = 'pending'
    ) then
      raise exception 'Ya tienes una solicitud de este tipo en revisión. Te avisaremos cuando el equipo la revise.'
        using errcode = '23505';
    end if;
    -- Each document must be a file the member uploaded to the private bucket (storage RLS shows them only theirs).
    for path in select jsonb_array_elements_text(coalesce(new.documents -> 'urls', '[]'::jsonb)) loop
      if not exists (
        select 1 from storage.objects o
         where o.bucket_id = 'verification-documents' and o.name = path and o.owner_id = auth.uid()::text
      ) then
        raise exception 'Solo puedes adjuntar documentos que tú subiste' using errcode = '42501';
      end if;
    end loop;
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
  if old.status <> 'pending' then
    raise exception 'Esta solicitud ya fue revisada' using errcode = '55000';
  end if;
  if new.status = 'pending' then
    raise exception 'Aprueba o rechaza la solicitud' using errcode = '22023';
  end if;
  new.review_notes := nullif(btrim(coalesce(new.review_notes, '')), '');
  if new.status = 'rejected' then
    if new.review_notes is null then
      raise exception 'Indica el motivo del rechazo para que el solicitante pueda corregirlo' using errcode = '23514';
    end if;
    new.granted_level := null;
    new.grant_identity_verified := null;
    new.grant_is_verified := null;
  else
    new.granted_level := coalesce(new.granted_level,
      case new.type when 'vip' then 'vip' when 'seller' then 'verified' else 'basic' end);
    new.grant_identity_verified := coalesce(new.grant_identity_verified, true);
    new.grant_is_verified := coalesce(new.grant_is_verified, true);
  end if;
  new.reviewed_by := auth.uid();
  new.reviewed_at := now();
  return new;
end
$$;

create or replace function public.verification_level_label(level text) returns text
language sql immutable
set search_path = ''
as $$
  select case level
    when 'unverified' then 'Vendedor Nuevo'
    when 'basic' then 'Vendedor Básico'
    when 'verified' then 'Vendedor Verificado'
    when 'trusted' then 'Vendedor de Confianza'
    when 'vip' then 'VIP member'
    else level
  end
$$;

-- An approval raises the member's level to the granted one (never lowers it) and sets the flags the reviewer
-- chose (never clears them); both decisions are logged and notified. Security definer: clients write neither
-- profiles' verification columns nor moderation_log nor others' notifications.
create or replace function public.apply_verification_decision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  granted text := coalesce(new.granted_level,
    case new.type when 'vip' then 'vip' when 'seller' then 'verified' else 'basic' end);
  rank_of constant jsonb := '{"unverified":0,"basic":1,"verified":2,"vip":3,"trusted":4}';
  level_now text;
begin
  if new.status is not distinct from old.status or new.status not in ('approved', 'rejected') then
    return null;
  end if;
  insert into public.moderation_log (actor_id, subject, request_id, decision, reason)
  values (coalesce(auth.uid(), new.reviewed_by), 'verification_request', new.id, new.status, new.review_notes);
  if new.status = 'approved' then
    update public.profiles p
    set identity_verified = p.identity_verified or coalesce(new.grant_identity_verified, true),
        is_verified = p.is_verified or coalesce(new.grant_is_verified, true),
        verification_level = case
          when (rank_of ->> p.verification_level)::int >= (rank_of ->> granted)::int then p.verification_level
          else granted
        end
    where p.id = new.user_id
    returning p.verification_level into level_now;
    perform public.notify_user(new.user_id, 'system', 'Verificación aprobada',
      format('Tu solicitud de verificación fue aprobada. Tu nivel: %s.', public.verification_level_label(level_now)),
      new.id);
  else
    perform public.notify_user(new.user_id, 'system', 'Verificación rechazada',
      coalesce('Tu solicitud de verificación fue rechazada: ' || new.review_notes,
               'Tu solicitud de verificación fue rechazada'), new.id);
  end if;
  return null;
end
$$;

-- The member's page and the staff queue follow their requests live; realtime sends each change only to
-- subscribers whose JWT may read the row (the member, trusted users).
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime' and not puballtables)
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'verification_requests'
     ) then
    alter publication supabase_realtime add table public.verification_requests;
  end if;
end
$$;
