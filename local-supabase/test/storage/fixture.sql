-- A small stand-in for platform.sql + the storage/realtime migrations, so storage and realtime can be
-- tested on their own: roles, auth.uid(), storage tables with the buckets and policies of the spec,
-- and a messages table whose trigger publishes changes like sql/realtime.sql.
create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;
create function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;
create table storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  path_tokens text[] generated always as (string_to_array(name, '/')) stored
);
create unique index bucketid_objname on storage.objects (bucket_id, name);
alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
create function storage.foldername(name text) returns text[] language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('products', 'products', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('avatars', 'avatars', true, 5242880, array['image/*']),
  ('verification-documents', 'verification-documents', false, 10485760, array['image/jpeg', 'image/png', 'application/pdf']),
  ('open', 'open', true, null, null);

create policy "buckets are visible to everyone" on storage.buckets for select to anon, authenticated using (true);
create policy "anyone views product photos" on storage.objects for select to anon, authenticated
  using (bucket_id in ('products', 'open'));
create policy "signed-in users upload product photos they own" on storage.objects for insert to authenticated
  with check (bucket_id in ('products', 'open') and owner_id = (select auth.uid())::text);
create policy "owners replace their product photos" on storage.objects for update to authenticated
  using (bucket_id in ('products', 'open') and owner_id = (select auth.uid())::text);
create policy "owners delete their product photos" on storage.objects for delete to authenticated
  using (bucket_id in ('products', 'open') and owner_id = (select auth.uid())::text);
create policy "anyone views avatars" on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy "users upload avatars into their own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "users replace avatars in their own folder" on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "users upload their verification documents" on storage.objects for insert to authenticated
  with check (bucket_id = 'verification-documents' and owner_id = (select auth.uid())::text);
create policy "owners read verification documents" on storage.objects for select to authenticated
  using (bucket_id = 'verification-documents' and owner_id = (select auth.uid())::text);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null,
  receiver_id uuid not null,
  content text not null,
  created_at timestamptz not null default now()
);
alter table public.messages enable row level security;
grant all on public.messages to anon, authenticated, service_role;
create policy "participants read messages" on public.messages for select to authenticated
  using ((select auth.uid()) in (sender_id, receiver_id));
create policy "users send messages as themselves" on public.messages for insert to authenticated
  with check (sender_id = (select auth.uid()));
create policy "senders edit messages" on public.messages for update to authenticated
  using (sender_id = (select auth.uid()));
create policy "senders delete messages" on public.messages for delete to authenticated
  using (sender_id = (select auth.uid()));

create function public.publish_change() returns trigger language plpgsql security definer as $$
declare
  payload text;
begin
  payload := json_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    'commit_timestamp', now())::text;
  if octet_length(payload) > 7000 then
    payload := json_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op,
      'record', case when tg_op = 'DELETE' then null else jsonb_build_object('id', new.id) end,
      'old_record', case when tg_op = 'INSERT' then null else jsonb_build_object('id', old.id) end,
      'commit_timestamp', now(), 'truncated', true)::text;
  end if;
  perform pg_notify('vitrina_changes', payload);
  return null;
end
$$;
create trigger messages_publish_change after insert or update or delete on public.messages
  for each row execute function public.publish_change();
