-- Row-level security on every table. Policies read as sentences; they call (select auth.uid()) and
-- (select public.is_trusted()) so Postgres evaluates each once per query, not once per row.
-- Rules that need the old row or forced values live in the triggers of the previous migration.

alter table public.profiles enable row level security;
alter table public.products enable row level security;
alter table public.product_images enable row level security;
alter table public.price_history enable row level security;
alter table public.favorites enable row level security;
alter table public.offers enable row level security;
alter table public.price_alerts enable row level security;
alter table public.messages enable row level security;
alter table public.notifications enable row level security;
alter table public.waitlist enable row level security;
alter table public.newsletter_subscribers enable row level security;
alter table public.verification_requests enable row level security;
alter table public.orders enable row level security;
alter table public.order_items enable row level security;

-- profiles ------------------------------------------------------------------------------------------
create policy "profiles are visible to everyone"
  on public.profiles for select to anon, authenticated
  using (true);

create policy "users create their own profile"
  on public.profiles for insert to authenticated
  with check (id = (select auth.uid()));

create policy "users update their own profile"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Visitors see the seller summary, never a phone number.
revoke select, insert, update, delete on public.profiles from anon;
grant select (id, username, display_name, avatar_url, is_verified, identity_verified, verification_level,
              rating, sales_count, onboarding_completed, created_at, updated_at)
  on public.profiles to anon;

-- products ------------------------------------------------------------------------------------------
create policy "everyone reads published products"
  on public.products for select to anon, authenticated
  using (status = 'published');

create policy "owners read their own products in any status"
  on public.products for select to authenticated
  using (seller_id = (select auth.uid()));

create policy "trusted users read every product"
  on public.products for select to authenticated
  using ((select public.is_trusted()));

create policy "sellers create pending products of their own"
  on public.products for insert to authenticated
  with check (seller_id = (select auth.uid()) and status = 'pending');

create policy "owners update their own products"
  on public.products for update to authenticated
  using (seller_id = (select auth.uid()))
  with check (seller_id = (select auth.uid()));

create policy "trusted users review every product"
  on public.products for update to authenticated
  using ((select public.is_trusted()))
  with check ((select public.is_trusted()));
-- No delete policy: owners delete by setting status 'deleted'.

-- product images ------------------------------------------------------------------------------------
create policy "everyone sees images of published products"
  on public.product_images for select to anon, authenticated
  using (exists (
    select 1 from public.products p where p.id = product_id and p.status = 'published'
  ));

create policy "owners see the images of their products"
  on public.product_images for select to authenticated
  using (exists (
    select 1 from public.products p where p.id = product_id and p.seller_id = (select auth.uid())
  ));

create policy "trusted users see every product image"
  on public.product_images for select to authenticated
  using ((select public.is_trusted()));

create policy "owners add images to their products"
  on public.product_images for insert to authenticated
  with check (exists (
    select 1 from public.products p where p.id = product_id and p.seller_id = (select auth.uid())
  ));

create policy "owners change the images of their products"
  on public.product_images for update to authenticated
  using (exists (
    select 1 from public.products p where p.id = product_id and p.seller_id = (select auth.uid())
  ))
  with check (exists (
    select 1 from public.products p where p.id = product_id and p.seller_id = (select auth.uid())
  ));

create policy "owners remove the images of their products"
  on public.product_images for delete to authenticated
  using (exists (
    select 1 from public.products p where p.id = product_id and p.seller_id = (select auth.uid())
  ));

-- price history: written only by the price trigger --------------------------------------------------
create policy "price history is visible with its product"
  on public.price_history for select to anon, authenticated
  using (exists (select 1 from public.products p where p.id = product_id));

-- favourites and price alerts -----------------------------------------------------------------------
create policy "users manage their own favourites"
  on public.favorites for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users manage their own price alerts"
  on public.price_alerts for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- offers --------------------------------------------------------------------------------------------
create policy "buyers and sellers see their offers"
  on public.offers for select to authenticated
  using (buyer_id = (select auth.uid()) or seller_id = (select auth.uid()));

create policy "buyers offer on published products of others"
  on public.offers for insert to authenticated
  with check (
    buyer_id = (select auth.uid())
    and seller_id <> (select auth.uid())
    and exists (
      select 1 from public.products p
      where p.id = product_id and p.seller_id = offers.seller_id and p.status = 'published'
    )
  );

create policy "buyers and sellers update their offers"
  on public.offers for update to authenticated
  using (buyer_id = (select auth.uid()) or seller_id = (select auth.uid()))
  with check (buyer_id = (select auth.uid()) or seller_id = (select auth.uid()));

-- messages ------------------------------------------------------------------------------------------
create policy "senders and receivers read their messages"
  on public.messages for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));

create policy "users send messages as themselves"
  on public.messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and receiver_id <> (select auth.uid()));

create policy "receivers mark their messages read"
  on public.messages for update to authenticated
  using (receiver_id = (select auth.uid()))
  with check (receiver_id = (select auth.uid()));

-- notifications: created only by triggers and the service role --------------------------------------
create policy "users read their own notifications"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "users mark their own notifications read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "users delete their own notifications"
  on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- waitlist and newsletter ---------------------------------------------------------------------------
-- Anyone signs up; nobody reads the list. The app inserts and asks for the row back (spec §7), and
-- RETURNING needs a select policy: it matches only rows created in the caller's own transaction
-- (the normalising trigger stamps created_at = now(), the transaction start time).
create policy "anyone joins the waitlist"
  on public.waitlist for insert to anon, authenticated
  with check (true);

create policy "visitors see only the waitlist row they just inserted"
  on public.waitlist for select to anon, authenticated
  using (created_at = now());

create policy "anyone subscribes to the newsletter"
  on public.newsletter_subscribers for insert to anon, authenticated
  with check (true);

create policy "visitors see only the subscription they just inserted"
  on public.newsletter_subscribers for select to anon, authenticated
  using (created_at = now());

-- verification requests -----------------------------------------------------------------------------
create policy "users read their own verification requests"
  on public.verification_requests for select to authenticated
  using (user_id = (select auth.uid()));

create policy "trusted users read every verification request"
  on public.verification_requests for select to authenticated
  using ((select public.is_trusted()));

create policy "users request verification for themselves"
  on public.verification_requests for insert to authenticated
  with check (user_id = (select auth.uid()) and status = 'pending');

create policy "trusted users decide verification requests"
  on public.verification_requests for update to authenticated
  using ((select public.is_trusted()))
  with check ((select public.is_trusted()));

-- orders: created only by rpc/create_order (next migrations) -----------------------------------------
-- security definer: breaks the orders <-> order_items policy cycle.
create or replace function public.sells_in_order(order_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.order_items i
    where i.order_id = sells_in_order.order_id and i.seller_id = auth.uid()
  )
$$;

create policy "buyers read their own orders"
  on public.orders for select to authenticated
  using (buyer_id = (select auth.uid()));

create policy "sellers read the orders of their pieces"
  on public.orders for select to authenticated
  using (public.sells_in_order(id));

create policy "trusted users read every order"
  on public.orders for select to authenticated
  using ((select public.is_trusted()));

create policy "buyers and sellers read their order items"
  on public.order_items for select to authenticated
  using (
    seller_id = (select auth.uid())
    or exists (select 1 from public.orders o where o.id = order_id and o.buyer_id = (select auth.uid()))
  );

create policy "trusted users read every order item"
  on public.order_items for select to authenticated
  using ((select public.is_trusted()));
