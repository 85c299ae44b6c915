-- The catalog's price filters, indexable under RLS (bench/api finding 1).
-- As anon or authenticated, Postgres keeps every qual that is not leakproof behind the RLS policy: it is
-- neither an index condition nor estimated from column statistics. `numeric >= / <=` are not leakproof, so
-- `price=gte.500&price=lte.20000` read every row of the category and was estimated at one row (a bitmap heap
-- scan of 25,000 rows + top-N sort for a 20-row page, 30–60 ms on 100,000 products). Integer comparisons are
-- leakproof: the same filter on an integer column is an index condition with real estimates.

-- Whole cents, exact because price has two decimals. Generated, so no client (nor trigger) can set it apart
-- from price; filters: `price_cents=gte.50000&price_cents=lte.2000000` is `price` 500 to 20,000 MXN.
alter table public.products
  add column price_cents bigint generated always as ((price * 100)::bigint) stored;

-- Count of a category listing: an index-only scan over exactly the rows in the price range. The included
-- columns are the listing's other filters (spec §7), so adding any of them keeps the count index-only.
create index products_published_category_price_idx on public.products (category, price_cents)
  include (condition, rarity, is_certified, featured)
  where status = 'published';

-- Count of a listing without category, price ranges of any listing with a narrow range (then sorted), and
-- `order=price_cents.asc|desc`. Replaces the index on price, which anon and users cannot filter on.
create index products_published_price_cents_idx on public.products (price_cents)
  include (category, condition, rarity, is_certified, featured)
  where status = 'published';

-- Pages, newest first: an ordered scan that stops after the page. price_cents is a key column, not an INCLUDE,
-- so the price range is checked on the index entries (Index Cond) and only matching rows are read from the
-- heap. This also keeps prepared statements fast: their generic plan estimates a range of unknown bounds at
-- 0.5% of the rows and, with price_cents only included, chose a bitmap scan + sort of every matching row
-- (11,805 for the catalog's listing: 38–43 ms a transaction in bench/sql-floor) over the ordered scan (0.3 ms).
create index products_published_category_created_cents_idx on public.products (category, created_at desc, price_cents)
  where status = 'published';
create index products_published_created_cents_idx on public.products (created_at desc, price_cents)
  where status = 'published';

-- Superseded: the same keys without price_cents (one including price, which RLS keeps out of the index), and
-- price itself.
drop index if exists public.products_published_category_created_idx;
drop index if exists public.products_published_created_idx;
drop index if exists public.products_published_price_idx;

-- rpc/list_products compares prices too: the same comparisons on price_cents, so its filters are indexable
-- and estimated under RLS as well. Exact: price >= x  ⇔  price_cents >= ceil(100 x), and <= with floor.
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
                 select jsonb_agg(jsonb_build_object('id', i.id, 'image_url', i.image_url, 'order', i."order")
                                  order by i."order")
                 from public.product_images i where i.product_id = m.id), '[]'::jsonb))
               order by m.position)
      from matched m, params
      where m.position > (params.page_number - 1) * params.size
        and m.position <= params.page_number * params.size), '[]'::jsonb),
    'count', (select count(*) from matched)
  )
$$;
