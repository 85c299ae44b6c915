-- Storage buckets and their policies (spec §7 "Storage upload", §9 image limits).
--   products                public; 5 MB; jpeg/png/webp; name = random id + file name; the uploader owns it
--   avatars                 public; a user writes only under "{their id}/", e.g. {id}/avatar.png
--   verification-documents  private; images and PDF; read by the uploader and trusted users

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('products', 'products', true, 5242880, array['image/jpeg', 'image/png', 'image/webp']),
  ('avatars', 'avatars', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  ('verification-documents', 'verification-documents', false, 10485760,
   array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- products ------------------------------------------------------------------------------------------
create policy "anyone views product photos"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'products');

create policy "signed-in users upload product photos they own"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'products' and owner_id = (select auth.uid())::text);

create policy "owners replace their product photos"
  on storage.objects for update to authenticated
  using (bucket_id = 'products' and owner_id = (select auth.uid())::text)
  with check (bucket_id = 'products' and owner_id = (select auth.uid())::text);

create policy "owners delete their product photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'products' and owner_id = (select auth.uid())::text);

-- avatars -------------------------------------------------------------------------------------------
create policy "anyone views avatars"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');

create policy "users upload avatars into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users replace avatars in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "users delete avatars in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- verification documents ----------------------------------------------------------------------------
create policy "users upload their verification documents"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'verification-documents' and owner_id = (select auth.uid())::text);

create policy "owners and trusted users read verification documents"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'verification-documents'
    and (owner_id = (select auth.uid())::text or (select public.is_trusted()))
  );

create policy "owners delete their verification documents"
  on storage.objects for delete to authenticated
  using (bucket_id = 'verification-documents' and owner_id = (select auth.uid())::text);
