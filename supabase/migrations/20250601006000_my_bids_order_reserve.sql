-- "Mis pujas" (my_bids): the running auctions ending soonest come first, then the ended ones, latest first; and
-- each row says whether the auction has a reserve and whether it is met, so a leader below the reserve is told
-- that leading does not win yet. Redefined from 20250601005500_auctions.sql with two more columns (a new return
-- type: the function is dropped and created again, with its grants).

drop function if exists public.my_bids();
create function public.my_bids()
returns table (auction_id uuid, product_id uuid, title text, image_url text, current_price numeric, my_max numeric,
               bid_count integer, ends_at timestamptz, phase text, standing text, paid boolean,
               has_reserve boolean, reserve_met boolean)
language sql stable security definer
set search_path = ''
as $$
  select a.id, a.product_id, p.title,
         (select i.image_url from public.product_images i where i.product_id = p.id order by i."order" limit 1),
         a.current_price, m.top, a.bid_count, a.ends_at, public.auction_phase(a),
         case
           when a.status = 'sold' and s.winner_id = auth.uid() then 'won'
           when a.status in ('sold', 'unsold', 'cancelled') then 'lost'
           when s.leader_id = auth.uid() then 'winning'
           else 'outbid'
         end,
         exists (select 1 from public.offers o where o.auction_id = a.id and o.buyer_id = auth.uid()
                 and o.order_id is not null),
         a.has_reserve, a.reserve_met
  from (select b.auction_id, max(b.max_amount) as top from public.auction_bids b
        where b.bidder_id = auth.uid() group by b.auction_id) m
  join public.auctions a on a.id = m.auction_id
  join public.products p on p.id = a.product_id
  left join public.auction_secrets s on s.auction_id = a.id
  where auth.uid() is not null
  order by (a.status = 'open') desc,
           case when a.status = 'open' then a.ends_at end asc,
           a.ends_at desc
  limit 100
$$;
revoke execute on function public.my_bids() from public, anon;
grant execute on function public.my_bids() to authenticated;
