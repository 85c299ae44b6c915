-- Thumbnails (issue #24, "thumbnails load small images"): a photo is stored twice, the full one and a small copy
-- the seller's browser makes at upload (480 px on the long side, WebP). Cards, gallery strips, cart lines and the
-- dashboard's thumbnails ask for the small one; the full-screen viewer and the product page's large image for the
-- full one. thumb_url is nullable: seed photos (small SVGs) and rows from before this migration have none, and
-- every reader falls back to image_url.
--
-- The small copy follows the full photo's rules: the same URL form and length limit, and it must be an object the
-- piece's own seller uploaded (public.is_product_photo_of, 003200), so a member cannot show another member's photo
-- as the thumbnail of theirs. An object a piece of its owner still shows as a thumbnail is kept in storage as a
-- full photo is (product_photo_in_use).

alter table public.product_images add column if not exists thumb_url text;
alter table public.product_images
  add constraint product_images_thumb_url_length_check check (char_length(thumb_url) <= 2048);

-- guard_product_image_owner (003200) also checks the thumbnail.
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
  if new.thumb_url is not null and not public.is_product_photo_of(seller, new.thumb_url) then
    raise exception 'Solo puedes usar en tus piezas fotos que tú subiste'
      using errcode = '42501', detail = new.thumb_url;
  end if;
  return new;
end
$$;

drop trigger if exists product_images_own_photo on public.product_images;
create trigger product_images_own_photo
  before insert or update of product_id, image_url, thumb_url on public.product_images
  for each row execute function public.guard_product_image_owner();

create index if not exists product_images_thumb_object_idx
  on public.product_images (public.product_photo_object(thumb_url));

-- product_photo_in_use (003200): a thumbnail a piece of the owner shows counts as in use too.
create or replace function public.product_photo_in_use(owner_id text, object_name text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
      from public.product_images i
      join public.products p on p.id = i.product_id
     where (public.product_photo_object(i.image_url) = object_name
            or public.product_photo_object(i.thumb_url) = object_name)
       and p.seller_id::text = owner_id
  )
$$;
revoke execute on function public.product_photo_in_use(text, text) from public, anon;
grant execute on function public.product_photo_in_use(text, text) to authenticated;

-- update_listing (latest: 003500) takes the thumbnails beside the photos: p_thumb_urls[i] is the small copy of
-- p_image_urls[i], null or '' for none. A photo the piece already showed keeps its thumbnail when none is sent
-- (the edit page hands back kept photos by their full URL only). A client of the 3-argument form keeps working
-- through the default.
drop function if exists public.update_listing(uuid, jsonb, text[]);
create or replace function public.update_listing(
  p_product_id uuid,
  p_changes jsonb,
  p_image_urls text[],
  p_thumb_urls text[] default null
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  next public.products;
  photo_count integer := coalesce(cardinality(p_image_urls), 0);
  kept_thumbs jsonb;
begin
  if photo_count < 1 or photo_count > 6 then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_image_urls) as u(url) where u.url is null or btrim(u.url) = '') then
    raise exception 'Una foto no tiene dirección' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_thumb_urls), 0) > photo_count then
    raise exception 'Hay más miniaturas que fotos' using errcode = '22023';
  end if;
  next := jsonb_populate_record(null::public.products, coalesce(p_changes, '{}'::jsonb));
  update public.products as p
     set title = next.title,
         price = next.price,
         description = next.description,
         condition = next.condition,
         category = next.category,
         subcategory = next.subcategory,
         rarity = next.rarity,
         psa_grade = next.psa_grade,
         signed_by = next.signed_by,
         certifier = next.certifier,
         certificate_number = next.certificate_number,
         stock = next.stock,
         shipping_price = coalesce(next.shipping_price, p.shipping_price)
   where p.id = p_product_id
     and p.seller_id = auth.uid()
     and p.status not in ('sold', 'deleted');
  if not found then
    raise exception 'No pudimos guardar los cambios. Inténtalo de nuevo.' using errcode = '42501';
  end if;
  select jsonb_object_agg(i.image_url, i.thumb_url) into kept_thumbs
    from public.product_images i
   where i.product_id = p_product_id and i.thumb_url is not null;
  delete from public.product_images where product_id = p_product_id;
  insert into public.product_images (product_id, image_url, thumb_url, "order")
  select p_product_id, u.url,
         coalesce(nullif(btrim(p_thumb_urls[u.position]), ''), kept_thumbs ->> u.url),
         (u.position - 1)::integer
    from unnest(p_image_urls) with ordinality as u(url, position);
end
$$;

revoke execute on function public.update_listing(uuid, jsonb, text[], text[]) from public, anon;
grant execute on function public.update_listing(uuid, jsonb, text[], text[]) to authenticated;

-- list_products (latest: 001000) returns each image's thumb_url.
create or replace function public.list_products(
  sort text default 'newest',
  page integer default 1,
  page_size integer default 12,
  filters jsonb default '{}'::jsonb
) returns jsonb
language sql stable
set search_path = ''
as $$
  with params as (
    select
      coalesce(filters, '{}'::jsonb) as f,
      greatest(1, least(coalesce(page_size, 12), 100)) as size,
      greatest(coalesce(page, 1), 1) as page_number,
      nullif(public.search_key(filters ->> 'search'), '') as term,
      case nullif(filters ->> 'category', '')
        when 'trading-cards' then 'cards' when 'sports-memorabilia' then 'memorabilia'
        else nullif(filters ->> 'category', '') end as category_filter,
      ceil((nullif(filters ->> 'minPrice', ''))::numeric * 100)::bigint as min_cents,
      floor((nullif(filters ->> 'maxPrice', ''))::numeric * 100)::bigint as max_cents
  ),
  matched as (
    select p.*, row_number() over (order by
        case when sort = 'price_asc' then p.price_cents end asc,
        case when sort = 'price_desc' then p.price_cents end desc,
        case when sort = 'popular' then p.views end desc,
        case when sort = 'oldest' then p.created_at end asc,
        p.created_at desc) as position
    from public.products p, params
    where p.status = 'published'
      and (params.category_filter is null or p.category = params.category_filter)
      and (nullif(f ->> 'subcategory', '') is null or p.subcategory = f ->> 'subcategory')
      and (nullif(f ->> 'psaGrade', '') is null or p.psa_grade = f ->> 'psaGrade')
      and (nullif(f ->> 'signedBy', '') is null or p.signed_by = f ->> 'signedBy')
      and (nullif(f ->> 'rarity', '') is null or p.rarity = f ->> 'rarity')
      and (nullif(f ->> 'condition', '') is null or p.condition = f ->> 'condition')
      and (params.min_cents is null or p.price_cents >= params.min_cents)
      and (params.max_cents is null or p.price_cents <= params.max_cents)
      and (coalesce((f ->> 'authenticated')::boolean, false) = false or p.is_certified)
      and (coalesce((f ->> 'featured')::boolean, false) = false or p.featured)
      and (params.term is null or p.id in (select s.id from public.search_products(params.term, 100) s))
  )
  select jsonb_build_object(
    'data', coalesce((
      select jsonb_agg(
               (to_jsonb(m) - 'position') || jsonb_build_object('product_images', coalesce((
                 select jsonb_agg(jsonb_build_object('id', i.id, 'image_url', i.image_url, 'thumb_url', i.thumb_url,
                                                   'order', i."order")
                                  order by i."order")
                 from public.product_images i where i.product_id = m.id), '[]'::jsonb))
               order by m.position)
      from matched m, params
      where m.position > (params.page_number - 1) * params.size
        and m.position <= params.page_number * params.size), '[]'::jsonb),
    'count', (select count(*) from matched)
  )
$$;
