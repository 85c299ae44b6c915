-- Fulfilment per seller: each seller's part of an order (their order items) ships, arrives and is rated on its
-- own, so a buyer of two sellers is never held back by the slower one.
--
-- A part is the order items of one seller in one order, keyed by (order_id, seller_id). Carrier, tracking number
-- and shipped_at already live on those items (002610, 003700); delivered_at joins them. The order's own status
-- follows its parts: `shipped` when every part has shipped, `delivered` when every part has arrived; in between it
-- keeps its status and the app words the mixed state from the parts ("Enviado en parte", "Entregado en parte").
--
-- confirm_delivery takes the seller whose part arrived (a one-seller order may still be confirmed with the order
-- alone); review_seller opens once that seller's part is delivered; the sellers' sales count moves per part.

alter table public.order_items add column if not exists delivered_at timestamptz;

-- Existing projects: a delivered order's parts are delivered (before the counting trigger below exists, so the
-- sales already counted are not counted again).
update public.order_items i
set delivered_at = coalesce(o.delivered_at, o.updated_at)
from public.orders o
where o.id = i.order_id and o.status = 'delivered' and i.delivered_at is null;

-- The sales count (pieces delivered) moves when a part arrives, in that transaction.
create or replace function public.count_delivered_part() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  direction integer;
begin
  if new.delivered_at is not null and old.delivered_at is null then
    direction := 1;
  elsif old.delivered_at is not null and new.delivered_at is null then
    direction := -1;
  else
    return new;
  end if;
  update public.profiles p
  set sales_count = greatest(p.sales_count + direction * new.quantity, 0)
  where p.id = new.seller_id;
  return new;
end
$$;
revoke execute on function public.count_delivered_part() from public, anon, authenticated;

drop trigger if exists order_items_count_delivered_sales on public.order_items;
create trigger order_items_count_delivered_sales
  after update of delivered_at on public.order_items
  for each row execute function public.count_delivered_part();

-- count_delivered_sales (003600) restated: an order that becomes `delivered` by a path that does not go part by
-- part (the seed's past sales, the staff) marks its parts delivered, and the trigger above counts them; one that
-- leaves `delivered` takes them back.
create or replace function public.count_delivered_sales() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'delivered' and old.status is distinct from 'delivered' then
    update public.order_items i
    set delivered_at = coalesce(new.delivered_at, now())
    where i.order_id = new.id and i.delivered_at is null;
  elsif old.status = 'delivered' and new.status is distinct from 'delivered' then
    update public.order_items i set delivered_at = null where i.order_id = new.id and i.delivered_at is not null;
  end if;
  return new;
end
$$;
revoke execute on function public.count_delivered_sales() from public, anon, authenticated;

-- The order's status from its parts (a cancelled order stays cancelled).
create or replace function public.settle_order_status(target uuid) returns void
language sql security definer
set search_path = ''
as $$
  update public.orders o
  set status = case when p.undelivered = 0 then 'delivered' when p.unshipped = 0 then 'shipped' else o.status end,
      shipped_at = case when p.unshipped = 0 then coalesce(o.shipped_at, p.last_shipped) else o.shipped_at end,
      delivered_at = case when p.undelivered = 0 then coalesce(o.delivered_at, p.last_delivered) else o.delivered_at end,
      updated_at = now()
  from (
    select count(*) filter (where i.shipped_at is null) as unshipped,
           count(*) filter (where i.delivered_at is null) as undelivered,
           max(i.shipped_at) as last_shipped,
           max(i.delivered_at) as last_delivered
    from public.order_items i where i.order_id = target
  ) p
  where o.id = target and o.status <> 'cancelled'
$$;
revoke execute on function public.settle_order_status(uuid) from public, anon, authenticated;

-- rpc/confirm_delivery: the buyer confirms that one seller's part arrived. Without a seller it is the order's only
-- seller (the call of a one-seller order before parts existed); an order of several sellers needs the seller.
-- That seller is told, and the buyer is invited to rate them.
drop function if exists public.confirm_delivery(uuid);
create or replace function public.confirm_delivery(order_id uuid, seller_id uuid default null) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  part_seller uuid := confirm_delivery.seller_id;
  sellers integer;
  seller_name text;
  titles text;
begin
  select * into target from public.orders o where o.id = confirm_delivery.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede confirmar la entrega' using errcode = '42501';
  end if;
  select count(distinct i.seller_id)::integer into sellers from public.order_items i where i.order_id = target.id;
  if part_seller is null then
    if sellers > 1 then
      raise exception 'Este pedido tiene varios vendedores: confirma la entrega de cada uno' using errcode = '22023';
    end if;
    select i.seller_id into part_seller from public.order_items i where i.order_id = target.id limit 1;
  elsif not exists (select 1 from public.order_items i
                    where i.order_id = target.id and i.seller_id = part_seller) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = '22023';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = '55000';
  end if;
  select coalesce(p.display_name, p.username, 'el vendedor') into seller_name
  from public.profiles p where p.id = part_seller;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = part_seller and i.delivered_at is null) then
    if sellers > 1 then
      raise exception '%', format('Ya confirmaste la entrega de las piezas de %s', seller_name) using errcode = '55000';
    end if;
    raise exception 'Ya confirmaste la entrega de este pedido' using errcode = '55000';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = part_seller and i.shipped_at is null) then
    if sellers > 1 then
      raise exception '%', format('%s aún no envía sus piezas de este pedido', seller_name) using errcode = '55000';
    end if;
    raise exception 'Este pedido aún no ha sido enviado' using errcode = '55000';
  end if;

  update public.order_items i
  set delivered_at = now()
  where i.order_id = target.id and i.seller_id = part_seller and i.delivered_at is null;
  perform public.settle_order_status(target.id);

  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = part_seller;
  perform public.notify_user(part_seller, 'order', 'Pedido entregado',
    format('El comprador confirmó que recibió "%s"', titles), target.id);
  perform public.notify_user(target.buyer_id, 'order', 'Califica tu compra',
    left(format('¿Cómo te fue con %s? Califica "%s" desde tu pedido', seller_name, titles), 4000), target.id);
end
$$;

revoke execute on function public.confirm_delivery(uuid, uuid) from public, anon;
grant execute on function public.confirm_delivery(uuid, uuid) to authenticated;

-- review_seller (003800) restated: the review opens when that seller's part is delivered (not the whole order),
-- and the 60 days run from that delivery.
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
  part_delivered_at timestamptz;
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
  select max(i.delivered_at) into part_delivered_at
  from public.order_items i
  where i.order_id = target.id and i.seller_id = review_seller.seller_id
  having count(*) filter (where i.delivered_at is null) = 0;
  if target.status = 'cancelled' or part_delivered_at is null then
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

  if now() > part_delivered_at + interval '60 days' then
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

revoke execute on function public.review_seller(uuid, uuid, integer, text) from public, anon;
grant execute on function public.review_seller(uuid, uuid, integer, text) to authenticated;
