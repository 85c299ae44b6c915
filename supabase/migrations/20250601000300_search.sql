-- Accent-insensitive, typo-tolerant title search and the listing function of spec §7.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- unaccent() is only stable (its dictionary could change); naming the dictionary makes the result
-- fixed, so it can feed a generated column and an index.
create or replace function public.immutable_unaccent(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

create or replace function public.search_key(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select lower(public.immutable_unaccent(btrim(value)))
$$;

alter table public.products
  add column search_text text generated always as (public.search_key(title)) stored;

-- search_text serves the typo-tolerant RPC; title's own index makes `title=ilike.*x*` fast.
create index products_search_text_trgm_idx on public.products using gin (search_text extensions.gin_trgm_ops);
create index products_title_trgm_idx on public.products using gin (title extensions.gin_trgm_ops);

-- rpc/search_products: published products whose title contains every word of the query, ignoring
-- accents and case, or resembles it closely ('mesi' finds 'Messi', 'autografo' finds 'Autógrafo').
-- Exact substring matches come first, then the closest, then the newest.
create or replace function public.search_products(query text, max_results integer default 5)
returns setof public.products
language sql stable
set search_path = ''
as $$
  with words as (
    select word
    from regexp_split_to_table(public.search_key(coalesce(query, '')), '\s+') as word
    where word <> ''
  )
  select p.*
  from public.products p
  where p.status = 'published'
    and exists (select 1 from words)
    and not exists (
      select 1 from words w
      where not (
        strpos(p.search_text, w.word) > 0
        or extensions.word_similarity(w.word, p.search_text) >= 0.5
      )
    )
  order by
    (strpos(p.search_text, public.search_key(query)) > 0) desc,
    extensions.word_similarity(public.search_key(query), p.search_text) desc,
    p.created_at desc
  limit greatest(1, least(coalesce(max_results, 5), 100))
$$;

-- rpc/list_products: the listing of spec §7 in one call. Returns {"data": [...], "count": n}; each
-- product carries product_images (id, image_url, order) sorted by order.
--   sort:      'newest' (default) | 'oldest' | 'price_asc' | 'price_desc' | 'popular'
--   page:      1-based; page_size: default 12, at most 100
--   filters:   {category, subcategory, psaGrade, signedBy, rarity, condition, minPrice, maxPrice,
--               authenticated (bool), featured (bool), search} — the listing's query parameters.
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
        else nullif(filters ->> 'category', '') end as category_filter
  ),
  matched as (
    select p.*, row_number() over (order by
        case when sort = 'price_asc' then p.price end asc,
        case when sort = 'price_desc' then p.price end desc,
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
      and (nullif(f ->> 'minPrice', '') is null or p.price >= (f ->> 'minPrice')::numeric)
      and (nullif(f ->> 'maxPrice', '') is null or p.price <= (f ->> 'maxPrice')::numeric)
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
