-- Money takes two decimals (centavos), and a typed amount with more is refused, not rounded.
--
-- The money columns were numeric(12, 2): the value is rounded to the column's scale before any trigger sees it, so
-- a price alert of 15000.999 was saved as $15,001 without a word. The columns members type into are now plain
-- numeric (their range checks stay), a trigger per table refuses an amount with more than two decimals in Spanish
-- (23514) and stores the rest with exactly two, as before:
--   products.price, products.shipping_price   (the sell form over REST, rpc/update_listing)
--   offers.amount, offers.counter_amount      (the offer and counter dialogs)
--   price_alerts.target_price                 (the price alert form)
-- products.price_cents is generated from price, which Postgres does not let change type under it: it is dropped and
-- added again with the same expression, and its indexes (whatever migrations made them) are rebuilt from their own
-- definitions. products_track_price names price in its column list and is dropped and made again likewise.

drop trigger if exists products_track_price on public.products;

do $$
declare
  index_defs text[];
  index_def text;
begin
  select coalesce(array_agg(pg_get_indexdef(i.indexrelid) order by c.relname), '{}')
    into index_defs
    from pg_index i
    join pg_class c on c.oid = i.indexrelid
   where i.indrelid = 'public.products'::regclass
     and exists (
       select 1 from pg_attribute a
        where a.attrelid = i.indrelid and a.attname = 'price_cents' and a.attnum = any (i.indkey::int2[]));
  alter table public.products drop column price_cents;
  alter table public.products alter column price type numeric;
  alter table public.products
    add column price_cents bigint generated always as ((price * 100)::bigint) stored;
  foreach index_def in array index_defs loop
    execute index_def;
  end loop;
end
$$;

create trigger products_track_price
  after insert or update of price on public.products
  for each row execute function public.track_product_price();

alter table public.products alter column shipping_price type numeric;
alter table public.offers alter column amount type numeric;
alter table public.offers alter column counter_amount type numeric;
alter table public.price_alerts alter column target_price type numeric;

-- Triggers of one event fire in name order: these `…_cents` ones come before each table's `…_guard`, so an amount
-- with too many decimals is told as such, before any rule compares it.
create or replace function public.products_money_decimals() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.price <> round(new.price, 2) then
    raise exception 'El precio lleva a lo más dos decimales (centavos)' using errcode = '23514';
  end if;
  if new.shipping_price <> round(new.shipping_price, 2) then
    raise exception 'El costo de envío lleva a lo más dos decimales (centavos)' using errcode = '23514';
  end if;
  new.price := round(new.price, 2);
  new.shipping_price := round(new.shipping_price, 2);
  return new;
end
$$;

drop trigger if exists products_cents on public.products;
create trigger products_cents
  before insert or update of price, shipping_price on public.products
  for each row execute function public.products_money_decimals();

create or replace function public.offers_money_decimals() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.amount <> round(new.amount, 2) then
    raise exception 'El monto de la oferta lleva a lo más dos decimales (centavos)' using errcode = '23514';
  end if;
  if new.counter_amount <> round(new.counter_amount, 2) then
    raise exception 'La contraoferta lleva a lo más dos decimales (centavos)' using errcode = '23514';
  end if;
  new.amount := round(new.amount, 2);
  new.counter_amount := round(new.counter_amount, 2);
  return new;
end
$$;

drop trigger if exists offers_cents on public.offers;
create trigger offers_cents
  before insert or update of amount, counter_amount on public.offers
  for each row execute function public.offers_money_decimals();

create or replace function public.price_alerts_money_decimals() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.target_price <> round(new.target_price, 2) then
    raise exception 'El precio objetivo lleva a lo más dos decimales (centavos)' using errcode = '23514';
  end if;
  new.target_price := round(new.target_price, 2);
  return new;
end
$$;

drop trigger if exists price_alerts_cents on public.price_alerts;
create trigger price_alerts_cents
  before insert or update of target_price on public.price_alerts
  for each row execute function public.price_alerts_money_decimals();

-- The same rule as a check, for any writer a trigger would not see (triggers disabled by an operator).
alter table public.products
  add constraint products_price_cents_only check (price = round(price, 2) and shipping_price = round(shipping_price, 2));
alter table public.offers
  add constraint offers_amount_cents_only check (amount = round(amount, 2) and counter_amount = round(counter_amount, 2));
alter table public.price_alerts
  add constraint price_alerts_target_cents_only check (target_price = round(target_price, 2));
