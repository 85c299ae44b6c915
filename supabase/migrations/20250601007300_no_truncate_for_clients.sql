-- Clients only read and write rows (audit 2026-12-01). Supabase's default privileges give anon and authenticated
-- every privilege on the public schema's tables: TRUNCATE, REFERENCES and TRIGGER too (and MAINTAIN on PostgreSQL
-- 17). PostgREST cannot send a TRUNCATE, but a TRUNCATE skips row-level security and every row trigger, so a client
-- role holding it is one door too many. Every table the client roles hold it on keeps just the row privileges each
-- role had (row-level security still decides which rows), and tables made later get only those.
-- payment_ledger keeps its own before-truncate trigger, which stops even the owner.

do $$
declare
  t regclass;
  r text;
  kept text[];
begin
  for t in
    select c.oid::regclass from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (has_table_privilege('anon', c.oid, 'TRUNCATE') or has_table_privilege('authenticated', c.oid, 'TRUNCATE'))
  loop
    foreach r in array array['anon', 'authenticated'] loop
      select coalesce(array_agg(p), '{}') into kept
      from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) p
      where has_table_privilege(r, t, p);
      execute format('revoke all on table %s from %I', t, r);
      if cardinality(kept) > 0 then
        execute format('grant %s on table %s to %I', array_to_string(kept, ', '), t, r);
      end if;
    end loop;
  end loop;
end
$$;

alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public grant select, insert, update, delete on tables to anon, authenticated;
