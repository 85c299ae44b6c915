-- A saved search can never stop a publication.
--
-- saved_search_matches cast a search's stored filter values (numeric, boolean) inside the publication's own
-- transaction (trigger notify_saved_searches): one member's `{"minPrice": "abc"}` made every publication fail
-- with 22P02. Now
--   * each filter is checked when a search is saved or changed (guard_saved_search): the values the listing
--     takes (its categories, collections and options, a price of 0 to 1,000,000 pesos with at most two
--     decimals, the minimum not above the maximum, true or false for the switches), with a Spanish refusal;
--   * matching never casts an unchecked value: a search whose filters do not pass the same check is skipped,
--     and recorded in saved_search_skips (one row per search, its latest problem) instead of raising; should
--     anything else still go wrong while announcing, the announcements of that piece are dropped with a warning
--     and the publication stands;
--   * searches already stored with such values lose the filters that do not pass (a search left inconsistent,
--     e.g. a collection without its category, is deleted).

-- What is wrong with one filter of a search, in Spanish, or null when it is a value the listing takes. `filters`
-- is the whole object, for the rules that relate two filters.
create or replace function public.saved_search_filter_problem(key text, value jsonb, filters jsonb)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  kind text := jsonb_typeof(value);
  txt text := value #>> '{}';
  category text;
  amount numeric;
begin
  if value is null or kind = 'null' or (kind = 'string' and btrim(txt) = '') then
    return null;
  end if;
  case key
    when 'category' then
      if kind <> 'string' or txt not in ('cards', 'jerseys', 'memorabilia', 'equipment', 'trading-cards',
                                         'sports-memorabilia') then
        return 'La categoría de la búsqueda no existe en el catálogo';
      end if;
    when 'subcategory' then
      category := case filters ->> 'category'
                    when 'trading-cards' then 'cards' when 'sports-memorabilia' then 'memorabilia'
                    else filters ->> 'category' end;
      if kind <> 'string' or category is null or not (
        (category = 'cards' and txt in
          ('basketball', 'baseball', 'football', 'soccer', 'rookie', 'limited', 'signed', 'vintage'))
        or (category = 'jerseys' and txt in
          ('nba', 'mlb', 'nfl', 'soccer', 'match-worn', 'signed', 'retro', 'commemorative'))
        or (category = 'memorabilia' and txt in
          ('photos', 'balls', 'gear', 'posters', 'super-bowl', 'nba-finals', 'world-series', 'world-cup'))
        or (category = 'equipment' and txt in
          ('basketball', 'baseball', 'football', 'soccer', 'limited', 'commemorative', 'signed', 'historical'))
      ) then
        return 'La colección de la búsqueda no pertenece a su categoría';
      end if;
    when 'psaGrade' then
      if kind <> 'string' or txt not in ('psa_6', 'psa_7', 'psa_8', 'psa_9', 'psa_10') then
        return 'La calificación PSA de la búsqueda no existe';
      end if;
    when 'signedBy' then
      if kind <> 'string' or txt not in ('player', 'team', 'coach', 'legend') then
        return 'El filtro de firma de la búsqueda no existe';
      end if;
    when 'rarity' then
      if kind <> 'string' or txt not in ('common', 'uncommon', 'rare', 'ultra_rare', 'legendary') then
        return 'La rareza de la búsqueda no existe';
      end if;
    when 'condition' then
      if kind <> 'string' or txt not in ('new', 'excellent', 'good', 'fair', 'poor') then
        return 'La condición de la búsqueda no existe';
      end if;
    when 'minPrice', 'maxPrice' then
      -- digits only (no exponent, sign, NaN or Infinity), so the cast below cannot fail
      if kind in ('string', 'number') and txt ~ '^\s*[0-9]{1,7}(\.[0-9]{1,2})?\s*$' then
        amount := btrim(txt)::numeric;
      end if;
      if amount is null or amount > 1000000 then
        return format('El precio %s de la búsqueda debe ser un número de 0 a 1,000,000 pesos, con hasta dos decimales',
                      case key when 'minPrice' then 'mínimo' else 'máximo' end);
      end if;
      if key = 'maxPrice' and filters ->> 'minPrice' ~ '^\s*[0-9]{1,7}(\.[0-9]{1,2})?\s*$' then
        if btrim(filters ->> 'minPrice')::numeric > amount then
          return 'El precio mínimo de la búsqueda no puede ser mayor que el máximo';
        end if;
      end if;
    when 'authenticated', 'featured' then
      if not (kind = 'boolean' or (kind = 'string' and txt in ('true', 'false'))) then
        return format('El filtro "%s" de la búsqueda solo admite sí o no',
                      case key when 'authenticated' then 'autenticado' else 'destacado' end);
      end if;
    else
      -- any other key is refused by the table's check (saved_searches_filters_check)
      null;
  end case;
  return null;
end
$$;

-- The first problem of a search's filters, or null when the listing takes them all.
create or replace function public.saved_search_filters_problem(filters jsonb) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when filters is null then null
    when jsonb_typeof(filters) <> 'object' then 'Los filtros de la búsqueda no son válidos'
    else (
      select public.saved_search_filter_problem(e.key, e.value, filters)
      from jsonb_each(filters) as e(key, value)
      where public.saved_search_filter_problem(e.key, e.value, filters) is not null
      order by e.key
      limit 1)
  end
$$;

-- guard_saved_search (004000) restated: the filters are checked too, for every writer.
create or replace function public.guard_saved_search() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
begin
  new.name := btrim(new.name);
  new.search := nullif(btrim(coalesce(new.search, '')), '');
  if tg_op = 'INSERT' or new.filters is distinct from old.filters then
    problem := public.saved_search_filters_problem(new.filters);
    if problem is not null then
      raise exception '%', problem using errcode = '23514';
    end if;
  end if;
  if tg_op = 'INSERT' then
    -- serialises two saves of the same member, so both cannot pass the count at 19
    perform pg_advisory_xact_lock(hashtext('saved_searches:' || new.user_id::text));
    if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 20 then
      raise exception 'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.'
        using errcode = '23514';
    end if;
  end if;
  return new;
end
$$;

-- saved_search_matches (004000) restated: it reads only checked values (the caller skips searches whose filters
-- have a problem) and compares the switches as text, so even an unchecked value yields "no match", never an error.
create or replace function public.saved_search_matches(p public.products, query text, filters jsonb)
returns boolean
language sql stable
set search_path = ''
as $$
  select
    public.saved_search_filters_problem(f) is null
    and (nullif(f ->> 'category', '') is null
       or p.category = case f ->> 'category'
                         when 'trading-cards' then 'cards' when 'sports-memorabilia' then 'memorabilia'
                         else f ->> 'category' end)
    and (nullif(f ->> 'subcategory', '') is null or p.subcategory = f ->> 'subcategory')
    and (nullif(f ->> 'psaGrade', '') is null or p.psa_grade = f ->> 'psaGrade')
    and (nullif(f ->> 'signedBy', '') is null or p.signed_by = f ->> 'signedBy')
    and (nullif(f ->> 'rarity', '') is null or p.rarity = f ->> 'rarity')
    and (nullif(f ->> 'condition', '') is null or p.condition = f ->> 'condition')
    and (nullif(btrim(f ->> 'minPrice'), '') is null
         or p.price_cents >= case when f ->> 'minPrice' ~ '^\s*[0-9]{1,7}(\.[0-9]{1,2})?\s*$'
                                  then ceil(btrim(f ->> 'minPrice')::numeric * 100)::bigint end)
    and (nullif(btrim(f ->> 'maxPrice'), '') is null
         or p.price_cents <= case when f ->> 'maxPrice' ~ '^\s*[0-9]{1,7}(\.[0-9]{1,2})?\s*$'
                                  then floor(btrim(f ->> 'maxPrice')::numeric * 100)::bigint end)
    and (coalesce(f ->> 'authenticated', '') <> 'true' or p.is_certified)
    and (coalesce(f ->> 'featured', '') <> 'true' or p.featured)
    and not exists (
      select 1
      from regexp_split_to_table(public.search_key(coalesce(query, '')), '\s+') as w(word)
      where w.word <> ''
        and not (strpos(p.search_text, w.word) > 0
                 or extensions.word_similarity(w.word, p.search_text) >= 0.5)
    )
  from (select coalesce(filters, '{}'::jsonb) as f) as params
$$;

-- Searches a publication skipped because their filters do not pass the check: one row per search, its latest
-- problem and the piece it was skipped for. Nobody reads it through the API; operators look here.
create table if not exists public.saved_search_skips (
  saved_search_id uuid primary key references public.saved_searches (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  problem text not null,
  skipped_at timestamptz not null default now()
);
alter table public.saved_search_skips enable row level security;
revoke all on public.saved_search_skips from anon, authenticated;

-- notify_saved_searches (004400) restated: searches with a problem are recorded and skipped; any other failure
-- while announcing drops this piece's announcements with a warning, never the publication.
create or replace function public.notify_saved_searches() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  hit record;
begin
  if new.status <> 'published' or old.status not in ('pending', 'rejected') then
    return null;
  end if;
  begin
    with candidates as materialized (
      select s.id, public.saved_search_filters_problem(s.filters) as problem
      from public.saved_searches s
      where not s.paused
        and s.match_category in ('', new.category)
        and s.match_min_cents <= new.price_cents
        and s.match_max_cents >= new.price_cents
        and s.user_id <> new.seller_id
    )
    insert into public.saved_search_skips (saved_search_id, product_id, problem)
    select c.id, new.id, c.problem from candidates c where c.problem is not null
    on conflict (saved_search_id) do update
      set product_id = excluded.product_id, problem = excluded.problem, skipped_at = now();

    for hit in
      with candidates as materialized (
        select s.*
        from public.saved_searches s
        where not s.paused
          and s.match_category in ('', new.category)
          and s.match_min_cents <= new.price_cents
          and s.match_max_cents >= new.price_cents
          and s.user_id <> new.seller_id
      )
      select distinct on (s.user_id) s.id, s.user_id, s.name, s.notify_email
      from candidates s
      where public.saved_search_matches(new, s.search, s.filters)
      order by s.user_id, s.created_at, s.id
    loop
      insert into public.saved_search_matches (product_id, user_id, saved_search_id, email_state)
      values (new.id, hit.user_id, hit.id, case when hit.notify_email then 'pending' else 'none' end)
      on conflict (product_id, user_id) do nothing;
      if found then
        perform public.notify_user(
          hit.user_id, 'saved_search',
          left(format('Nueva pieza para "%s"', hit.name), 200),
          format('"%s" ya está a la venta en Vitrina.', new.title), new.id);
      end if;
    end loop;
  exception when others then
    raise warning 'saved searches not announced for product %: % (%)', new.id, sqlerrm, sqlstate;
  end;
  return null;
end
$$;

-- Searches stored before the check: each filter that does not pass is removed; a search still not valid after
-- that (a collection left without its category) is deleted. Returns how many searches it changed or deleted.
create or replace function public.clean_saved_search_filters() returns integer
language plpgsql
set search_path = ''
as $$
declare
  changed integer;
  deleted integer;
begin
  update public.saved_searches s
  set filters = (
    select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
    from jsonb_each(s.filters) as e(key, value)
    where public.saved_search_filter_problem(e.key, e.value, s.filters) is null
  )
  where jsonb_typeof(s.filters) = 'object' and public.saved_search_filters_problem(s.filters) is not null;
  get diagnostics changed = row_count;
  delete from public.saved_searches s where public.saved_search_filters_problem(s.filters) is not null;
  get diagnostics deleted = row_count;
  return changed + deleted;
end
$$;
revoke execute on function public.clean_saved_search_filters() from public, anon, authenticated;

select public.clean_saved_search_filters();
