-- Issue #21: a listing page's cards carry their seller's public badge in the same answer. The catalogue read
-- rpc/list_products, then public_profiles for the page's sellers: a second request (and its CORS preflight) in
-- series before the first card could paint. Each row now has `seller` (the public profile's id, username,
-- display_name, verification_level, is_verified, the columns a card shows), or null when the profile is gone.
-- Redefined from its latest body (20250601004300_photo_thumbnails.sql): thumbnails stay.

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
                 from public.product_images i where i.product_id = m.id), '[]'::jsonb),
               'seller', (
                 select jsonb_build_object('id', s.id, 'username', s.username, 'display_name', s.display_name,
                                           'verification_level', s.verification_level, 'is_verified', s.is_verified)
                 from public.public_profiles s where s.id = m.seller_id))
               order by m.position)
      from matched m, params
      where m.position > (params.page_number - 1) * params.size
        and m.position <= params.page_number * params.size), '[]'::jsonb),
    'count', (select count(*) from matched)
  )
$$;
