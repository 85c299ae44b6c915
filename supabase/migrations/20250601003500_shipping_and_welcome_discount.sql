-- Shipping and the newsletter's welcome discount, charged by the database (issue #22, items 2 and 3).
--
-- Shipping, one rule everywhere: each piece carries the shipping price its seller set (products.shipping_price,
-- MXN, 0 = free). At checkout the order's shipping is the sum, per seller, of each piece's shipping price times the
-- units bought; create_order stores it per item (order_items.shipping) and on the order (orders.shipping_total).
--
-- Welcome discount: the newsletter's e-mail gives the code BIENVENIDA10 (spec §9: 10% on a first purchase). It takes
-- 10% off the pieces' subtotal (not the shipping), rounded to the centavo, only when:
--   * the code is BIENVENIDA10 (case and surrounding spaces ignored), else 22023 'Este código de descuento no existe';
--   * the account's e-mail is subscribed to the newsletter, else 42501 (a code shared by someone else);
--   * the account has no other order that was not cancelled (a cancelled order gives the code back), else 55000.
-- The buyer's profile row is locked for the whole order, so two orders of one account at once are placed one after
-- the other and only the first gets the discount. orders.subtotal, discount, discount_code record what was applied;
-- orders.total = subtotal - discount + shipping_total.
-- create_order is restated from its latest body (002620) with those two additions and a new last parameter;
-- cart_availability (002630) also returns the shipping price; update_listing (003100) saves it.

alter table public.products
  add column if not exists shipping_price numeric(12, 2) not null default 0;
alter table public.products drop constraint if exists products_shipping_price_check;
alter table public.products
  add constraint products_shipping_price_check check (shipping_price >= 0 and shipping_price <= 10000);

alter table public.order_items
  add column if not exists shipping numeric(12, 2) not null default 0 check (shipping >= 0);

alter table public.orders
  add column if not exists subtotal numeric(12, 2) not null default 0 check (subtotal >= 0),
  add column if not exists shipping_total numeric(12, 2) not null default 0 check (shipping_total >= 0),
  add column if not exists discount numeric(12, 2) not null default 0 check (discount >= 0),
  add column if not exists discount_code text check (discount_code is null or discount_code = 'BIENVENIDA10');
-- orders placed before: their total was the pieces' subtotal
update public.orders set subtotal = total where subtotal = 0 and total > 0;

-- The refusal of a welcome code for this buyer, or null when it applies. Internal (create_order and
-- check_discount_code call it); the caller locks the buyer's profile first when it is about to use the code.
create or replace function public.welcome_discount_refusal(buyer uuid, code text, this_order uuid default null)
returns table (errcode text, message text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  account_email text;
begin
  if upper(btrim(coalesce(code, ''))) <> 'BIENVENIDA10' then
    return query select '22023'::text, 'Este código de descuento no existe. Revisa que esté bien escrito.'::text;
    return;
  end if;
  select lower(btrim(u.email)) into account_email from auth.users u where u.id = buyer;
  if account_email is null
     or not exists (select 1 from public.newsletter_subscribers s where s.email = account_email) then
    return query select '42501'::text,
      'Este código es solo para quien se suscribió al boletín con el correo de esta cuenta.'::text;
    return;
  end if;
  if exists (
    select 1 from public.orders o
    where o.buyer_id = buyer and o.status <> 'cancelled'
      and (this_order is null or o.id <> this_order)
      and o.discount_code is not null
  ) then
    return query select '55000'::text, 'Ya usaste tu código BIENVENIDA10 en tu primera compra.'::text;
    return;
  end if;
  if exists (
    select 1 from public.orders o
    where o.buyer_id = buyer and o.status <> 'cancelled'
      and (this_order is null or o.id <> this_order)
  ) then
    return query select '55000'::text, 'El código BIENVENIDA10 es solo para la primera compra de tu cuenta.'::text;
    return;
  end if;
end
$$;
revoke execute on function public.welcome_discount_refusal(uuid, text, uuid) from public, anon, authenticated;

-- rpc/check_discount_code: the checkout's "Aplicar" — the percent the code takes off the caller's next order, or the
-- same refusal create_order would give (DETAIL 'discount_code'). Changes nothing.
create or replace function public.check_discount_code(code text)
returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  refusal record;
begin
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión para comprar' using errcode = '42501';
  end if;
  select * into refusal from public.welcome_discount_refusal(auth.uid(), code);
  if refusal.errcode is not null then
    raise exception '%', refusal.message using errcode = refusal.errcode, detail = 'discount_code';
  end if;
  return 10;
end
$$;
revoke execute on function public.check_discount_code(text) from public, anon;
grant execute on function public.check_discount_code(text) to authenticated;

drop function if exists public.create_order(uuid[], jsonb, integer[], uuid);

-- create_order (002620) plus shipping and the welcome discount:
--   discount_code  optional; BIENVENIDA10 under the rules above, refused with DETAIL 'discount_code'
-- Each item stores its shipping (the piece's shipping_price x quantity); the order its subtotal, shipping_total,
-- discount, discount_code and total = subtotal - discount + shipping_total.
create or replace function public.create_order(
  product_ids uuid[],
  shipping_address jsonb default null,
  quantities integer[] default null,
  idempotency_key uuid default null,
  discount_code text default null
)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  buyer uuid := auth.uid();
  ids uuid[];
  qtys integer[];
  wanted record;
  piece record;
  sale record;
  new_order uuid;
  order_total numeric(12, 2) := 0;
  order_shipping numeric(12, 2) := 0;
  order_discount numeric(12, 2) := 0;
  applied_code text;
  refusal record;
  missing_field text;
  units integer;
  deal record;
  unit_price numeric(12, 2);
begin
  if buyer is null then
    raise exception 'Debes iniciar sesión para comprar' using errcode = '42501';
  end if;
  if quantities is not null and cardinality(quantities) <> cardinality(product_ids) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = '22023';
  end if;

  -- the cart, one entry per product with its total quantity, in id order (the order the rows are locked in)
  select array_agg(x.id order by x.id), array_agg(x.qty order by x.id) into ids, qtys
  from (
    select i.id, sum(coalesce(i.qty, 1))::integer as qty
    from unnest(product_ids, coalesce(quantities, array[]::integer[])) as i (id, qty)
    where i.id is not null
    group by i.id
  ) x;
  if ids is null then
    raise exception 'No hay items en el carrito' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(qtys) as q where q not between 1 and 999) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = '22023';
  end if;

  -- one order of this account at a time: the welcome discount's "first order" is decided under this lock
  perform 1 from public.profiles pr where pr.id = buyer for update;

  -- a key already used by this buyer: the order it placed (a double click waits here for the first call)
  if create_order.idempotency_key is not null then
    insert into public.orders (buyer_id, shipping_address, idempotency_key)
    values (buyer, create_order.shipping_address, create_order.idempotency_key)
    on conflict on constraint orders_buyer_idempotency_key do nothing
    returning id into new_order;
    if new_order is null then
      select o.id into new_order from public.orders o
      where o.buyer_id = buyer and o.idempotency_key = create_order.idempotency_key;
      return new_order;
    end if;
  else
    insert into public.orders (buyer_id, shipping_address) values (buyer, create_order.shipping_address)
    returning id into new_order;
  end if;

  perform 1 from public.products p where p.id = any (ids) order by p.id for update;

  for wanted in
    select r.product_id, r.quantity, p.id as found_id, p.seller_id, p.title, p.price, p.status, p.stock
    from unnest(ids, qtys) as r (product_id, quantity)
    left join public.products p on p.id = r.product_id
    order by r.product_id
  loop
    -- units set aside by other buyers' accepted offers are not for sale (available_units)
    units := coalesce(public.available_units(wanted.product_id, buyer), 0);
    if wanted.found_id is null or units < 1 then
      raise exception 'Este tesoro ya no está disponible'
        using errcode = '23503', detail = coalesce(wanted.title, ''), hint = wanted.product_id::text;
    end if;
    if wanted.seller_id = buyer then
      raise exception 'No puedes comprar tu propio producto'
        using errcode = '42501', detail = wanted.title, hint = wanted.product_id::text;
    end if;
    if units < wanted.quantity then
      raise exception '%', format('Solo quedan %s piezas disponibles', units)
        using errcode = '23514', detail = wanted.title, hint = wanted.product_id::text;
    end if;
  end loop;

  select missing.key into missing_field
  from unnest(array['address', 'city', 'state', 'zip_code']) as missing (key)
  where jsonb_typeof(create_order.shipping_address) is distinct from 'object'
     or coalesce(btrim(create_order.shipping_address ->> missing.key), '') = ''
  limit 1;
  if missing_field is not null then
    raise exception 'Falta la dirección de envío' using errcode = '22023', detail = missing_field;
  end if;

  if coalesce(btrim(create_order.discount_code), '') <> '' then
    select * into refusal from public.welcome_discount_refusal(buyer, create_order.discount_code, new_order);
    if refusal.errcode is not null then
      raise exception '%', refusal.message using errcode = refusal.errcode, detail = 'discount_code';
    end if;
    applied_code := 'BIENVENIDA10';
  end if;

  for piece in
    select r.quantity, p.id, p.seller_id, p.title, p.price, p.shipping_price
    from unnest(ids, qtys) as r (product_id, quantity) join public.products p on p.id = r.product_id
    order by p.id
  loop
    -- the buyer's accepted offer on this piece, still in its checkout window: the agreed price, used once
    select o.id, public.offer_agreed_amount(o) as agreed into deal
    from public.offers o
    where o.product_id = piece.id and o.buyer_id = buyer and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
    order by 2, o.id
    limit 1
    for update;
    if deal.id is not null then
      if piece.quantity > 1 then
        raise exception 'Una oferta aceptada cubre una sola pieza' using errcode = '22023',
          detail = piece.title, hint = piece.id::text;
      end if;
      unit_price := deal.agreed;
      update public.offers set order_id = new_order where id = deal.id;
    else
      unit_price := piece.price;
    end if;
    insert into public.order_items (order_id, product_id, seller_id, title, price, quantity, shipping)
    values (new_order, piece.id, piece.seller_id, piece.title, unit_price, piece.quantity,
            piece.shipping_price * piece.quantity);
    update public.products
    set stock = stock - piece.quantity,
        status = case when stock - piece.quantity = 0 then 'sold' else status end
    where id = piece.id;
    update public.profiles set sales_count = sales_count + piece.quantity where id = piece.seller_id;
    order_total := order_total + unit_price * piece.quantity;
    order_shipping := order_shipping + piece.shipping_price * piece.quantity;
  end loop;

  if applied_code is not null then
    order_discount := round(order_total * 0.10, 2);
  end if;

  update public.orders
  set subtotal = order_total,
      shipping_total = order_shipping,
      discount = order_discount,
      discount_code = applied_code,
      total = order_total - order_discount + order_shipping
  where id = new_order;

  for sale in
    select i.seller_id,
           sum(i.price * i.quantity) as amount,
           string_agg(format('"%s"%s', i.title, case when i.quantity > 1 then format(' (x%s)', i.quantity) else '' end),
                      ', ' order by i.title) as pieces
    from public.order_items i where i.order_id = new_order
    group by i.seller_id
  loop
    perform public.notify_user(sale.seller_id, 'order', 'Nueva venta',
      left(format('Vendiste %s por %s', sale.pieces, public.format_mxn(sale.amount)), 4000), new_order);
  end loop;
  perform public.notify_user(buyer, 'order', '¡Orden completada!',
    format('Tu orden por %s fue registrada', public.format_mxn(order_total - order_discount + order_shipping)),
    new_order);
  return new_order;
end
$$;

revoke execute on function public.create_order(uuid[], jsonb, integer[], uuid, text) from public, anon;
grant execute on function public.create_order(uuid[], jsonb, integer[], uuid, text) to authenticated;

-- cart_availability (002630) plus each piece's shipping price, so the cart and checkout add up what create_order
-- charges. The return type changes, hence drop and create.
drop function if exists public.cart_availability(uuid[]);
create function public.cart_availability(product_ids uuid[])
returns table (id uuid, state text, price numeric, stock integer, shipping_price numeric)
language sql stable security definer
set search_path = ''
as $$
  select wanted.id,
         case
           when p.id is null then 'gone'
           when p.status = 'published' and p.seller_id = auth.uid() then 'own'
           when p.status = 'published' and (deal.agreed is not null or units.n > 0) then 'available'
           when p.status in ('published', 'sold') then 'sold'
           when p.status = 'pending' then 'review'
           else 'gone'
         end,
         case when p.status = 'published' then coalesce(deal.agreed, p.price) end,
         case when p.status = 'published' then case when deal.agreed is not null then 1 else units.n end end,
         case when p.status = 'published' then p.shipping_price end
  from (select distinct x.id from unnest(product_ids) as x (id) where x.id is not null limit 200) wanted
  left join public.products p on p.id = wanted.id
  left join lateral (select public.available_units(p.id, auth.uid()) as n) units on true
  left join lateral (
    select min(public.offer_agreed_amount(o)) as agreed
    from public.offers o
    where o.product_id = p.id and o.buyer_id = auth.uid() and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) deal on true
$$;

revoke execute on function public.cart_availability(uuid[]) from public;
grant execute on function public.cart_availability(uuid[]) to anon, authenticated;

-- update_listing (003100) also saves the shipping price; a client that does not send it keeps the current one.
create or replace function public.update_listing(p_product_id uuid, p_changes jsonb, p_image_urls text[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  next public.products;
  photo_count integer := coalesce(cardinality(p_image_urls), 0);
begin
  if photo_count < 1 or photo_count > 6 then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_image_urls) as u(url) where u.url is null or btrim(u.url) = '') then
    raise exception 'Una foto no tiene dirección' using errcode = '22023';
  end if;
  next := jsonb_populate_record(null::public.products, coalesce(p_changes, '{}'::jsonb));
  update public.products as p
     set title = next.title,
         price = next.price,
         description = next.description,
         condition = next.condition,
         category = next.category,
         subcategory = next.subcategory,
         rarity = next.rarity,
         psa_grade = next.psa_grade,
         signed_by = next.signed_by,
         certifier = next.certifier,
         certificate_number = next.certificate_number,
         stock = next.stock,
         shipping_price = coalesce(next.shipping_price, p.shipping_price)
   where p.id = p_product_id
     and p.seller_id = auth.uid()
     and p.status not in ('sold', 'deleted');
  if not found then
    raise exception 'No pudimos guardar los cambios. Inténtalo de nuevo.' using errcode = '42501';
  end if;
  delete from public.product_images where product_id = p_product_id;
  insert into public.product_images (product_id, image_url, "order")
  select p_product_id, u.url, (u.position - 1)::integer
    from unnest(p_image_urls) with ordinality as u(url, position);
end
$$;

revoke execute on function public.update_listing(uuid, jsonb, text[]) from public, anon;
grant execute on function public.update_listing(uuid, jsonb, text[]) to authenticated;
