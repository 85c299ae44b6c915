-- rpc/search_products without scanning the catalogue (bench/api finding 2: 3–7 s over 100,000 products).
-- The old body tested `strpos(...) or word_similarity(...) >= 0.5` on every published row, then sorted every
-- match. Now the trigram GIN index (products_search_text_trgm_idx) finds a bounded pool of candidates and
-- only that pool is ranked:
--   1. exact pool: titles containing the whole query (`like '%query%'`), at most `pool` rows;
--   2. only if that gives fewer than max_results: titles where every word is a substring or a close word
--      (`like '%word%' or search_text %> word`, word_similarity >= 0.5), at most `pool` rows.
-- Ranking inside the pool is unchanged: exact substring first, then word_similarity to the query, then newest.
-- Exact matches always come first; when thousands of titles match equally well, which `pool` of them are
-- ranked is up to the index (the old "newest first" among ties held over all matches).

-- `like` treats \ % _ as special; the search matches them literally, as strpos did.
create or replace function public.search_like_escape(value text) returns text
language sql immutable parallel safe strict
set search_path = ''
as $$
  select replace(replace(replace(value, '\', '\\'), '%', '\%'), '_', '\_')
$$;

-- Finds the candidates as the owner: as anon, RLS keeps non-leakproof quals (`like`, `%>`) from being
-- index conditions, which would mean a sequential scan again. It returns ids of published products only —
-- rows every role may already read — and search_products reads the rows themselves as the caller, so RLS
-- still decides what is returned.
create or replace function public.search_product_ids(query text, max_results integer default 5)
returns uuid[]
language plpgsql stable security definer
set search_path = ''
-- `%>` means word_similarity >= this threshold (the old body's 0.5); restored when the function returns.
set pg_trgm.word_similarity_threshold = 0.5
-- switched off below only around the fuzzy pool, restored when the function returns
set enable_seqscan = on
set enable_indexscan = on
as $$
declare
  key text := public.search_key(coalesce(query, ''));
  words text[];
  n integer := greatest(1, least(coalesce(max_results, 5), 100));
  -- candidates ranked per pool; 4 × the answer leaves room to reorder, 40 keeps small answers well ranked
  pool integer := greatest(4 * n, 40);
  exact_ids uuid[];
  fuzzy_ids uuid[] := '{}';
  word_conditions text;
  result uuid[];
begin
  words := array(select w from regexp_split_to_table(key, '\s+') as w where w <> '');
  if cardinality(words) = 0 then
    return '{}';
  end if;
  key := array_to_string(words, ' ');

  -- Dynamic SQL so every statement is planned with the literal query: a generic plan cannot tell a common
  -- substring (scan until `pool` rows, < 1 ms) from a rare one (bitmap on the trigram index).
  execute format(
    'select array(select p.id from public.products p
                  where p.status = ''published'' and p.search_text like %L limit %s)',
    '%' || public.search_like_escape(key) || '%', pool)
  into exact_ids;

  if cardinality(exact_ids) < n then
    select string_agg(format('(p.search_text like %L or p.search_text operator(extensions.%%>) %L)',
                             '%' || public.search_like_escape(w) || '%', w), ' and ')
    into word_conditions
    from unnest(words) as w;
    -- The planner prices `%>` like a cheap operator, so with a LIMIT it prefers walking a table or b-tree
    -- and computing word_similarity row by row (65–75 ms for 'mesi' or 'balon mundial' on 100,000 rows)
    -- over the trigram bitmap (2–16 ms).
    perform set_config('enable_seqscan', 'off', true);
    perform set_config('enable_indexscan', 'off', true);
    execute format(
      'select array(select p.id from public.products p
                    where p.status = ''published'' and %s and not (p.id = any($1)) limit %s)',
      word_conditions, pool)
    into fuzzy_ids
    using exact_ids;
    perform set_config('enable_seqscan', 'on', true);
    perform set_config('enable_indexscan', 'on', true);
  end if;

  select array(
    select p.id
    from public.products p
    where p.id = any(exact_ids || fuzzy_ids) and p.status = 'published'
    order by
      (strpos(p.search_text, key) > 0) desc,
      extensions.word_similarity(key, p.search_text) desc,
      p.created_at desc
    limit n)
  into result;
  return result;
end
$$;

-- Same name, arguments, defaults and result as before (`setof products`, so embeds and filters still work);
-- still security invoker: the rows come from products under the caller's RLS, in the order ranked above.
create or replace function public.search_products(query text, max_results integer default 5)
returns setof public.products
language sql stable
set search_path = ''
as $$
  select p.*
  from unnest(public.search_product_ids(query, max_results)) with ordinality as found(id, position)
  join public.products p on p.id = found.id
  where p.status = 'published'
  order by found.position
$$;
