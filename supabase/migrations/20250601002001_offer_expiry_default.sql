-- An insert may leave out offers.expires_at: guard_offer sets it (now() + 48 hours for a client's offer). The
-- default says so in the catalogue too, so the generated Insert type (npm run gen:types) does not ask clients
-- for a value the trigger overwrites. The default is the trigger's own value.
-- This file sorts before 20250601002600_offer_negotiation.sql, which adds the column with `if not exists`:
-- on a fresh database the column starts here (without a default while existing rows exist, so that migration
-- still gives them created_at + 48 hours); on one where that migration already ran, only the default is new.
alter table public.offers add column if not exists expires_at timestamptz;
alter table public.offers alter column expires_at set default (now() + interval '48 hours');
