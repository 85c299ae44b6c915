-- Realtime streams the changes of the tables in the supabase_realtime publication (hosted projects
-- have it, empty). The apps subscribe to messages and notifications (spec §7); offers, products,
-- favorites and price_alerts are added so their live changes are there for the apps too. Realtime
-- still sends each change only to subscribers whose JWT may read the row under RLS.
-- A no-op where the publication does not exist (or publishes every table); safe to run again.
do $$
declare
  tbl text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime' and not puballtables) then
    return;
  end if;
  foreach tbl in array array['messages', 'notifications', 'offers', 'products', 'favorites', 'price_alerts'] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
       where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = tbl
    ) then
      execute format('alter publication supabase_realtime add table public.%I', tbl);
    end if;
  end loop;
end
$$;
