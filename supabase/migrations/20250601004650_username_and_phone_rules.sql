-- One rule for usernames and one for phones, the same in the database and in every form.
--
-- Usernames: a username is the address of its seller page (/sellers/<username>), so it holds what an address
-- carries as it is: 3 to 30 characters of lowercase letters without accents, digits, point, hyphen and underscore,
-- starting with a letter or a digit. Capitals are stored lowercase (one seller page per name, whatever the case);
-- anything else (spaces, accents, emoji) is refused with the reason, and a name that is too long with the limit.
-- "ana lópez 😀" was accepted and gave a page address with spaces and emoji.
-- Phones: + then 9 to 14 digits (spec §5: 10 to 15 characters), spaces ignored: " +52 55 1234 5678 " is stored
-- as "+525512345678" (it was refused as not starting with "+").
-- Phones already stored passed the old check, which allowed no spaces. Usernames already stored that break the
-- rule become their closest form (accents dropped, other characters
-- turned into "_", cut at 30), or `usuario_<part of the id>` when that is taken or too short.

-- What is wrong with a username, in Spanish, or null when it is a good one (as stored: trimmed and lowercased).
create or replace function public.username_problem(username text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when username is null then null
    when char_length(username) < 3 then 'El nombre de usuario debe tener al menos 3 caracteres'
    when char_length(username) > 30 then 'El nombre de usuario puede tener hasta 30 caracteres'
    when username !~ '^[a-z0-9][a-z0-9_.-]*$' then
      'El nombre de usuario es la dirección de tu página de vendedor: usa solo letras sin acentos, números, '
      || 'punto, guion o guion bajo (sin espacios ni emojis), empezando con letra o número'
  end
$$;

-- guard_profile (003800) restated: the username is stored lowercased and checked, the phone without spaces and
-- checked, each with its Spanish reason (23514), for every writer.
create or replace function public.guard_profile() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  -- Spec §5: an empty phone is stored as null; spaces in it do not count.
  new.phone_number := nullif(regexp_replace(coalesce(new.phone_number, ''), '\s', '', 'g'), '');
  new.username := lower(nullif(btrim(new.username), ''));
  new.display_name := nullif(btrim(new.display_name), '');
  if tg_op = 'INSERT' or new.username is distinct from old.username then
    problem := public.username_problem(new.username);
    if problem is not null then
      raise exception '%', problem using errcode = '23514', detail = 'username';
    end if;
  end if;
  if (tg_op = 'INSERT' or new.phone_number is distinct from old.phone_number)
     and new.phone_number !~ '^\+[0-9]{9,14}$' then
    raise exception 'El teléfono debe empezar con + y llevar de 9 a 14 dígitos (los espacios no cuentan), por ejemplo +525512345678'
      using errcode = '23514', detail = 'phone_number';
  end if;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.is_verified := false;
    new.identity_verified := false;
    new.verification_level := 'unverified';
    new.rating := 0;
    new.sales_count := 0;
    new.review_count := 0;
  elsif (new.id, new.is_verified, new.identity_verified, new.verification_level, new.rating, new.sales_count,
         new.review_count, new.created_at)
        is distinct from
        (old.id, old.is_verified, old.identity_verified, old.verification_level, old.rating, old.sales_count,
         old.review_count, old.created_at) then
    raise exception 'No puedes modificar tu verificación, calificación ni ventas'
      using errcode = '42501';
  end if;
  return new;
end
$$;

-- handle_new_user (000200) restated: a username asked for at sign-up is kept only when it passes the rule and is
-- free (a sign-up never fails because of profile data).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  wanted_username text := lower(nullif(btrim(meta ->> 'username'), ''));
  shown_name text := coalesce(
    nullif(btrim(meta ->> 'display_name'), ''),
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(btrim(meta ->> 'name'), ''),
    nullif(split_part(coalesce(new.email, ''), '@', 1), '')
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

-- Rows stored before the rule.
do $$
declare
  r record;
  candidate text;
begin
  for r in
    select p.id, p.username from public.profiles p
    where p.username is not null and public.username_problem(p.username) is not null
    order by p.created_at, p.id
  loop
    candidate := left(regexp_replace(
      regexp_replace(lower(public.immutable_unaccent(btrim(r.username))), '[^a-z0-9_.-]+', '_', 'g'),
      '^[_.-]+', ''), 30);
    if public.username_problem(candidate) is not null
       or exists (select 1 from public.profiles o where o.username = candidate and o.id <> r.id) then
      candidate := 'usuario_' || left(replace(r.id::text, '-', ''), 12);
    end if;
    update public.profiles set username = candidate where id = r.id;
  end loop;
end
$$;

alter table public.profiles
  add constraint profiles_username_url_safe check (username ~ '^[a-z0-9][a-z0-9_.-]{2,29}$');
