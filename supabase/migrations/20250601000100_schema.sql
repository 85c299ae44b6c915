-- Vitrina schema: the entities of spec §3 plus orders. Enumerations are text columns with check
-- constraints (easier to extend than enum types, and PostgREST filters them as plain text).

create extension if not exists pgcrypto with schema extensions;

-- profiles ----------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  username text unique check (char_length(username) between 3 and 50),
  display_name text check (char_length(display_name) between 1 and 100),
  phone_number text check (phone_number ~ '^\+[0-9]{9,14}$'),
  avatar_url text,
  is_verified boolean not null default false,
  identity_verified boolean not null default false,
  verification_level text not null default 'unverified'
    check (verification_level in ('unverified', 'basic', 'verified', 'trusted', 'vip')),
  rating numeric(3, 2) not null default 0 check (rating between 0 and 5),
  sales_count integer not null default 0 check (sales_count >= 0),
  onboarding_completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on column public.profiles.sales_count is 'shown in the app as total_sales';

-- products ----------------------------------------------------------------------------------------
create table public.products (
  id uuid primary key default extensions.gen_random_uuid(),
  seller_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null check (char_length(title) between 3 and 100),
  description text check (char_length(description) between 20 and 500),
  price numeric(12, 2) not null check (price > 0 and price <= 1000000),
  category text not null check (category in ('cards', 'jerseys', 'memorabilia', 'equipment')),
  subcategory text,
  condition text not null default 'new' check (condition in ('new', 'excellent', 'good', 'fair', 'poor')),
  rarity text check (rarity in ('common', 'uncommon', 'rare', 'ultra_rare', 'legendary')),
  psa_grade text check (psa_grade in ('psa_6', 'psa_7', 'psa_8', 'psa_9', 'psa_10')),
  signed_by text check (signed_by in ('player', 'team', 'coach', 'legend')),
  status text not null default 'pending' check (status in ('pending', 'published', 'rejected', 'deleted', 'sold')),
  views integer not null default 0 check (views >= 0),
  featured boolean not null default false,
  is_certified boolean not null default false,
  authentication_status text not null default 'none'
    check (authentication_status in ('none', 'pending', 'verified', 'rejected')),
  certifier text,
  certificate_number text,
  authentication_required boolean not null default false,
  escrow_required boolean not null default false,
  rejection_reason text,
  reviewed_by uuid references public.profiles (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The sub-category ids of spec §2 "Sub-category routes", per category.
  constraint products_subcategory_check check (
    subcategory is null
    or (category = 'cards' and subcategory in
        ('basketball', 'baseball', 'football', 'soccer', 'rookie', 'limited', 'signed', 'vintage'))
    or (category = 'jerseys' and subcategory in
        ('nba', 'mlb', 'nfl', 'soccer', 'match-worn', 'signed', 'retro', 'commemorative'))
    or (category = 'memorabilia' and subcategory in
        ('photos', 'balls', 'gear', 'posters', 'super-bowl', 'nba-finals', 'world-series', 'world-cup'))
    or (category = 'equipment' and subcategory in
        ('basketball', 'baseball', 'football', 'soccer', 'limited', 'commemorative', 'signed', 'historical'))
  )
);

create table public.product_images (
  id uuid primary key default extensions.gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  image_url text not null,
  "order" integer not null default 0 check ("order" between 0 and 5),
  created_at timestamptz not null default now()
);

create table public.price_history (
  id uuid primary key default extensions.gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  price numeric(12, 2) not null check (price > 0),
  recorded_at timestamptz not null default now()
);

-- buyer interactions --------------------------------------------------------------------------------
create table public.favorites (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, product_id)
);

create table public.offers (
  id uuid primary key default extensions.gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  buyer_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0 and amount <= 1000000),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'rejected', 'withdrawn')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint offers_not_own_product check (buyer_id <> seller_id)
);

create table public.price_alerts (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  target_price numeric(12, 2) not null check (target_price > 0),
  last_notified_at timestamptz,
  created_at timestamptz not null default now()
);

create table public.messages (
  id uuid primary key default extensions.gen_random_uuid(),
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  receiver_id uuid not null references public.profiles (id) on delete cascade,
  product_id uuid references public.products (id) on delete set null,
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  read boolean not null default false,
  created_at timestamptz not null default now(),
  constraint messages_not_to_self check (sender_id <> receiver_id)
);

create table public.notifications (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  type text not null default 'other'
    check (type in ('order', 'message', 'PRICE_ALERT', 'offer', 'offer_response', 'system', 'auction', 'other')),
  title text not null,
  message text not null default '',
  read boolean not null default false,
  ref_id uuid,
  created_at timestamptz not null default now()
);

-- public sign-ups -----------------------------------------------------------------------------------
create table public.waitlist (
  id uuid primary key default extensions.gen_random_uuid(),
  email text not null unique check (email = lower(btrim(email)) and email like '%_@_%'),
  phone text check (char_length(phone) <= 20),
  full_name text check (char_length(full_name) <= 100),
  type text not null default 'fractional_investment' check (type = 'fractional_investment'),
  created_at timestamptz not null default now()
);

create table public.newsletter_subscribers (
  id uuid primary key default extensions.gen_random_uuid(),
  email text not null unique check (email = lower(btrim(email)) and email like '%_@_%'),
  name text check (char_length(name) <= 100),
  wants_to_sell boolean not null default false,
  created_at timestamptz not null default now()
);

-- seller verification -------------------------------------------------------------------------------
create table public.verification_requests (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  type text not null check (type in ('seller', 'buyer', 'vip')),
  notes text not null check (char_length(btrim(notes)) >= 10),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  documents jsonb not null default '{"urls": []}'::jsonb check (
    jsonb_typeof(documents -> 'urls') = 'array' and jsonb_array_length(documents -> 'urls') <= 5
  ),
  review_notes text,
  reviewed_by uuid references public.profiles (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- orders: an order and its items at the price paid; a piece is sold at most once ------------------
create table public.orders (
  id uuid primary key default extensions.gen_random_uuid(),
  buyer_id uuid not null default auth.uid() references public.profiles (id) on delete restrict,
  status text not null default 'pending' check (status in ('pending', 'paid', 'shipped', 'delivered', 'cancelled')),
  total numeric(12, 2) not null default 0 check (total >= 0),
  shipping_address jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.order_items (
  id uuid primary key default extensions.gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  product_id uuid not null unique references public.products (id) on delete restrict,
  seller_id uuid not null references public.profiles (id) on delete restrict,
  title text not null,
  price numeric(12, 2) not null check (price > 0),
  created_at timestamptz not null default now()
);

-- Indexes: every filter and sort of the listing, and every foreign key a policy or a join follows.
create index products_published_created_idx on public.products (created_at desc) where status = 'published';
create index products_published_category_idx on public.products (category, subcategory, created_at desc)
  where status = 'published';
create index products_published_price_idx on public.products (price) where status = 'published';
create index products_published_views_idx on public.products (views desc) where status = 'published';
create index products_condition_idx on public.products (condition) where status = 'published';
create index products_rarity_idx on public.products (rarity) where status = 'published';
create index products_psa_grade_idx on public.products (psa_grade) where status = 'published';
create index products_signed_by_idx on public.products (signed_by) where status = 'published';
create index products_featured_idx on public.products (created_at desc) where status = 'published' and featured;
create index products_certified_idx on public.products (created_at desc) where status = 'published' and is_certified;
create index products_status_created_idx on public.products (status, created_at);
create index products_seller_idx on public.products (seller_id, status);
create index product_images_product_idx on public.product_images (product_id, "order");
create index price_history_product_idx on public.price_history (product_id, recorded_at);
create index favorites_product_idx on public.favorites (product_id);
create index offers_product_idx on public.offers (product_id);
create index offers_buyer_idx on public.offers (buyer_id, created_at desc);
create index offers_seller_idx on public.offers (seller_id, created_at desc);
create index price_alerts_product_idx on public.price_alerts (product_id, target_price);
create index price_alerts_user_idx on public.price_alerts (user_id);
create index messages_sender_idx on public.messages (sender_id, created_at desc);
create index messages_receiver_idx on public.messages (receiver_id, created_at desc);
create index messages_product_idx on public.messages (product_id);
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index verification_requests_user_idx on public.verification_requests (user_id, created_at desc);
create index verification_requests_status_idx on public.verification_requests (status, created_at);
create index orders_buyer_idx on public.orders (buyer_id, created_at desc);
create index order_items_order_idx on public.order_items (order_id);
create index order_items_seller_idx on public.order_items (seller_id);
