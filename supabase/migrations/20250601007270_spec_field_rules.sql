-- Field rules of spec §5 / §9 the database did not hold (audit 2026-12-01, item 8). Checks only, for every writer;
-- NOT VALID so a database holding older rows still migrates (the rule applies to every new or changed row, and the
-- seed is loaded under it):
--   * products: a description is required (20–500 characters was already checked when present);
--   * profiles: a display name has at least 2 characters (at most 100, as before); a sign-up's shorter name falls
--     back to the next candidate (full name, name, the e-mail's local part) instead of failing the sign-up;
--   * waitlist: the name is required; name and e-mail at most 100 characters; the phone at most 15 digits (spaces
--     and a leading + not counted, so both waitlist forms' valid numbers pass);
--   * verification_requests: at least one document (at most 5, as before).

alter table public.products
  add constraint products_description_required check (description is not null) not valid;

alter table public.profiles drop constraint profiles_display_name_check;
alter table public.profiles
  add constraint profiles_display_name_check
  check (char_length(display_name) >= 2 and char_length(display_name) <= 100) not valid;

alter table public.waitlist
  add constraint waitlist_full_name_required check (full_name is not null) not valid,
  add constraint waitlist_email_max_100 check (char_length(email) <= 100) not valid,
  add constraint waitlist_phone_max_15_digits
    check (char_length(regexp_replace(phone, '^\+|\s', '', 'g')) <= 15) not valid;

alter table public.verification_requests
  add constraint verification_requests_documents_required
  check (case when jsonb_typeof(documents -> 'urls') = 'array' then jsonb_array_length(documents -> 'urls') >= 1
              else false end) not valid;

-- restated from 20250601004650: a display name of at least 2 characters
create or replace function public.handle_new_user()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := lower(nullif(btrim(meta ->> 'username'), ''));
  -- the first candidate of at least 2 characters (spec §5), so a short name never fails a sign-up
  shown_name text := (
    select c.name from unnest(array[
      btrim(meta ->> 'display_name'), btrim(meta ->> 'full_name'), btrim(meta ->> 'name'),
      split_part(coalesce(new.email, ''), '@', 1)
    ]) with ordinality as c(name, position)
    where char_length(c.name) >= 2
    order by c.position limit 1
  );
begin
  if wanted_username is not null and (
    public.username_problem(wanted_username) is not null
    or exists (select 1 from public.profiles where username = wanted_username)
  ) then
    wanted_username := null;
  end if;
  insert into public.profiles (id, username, display_name)
  values (new.id, wanted_username, left(shown_name, 100))
  on conflict (id) do nothing;
  return new;
end
$$;
