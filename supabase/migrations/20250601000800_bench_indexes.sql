-- Found by bench/api (100,000 products): the catalog's count, `category=eq.X&price=gte.A&price=lte.B` as
-- anon, read the heap through a bitmap scan (~50 ms). Under RLS the numeric comparisons are not leakproof,
-- so Postgres cannot use price as an index condition nor its statistics; with price stored in this index
-- the count becomes an index-only scan filtering on the index tuples (~7 ms). created_at in key order also
-- gives the per-category "newest" listing an ordered scan.
create index products_published_category_created_idx on public.products (category, created_at desc) include (price)
  where status = 'published';
