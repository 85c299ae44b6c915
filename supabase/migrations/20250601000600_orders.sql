-- rpc/create_order: the only way to create an order. Prices come from the products, not the
-- client; each piece can be sold once (order_items.product_id is unique and the product becomes
-- 'sold'); buyer and sellers get an 'order' notification whose ref_id is the order id.
-- Errors: 42501 when signed out, 22023 for an empty cart, 23503 when a piece is no longer
-- available, 42501 when buying one's own piece.
create or replace function public.create_order(product_ids uuid[], shipping_address jsonb default null)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  buyer uuid := auth.uid();
  wanted uuid[];
  piece record;
  new_order uuid;
  order_total numeric(12, 2) := 0;
begin
  if buyer is null then
    raise exception 'Debes iniciar sesión para comprar' using errcode = '42501';
  end if;
  select array_agg(distinct x) into wanted from unnest(product_ids) as x where x is not null;
  if wanted is null then
    raise exception 'No hay items en el carrito' using errcode = '22023';
  end if;

  insert into public.orders (buyer_id, shipping_address) values (buyer, shipping_address)
  returning id into new_order;

  for piece in
    select p.id, p.seller_id, p.title, p.price, p.status
    from public.products p where p.id = any (wanted)
    order by p.id
    for update
  loop
    if piece.status <> 'published' then
      raise exception 'Este tesoro ya no está disponible' using errcode = '23503', detail = piece.title;
    end if;
    if piece.seller_id = buyer then
      raise exception 'No puedes comprar tu propio producto' using errcode = '42501', detail = piece.title;
    end if;
    insert into public.order_items (order_id, product_id, seller_id, title, price)
    values (new_order, piece.id, piece.seller_id, piece.title, piece.price);
    update public.products set status = 'sold' where id = piece.id;
    update public.profiles set sales_count = sales_count + 1 where id = piece.seller_id;
    perform public.notify_user(piece.seller_id, 'order', 'Nueva venta',
      format('Vendiste "%s" por %s', piece.title, public.format_mxn(piece.price)), new_order);
    order_total := order_total + piece.price;
  end loop;

  if (select count(*) from public.order_items where order_id = new_order) <> cardinality(wanted) then
    raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
  end if;

  update public.orders set total = order_total where id = new_order;
  perform public.notify_user(buyer, 'order', '¡Orden completada!',
    format('Tu orden por %s fue registrada', public.format_mxn(order_total)), new_order);
  return new_order;
end
$$;

revoke execute on function public.create_order(uuid[], jsonb) from public, anon;
