-- Reviews after delivery and a reputation the database computes (issue #23).
--
-- A buyer rates each seller of a delivered order once (1-5 stars, an optional comment up to 500 characters),
-- within 60 days of the delivery, and may change it for 7 days; the seller answers each review once. Reviews are
-- public (the seller page shows them with the piece bought: "compra verificada", since a review exists only for a
-- delivered order). Nobody writes the table directly: no insert, update or delete policy; rpc/review_seller and
-- rpc/answer_review check who calls and when.
--
-- profiles.rating is the average of the seller's reviews (two decimals, 0 while there are none) and
-- profiles.review_count their number, both recomputed by a trigger in the transaction that writes the review.
-- guard_profile keeps them, like rating and sales_count, out of every client's reach.

alter table public.profiles
  add column if not exists review_count integer not null default 0 check (review_count >= 0);

create table if not exists public.seller_reviews (
  id uuid primary key default extensions.gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  seller_id uuid not null references public.profiles (id) on delete cascade,
  buyer_id uuid not null references public.profiles (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text check (char_length(comment) between 1 and 500),
  -- the piece bought (the first by title when the order held several of this seller) and every title
  product_id uuid references public.products (id) on delete set null,
  product_title text not null,
  reply text check (char_length(reply) between 1 and 500),
  replied_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint seller_reviews_once unique (order_id, seller_id),
  constraint seller_reviews_not_self check (buyer_id <> seller_id),
  constraint seller_reviews_reply_dated check ((reply is null) = (replied_at is null))
);

create index if not exists seller_reviews_seller_idx on public.seller_reviews (seller_id, created_at desc);
create index if not exists seller_reviews_buyer_idx on public.seller_reviews (buyer_id);

comment on table public.seller_reviews is
  'A buyer''s rating of a seller for a delivered order; written only through review_seller / answer_review';

alter table public.seller_reviews enable row level security;
create policy "everyone reads reviews" on public.seller_reviews for select to anon, authenticated using (true);
revoke all on public.seller_reviews from public, anon, authenticated;
grant select on public.seller_reviews to anon, authenticated, service_role;

-- The piece of a review comes from the order (also for rows the seed or the staff insert).
create or replace function public.fill_review_piece() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  first_piece uuid;
  titles text;
begin
  select (array_agg(i.product_id order by i.title, i.product_id))[1], string_agg(i.title, ', ' order by i.title)
  into first_piece, titles
  from public.order_items i where i.order_id = new.order_id and i.seller_id = new.seller_id;
  if titles is null then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = '22023';
  end if;
  new.product_id := first_piece;
  new.product_title := left(titles, 1000);
  return new;
end
$$;
revoke execute on function public.fill_review_piece() from public, anon, authenticated;

drop trigger if exists seller_reviews_fill_piece on public.seller_reviews;
create trigger seller_reviews_fill_piece
  before insert on public.seller_reviews
  for each row execute function public.fill_review_piece();

-- The seller's rating and review count, recomputed from their reviews.
create or replace function public.refresh_seller_rating(seller uuid) returns void
language sql security definer
set search_path = ''
as $$
  update public.profiles p
  set rating = coalesce(r.average, 0), review_count = r.reviews
  from (
    select round(avg(v.rating)::numeric, 2) as average, count(*)::integer as reviews
    from public.seller_reviews v where v.seller_id = seller
  ) r
  where p.id = seller
$$;
revoke execute on function public.refresh_seller_rating(uuid) from public, anon, authenticated;

create or replace function public.seller_reviews_reputation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.refresh_seller_rating(new.seller_id);
  elsif tg_op = 'DELETE' then
    perform public.refresh_seller_rating(old.seller_id);
  elsif (new.seller_id, new.rating) is distinct from (old.seller_id, old.rating) then
    perform public.refresh_seller_rating(old.seller_id);
    perform public.refresh_seller_rating(new.seller_id);
  end if;
  return null;
end
$$;
revoke execute on function public.seller_reviews_reputation() from public, anon, authenticated;

drop trigger if exists seller_reviews_reputation on public.seller_reviews;
create trigger seller_reviews_reputation
  after insert or update or delete on public.seller_reviews
  for each row execute function public.seller_reviews_reputation();

-- rpc/review_seller: the buyer's review of one seller of a delivered order, or their change to it within 7 days.
create or replace function public.review_seller(order_id uuid, seller_id uuid, rating integer, comment text default null)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  existing public.seller_reviews;
  the_comment text := nullif(btrim(coalesce(comment, '')), '');
  buyer_name text;
  review_id uuid;
begin
  select * into target from public.orders o where o.id = review_seller.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede calificar al vendedor' using errcode = '42501';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = review_seller.seller_id) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = '22023';
  end if;
  if target.status <> 'delivered' then
    raise exception 'Podrás calificar al vendedor cuando confirmes la entrega' using errcode = '55000';
  end if;
  if rating is null or rating not between 1 and 5 then
    raise exception 'Elige de 1 a 5 estrellas' using errcode = '22023';
  end if;
  if char_length(the_comment) > 500 then
    raise exception 'El comentario no puede exceder 500 caracteres' using errcode = '22023';
  end if;

  select * into existing from public.seller_reviews v
  where v.order_id = target.id and v.seller_id = review_seller.seller_id
  for update;
  if existing.id is not null then
    if now() > existing.created_at + interval '7 days' then
      raise exception 'Solo puedes editar tu reseña durante 7 días' using errcode = '55000';
    end if;
    update public.seller_reviews
    set rating = review_seller.rating, comment = the_comment, updated_at = now()
    where id = existing.id;
    return existing.id;
  end if;

  if now() > target.delivered_at + interval '60 days' then
    raise exception 'El plazo para calificar este pedido terminó (60 días después de la entrega)' using errcode = '55000';
  end if;
  insert into public.seller_reviews (order_id, seller_id, buyer_id, rating, comment, product_title)
  values (target.id, review_seller.seller_id, me, review_seller.rating, the_comment, '')
  returning id into review_id;

  select coalesce(p.display_name, p.username, 'Un comprador') into buyer_name from public.profiles p where p.id = me;
  perform public.notify_user(review_seller.seller_id, 'order', 'Nueva reseña',
    format('%s te calificó con %s de 5 estrellas', buyer_name, review_seller.rating), target.id);
  return review_id;
end
$$;

-- rpc/answer_review: the seller's one public answer to a review of theirs.
create or replace function public.answer_review(review_id uuid, reply text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.seller_reviews;
  the_reply text := btrim(coalesce(reply, ''));
begin
  select * into target from public.seller_reviews v where v.id = answer_review.review_id for update;
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede responder esta reseña' using errcode = '42501';
  end if;
  if target.reply is not null then
    raise exception 'Ya respondiste esta reseña' using errcode = '55000';
  end if;
  if char_length(the_reply) not between 1 and 500 then
    raise exception 'Escribe una respuesta de hasta 500 caracteres' using errcode = '22023';
  end if;
  update public.seller_reviews set reply = the_reply, replied_at = now() where id = target.id;
  perform public.notify_user(target.buyer_id, 'order', 'Respuesta a tu reseña',
    'El vendedor respondió a tu reseña', target.order_id);
end
$$;

revoke execute on function public.review_seller(uuid, uuid, integer, text) from public, anon;
revoke execute on function public.answer_review(uuid, text) from public, anon;
grant execute on function public.review_seller(uuid, uuid, integer, text) to authenticated;
grant execute on function public.answer_review(uuid, text) to authenticated;

-- guard_profile (000200) restated: review_count joins the columns only the database writes.
create or replace function public.guard_profile() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Spec §5: an empty phone is stored as null.
  new.phone_number := nullif(btrim(new.phone_number), '');
  new.username := nullif(btrim(new.username), '');
  new.display_name := nullif(btrim(new.display_name), '');
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

-- The seller card and page show the count beside the rating.
create or replace view public.public_profiles as
  select id, username, display_name, avatar_url, created_at, is_verified, identity_verified, verification_level,
         rating, sales_count, review_count
  from public.profiles;

-- Existing projects: the rating becomes what the reviews say (none yet: 0, shown as "Sin reseñas aún").
update public.profiles p
set rating = coalesce((select round(avg(v.rating)::numeric, 2) from public.seller_reviews v where v.seller_id = p.id), 0),
    review_count = (select count(*)::integer from public.seller_reviews v where v.seller_id = p.id);
