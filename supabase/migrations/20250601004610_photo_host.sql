-- A piece's photos live on this project's storage, not on any host that repeats its path.
--
-- is_product_photo_of (003200) compared only the object path of a photo's URL, so
-- `https://evil.example/storage/v1/object/public/products/<seller>/<own object>` passed for the seller's own photo
-- (as a photo or a thumbnail, by REST or rpc/update_listing), and the seller could change what that host serves
-- after the staff reviewed the piece. A photo's URL must now start with this project's public storage URL, which
-- the database reads from public.project_settings (key `api_url`, the API URL the app's supabase-js uses, e.g.
-- `https://<ref>.supabase.co`): the local backend writes it every time it starts; a hosted project sets it once
-- (supabase/README.md, "Applying to a hosted Supabase project"). Without it no photo is accepted (fails closed).

create table if not exists public.project_settings (
  key text primary key check (key in ('api_url')),
  value text not null check (char_length(value) between 1 and 2048)
);
comment on table public.project_settings is
  'Facts about this deployment the rules need. api_url: the public API URL photo URLs start with.';
alter table public.project_settings enable row level security;
-- nobody reads or writes it through the API: operators (and the local backend) write it as the owner
revoke all on public.project_settings from anon, authenticated;

-- `<api url>/storage/v1/object/public/products/`, or null while the API URL is not set. Security definer: the
-- settings are not readable by the caller.
create or replace function public.product_photo_url_prefix() returns text
language sql stable security definer
set search_path = ''
as $$
  select rtrim(s.value, '/') || '/storage/v1/object/public/products/'
  from public.project_settings s
  where s.key = 'api_url'
$$;
revoke execute on function public.product_photo_url_prefix() from public, anon;
grant execute on function public.product_photo_url_prefix() to authenticated;

-- is_product_photo_of (003200) restated: the URL also starts with this project's storage URL (scheme, host and
-- port as set, compared without regard to case, as hosts are).
create or replace function public.is_product_photo_of(seller uuid, image_url text) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1
      from (select public.product_photo_url_prefix() as prefix) as project
      join storage.objects o
        on o.bucket_id = 'products'
       and o.name = public.product_photo_object(image_url)
     where project.prefix is not null
       and char_length(image_url) > char_length(project.prefix)
       and lower(left(image_url, char_length(project.prefix))) = lower(project.prefix)
       and (
         ((storage.foldername(o.name))[1] = seller::text and o.owner_id = seller::text)
         or (o.name like 'seed/%' and o.owner_id is null)
       )
  )
$$;
