-- Auction e-mails name their piece: each queued e-mail keeps the piece it is about (auction_emails.product_id), and
-- claim_auction_emails() hands it over with the e-mail, so the sender links to the piece's page ("Ver la pieza"),
-- where an outbid bidder bids again and a winner pays. Redefined from 20250601005500_auctions.sql.

alter table public.auction_emails
  add column if not exists product_id uuid references public.products (id) on delete set null;

create or replace function public.queue_auction_email(member uuid, subject text, body text, product uuid)
returns void
language sql security definer
set search_path = ''
as $$
  insert into public.auction_emails (user_id, subject, body, product_id) values (member, subject, body, product)
$$;
revoke execute on function public.queue_auction_email(uuid, text, text, uuid) from public, anon, authenticated;

-- notification + e-mail of type `auction`, ref_id the piece (the bell and the e-mail open its page)
create or replace function public.tell_auction(member uuid, product uuid, title text, body text) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.notify_user(member, 'auction', title, left(body, 4000), product);
  perform public.queue_auction_email(member, title, body, product);
end
$$;
revoke execute on function public.tell_auction(uuid, uuid, text, text) from public, anon, authenticated;

drop function if exists public.queue_auction_email(uuid, text, text);

drop function if exists public.claim_auction_emails(integer);
create function public.claim_auction_emails(max_count integer default 50)
returns table (email text, subject text, body text, product_id uuid)
language sql security definer
set search_path = ''
as $$
  with claimed as (
    update public.auction_emails e set sent_at = now()
    where e.id in (select x.id from public.auction_emails x where x.sent_at is null order by x.created_at
                   limit greatest(1, least(coalesce(max_count, 50), 500)) for update skip locked)
    returning e.user_id, e.subject, e.body, e.product_id
  )
  select u.email::text, c.subject, c.body, c.product_id from claimed c join auth.users u on u.id = c.user_id
  where u.email is not null
$$;
revoke execute on function public.claim_auction_emails(integer) from public, anon, authenticated;
grant execute on function public.claim_auction_emails(integer) to service_role;
