-- Publishing a piece ran saved_search_matches (the word test, with word_similarity) on every active saved search
-- of every member. The searches now carry their category and price bounds as stored columns, computed from
-- `filters` exactly as saved_search_matches reads them, with an index over the active ones: the trigger first takes
-- the searches whose category and price range admit the piece (an index range scan), and only those get the full
-- test. saved_search_matches stays the one rule; the columns only narrow who is asked.

-- '' = any category; the listing's aliases folded as in saved_search_matches
alter table public.saved_searches
  add column match_category text not null generated always as (
    case coalesce(filters ->> 'category', '')
      when 'trading-cards' then 'cards'
      when 'sports-memorabilia' then 'memorabilia'
      else coalesce(filters ->> 'category', '')
    end) stored,
  -- price bounds in centavos, open ends as the widest bigint; a bound that is not a number leaves that end open
  -- here (saved_search_matches still decides), so a strange value never hides a search nor breaks a publication
  add column match_min_cents bigint not null generated always as (
    case when filters ->> 'minPrice' ~ '^\s*[0-9]+(\.[0-9]+)?\s*$'
         then ceil((filters ->> 'minPrice')::numeric * 100)::bigint
         else -9223372036854775808 end) stored,
  add column match_max_cents bigint not null generated always as (
    case when filters ->> 'maxPrice' ~ '^\s*[0-9]+(\.[0-9]+)?\s*$'
         then floor((filters ->> 'maxPrice')::numeric * 100)::bigint
         else 9223372036854775807 end) stored;

-- the candidates of a publication: active searches of the piece's category or of any, whose minimum admits its price
create index saved_searches_candidates_idx
  on public.saved_searches (match_category, match_min_cents, match_max_cents)
  where not paused;

-- notify_saved_searches from 20250601004000 (its latest body), with the candidates taken through the index first
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
  return null;
end
$$;
