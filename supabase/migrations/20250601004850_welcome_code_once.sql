-- The welcome code (BIENVENIDA10) is e-mailed once, and only to a newsletter subscription: the code is for
-- subscribers (apply_discount_code refuses anyone else), so a sign-up without the newsletter gets a welcome without
-- it, and subscribing a second time (or asking the function again) does not send it again.

alter table public.newsletter_subscribers add column welcome_code_sent_at timestamptz;

-- subscriptions made before this column were e-mailed their code already
update public.newsletter_subscribers set welcome_code_sent_at = created_at where welcome_code_sent_at is null;

-- the column is the server's record: a subscription from the apps starts without it, whatever the insert says
create or replace function public.newsletter_welcome_unsent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client() then
    new.welcome_code_sent_at := null;
  end if;
  return new;
end
$$;

create trigger newsletter_welcome_unsent
  before insert on public.newsletter_subscribers
  for each row execute function public.newsletter_welcome_unsent();

-- Called by the welcome-email function (service role) before it writes: true once per subscribed address, the
-- first time; false for an address that is not subscribed or was sent its code already.
create or replace function public.claim_newsletter_welcome(p_email text) returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  claimed uuid;
begin
  update public.newsletter_subscribers
     set welcome_code_sent_at = now()
   where email = lower(btrim(coalesce(p_email, ''))) and welcome_code_sent_at is null
  returning id into claimed;
  return claimed is not null;
end
$$;

revoke all on function public.claim_newsletter_welcome(text) from public, anon, authenticated;
grant execute on function public.claim_newsletter_welcome(text) to service_role;
revoke all on function public.newsletter_welcome_unsent() from public, anon, authenticated;
