-- The seller page's claims count keyed by the address's username, so the page reads the profile, its pieces, its
-- reviews and this count in one round of parallel requests instead of waiting for the profile's id first.
-- The same count as seller_claims_for_buyer(uuid): claims decided for the buyer. An unknown username counts 0.
create or replace function public.seller_claims_for_buyer_by_username(seller_username text) returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.claims c
  join public.profiles p on p.id = c.seller_id
  where p.username = seller_username and c.favors = 'buyer'
$$;
comment on function public.seller_claims_for_buyer_by_username(text) is
  'Claims decided for the buyer against the seller with this username (the seller page, read with the profile)';
grant execute on function public.seller_claims_for_buyer_by_username(text) to anon, authenticated;
