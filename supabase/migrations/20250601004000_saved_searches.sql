-- Saved searches (issue 24): a member keeps a listing search (its text and the listing's URL filters) under a
-- name; when staff publish a piece that matches it, the owner gets one `saved_search` notification per piece
-- (and, if they asked, an e-mail queued for the saved-search-mail edge function). Paused searches stay quiet.

create table public.saved_searches (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  name text not null,
  -- the listing's `search` parameter; null means every title
  search text,
  -- the other parameters of /products as list_products takes them: category, subcategory, psaGrade, signedBy,
  -- rarity, condition, minPrice, maxPrice (whole pesos), authenticated, featured
  filters jsonb not null default '{}'::jsonb,
  paused boolean not null default false,
  notify_email boolean not null default false,
  created_at timestamptz not null default now(),
  constraint saved_searches_name_check check (char_length(btrim(name)) between 1 and 60),
  constraint saved_searches_search_check check (search is null or char_length(search) <= 100),
  constraint saved_searches_filters_check check (
    jsonb_typeof(filters) = 'object'
    and filters - array['category', 'subcategory', 'psaGrade', 'signedBy', 'rarity', 'condition',
                        'minPrice', 'maxPrice', 'authenticated', 'featured'] = '{}'::jsonb)
);

create index saved_searches_user_idx on public.saved_searches (user_id, created_at);
-- the trigger below reads only the searches that can still notify
create index saved_searches_active_idx on public.saved_searches (user_id) where not paused;

alter table public.saved_searches enable row level security;

-- Only the owner reads and changes their searches; a visitor has no access at all.
create policy "members read their saved searches"
  on public.saved_searches for select to authenticated
  using (user_id = (select auth.uid()));
create policy "members save searches"
  on public.saved_searches for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "members change their saved searches"
  on public.saved_searches for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "members delete their saved searches"
  on public.saved_searches for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.saved_searches from anon, authenticated;
grant select, insert, delete on public.saved_searches to authenticated;
-- owner and creation date are fixed once saved
grant update (name, search, filters, paused, notify_email) on public.saved_searches to authenticated;

-- Names and text are stored trimmed, an empty search text is no search text, and a member keeps at most 20.
create or replace function public.guard_saved_search() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.search := nullif(btrim(coalesce(new.search, '')), '');
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

create trigger saved_searches_guard
  before insert or update on public.saved_searches
  for each row execute function public.guard_saved_search();

-- Does a product match a saved search? The same rules as rpc/list_products: its filters, and for the text
-- the predicate of search_products — every word of search_key(query) is a substring of the title's
-- search_text or a close word (word_similarity >= 0.5), so accents, case and small typos are forgiven.
create or replace function public.saved_search_matches(p public.products, query text, filters jsonb)
returns boolean
language sql stable
set search_path = ''
as $$
  select
    (nullif(f ->> 'category', '') is null
       or p.category = case f ->> 'category'
                         when 'trading-cards' then 'cards' when 'sports-memorabilia' then 'memorabilia'
                         else f ->> 'category' end)
    and (nullif(f ->> 'subcategory', '') is null or p.subcategory = f ->> 'subcategory')
    and (nullif(f ->> 'psaGrade', '') is null or p.psa_grade = f ->> 'psaGrade')
    and (nullif(f ->> 'signedBy', '') is null or p.signed_by = f ->> 'signedBy')
    and (nullif(f ->> 'rarity', '') is null or p.rarity = f ->> 'rarity')
    and (nullif(f ->> 'condition', '') is null or p.condition = f ->> 'condition')
    and (nullif(f ->> 'minPrice', '') is null
         or p.price_cents >= ceil((f ->> 'minPrice')::numeric * 100)::bigint)
    and (nullif(f ->> 'maxPrice', '') is null
         or p.price_cents <= floor((f ->> 'maxPrice')::numeric * 100)::bigint)
    and (coalesce((f ->> 'authenticated')::boolean, false) = false or p.is_certified)
    and (coalesce((f ->> 'featured')::boolean, false) = false or p.featured)
    and not exists (
      select 1
      from regexp_split_to_table(public.search_key(coalesce(query, '')), '\s+') as w(word)
      where w.word <> ''
        and not (strpos(p.search_text, w.word) > 0
                 or extensions.word_similarity(w.word, p.search_text) >= 0.5)
    )
  from (select coalesce(filters, '{}'::jsonb) as f) as params
$$;

-- One row per piece and member that was announced: the guarantee of "at most one notification per piece and
-- member", even if a piece is published again or matches several of the member's searches. email_state is
-- 'none' when the member did not ask for mail, 'pending' until the saved-search-mail function sends it.
create table public.saved_search_matches (
  product_id uuid not null references public.products (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  saved_search_id uuid references public.saved_searches (id) on delete set null,
  email_state text not null default 'none' check (email_state in ('none', 'pending', 'sent')),
  created_at timestamptz not null default now(),
  primary key (product_id, user_id)
);

create index saved_search_matches_mail_idx on public.saved_search_matches (product_id) where email_state = 'pending';

alter table public.saved_search_matches enable row level security;
-- nobody reads or writes it through the API: the trigger and the mail function's RPC (definer) do
revoke all on public.saved_search_matches from anon, authenticated;

alter table public.notifications drop constraint if exists notifications_type_check;
alter table public.notifications add constraint notifications_type_check
  check (type in ('order', 'message', 'PRICE_ALERT', 'offer', 'offer_response', 'system', 'auction', 'other',
                  'saved_search'));

-- When a piece becomes published (a staff decision: pending or rejected -> published; a sold piece put back on
-- sale by a cancelled order was already announced), every active saved search of another member that matches
-- it yields one notification per member, for the oldest matching search.
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
  for hit in
    select distinct on (s.user_id) s.id, s.user_id, s.name, s.notify_email
    from public.saved_searches s
    where not s.paused
      and s.user_id <> new.seller_id
      and public.saved_search_matches(new, s.search, s.filters)
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
  return null;
end
$$;

create trigger products_notify_saved_searches
  after update of status on public.products
  for each row
  when (new.status = 'published' and old.status is distinct from new.status)
  execute function public.notify_saved_searches();

-- rpc/claim_saved_search_emails: the e-mails still owed for a published piece, marked sent as they are handed
-- out (so two calls never mail twice). Staff call it through the saved-search-mail function right after they
-- publish; nobody else may, since it reveals members' addresses.
create or replace function public.claim_saved_search_emails(product uuid)
returns table (email text, search_name text, product_id uuid, product_title text, price_cents bigint)
language plpgsql security definer
set search_path = ''
as $$
begin
  if not coalesce((select public.is_trusted()), false) then
    raise exception 'Solo el equipo de Vitrina puede enviar estos avisos' using errcode = '42501';
  end if;
  return query
  with claimed as (
    update public.saved_search_matches m
    set email_state = 'sent'
    where m.product_id = product and m.email_state = 'pending'
    returning m.user_id, m.saved_search_id, m.product_id
  )
  select u.email::text, coalesce(s.name, ''), p.id, p.title, p.price_cents
  from claimed c
  join auth.users u on u.id = c.user_id
  join public.products p on p.id = c.product_id
  left join public.saved_searches s on s.id = c.saved_search_id
  where u.email is not null;
end
$$;
revoke execute on function public.claim_saved_search_emails(uuid) from public, anon;
grant execute on function public.claim_saved_search_emails(uuid) to authenticated;
