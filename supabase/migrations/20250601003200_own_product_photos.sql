-- A piece shows only photos its own seller uploaded (issue #20, holes 1 and 2).
--
-- Until now the product_images policies checked who owns the piece, never whose photo it is, and
-- rpc/update_listing checked only that 1-6 URLs were given: a seller could point their piece at an object another
-- member uploaded (REST insert or the edit RPC) and show it as theirs.
--
-- What counts as the seller's own photo: the public URL the app stores for an object of the products bucket
-- (supabase-js getPublicUrl: `<API URL>/storage/v1/object/public/products/<object name, URI-encoded>`, no query)
-- whose object exists and either
--   * lies in the seller's folder `<seller id>/…` and was uploaded by the seller (owner_id; since 003000 nobody
--     uploads into another member's folder, the owner check also covers objects put there before), or
--   * is one of the platform's seed objects `seed/…` (written without an owner, never by a client).
-- The host part of the URL is not compared: the database does not know the project's public URL. An object
-- path is compared, never a URL prefix, so `../`, a query string or another bucket cannot pass for the seller's.
--
-- One function, public.is_product_photo_of(seller, url), holds the rule; the trigger product_images_own_photo
-- applies it to every client insert or update of product_images, which covers REST and rpc/update_listing (a
-- security-invoker function whose insert fires the trigger, so a refused photo rolls back the whole edit).
--
-- Removed photos (the edit page deletes from storage the photos it dropped): an object a piece of its owner
-- still shows is neither deleted nor renamed nor overwritten. The storage policies below keep it, so the
-- storage API's remove() simply leaves it (as for any row RLS hides) and the copy of a draft that shares the
-- object keeps its photo, whatever client deletes.

-- The percent-decoding of a URL path (as decodeURIComponent); null for a malformed one.
create or replace function public.url_path_decode(encoded text) returns text
language plpgsql immutable strict
set search_path = ''
as $$
declare
  bytes bytea := ''::bytea;
  part text[];
begin
  if encoded ~ '%($|[^0-9A-Fa-f]|.$|.[^0-9A-Fa-f])' then
    return null;
  end if;
  for part in select regexp_matches(encoded, '%([0-9A-Fa-f]{2})|([^%]+)', 'g') loop
    if part[1] is not null then
      bytes := bytes || decode(part[1], 'hex');
    else
      bytes := bytes || convert_to(part[2], 'UTF8');
    end if;
  end loop;
  return convert_from(bytes, 'UTF8');
exception when others then
  -- invalid UTF-8 after decoding
  return null;
end
$$;

-- The object name in the products bucket a stored image URL points at, or null when it is no such URL.
create or replace function public.product_photo_object(image_url text) returns text
language sql immutable
set search_path = ''
as $$
  select public.url_path_decode(
    substring(image_url from '^https?://[^/?#]+/storage/v1/object/public/products/([^?#]+)$')
  )
$$;

-- The rule: is this URL a photo `seller` may show on their piece? Security invoker: everyone may read the rows of
-- the public products bucket (000500); should that ever change, the check fails closed.
create or replace function public.is_product_photo_of(seller uuid, image_url text) returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from storage.objects o
     where o.bucket_id = 'products'
       and o.name = public.product_photo_object(image_url)
       and (
         ((storage.foldername(o.name))[1] = seller::text and o.owner_id = seller::text)
         or (o.name like 'seed/%' and o.owner_id is null)
       )
  )
$$;

create or replace function public.guard_product_image_owner() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  seller uuid;
begin
  if not public.acting_as_client() then
    return new;
  end if;
  -- RLS shows the caller their own pieces; for anyone else's the seller is unknown here and the photo refused
  -- (the insert/update policies would refuse the row anyway).
  select p.seller_id into seller from public.products p where p.id = new.product_id;
  if not public.is_product_photo_of(seller, new.image_url) then
    raise exception 'Solo puedes usar en tus piezas fotos que tú subiste'
      using errcode = '42501', detail = new.image_url;
  end if;
  return new;
end
$$;

create trigger product_images_own_photo
  before insert or update of product_id, image_url on public.product_images
  for each row execute function public.guard_product_image_owner();

-- Finds the pieces showing an object without reading every image URL.
create index if not exists product_images_object_idx
  on public.product_images (public.product_photo_object(image_url));

-- Does a piece of the object's owner show it? Security definer: the storage policies run as the caller, and the
-- owner's pieces in every status must count (RLS would hide none of them from the owner, but the policy must not
-- depend on that). Pieces of other sellers do not count: no rule lets them show the object, so an old row that
-- did cannot keep its owner from deleting it.
create or replace function public.product_photo_in_use(owner_id text, object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.product_images i
      join public.products p on p.id = i.product_id
     where public.product_photo_object(i.image_url) = object_name
       and p.seller_id::text = owner_id
  )
$$;
revoke execute on function public.product_photo_in_use(text, text) from public, anon;
grant execute on function public.product_photo_in_use(text, text) to authenticated;

drop policy if exists "owners delete their product photos" on storage.objects;
create policy "owners delete product photos no piece of theirs shows"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'products'
    and owner_id = (select auth.uid())::text
    and not public.product_photo_in_use(owner_id, name)
  );

-- A rename would take the photo away from the piece as surely as a delete; an overwrite would change a photo the
-- piece shows (and the staff may have reviewed) behind the listing's back. The app uploads with upsert off.
drop policy if exists "owners replace their product photos in their own folder" on storage.objects;
create policy "owners replace product photos no piece of theirs shows"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'products'
    and owner_id = (select auth.uid())::text
    and not public.product_photo_in_use(owner_id, name)
  )
  with check (
    bucket_id = 'products'
    and owner_id = (select auth.uid())::text
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
