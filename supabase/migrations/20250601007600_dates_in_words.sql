-- Dates the database writes into a member's words (notifications and refusals: "Págala antes del …", "El periodo
-- para reclamar terminó el …") read as a person writes them in Mexico, not as a form's field: "3 de diciembre de
-- 2026" and "3 de diciembre de 2026 a las 14:05 (hora del centro)", where they read "03/12/2026" and
-- "03/12/2026 14:05 (hora del centro)". Month names from a list, not to_char's TMMonth, which follows the server's
-- lc_time (English on most hosts). The same signatures, so every caller (close_due_auctions, offer_to_top_bidder,
-- place_bid, open_claim, answer_claim, release_payment) writes the new form without being restated.

create or replace function public.format_day(moment timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select extract(day from local)::int || ' de '
      || (array['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre',
                'noviembre', 'diciembre'])[extract(month from local)::int]
      || ' de ' || extract(year from local)::int
  from (select moment at time zone 'America/Mexico_City' as local) day
$$;

create or replace function public.mx_time(at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select public.format_day(at) || ' a las ' || to_char(at at time zone 'America/Mexico_City', 'HH24:MI')
      || ' (hora del centro)'
$$;
