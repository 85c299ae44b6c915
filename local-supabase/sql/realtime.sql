-- Local only: what the supabase_realtime publication does on a hosted project. Every row change of
-- the tables in that publication (platform.sql creates it, the migrations add tables) is sent on the
-- channel 'vitrina_changes' as JSON
--   {schema, table, type: INSERT|UPDATE|DELETE, record, old_record, commit_timestamp[, truncated]}
-- NOTIFY payloads are capped at 8000 bytes: a bigger one carries only the primary keys and
-- "truncated": true, and the realtime server reads the row itself.
-- Applied after the migrations on every start (idempotent).

create schema if not exists realtime_local;

-- The primary-key columns of a row (any table may be in the publication, not only those keyed by id).
create or replace function realtime_local.primary_key(rel oid, rec jsonb) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(a.attname, rec -> a.attname::text), '{}'::jsonb)
    from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
   where i.indrelid = rel and i.indisprimary
$$;

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
      'record', case when tg_op = 'DELETE' then null else realtime_local.primary_key(tg_relid, to_jsonb(new)) end,
      'old_record', case when tg_op = 'INSERT' then null else realtime_local.primary_key(tg_relid, to_jsonb(old)) end,
      'commit_timestamp', now(),
      'truncated', true
    )::text;
  end if;
  perform pg_notify('vitrina_changes', payload);
  return null;
end
$$;

-- One capture trigger on each table of the publication, none on tables that have left it.
do $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel
      from pg_catalog.pg_trigger tg
      join pg_catalog.pg_class c on c.oid = tg.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where tg.tgname = 'realtime_local_capture'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables pt
          where pt.pubname = 'supabase_realtime' and pt.schemaname = n.nspname and pt.tablename = c.relname
       )
  loop
    execute format('drop trigger realtime_local_capture on %s', t.rel);
  end loop;
  for t in
    select format('%I.%I', schemaname, tablename) as rel
      from pg_catalog.pg_publication_tables where pubname = 'supabase_realtime'
  loop
    execute format(
      'create or replace trigger realtime_local_capture after insert or update or delete on %s '
      'for each row execute function realtime_local.capture()', t.rel);
  end loop;
end
$$;
