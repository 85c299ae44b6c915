-- Local only: what the supabase_realtime publication does on a hosted project. Every row change of
-- the tables the apps subscribe to is sent on the channel 'vitrina_changes' as JSON
--   {schema, table, type: INSERT|UPDATE|DELETE, record, old_record, commit_timestamp[, truncated]}
-- NOTIFY payloads are capped at 8000 bytes: a bigger one carries only the primary keys and
-- "truncated": true, and the realtime server reads the row itself.
-- Applied after the migrations on every start (idempotent).

create schema if not exists realtime_local;

create or replace function realtime_local.capture() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  payload text;
begin
  payload := json_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    'commit_timestamp', now()
  )::text;
  if octet_length(payload) > 7900 then
    payload := json_build_object(
      'schema', tg_table_schema,
      'table', tg_table_name,
      'type', tg_op,
      'record', case when tg_op = 'DELETE' then null else jsonb_build_object('id', new.id) end,
      'old_record', case when tg_op = 'INSERT' then null else jsonb_build_object('id', old.id) end,
      'commit_timestamp', now(),
      'truncated', true
    )::text;
  end if;
  perform pg_notify('vitrina_changes', payload);
  return null;
end
$$;

create or replace trigger realtime_local_capture
  after insert or update or delete on public.messages
  for each row execute function realtime_local.capture();

create or replace trigger realtime_local_capture
  after insert or update or delete on public.notifications
  for each row execute function realtime_local.capture();

create or replace trigger realtime_local_capture
  after insert or update or delete on public.offers
  for each row execute function realtime_local.capture();

create or replace trigger realtime_local_capture
  after insert or update or delete on public.products
  for each row execute function realtime_local.capture();
