-- Units a listing offers. A collectible is usually one of a kind, so the default is 1; a seller may list a few
-- identical pieces (a sealed box of packs). The order function decrements it and marks the piece sold at 0.
alter table public.products
  add column if not exists stock integer not null default 1
    constraint products_stock_check check (stock between 0 and 999);
