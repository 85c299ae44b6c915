-- price is not null, so price_cents (price × 100, generated) never is either. Saying so in the catalogue lets the
-- generated types (npm run gen:types) read it as a number, as the listing's sorts and filters use it.
alter table public.products alter column price_cents set not null;
