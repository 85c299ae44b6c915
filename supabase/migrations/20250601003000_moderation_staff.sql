-- Listing moderation, second part (issue 14).
--
-- 1. The products bucket: a member uploads or replaces photos only under their own folder "{their id}/…", the
--    path the sell form uses (shared/src/data/listings/listingPhotos.ts). Until now only owner_id was checked, so
--    a member could put files under another member's folder, where they looked like that member's photos.
--    Objects written by the platform itself (the seed's "seed/…") do not go through these policies.
-- 2. moderation_log joins the realtime publication: staff see a decision taken by a colleague as it happens;
--    realtime sends each row only to subscribers whose JWT may read it (trusted users, per its RLS policy).
--
-- The authentication fields (authentication_status, certifier, certificate_number) need no new rule: RLS lets
-- only the owner or a trusted user update a piece (000400), guard_product (000200) keeps the owner from setting
-- the status to verified or rejected, and guard_verified_certificate (001400) keeps the owner from changing the
-- certificate once verified. Tests in local-supabase/test/db/moderation.test.ts try each path.

drop policy if exists "signed-in users upload product photos they own" on storage.objects;
create policy "signed-in users upload product photos into their own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'products'
    and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

drop policy if exists "owners replace their product photos" on storage.objects;
create policy "owners replace their product photos in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'products' and owner_id = (select auth.uid())::text)
  with check (
    bucket_id = 'products'
    and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime' and not puballtables)
     and not exists (
       select 1 from pg_catalog.pg_publication_tables
        where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'moderation_log'
     ) then
    alter publication supabase_realtime add table public.moderation_log;
  end if;
end
$$;
