-- The listing finds auctions: filter `auction` (true: pieces whose auction is open and not past its end, scheduled
-- ones included), sort `ending_soon` (open auctions by their end, soonest first, other pieces after, newest
-- first), and each row carries `auction` (the piece's latest auction that was not cancelled: id, status, phase,
-- starts_at, ends_at, starting_price, current_price, bid_count, has_reserve, reserve_met) or null, so a card shows
-- the current bid and the time left. Redefined from its latest body (20250601004500_listing_sellers.sql).

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
        case when sort = 'ending_soon' then (
          select min(a.ends_at) from public.auctions a where a.product_id = p.id and a.status = 'open') end asc nulls last,
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
