-- The shared OrderItemRow type carries a quantity. Every piece is unique, so it is always 1.
alter table public.order_items
  add column if not exists quantity integer not null default 1 check (quantity = 1);
