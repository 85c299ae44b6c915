-- The listing of one seller: list_products' `filters` take `seller_id` (the seller's uuid) and `seller_username`
-- (the username of their page's address, /sellers/<username>), so the seller page reads its pieces through the
-- listing's own function and its cards show what the listing's show (the seller's badge, the auction's phase by the
-- database's clock, the photos in order). The page knows only the username when it starts its reads: by username,
-- its pieces leave with its profile, reviews and claims in one round. A value that names nobody (a `seller_id` that
-- is no uuid, a username no profile has) lists nothing, as an unknown category does. Everything else is unchanged:
-- only published pieces, the caller's own rights (security invoker). Redefined from its latest body
-- (20250601005510_auction_listing.sql).

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
      floor((nullif(filters ->> 'maxPrice', ''))::numeric * 100)::bigint as max_cents,
      -- a text that is no uuid is nobody's id, not an error (case: the cast only runs on a uuid's text)
      case when filters ->> 'seller_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        then (filters ->> 'seller_id')::uuid end as seller_uuid,
      (select s.id from public.public_profiles s
        where s.username = nullif(filters ->> 'seller_username', '')) as seller_of_username
  ),
  matched as (
    select p.*, row_number() over (order by
        case when sort = 'price_asc' then p.price_cents end asc,
        case when sort = 'price_desc' then p.price_cents end desc,
        case when sort = 'popular' then p.views end desc,
        case when sort = 'oldest' then p.created_at end asc,
        case when sort = 'ending_soon' then (
          select min(a.ends_at) from public.auctions a where a.product_id = p.id and a.status = 'open') end asc nulls last,
        p.created_at desc) as position
    from public.products p, params
    where p.status = 'published'
      and (nullif(f ->> 'seller_id', '') is null or p.seller_id = params.seller_uuid)
      and (nullif(f ->> 'seller_username', '') is null or p.seller_id = params.seller_of_username)
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
      and (coalesce((f ->> 'auction')::boolean, false) = false or exists (
            select 1 from public.auctions a
            where a.product_id = p.id and a.status = 'open' and a.ends_at > public.app_now()))
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
                 from public.public_profiles s where s.id = m.seller_id),
               'auction', (
                 select jsonb_build_object('id', a.id, 'status', a.status, 'phase', public.auction_phase(a),
                                           'starts_at', a.starts_at, 'ends_at', a.ends_at,
                                           'starting_price', a.starting_price, 'current_price', a.current_price,
                                           'bid_count', a.bid_count, 'has_reserve', a.has_reserve,
                                           'reserve_met', a.reserve_met)
                 from public.auctions a where a.product_id = m.id and a.status <> 'cancelled'
                 order by a.created_at desc limit 1))
               order by m.position)
      from matched m, params
      where m.position > (params.page_number - 1) * params.size
        and m.position <= params.page_number * params.size), '[]'::jsonb),
    'count', (select count(*) from matched)
  )
$$;
