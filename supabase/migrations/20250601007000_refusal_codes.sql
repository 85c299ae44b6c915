-- Every refusal a member can meet carries a stable code of Vitrina's own SQLSTATE class VT, so the apps tell
-- refusals apart by code and show the message (the database's Spanish words) as the user's text by contract,
-- instead of guessing from the language of the message. The code's middle digit keeps the kind the refusal had
-- before: VT2nn a bad argument (was 22023), VT3nn a limit or a format (23514), VT4nn not allowed for this caller
-- (42501), VT5nn the wrong state for the action (55000), VT6nn the piece or auction is gone (23503), VT7nn a
-- duplicate (23505); VT001 and VT002 (phone and identity to sell) stay as they were. Each code's meaning is listed
-- in docs/refusal-codes.md. Every function below is restated from supabase/schema/ with its body unchanged except
-- the errcode of its raises (and the codes welcome_discount_refusal hands to create_order and check_discount_code).

CREATE OR REPLACE FUNCTION public.answer_claim(claim_id uuid, response text, message text DEFAULT NULL::text, photos text[] DEFAULT '{}'::text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  words text := nullif(btrim(coalesce(message, '')), '');
  clean_photos text[];
  amount numeric;
  tick timestamptz := public.app_now();
begin
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede responder este reclamo' using errcode = 'VT400';
  end if;
  if target.status <> 'open' then
    raise exception 'Este reclamo ya fue respondido' using errcode = 'VT500';
  end if;
  if response is null or response not in ('refund', 'return', 'dispute') then
    raise exception 'Elige una respuesta: reembolsar, pedir la devolución o disputar' using errcode = 'VT200';
  end if;
  if words is not null and char_length(words) > 2000 then
    raise exception 'La respuesta no puede exceder 2000 caracteres' using errcode = 'VT201';
  end if;
  clean_photos := public.check_claim_photos(photos, me);

  if response = 'refund' then
    amount := public.refund_claim(target, me, 'seller', 'El vendedor reembolsó el reclamo');
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos, amount)
    values (target.id, me, 'seller', 'refunded', words, clean_photos, amount);
    perform public.tell_party(target.buyer_id, 'Reembolso del reclamo',
      format('El vendedor aceptó tu reclamo: te devolvemos %s.', public.format_mxn(amount)), target.order_id);
  elsif response = 'return' then
    update public.claims
    set status = 'return_requested', answer_due_at = null,
        return_due_at = tick + make_interval(days => public.protection_setting('return_days')), updated_at = tick
    where id = target.id;
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
    values (target.id, me, 'seller', 'return_requested', words, clean_photos);
    perform public.tell_party(target.buyer_id, 'El vendedor pide la devolución',
      format('Envía la pieza de vuelta antes del %s e indica la paquetería y la guía; te reembolsamos cuando llegue.',
        public.format_day(tick + make_interval(days => public.protection_setting('return_days')))), target.order_id);
  else
    if words is null or char_length(words) < 10 then
      raise exception 'Explica por qué no estás de acuerdo (al menos 10 caracteres)' using errcode = 'VT202';
    end if;
    update public.claims
    set status = 'escalated', answer_due_at = null, escalated_at = tick, updated_at = tick where id = target.id;
    insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
    values (target.id, me, 'seller', 'disputed', words, clean_photos);
    perform public.tell_party(target.buyer_id, 'El vendedor disputa tu reclamo',
      'El equipo de Vitrina revisará lo que dicen ambas partes y decidirá. El pago sigue retenido.', target.order_id);
  end if;
end
$function$;

CREATE OR REPLACE FUNCTION public.answer_review(review_id uuid, reply text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.seller_reviews;
  the_reply text := btrim(coalesce(reply, ''));
begin
  select * into target from public.seller_reviews v where v.id = answer_review.review_id for update;
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede responder esta reseña' using errcode = 'VT401';
  end if;
  if target.reply is not null then
    raise exception 'Ya respondiste esta reseña' using errcode = 'VT501';
  end if;
  if char_length(the_reply) not between 1 and 500 then
    raise exception 'Escribe una respuesta de hasta 500 caracteres' using errcode = 'VT203';
  end if;
  update public.seller_reviews set reply = the_reply, replied_at = now() where id = target.id;
  perform public.notify_user(target.buyer_id, 'order', 'Respuesta a tu reseña',
    'El vendedor respondió a tu reseña', target.order_id);
end
$function$;

CREATE OR REPLACE FUNCTION public.cancel_order(order_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.orders;
  item record;
  seller record;
begin
  select * into target from public.orders o where o.id = cancel_order.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede cancelarlo' using errcode = 'VT402';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido ya fue cancelado' using errcode = 'VT502';
  end if;
  if target.status not in ('pending', 'paid')
     or exists (select 1 from public.order_items i where i.order_id = target.id and i.shipped_at is not null) then
    raise exception 'Este pedido ya fue enviado y no se puede cancelar' using errcode = 'VT503';
  end if;

  update public.orders
  set status = 'cancelled', cancelled_at = now(), cancelled_by = me, updated_at = now()
  where id = target.id;
  for item in
    select i.product_id, i.quantity from public.order_items i where i.order_id = target.id order by i.product_id
  loop
    update public.products
    set stock = least(stock + item.quantity, 999),
        status = case when status = 'sold' then 'published' else status end
    where id = item.product_id;
  end loop;
  for seller in
    select i.seller_id, string_agg(i.title, '", "' order by i.title) as titles
    from public.order_items i where i.order_id = target.id group by i.seller_id
  loop
    perform public.notify_user(seller.seller_id, 'order', 'Pedido cancelado',
      format('El comprador canceló el pedido de "%s"; la pieza vuelve a estar a la venta', seller.titles), target.id);
  end loop;
end
$function$;

CREATE OR REPLACE FUNCTION public.check_claim_photos(photos text[], uploader uuid)
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  clean text[] := coalesce(photos, '{}');
begin
  if cardinality(clean) > 6 then
    raise exception 'Máximo 6 fotos por reclamo' using errcode = 'VT300';
  end if;
  if exists (
    select 1 from unnest(clean) as p (name)
    where not exists (
      select 1 from storage.objects s
      where s.bucket_id = 'claim-photos' and s.name = p.name and s.owner_id = uploader::text
    )
  ) then
    raise exception 'Solo puedes adjuntar fotos que tú subiste' using errcode = 'VT403';
  end if;
  return clean;
end
$function$;

CREATE OR REPLACE FUNCTION public.check_discount_code(code text)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  refusal record;
begin
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión para comprar' using errcode = 'VT404';
  end if;
  select * into refusal from public.welcome_discount_refusal(auth.uid(), code);
  if refusal.errcode is not null then
    raise exception '%', refusal.message using errcode = refusal.errcode, detail = 'discount_code';
  end if;
  return 10;
end
$function$;

CREATE OR REPLACE FUNCTION public.check_shipping_address()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  zip text;
begin
  if jsonb_typeof(new.shipping_address) = 'object' and new.shipping_address ? 'zip_code' then
    zip := btrim(coalesce(new.shipping_address ->> 'zip_code', ''));
    if zip <> '' and zip !~ '^[0-9]{5}$' then
      raise exception 'El código postal debe tener 5 dígitos'
        using errcode = 'VT204', detail = 'zip_code', hint = 'shipping_address';
    end if;
    if zip <> '' then
      new.shipping_address := jsonb_set(new.shipping_address, '{zip_code}', to_jsonb(zip));
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.claim_case(claim_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims;
  result jsonb;
begin
  select * into target from public.claims c where c.id = claim_case.claim_id;
  if me is null or target.id is null
     or not (me in (target.buyer_id, target.seller_id) or public.is_trusted()) then
    raise exception 'Solo las partes del reclamo y el equipo de Vitrina pueden verlo' using errcode = 'VT405';
  end if;
  select jsonb_build_object(
    'claim', to_jsonb(target),
    'events', coalesce((
      select jsonb_agg(to_jsonb(e) order by e.id) from public.claim_events e where e.claim_id = target.id
    ), '[]'::jsonb),
    'order', (
      select jsonb_build_object('id', o.id, 'created_at', o.created_at, 'status', o.status)
      from public.orders o where o.id = target.order_id
    ),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
        'product_id', i.product_id, 'title', i.title, 'price', i.price, 'quantity', i.quantity,
        'carrier', i.carrier, 'tracking_number', i.tracking_number, 'shipped_at', i.shipped_at,
        'authentication_status', p.authentication_status, 'certifier', p.certifier,
        'certificate_number', p.certificate_number) order by i.title)
      from public.order_items i left join public.products p on p.id = i.product_id
      where i.order_id = target.order_id and i.seller_id = target.seller_id
    ), '[]'::jsonb),
    'money', (select to_jsonb(s) from public.order_part_state(target.order_id, target.seller_id) s),
    'buyer', (select jsonb_build_object('id', p.id, 'username', p.username, 'display_name', p.display_name)
              from public.profiles p where p.id = target.buyer_id),
    'seller', (select jsonb_build_object('id', p.id, 'username', p.username, 'display_name', p.display_name,
                                         'claims_for_buyer', public.seller_claims_for_buyer(p.id))
               from public.profiles p where p.id = target.seller_id)
  ) into result;
  return result;
end
$function$;

CREATE OR REPLACE FUNCTION public.claim_saved_search_emails(product uuid)
 RETURNS TABLE(email text, search_name text, product_id uuid, product_title text, price_cents bigint)
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce((select public.is_trusted()), false) then
    raise exception 'Solo el equipo de Vitrina puede enviar estos avisos' using errcode = 'VT406';
  end if;
  return query
  with claimed as (
    update public.saved_search_matches m
    set email_state = 'sent'
    where m.product_id = product and m.email_state = 'pending'
    returning m.user_id, m.saved_search_id, m.product_id
  )
  select u.email::text, coalesce(s.name, ''), p.id, p.title, p.price_cents
  from claimed c
  join auth.users u on u.id = c.user_id
  join public.products p on p.id = c.product_id
  left join public.saved_searches s on s.id = c.saved_search_id
  where u.email is not null;
end
$function$;

CREATE OR REPLACE FUNCTION public.confirm_delivery(order_id uuid, seller_id uuid DEFAULT NULL::uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception 'Solo quien hizo el pedido puede confirmar la entrega' using errcode = 'VT407';
  end if;
  select count(distinct i.seller_id)::integer into sellers from public.order_items i where i.order_id = target.id;
  if part_seller is null then
    if sellers > 1 then
      raise exception 'Este pedido tiene varios vendedores: confirma la entrega de cada uno' using errcode = 'VT205';
    end if;
    select i.seller_id into part_seller from public.order_items i where i.order_id = target.id limit 1;
  elsif not exists (select 1 from public.order_items i
                    where i.order_id = target.id and i.seller_id = part_seller) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = 'VT206';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = 'VT504';
  end if;
  select coalesce(p.display_name, p.username, 'el vendedor') into seller_name
  from public.profiles p where p.id = part_seller;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = part_seller and i.delivered_at is null) then
    if sellers > 1 then
      raise exception '%', format('Ya confirmaste la entrega de las piezas de %s', seller_name) using errcode = 'VT505';
    end if;
    raise exception 'Ya confirmaste la entrega de este pedido' using errcode = 'VT506';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = part_seller and i.shipped_at is null) then
    if sellers > 1 then
      raise exception '%', format('%s aún no envía sus piezas de este pedido', seller_name) using errcode = 'VT507';
    end if;
    raise exception 'Este pedido aún no ha sido enviado' using errcode = 'VT508';
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
$function$;

CREATE OR REPLACE FUNCTION public.confirm_return(claim_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  amount numeric;
begin
  if me is null or target.id is null or target.seller_id <> me then
    raise exception 'Solo el vendedor puede confirmar que recibió la devolución' using errcode = 'VT408';
  end if;
  if target.status <> 'return_shipped' then
    raise exception 'El comprador aún no registra el envío de la devolución' using errcode = 'VT509';
  end if;
  amount := public.refund_claim(target, me, 'seller', 'Devolución recibida por el vendedor');
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, amount)
  values (target.id, me, 'seller', 'return_received', amount);
  perform public.tell_party(target.buyer_id, 'Reembolso por devolución',
    format('El vendedor recibió la pieza: te devolvemos %s.', public.format_mxn(amount)), target.order_id);
end
$function$;

CREATE OR REPLACE FUNCTION public.create_order(product_ids uuid[], shipping_address jsonb DEFAULT NULL::jsonb, quantities integer[] DEFAULT NULL::integer[], idempotency_key uuid DEFAULT NULL::uuid, discount_code text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception 'Debes iniciar sesión para comprar' using errcode = 'VT404';
  end if;
  if quantities is not null and cardinality(quantities) <> cardinality(product_ids) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = 'VT207';
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
    raise exception 'No hay items en el carrito' using errcode = 'VT208';
  end if;
  if exists (select 1 from unnest(qtys) as q where q not between 1 and 999) then
    raise exception 'La cantidad debe ser de 1 a 999' using errcode = 'VT207';
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
        using errcode = 'VT600', detail = coalesce(wanted.title, ''), hint = wanted.product_id::text;
    end if;
    if wanted.seller_id = buyer then
      raise exception 'No puedes comprar tu propio producto'
        using errcode = 'VT409', detail = wanted.title, hint = wanted.product_id::text;
    end if;
    if units < wanted.quantity then
      raise exception '%', format('Solo quedan %s piezas disponibles', units)
        using errcode = 'VT301', detail = wanted.title, hint = wanted.product_id::text;
    end if;
  end loop;

  select missing.key into missing_field
  from unnest(array['address', 'city', 'state', 'zip_code']) as missing (key)
  where jsonb_typeof(create_order.shipping_address) is distinct from 'object'
     or coalesce(btrim(create_order.shipping_address ->> missing.key), '') = ''
  limit 1;
  if missing_field is not null then
    raise exception 'Falta la dirección de envío' using errcode = 'VT209', detail = missing_field;
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
        raise exception 'Una oferta aceptada cubre una sola pieza' using errcode = 'VT210',
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
$function$;

CREATE OR REPLACE FUNCTION public.decide_claim(claim_id uuid, decision text, reason text, amount numeric DEFAULT NULL::numeric)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  why text := btrim(coalesce(reason, ''));
  held numeric;
  refunded numeric := 0;
  tick timestamptz := public.app_now();
  summary text;
begin
  if me is null or not public.is_trusted() or target.id is null or me in (target.buyer_id, target.seller_id) then
    raise exception 'Solo el equipo de Vitrina puede decidir un reclamo' using errcode = 'VT410';
  end if;
  if not public.claim_is_open(target.status) then
    raise exception 'Este reclamo ya fue decidido o cerrado' using errcode = 'VT510';
  end if;
  if decision is null or decision not in ('refund_full', 'refund_partial', 'seller') then
    raise exception 'Elige una decisión: reembolso total, parcial o a favor del vendedor' using errcode = 'VT211';
  end if;
  if char_length(why) not between 10 and 1000 then
    raise exception 'Explica la decisión en 10 a 1000 caracteres: ambas partes la leerán' using errcode = 'VT212';
  end if;
  held := public.part_held(target.order_id, target.seller_id);
  if decision = 'refund_partial' and (amount is null or amount <= 0 or amount >= held) then
    raise exception '%', format('El reembolso parcial debe ser mayor que $0 y menor que lo retenido (%s)',
      public.format_mxn(held)) using errcode = 'VT213';
  end if;

  refunded := case decision when 'refund_full' then held when 'refund_partial' then round(amount, 2) else 0 end;
  perform public.move_payment(target.order_id, target.seller_id, 'refund', refunded, me, 'staff', why, target.id);
  perform public.move_payment(target.order_id, target.seller_id, 'release', held - refunded, me, 'staff', why,
    target.id);
  update public.claims
  set status = case decision when 'refund_full' then 'refunded' when 'refund_partial' then 'partially_refunded'
                             else 'rejected' end,
      favors = case when decision = 'seller' then 'seller' else 'buyer' end,
      refund_amount = refunded, decided_by = me, decision_reason = why, decided_at = tick,
      answer_due_at = null, return_due_at = null, updated_at = tick
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, amount)
  values (target.id, me, 'staff', 'decided', why, refunded);

  summary := case decision
    when 'refund_full' then format('Reembolso total de %s al comprador.', public.format_mxn(refunded))
    when 'refund_partial' then format('Reembolso parcial de %s al comprador; %s se liberan al vendedor.',
      public.format_mxn(refunded), public.format_mxn(held - refunded))
    else format('A favor del vendedor: se le liberan %s.', public.format_mxn(held)) end;
  perform public.tell_party(target.buyer_id, 'Decisión sobre tu reclamo', summary || ' Motivo: ' || why,
    target.order_id);
  perform public.tell_party(target.seller_id, 'Decisión sobre el reclamo', summary || ' Motivo: ' || why,
    target.order_id);
end
$function$;

CREATE OR REPLACE FUNCTION public.fill_review_piece()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  first_piece uuid;
  titles text;
begin
  select (array_agg(i.product_id order by i.title, i.product_id))[1], string_agg(i.title, ', ' order by i.title)
  into first_piece, titles
  from public.order_items i where i.order_id = new.order_id and i.seller_id = new.seller_id;
  if titles is null then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = 'VT206';
  end if;
  new.product_id := first_piece;
  new.product_title := left(titles, 1000);
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_auction_offer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if public.acting_as_client() and exists (
    select 1 from public.auctions a where a.product_id = new.product_id and a.status <> 'cancelled'
  ) then
    raise exception 'Las piezas en subasta no reciben ofertas: puja por ella' using errcode = 'VT511';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_auction_order_item()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (select 1 from public.auctions a where a.product_id = new.product_id and a.status <> 'cancelled')
     and not exists (select 1 from public.offers o
                     where o.product_id = new.product_id and o.order_id = new.order_id and o.auction_id is not null)
  then
    raise exception 'Esta pieza se vende en subasta: puja para ganarla'
      using errcode = 'VT512', detail = new.title, hint = new.product_id::text;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_auction_withdrawal()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status = 'deleted' and old.status is distinct from 'deleted' and public.acting_as_client()
     and exists (select 1 from public.auctions a where a.product_id = new.id and a.status = 'open' and a.bid_count > 0)
  then
    raise exception 'Esta pieza tiene pujas: las pujas son vinculantes y la subasta debe terminar'
      using errcode = 'VT513';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_message()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.read := false;
    new.created_at := now();
  elsif (new.sender_id, new.receiver_id, new.product_id, new.message, new.created_at)
        is distinct from (old.sender_id, old.receiver_id, old.product_id, old.message, old.created_at) then
    raise exception 'Solo se puede marcar un mensaje como leído' using errcode = 'VT411';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_notification()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if public.acting_as_client()
     and (new.user_id, new.type, new.title, new.message, new.ref_id, new.created_at)
         is distinct from (old.user_id, old.type, old.title, old.message, old.ref_id, old.created_at) then
    raise exception 'Solo se puede marcar una notificación como leída' using errcode = 'VT412';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_offer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  product_seller uuid;
  product_status text;
  product_stock integer;
  list_price numeric;
  me uuid := auth.uid();
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  elsif new.expires_at is null then
    new.expires_at := new.created_at + interval '48 hours';
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- The seller is the product's, never what the client claims.
    select seller_id, status, stock into product_seller, product_status, product_stock
    from public.products where id = new.product_id;
    if product_seller is null or product_status <> 'published' then
      raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
    end if;
    if product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no recibe ofertas' using errcode = 'VT514';
    end if;
    if product_seller = me then
      raise exception 'No puedes hacer ofertas por tu propio producto' using errcode = 'VT413';
    end if;
    new.seller_id := product_seller;
    new.status := 'pending';
    new.counter_amount := null;
    new.responded_at := null;
    new.order_id := null;
    new.created_at := now();
    new.updated_at := now();
    new.expires_at := now() + interval '48 hours';
    return new;
  end if;

  if (new.product_id, new.buyer_id, new.seller_id, new.amount, new.created_at, new.order_id)
     is distinct from (old.product_id, old.buyer_id, old.seller_id, old.amount, old.created_at, old.order_id)
     or (new.status is not distinct from old.status
         and (new.counter_amount, new.expires_at, new.responded_at)
             is distinct from (old.counter_amount, old.expires_at, old.responded_at)) then
    raise exception 'Solo se puede cambiar el estado de una oferta' using errcode = 'VT414';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status = 'closed' then
    raise exception 'Esta pieza ya se vendió: la oferta quedó cerrada' using errcode = 'VT515';
  end if;
  if old.status = 'replaced' then
    raise exception 'Esta oferta fue reemplazada por una más reciente' using errcode = 'VT516';
  end if;
  if old.status not in ('pending', 'countered') then
    raise exception 'Esta oferta ya no admite cambios' using errcode = 'VT517';
  end if;
  if old.expires_at <= now() then
    raise exception 'Esta oferta expiró' using errcode = 'VT518';
  end if;
  if not (
    (me = old.seller_id and old.status = 'pending' and new.status in ('accepted', 'rejected', 'countered'))
    or (me = old.buyer_id and new.status = 'withdrawn')
    or (me = old.buyer_id and old.status = 'countered' and new.status = 'accepted')
  ) then
    raise exception 'No puedes cambiar esta oferta a ese estado' using errcode = 'VT415';
  end if;

  if new.status = 'countered' then
    if new.counter_amount is null or new.counter_amount <= 0 or new.counter_amount > 1000000 then
      raise exception 'Ingresa un monto válido para la contraoferta' using errcode = 'VT214';
    end if;
    if new.counter_amount <= old.amount then
      raise exception '%', format('La contraoferta debe ser mayor que la oferta (%s)', public.format_mxn(old.amount))
        using errcode = 'VT215';
    end if;
    select price into list_price from public.products where id = old.product_id;
    if list_price is not null and new.counter_amount > list_price then
      raise exception '%', format('La contraoferta no puede superar el precio publicado (%s)',
                                  public.format_mxn(list_price))
        using errcode = 'VT216';
    end if;
    new.expires_at := now() + interval '48 hours';
  else
    new.counter_amount := old.counter_amount;
    new.expires_at := old.expires_at;
  end if;
  if new.status = 'accepted' then
    select status, stock into product_status, product_stock from public.products where id = old.product_id;
    if product_status = 'published' and product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no se puede aceptar la oferta' using errcode = 'VT519';
    end if;
    if coalesce(public.available_units(old.product_id, old.buyer_id), 0) < 1 then
      raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
    end if;
    new.expires_at := now() + interval '48 hours';
  end if;
  new.responded_at := now();
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_offer_price()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  list_price numeric;
begin
  if not public.acting_as_client() then
    return new;
  end if;
  select price into list_price from public.products where id = new.product_id;
  if list_price is null then
    -- an unknown piece: guard_offer has refused it already
    return new;
  end if;
  if tg_op = 'INSERT' and new.amount > list_price then
    raise exception '%', format(
      'Tu oferta no puede ser mayor que el precio publicado (%s): a ese precio cómprala con "Comprar ahora"',
      public.format_mxn(list_price))
      using errcode = 'VT302';
  end if;
  if tg_op = 'UPDATE' and new.status = 'accepted' and old.status is distinct from 'accepted'
     and public.offer_agreed_amount(new) > list_price then
    raise exception '%', format(
      'El precio publicado (%s) ya es menor que esta oferta: a ese precio se compra con "Comprar ahora"',
      public.format_mxn(list_price))
      using errcode = 'VT520';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_payment_ledger()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  held numeric;
begin
  if tg_op <> 'INSERT' then
    raise exception 'Los movimientos del libro de pagos no se editan ni se borran' using errcode = 'VT416';
  end if;
  if new.kind <> 'capture' then
    held := public.part_held(new.order_id, new.seller_id);
    if new.amount > held then
      raise exception '%', format('El monto (%s) supera lo retenido de este pedido (%s)',
        public.format_mxn(new.amount), public.format_mxn(held)) using errcode = 'VT303';
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_price_alert()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  current_price numeric;
  product_status text;
begin
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'UPDATE' and (new.user_id, new.product_id) is distinct from (old.user_id, old.product_id) then
    raise exception 'Solo puedes cambiar el precio objetivo de una alerta' using errcode = 'VT417';
  end if;
  if tg_op = 'UPDATE' and new.target_price is not distinct from old.target_price then
    return new;
  end if;
  select price, status into current_price, product_status from public.products where id = new.product_id;
  if current_price is null or product_status <> 'published' then
    raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
  end if;
  if new.target_price >= current_price then
    raise exception '%', format(
      'Tu precio objetivo debe ser menor que el precio actual (%s): a ese precio ya puedes comprarla',
      public.format_mxn(current_price))
      using errcode = 'VT304';
  end if;
  new.last_notified_at := null;
  if tg_op = 'INSERT' then
    new.created_at := now();
    delete from public.price_alerts a where a.user_id = new.user_id and a.product_id = new.product_id;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_product()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  seller_phone text;
  seller_identity_verified boolean;
  trusted boolean;
begin
  -- The listing URLs of spec §2 use these aliases; the data ids are the canonical values.
  new.category := case new.category
    when 'trading-cards' then 'cards'
    when 'sports-memorabilia' then 'memorabilia'
    else new.category
  end;
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if auth.uid() is null then
    raise exception 'Debes iniciar sesión para vender productos.' using errcode = 'VT418';
  end if;

  trusted := public.is_trusted();

  if tg_op = 'INSERT' then
    -- A new listing always waits for staff review, whatever the client sends.
    new.status := 'pending';
    new.views := 0;
    new.featured := false;
    new.is_certified := false;
    new.reviewed_by := null;
    new.reviewed_at := null;
    new.rejection_reason := null;
    new.created_at := now();
    new.updated_at := now();
    if new.authentication_status not in ('none', 'pending') then
      new.authentication_status := 'pending';
    end if;

    select phone_number, identity_verified into seller_phone, seller_identity_verified
    from public.profiles where id = auth.uid();
    if seller_phone is null then
      raise exception 'Necesitas agregar un número de teléfono a tu perfil para vender'
        using errcode = 'VT001', detail = 'Teléfono requerido', hint = '/dashboard/profile';
    end if;
    if new.price >= 5000 and not coalesce(seller_identity_verified, false) then
      raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
        using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
    end if;
    return new;
  end if;

  -- UPDATE
  if new.seller_id is distinct from old.seller_id or new.created_at is distinct from old.created_at then
    raise exception 'No puedes cambiar el vendedor de un producto' using errcode = 'VT419';
  end if;

  if new.status is distinct from old.status then
    if not trusted and new.status <> 'deleted' then
      raise exception 'Solo el equipo de revisión puede publicar o rechazar productos' using errcode = 'VT420';
    end if;
    if trusted and new.status in ('published', 'rejected') then
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    end if;
  end if;

  if not trusted and (
    (new.featured, new.is_certified, new.views, new.reviewed_by, new.reviewed_at, new.rejection_reason)
      is distinct from
    (old.featured, old.is_certified, old.views, old.reviewed_by, old.reviewed_at, old.rejection_reason)
    or (new.authentication_status is distinct from old.authentication_status
        and new.authentication_status in ('verified', 'rejected'))
  ) then
    raise exception 'Solo el equipo de revisión puede destacar o certificar productos' using errcode = 'VT421';
  end if;

  if new.price >= 5000 and new.price is distinct from old.price and old.seller_id = auth.uid() then
    select identity_verified into seller_identity_verified from public.profiles where id = auth.uid();
    if not coalesce(seller_identity_verified, false) then
      raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
        using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_product_decision()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status is not distinct from old.status then
    return new;
  end if;
  if new.status = 'rejected' then
    new.rejection_reason := nullif(btrim(coalesce(new.rejection_reason, '')), '');
    if new.rejection_reason is null then
      raise exception 'Indica el motivo del rechazo para que el vendedor pueda corregirlo' using errcode = 'VT305';
    end if;
  elsif new.status = 'published' then
    new.rejection_reason := null;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_product_image()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if (select count(*) from public.product_images where product_id = new.product_id) >= 6 then
    raise exception 'Máximo 6 imágenes permitidas' using errcode = 'VT306';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_product_image_owner()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  seller uuid;
begin
  if not public.acting_as_client() then
    return new;
  end if;
  -- RLS shows the caller their own pieces; for anyone else's the seller is unknown here and the photo refused
  -- (the insert/update policies would refuse the row anyway).
  select p.seller_id into seller from public.products p where p.id = new.product_id;
  if not public.is_product_photo_of(seller, new.image_url) then
    raise exception 'Solo puedes usar en tus piezas fotos que tú subiste'
      using errcode = 'VT422', detail = new.image_url;
  end if;
  if new.thumb_url is not null and not public.is_product_photo_of(seller, new.thumb_url) then
    raise exception 'Solo puedes usar en tus piezas fotos que tú subiste'
      using errcode = 'VT422', detail = new.thumb_url;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_profile()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  problem text;
begin
  -- Spec §5: an empty phone is stored as null; spaces in it do not count.
  new.phone_number := nullif(regexp_replace(coalesce(new.phone_number, ''), '\s', '', 'g'), '');
  new.username := lower(nullif(btrim(new.username), ''));
  new.display_name := nullif(btrim(new.display_name), '');
  if tg_op = 'INSERT' or new.username is distinct from old.username then
    problem := public.username_problem(new.username);
    if problem is not null then
      raise exception '%', problem using errcode = 'VT307', detail = 'username';
    end if;
  end if;
  if (tg_op = 'INSERT' or new.phone_number is distinct from old.phone_number)
     and new.phone_number !~ '^\+[0-9]{9,14}$' then
    raise exception 'El teléfono debe empezar con + y llevar de 9 a 14 dígitos (los espacios no cuentan), por ejemplo +525512345678'
      using errcode = 'VT308', detail = 'phone_number';
  end if;
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
      using errcode = 'VT423';
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_saved_search()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  problem text;
begin
  new.name := btrim(new.name);
  new.search := nullif(btrim(coalesce(new.search, '')), '');
  if tg_op = 'INSERT' or new.filters is distinct from old.filters then
    problem := public.saved_search_filters_problem(new.filters);
    if problem is not null then
      raise exception '%', problem using errcode = 'VT309';
    end if;
  end if;
  if tg_op = 'INSERT' then
    -- serialises two saves of the same member, so both cannot pass the count at 19
    perform pg_advisory_xact_lock(hashtext('saved_searches:' || new.user_id::text));
    if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 20 then
      raise exception 'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.'
        using errcode = 'VT310';
    end if;
  end if;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_verification_request()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  path text;
begin
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  if not public.acting_as_client() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'pending';
    new.review_notes := null;
    new.reviewed_by := null;
    new.reviewed_at := null;
    new.granted_level := null;
    new.grant_identity_verified := null;
    new.grant_is_verified := null;
    new.created_at := now();
    if exists (
      select 1 from public.verification_requests r
       where r.user_id = new.user_id and r.type = new.type and r.status = 'pending'
    ) then
      raise exception 'Ya tienes una solicitud de este tipo en revisión. Te avisaremos cuando el equipo la revise.'
        using errcode = 'VT700';
    end if;
    -- Each document must be a file the member uploaded to the private bucket (storage RLS shows them only theirs).
    for path in select jsonb_array_elements_text(coalesce(new.documents -> 'urls', '[]'::jsonb)) loop
      if not exists (
        select 1 from storage.objects o
         where o.bucket_id = 'verification-documents' and o.name = path and o.owner_id = auth.uid()::text
      ) then
        raise exception 'Solo puedes adjuntar documentos que tú subiste' using errcode = 'VT424';
      end if;
    end loop;
    return new;
  end if;
  if not public.is_trusted() then
    raise exception 'Solo el equipo de revisión puede decidir solicitudes' using errcode = 'VT425';
  end if;
  if old.user_id = auth.uid() then
    raise exception 'No puedes decidir tu propia solicitud de verificación' using errcode = 'VT426';
  end if;
  if (new.user_id, new.type, new.notes, new.documents, new.created_at)
     is distinct from (old.user_id, old.type, old.notes, old.documents, old.created_at) then
    raise exception 'Solo se puede decidir una solicitud, no editarla' using errcode = 'VT427';
  end if;
  if old.status <> 'pending' then
    raise exception 'Esta solicitud ya fue revisada' using errcode = 'VT521';
  end if;
  if new.status = 'pending' then
    raise exception 'Aprueba o rechaza la solicitud' using errcode = 'VT217';
  end if;
  new.review_notes := nullif(btrim(coalesce(new.review_notes, '')), '');
  if new.status = 'rejected' then
    if new.review_notes is null then
      raise exception 'Indica el motivo del rechazo para que el solicitante pueda corregirlo' using errcode = 'VT311';
    end if;
    new.granted_level := null;
    new.grant_identity_verified := null;
    new.grant_is_verified := null;
  else
    new.granted_level := coalesce(new.granted_level,
      case new.type when 'vip' then 'vip' when 'seller' then 'verified' else 'basic' end);
    new.grant_identity_verified := coalesce(new.grant_identity_verified, true);
    new.grant_is_verified := coalesce(new.grant_is_verified, true);
  end if;
  new.reviewed_by := auth.uid();
  new.reviewed_at := now();
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.guard_verified_certificate()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if tg_op = 'INSERT' and public.acting_as_client() then
    new.authentication_status := case
      when nullif(btrim(coalesce(new.certifier, '')), '') is null
       and nullif(btrim(coalesce(new.certificate_number, '')), '') is null then 'none'
      else 'pending'
    end;
  elsif tg_op = 'UPDATE' and public.acting_as_client() and not public.is_trusted() then
    if old.authentication_status = 'verified' then
      if (new.authentication_status, new.certifier, new.certificate_number)
         is distinct from (old.authentication_status, old.certifier, old.certificate_number) then
        raise exception 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada'
          using errcode = 'VT428';
      end if;
    elsif (new.certifier, new.certificate_number) is distinct from (old.certifier, old.certificate_number) then
      new.authentication_status := case
        when nullif(btrim(coalesce(new.certifier, '')), '') is null
         and nullif(btrim(coalesce(new.certificate_number, '')), '') is null then 'none'
        else 'pending'
      end;
    end if;
  end if;
  new.is_certified := new.authentication_status = 'verified';
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.list_at_auction(product_id uuid, starting_price numeric, reserve_price numeric DEFAULT NULL::numeric, duration_days integer DEFAULT 7, scheduled_start timestamp with time zone DEFAULT NULL::timestamp with time zone)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  piece record;
  current public.auctions;
  latest public.auctions;
  clock timestamptz := public.app_now();
  auction uuid;
  start_at timestamptz;
begin
  if me is null then
    raise exception 'Debes iniciar sesión para vender' using errcode = 'VT429';
  end if;
  select p.id, p.seller_id, p.status, p.title into piece
  from public.products p where p.id = list_at_auction.product_id for update;
  if piece.id is null or piece.seller_id <> me then
    raise exception 'Solo puedes subastar tus propias piezas' using errcode = 'VT430';
  end if;
  if piece.status not in ('pending', 'published') then
    raise exception 'Esta pieza ya no está a la venta' using errcode = 'VT601';
  end if;
  if starting_price is null or starting_price <= 0 or starting_price > 1000000 then
    raise exception 'El precio inicial debe ser mayor que $0 y de hasta $1,000,000 MXN' using errcode = 'VT218';
  end if;
  if reserve_price is not null and reserve_price < starting_price then
    raise exception '%', format('El precio de reserva no puede ser menor que el precio inicial (%s)',
                                public.format_mxn(starting_price)) using errcode = 'VT219';
  end if;
  if reserve_price is not null and reserve_price > 1000000 then
    raise exception 'El precio de reserva puede ser de hasta $1,000,000 MXN' using errcode = 'VT220';
  end if;
  if duration_days is null or duration_days not in (1, 3, 5, 7) then
    raise exception 'Elige una duración de 1, 3, 5 o 7 días' using errcode = 'VT221';
  end if;
  if scheduled_start is not null and (scheduled_start <= clock or scheduled_start > clock + interval '30 days') then
    raise exception 'La fecha de inicio debe estar en los próximos 30 días' using errcode = 'VT222';
  end if;
  if greatest(starting_price, coalesce(reserve_price, 0)) >= 5000
     and not exists (select 1 from public.profiles pr where pr.id = me and pr.identity_verified) then
    raise exception 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad'
      using errcode = 'VT002', detail = 'Verificación requerida', hint = '/dashboard/profile';
  end if;

  start_at := case when piece.status = 'published' then greatest(clock, coalesce(scheduled_start, clock)) end;

  select * into current from public.auctions a
  where a.product_id = list_at_auction.product_id and a.status = 'open' for update;
  if current.id is not null then
    if current.bid_count > 0 then
      raise exception 'Esta subasta ya tiene pujas: ya no puedes cambiarla' using errcode = 'VT522';
    end if;
    update public.auctions a
    set starting_price = list_at_auction.starting_price,
        has_reserve = list_at_auction.reserve_price is not null,
        duration_days = list_at_auction.duration_days,
        scheduled_start = list_at_auction.scheduled_start,
        starts_at = start_at,
        ends_at = start_at + make_interval(days => list_at_auction.duration_days),
        updated_at = now()
    where a.id = current.id;
    auction := current.id;
  else
    select * into latest from public.auctions a
    where a.product_id = list_at_auction.product_id and a.status <> 'cancelled'
    order by a.created_at desc limit 1;
    if latest.status = 'sold' and exists (
      select 1 from public.offers o
      where o.auction_id = latest.id and (o.order_id is not null or (o.status = 'accepted' and o.expires_at > now()))
    ) then
      raise exception 'Esta pieza ya se vendió en subasta' using errcode = 'VT523';
    end if;
    if exists (
      select 1 from public.offers o join public.auctions a on a.id = o.auction_id
      where a.product_id = list_at_auction.product_id and o.status = 'accepted' and o.order_id is null
        and o.expires_at > now()
    ) then
      raise exception 'Ofreciste esta pieza al mejor postor: espera a que pague o a que venza su plazo'
        using errcode = 'VT524';
    end if;
    insert into public.auctions (product_id, seller_id, starting_price, has_reserve, duration_days, scheduled_start,
                                 starts_at, ends_at)
    values (list_at_auction.product_id, me, list_at_auction.starting_price, list_at_auction.reserve_price is not null,
            list_at_auction.duration_days, list_at_auction.scheduled_start, start_at,
            start_at + make_interval(days => list_at_auction.duration_days))
    returning id into auction;
  end if;
  insert into public.auction_secrets (auction_id, reserve_price) values (auction, list_at_auction.reserve_price)
  on conflict (auction_id) do update set reserve_price = excluded.reserve_price;

  update public.products p set price = list_at_auction.starting_price, updated_at = now()
  where p.id = list_at_auction.product_id and p.price is distinct from list_at_auction.starting_price;
  return auction;
end
$function$;

CREATE OR REPLACE FUNCTION public.offer_to_top_bidder(auction_id uuid, amount numeric)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
  piece record;
  offer uuid;
begin
  select * into a from public.auctions x where x.id = offer_to_top_bidder.auction_id for update;
  if me is null or a.id is null or a.seller_id <> me then
    raise exception 'Solo el vendedor puede ofrecer su pieza' using errcode = 'VT431';
  end if;
  select * into s from public.auction_secrets x where x.auction_id = a.id;
  if a.status <> 'unsold' or s.leader_id is null then
    raise exception 'Solo puedes ofrecer la pieza al mejor postor de una subasta que terminó sin venta'
      using errcode = 'VT525';
  end if;
  if amount is null or amount <= 0 or amount > 1000000 then
    raise exception 'Ingresa un monto válido' using errcode = 'VT223';
  end if;
  select p.title, p.status into piece from public.products p where p.id = a.product_id;
  if piece.status is distinct from 'published' then
    raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
  end if;
  if exists (select 1 from public.offers o where o.auction_id = a.id and o.status = 'accepted'
             and (o.order_id is not null or o.expires_at > now())) then
    raise exception 'Ya ofreciste esta pieza al mejor postor' using errcode = 'VT526';
  end if;
  insert into public.offers (product_id, buyer_id, seller_id, amount, status, responded_at, expires_at, auction_id)
  values (a.product_id, s.leader_id, a.seller_id, round(amount, 2), 'accepted', now(),
          now() + public.auction_pay_window(), a.id)
  returning id into offer;
  perform public.tell_auction(s.leader_id, a.product_id, 'El vendedor te ofrece la pieza',
    format('La subasta de "%s" no alcanzó la reserva, pero el vendedor te la ofrece en %s hasta el %s.',
           piece.title, public.format_mxn(amount), public.mx_time(public.app_now() + public.auction_pay_window())));
  return offer;
end
$function$;

CREATE OR REPLACE FUNCTION public.offers_money_decimals()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.amount <> round(new.amount, 2) then
    raise exception 'El monto de la oferta lleva a lo más dos decimales (centavos)' using errcode = 'VT312';
  end if;
  if new.counter_amount <> round(new.counter_amount, 2) then
    raise exception 'La contraoferta lleva a lo más dos decimales (centavos)' using errcode = 'VT313';
  end if;
  new.amount := round(new.amount, 2);
  new.counter_amount := round(new.counter_amount, 2);
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.open_claim(order_id uuid, seller_id uuid, reason text, description text, photos text[] DEFAULT '{}'::text[])
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.orders;
  state record;
  clean_photos text[];
  text_in text := btrim(coalesce(description, ''));
  new_claim uuid;
  titles text;
  tick timestamptz := public.app_now();
begin
  select * into target from public.orders o where o.id = open_claim.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede abrir un reclamo' using errcode = 'VT432';
  end if;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = open_claim.seller_id;
  if titles is null then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = 'VT206';
  end if;
  if reason is null or reason not in ('not_arrived', 'not_as_described', 'damaged', 'not_authentic') then
    raise exception 'Elige el motivo del reclamo' using errcode = 'VT224';
  end if;
  if char_length(text_in) not between 10 and 2000 then
    raise exception 'Describe el problema en 10 a 2000 caracteres' using errcode = 'VT225';
  end if;
  clean_photos := public.check_claim_photos(photos, me);
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado: el pago ya se te devolvió' using errcode = 'VT527';
  end if;
  if exists (select 1 from public.claims c
             where c.order_id = target.id and c.seller_id = open_claim.seller_id
               and c.status in ('open', 'return_requested', 'return_shipped', 'escalated')) then
    raise exception 'Ya tienes un reclamo abierto por estas piezas' using errcode = 'VT701';
  end if;
  select * into state from public.order_part_state(target.id, open_claim.seller_id);
  if state.held <= 0 then
    raise exception 'El pago de estas piezas ya se liberó o se reembolsó: ya no se puede reclamar'
      using errcode = 'VT528';
  end if;
  if state.shipped_at is null then
    raise exception 'El vendedor aún no envía estas piezas: mientras no se envíen puedes cancelar el pedido'
      using errcode = 'VT529';
  end if;
  if reason = 'not_arrived' then
    if state.delivered_at is not null then
      raise exception 'Confirmaste que recibiste estas piezas: elige otro motivo' using errcode = 'VT530';
    end if;
    if tick < state.shipped_at + make_interval(days => public.protection_setting('not_arrived_days')) then
      raise exception '%', format('Podrás reclamar que no llegó a partir del %s',
        public.format_day(state.shipped_at + make_interval(days => public.protection_setting('not_arrived_days'))))
        using errcode = 'VT531';
    end if;
  elsif state.delivered_at is null then
    raise exception 'Confirma la entrega para reclamar por la pieza; si no te llegó, elige "No llegó"'
      using errcode = 'VT532';
  end if;
  if tick >= state.protection_ends_at then
    raise exception '%', format('El periodo para reclamar terminó el %s', public.format_day(state.protection_ends_at))
      using errcode = 'VT533';
  end if;

  insert into public.claims (order_id, seller_id, buyer_id, reason, description, answer_due_at)
  values (target.id, open_claim.seller_id, me, reason, text_in,
          tick + make_interval(days => public.protection_setting('answer_days')))
  returning id into new_claim;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message, photos)
  values (new_claim, me, 'buyer', 'opened', text_in, clean_photos);

  -- a doubt about the piece itself sends a verified certificate back to the staff
  if reason in ('not_as_described', 'not_authentic') and exists (
    select 1 from public.order_items i join public.products p on p.id = i.product_id
    where i.order_id = target.id and i.seller_id = open_claim.seller_id and p.authentication_status = 'verified'
  ) then
    update public.products p set authentication_status = 'pending', is_certified = false
    from public.order_items i
    where i.order_id = target.id and i.seller_id = open_claim.seller_id and p.id = i.product_id
      and p.authentication_status = 'verified';
    insert into public.claim_events (claim_id, actor_role, kind, message)
    values (new_claim, 'system', 'certificate_review', 'El certificado de la pieza vuelve a revisión del equipo');
  end if;

  perform public.tell_party(open_claim.seller_id, 'Nuevo reclamo',
    format('El comprador abrió un reclamo ("%s") por "%s". Respóndelo antes del %s; el pago queda retenido.',
      public.claim_reason_text(reason), titles,
      public.format_day(tick + make_interval(days => public.protection_setting('answer_days')))), target.id);
  perform public.tell_party(me, 'Reclamo abierto',
    format('Abriste un reclamo ("%s") por "%s". El vendedor tiene hasta el %s para responder.',
      public.claim_reason_text(reason), titles,
      public.format_day(tick + make_interval(days => public.protection_setting('answer_days')))), target.id);
  return new_claim;
end
$function$;

CREATE OR REPLACE FUNCTION public.place_bid(auction_id uuid, max_amount numeric)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  a public.auctions;
  s public.auction_secrets;
  piece record;
  clock timestamptz := public.app_now();
  amount numeric(12, 2) := round(max_amount, 2);
  minimum numeric(12, 2);
  price numeric(12, 2);
  leader uuid;
  top numeric(12, 2);
  outbid uuid;
  rows_added integer := 1;
  new_end timestamptz;
begin
  if me is null then
    raise exception 'Debes iniciar sesión para pujar' using errcode = 'VT433';
  end if;
  select * into a from public.auctions x where x.id = place_bid.auction_id for update;
  if a.id is null then
    raise exception 'Esta subasta no existe' using errcode = 'VT602';
  end if;
  select p.status, p.title into piece from public.products p where p.id = a.product_id;
  if a.seller_id = me then
    raise exception 'No puedes pujar por tu propia pieza' using errcode = 'VT434';
  end if;
  if a.status <> 'open' or piece.status is distinct from 'published' or a.starts_at is null then
    raise exception 'Esta subasta no está activa' using errcode = 'VT534';
  end if;
  if clock < a.starts_at then
    raise exception '%', format('La subasta empieza el %s', public.mx_time(a.starts_at)) using errcode = 'VT535';
  end if;
  if clock >= a.ends_at then
    raise exception 'Esta subasta ya terminó' using errcode = 'VT536';
  end if;
  if amount is null or amount <= 0 then
    raise exception 'Ingresa un monto válido' using errcode = 'VT223';
  end if;
  if amount > 1000000 then
    raise exception 'La puja máxima es de $1,000,000 MXN' using errcode = 'VT226';
  end if;

  select * into s from public.auction_secrets x where x.auction_id = a.id for update;
  if s.auction_id is null then
    insert into public.auction_secrets (auction_id) values (a.id) returning * into s;
  end if;
  minimum := public.auction_next_minimum(a);

  if s.leader_id = me then
    -- the leader raises their own maximum: the price moves only to meet the reserve
    if amount <= s.leader_max then
      raise exception '%', format('Tu puja máxima ya es de %s: para subirla, ofrece más', public.format_mxn(s.leader_max))
        using errcode = 'VT227', detail = (s.leader_max + 0.01)::text;
    end if;
    leader := me;
    top := amount;
    price := a.current_price;
  else
    if amount < minimum then
      raise exception '%', format('Tu puja debe ser de al menos %s', public.format_mxn(minimum))
        using errcode = 'VT228', detail = minimum::text;
    end if;
    if s.leader_id is null then
      leader := me;
      top := amount;
      price := a.starting_price;
    elsif amount > s.leader_max then
      outbid := s.leader_id;
      leader := me;
      top := amount;
      price := least(amount, s.leader_max + public.auction_increment(s.leader_max));
    else
      -- the leader's maximum answers (a tie goes to the earlier bid)
      leader := s.leader_id;
      top := s.leader_max;
      price := least(s.leader_max, amount + public.auction_increment(amount));
    end if;
  end if;
  if a.has_reserve and s.reserve_price is not null and top >= s.reserve_price then
    price := greatest(price, s.reserve_price);
  end if;

  insert into public.auction_bids (auction_id, bidder_id, amount, max_amount, is_auto, created_at)
  values (a.id, me, case when leader = me then price else amount end, amount, false, clock);
  if leader <> me then
    insert into public.auction_bids (auction_id, bidder_id, amount, max_amount, is_auto, created_at)
    values (a.id, leader, price, null, true, clock);
    rows_added := 2;
  end if;

  update public.auction_secrets x set leader_id = leader, leader_max = top where x.auction_id = a.id;
  new_end := case when a.ends_at - clock < public.auction_extension() then clock + public.auction_extension()
                  else a.ends_at end;
  update public.auctions x
  set current_price = price,
      bid_count = x.bid_count + rows_added,
      reserve_met = x.has_reserve and s.reserve_price is not null and top >= s.reserve_price,
      leader_label = public.masked_member(leader),
      ends_at = new_end,
      updated_at = now()
  where x.id = a.id;

  if outbid is not null then
    perform public.tell_auction(outbid, a.product_id, 'Te superaron en una subasta',
      format('Alguien pujó más que tu máximo por "%s". La puja actual es de %s y la subasta termina el %s.',
             piece.title, public.format_mxn(price), public.mx_time(new_end)));
  end if;
  return public.auction_state(a.id);
end
$function$;

CREATE OR REPLACE FUNCTION public.price_alerts_money_decimals()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.target_price <> round(new.target_price, 2) then
    raise exception 'El precio objetivo lleva a lo más dos decimales (centavos)' using errcode = 'VT314';
  end if;
  new.target_price := round(new.target_price, 2);
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.products_money_decimals()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.price <> round(new.price, 2) then
    raise exception 'El precio lleva a lo más dos decimales (centavos)' using errcode = 'VT315';
  end if;
  if new.shipping_price <> round(new.shipping_price, 2) then
    raise exception 'El costo de envío lleva a lo más dos decimales (centavos)' using errcode = 'VT316';
  end if;
  new.price := round(new.price, 2);
  new.shipping_price := round(new.shipping_price, 2);
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.release_payment(order_id uuid, seller_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.orders;
  state record;
begin
  select * into target from public.orders o where o.id = release_payment.order_id for update;
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien hizo el pedido puede liberar el pago' using errcode = 'VT435';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = release_payment.seller_id) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = 'VT206';
  end if;
  select * into state from public.order_part_state(target.id, release_payment.seller_id);
  if state.held <= 0 then
    raise exception 'Este pago ya se liberó o se reembolsó' using errcode = 'VT537';
  end if;
  if state.delivered_at is null then
    raise exception 'Confirma la entrega antes de liberar el pago' using errcode = 'VT538';
  end if;
  if exists (select 1 from public.claims c
             where c.order_id = target.id and c.seller_id = release_payment.seller_id
               and public.claim_is_open(c.status)) then
    raise exception 'Tienes un reclamo abierto: el pago queda retenido hasta que se resuelva' using errcode = 'VT539';
  end if;
  if state.full_window then
    raise exception '%', format('Esta pieza se protege durante todo el periodo: el pago se liberará el %s',
      public.format_day(state.protection_ends_at)) using errcode = 'VT540';
  end if;
  perform public.move_payment(target.id, release_payment.seller_id, 'release', state.held, me, 'buyer',
    'El comprador confirmó que todo está bien');
  perform public.tell_party(release_payment.seller_id, 'Pago liberado',
    format('El comprador confirmó que todo está bien: se te liberan %s.', public.format_mxn(state.held)), target.id);
end
$function$;

CREATE OR REPLACE FUNCTION public.replace_open_offers()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if exists (
    select 1 from public.offers o
    where o.product_id = new.product_id and o.buyer_id = new.buyer_id and o.status = 'accepted'
      and o.order_id is null and o.expires_at > now()
  ) then
    raise exception 'Ya tienes una oferta aceptada por esta pieza: cómprala al precio acordado antes de hacer otra'
      using errcode = 'VT541';
  end if;
  update public.offers o
  set status = case when o.expires_at <= now() then 'expired' else 'replaced' end
  where o.product_id = new.product_id and o.buyer_id = new.buyer_id
    and o.status in ('pending', 'countered', 'accepted') and o.order_id is null;
  return new;
end
$function$;

CREATE OR REPLACE FUNCTION public.review_seller(order_id uuid, seller_id uuid, rating integer, comment text DEFAULT NULL::text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    raise exception 'Solo quien hizo el pedido puede calificar al vendedor' using errcode = 'VT436';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = review_seller.seller_id) then
    raise exception 'Este vendedor no tiene piezas en este pedido' using errcode = 'VT206';
  end if;
  select max(i.delivered_at) into part_delivered_at
  from public.order_items i
  where i.order_id = target.id and i.seller_id = review_seller.seller_id
  having count(*) filter (where i.delivered_at is null) = 0;
  if target.status = 'cancelled' or part_delivered_at is null then
    raise exception 'Podrás calificar al vendedor cuando confirmes la entrega' using errcode = 'VT542';
  end if;
  if rating is null or rating not between 1 and 5 then
    raise exception 'Elige de 1 a 5 estrellas' using errcode = 'VT229';
  end if;
  if char_length(the_comment) > 500 then
    raise exception 'El comentario no puede exceder 500 caracteres' using errcode = 'VT230';
  end if;

  select * into existing from public.seller_reviews v
  where v.order_id = target.id and v.seller_id = review_seller.seller_id
  for update;
  if existing.id is not null then
    if now() > existing.created_at + interval '7 days' then
      raise exception 'Solo puedes editar tu reseña durante 7 días' using errcode = 'VT543';
    end if;
    update public.seller_reviews
    set rating = review_seller.rating, comment = the_comment, updated_at = now()
    where id = existing.id;
    return existing.id;
  end if;

  if now() > part_delivered_at + interval '60 days' then
    raise exception 'El plazo para calificar este pedido terminó (60 días después de la entrega)' using errcode = 'VT544';
  end if;
  insert into public.seller_reviews (order_id, seller_id, buyer_id, rating, comment, product_title)
  values (target.id, review_seller.seller_id, me, review_seller.rating, the_comment, '')
  returning id into review_id;

  select coalesce(p.display_name, p.username, 'Un comprador') into buyer_name from public.profiles p where p.id = me;
  perform public.notify_user(review_seller.seller_id, 'order', 'Nueva reseña',
    format('%s te calificó con %s de 5 estrellas', buyer_name, review_seller.rating), target.id);
  return review_id;
end
$function$;

CREATE OR REPLACE FUNCTION public.ship_order(order_id uuid, carrier text, tracking_number text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.orders;
  the_carrier text := btrim(coalesce(carrier, ''));
  the_tracking text := public.normalize_tracking_number(tracking_number);
  chosen public.carriers;
  refusal text;
  titles text;
begin
  select * into target from public.orders o where o.id = ship_order.order_id for update;
  if me is null or target.id is null
     or not exists (select 1 from public.order_items i where i.order_id = target.id and i.seller_id = me) then
    raise exception 'Solo quien vendió las piezas puede marcar el envío' using errcode = 'VT437';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = 'VT504';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = me and i.shipped_at is null) then
    raise exception 'Ya marcaste este pedido como enviado' using errcode = 'VT545';
  end if;
  if char_length(the_carrier) not between 2 and 60 then
    raise exception 'Indica la paquetería' using errcode = 'VT231';
  end if;
  chosen := public.carrier_named(the_carrier);
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = 'VT232';
  end if;
  refusal := public.tracking_number_refusal(chosen, the_tracking);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'VT233', detail = 'tracking_number';
  end if;

  update public.order_items i
  set carrier = chosen.name, carrier_id = chosen.id, tracking_number = the_tracking, shipped_at = now()
  where i.order_id = target.id and i.seller_id = me and i.shipped_at is null;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = me;
  perform public.settle_order_status(target.id);
  perform public.notify_user(target.buyer_id, 'order', 'Pedido enviado',
    format('"%s" va en camino con %s, guía %s', titles, chosen.name, the_tracking), target.id);
end
$function$;

CREATE OR REPLACE FUNCTION public.ship_return(claim_id uuid, carrier text, tracking_number text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
  chosen public.carriers;
  the_tracking text := btrim(coalesce(tracking_number, ''));
  tick timestamptz := public.app_now();
begin
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien abrió el reclamo puede registrar la devolución' using errcode = 'VT438';
  end if;
  if target.status <> 'return_requested' then
    raise exception 'El vendedor no ha pedido la devolución de esta pieza' using errcode = 'VT546';
  end if;
  select * into chosen from public.carriers c
  where c.id = btrim(coalesce(carrier, '')) or lower(c.name) = lower(btrim(coalesce(carrier, '')));
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = 'VT232';
  end if;
  if char_length(the_tracking) not between 4 and 60 then
    raise exception 'Indica un número de guía válido' using errcode = 'VT234';
  end if;
  update public.claims
  set status = 'return_shipped', return_carrier = chosen.name, return_tracking = the_tracking,
      return_due_at = null, answer_due_at = tick + make_interval(days => public.protection_setting('answer_days')),
      updated_at = tick
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind, message)
  values (target.id, me, 'buyer', 'return_shipped', format('%s, guía %s', chosen.name, the_tracking));
  perform public.tell_party(target.seller_id, 'Devolución en camino',
    format('El comprador envió la pieza de vuelta con %s, guía %s. Confirma cuando la recibas.', chosen.name,
      the_tracking), target.order_id);
end
$function$;

CREATE OR REPLACE FUNCTION public.update_listing(p_product_id uuid, p_changes jsonb, p_image_urls text[], p_thumb_urls text[] DEFAULT NULL::text[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  next public.products;
  photo_count integer := coalesce(cardinality(p_image_urls), 0);
  kept_thumbs jsonb;
begin
  if photo_count < 1 or photo_count > 6 then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = 'VT235';
  end if;
  if exists (select 1 from unnest(p_image_urls) as u(url) where u.url is null or btrim(u.url) = '') then
    raise exception 'Una foto no tiene dirección' using errcode = 'VT236';
  end if;
  if coalesce(cardinality(p_thumb_urls), 0) > photo_count then
    raise exception 'Hay más miniaturas que fotos' using errcode = 'VT237';
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
    raise exception 'No pudimos guardar los cambios. Inténtalo de nuevo.' using errcode = 'VT439';
  end if;
  select jsonb_object_agg(i.image_url, i.thumb_url) into kept_thumbs
    from public.product_images i
   where i.product_id = p_product_id and i.thumb_url is not null;
  delete from public.product_images where product_id = p_product_id;
  insert into public.product_images (product_id, image_url, thumb_url, "order")
  select p_product_id, u.url,
         coalesce(nullif(btrim(p_thumb_urls[u.position]), ''), kept_thumbs ->> u.url),
         (u.position - 1)::integer
    from unnest(p_image_urls) with ordinality as u(url, position);
end
$function$;

CREATE OR REPLACE FUNCTION public.update_tracking(order_id uuid, carrier text, tracking_number text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.orders;
  the_tracking text := public.normalize_tracking_number(tracking_number);
  chosen public.carriers;
  refusal text;
  titles text;
begin
  select * into target from public.orders o where o.id = update_tracking.order_id for update;
  if me is null or target.id is null
     or not exists (select 1 from public.order_items i where i.order_id = target.id and i.seller_id = me) then
    raise exception 'Solo quien vendió las piezas puede corregir la guía' using errcode = 'VT440';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = 'VT504';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = me and i.shipped_at is null) then
    raise exception 'Primero marca tus piezas como enviadas' using errcode = 'VT547';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = me and i.delivered_at is not null) then
    raise exception 'El comprador ya recibió tus piezas: la guía ya no se puede cambiar' using errcode = 'VT548';
  end if;
  if char_length(btrim(coalesce(carrier, ''))) not between 2 and 60 then
    raise exception 'Indica la paquetería' using errcode = 'VT231';
  end if;
  chosen := public.carrier_named(carrier);
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = 'VT232';
  end if;
  refusal := public.tracking_number_refusal(chosen, the_tracking);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'VT233', detail = 'tracking_number';
  end if;

  update public.order_items i
  set carrier = chosen.name, carrier_id = chosen.id, tracking_number = the_tracking
  where i.order_id = target.id and i.seller_id = me;
  update public.orders set updated_at = now() where id = target.id;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = me;
  perform public.notify_user(target.buyer_id, 'order', 'Guía actualizada',
    format('La guía de "%s" ahora es %s %s', titles, chosen.name, the_tracking), target.id);
end
$function$;

CREATE OR REPLACE FUNCTION public.welcome_discount_refusal(buyer uuid, code text, this_order uuid DEFAULT NULL::uuid)
 RETURNS TABLE(errcode text, message text)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  account_email text;
begin
  if upper(btrim(coalesce(code, ''))) <> 'BIENVENIDA10' then
    return query select 'VT238'::text, 'Este código de descuento no existe. Revisa que esté bien escrito.'::text;
    return;
  end if;
  select lower(btrim(u.email)) into account_email from auth.users u where u.id = buyer;
  if account_email is null
     or not exists (select 1 from public.newsletter_subscribers s where s.email = account_email) then
    return query select 'VT441'::text,
      'Este código es solo para quien se suscribió al boletín con el correo de esta cuenta.'::text;
    return;
  end if;
  if exists (
    select 1 from public.orders o
    where o.buyer_id = buyer and o.status <> 'cancelled'
      and (this_order is null or o.id <> this_order)
      and o.discount_code is not null
  ) then
    return query select 'VT549'::text, 'Ya usaste tu código BIENVENIDA10 en tu primera compra.'::text;
    return;
  end if;
  if exists (
    select 1 from public.orders o
    where o.buyer_id = buyer and o.status <> 'cancelled'
      and (this_order is null or o.id <> this_order)
  ) then
    return query select 'VT550'::text, 'El código BIENVENIDA10 es solo para la primera compra de tu cuenta.'::text;
    return;
  end if;
end
$function$;

CREATE OR REPLACE FUNCTION public.withdraw_claim(claim_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  me uuid := auth.uid();
  target public.claims := public.lock_claim(claim_id);
begin
  if me is null or target.id is null or target.buyer_id <> me then
    raise exception 'Solo quien abrió el reclamo puede retirarlo' using errcode = 'VT442';
  end if;
  if not public.claim_is_open(target.status) then
    raise exception 'Este reclamo ya está cerrado' using errcode = 'VT551';
  end if;
  update public.claims
  set status = 'withdrawn', answer_due_at = null, return_due_at = null, updated_at = public.app_now()
  where id = target.id;
  insert into public.claim_events (claim_id, actor_id, actor_role, kind) values (target.id, me, 'buyer', 'withdrawn');
  perform public.tell_party(target.seller_id, 'Reclamo retirado', 'El comprador retiró su reclamo.',
    target.order_id);
end
$function$;
