-- Offers on a piece with no stock left.
--
-- A piece whose stock reached 0 stays `published` (the seller may restock it), and guard_offer took a new offer on
-- it: the seller was told, and accepting it then failed with 23503 (HTTP 409, the foreign-key code). Now an offer
-- on a piece without stock is refused with its own words, and so is accepting one made before the stock ran out
-- (55000 both, which PostgREST answers with 400 and the app shows as they are).

-- guard_offer (004100) restated: the stock is read with the status, on insert and on acceptance.
create or replace function public.guard_offer() returns trigger
language plpgsql
set search_path = ''
as $$
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
      raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
    end if;
    if product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no recibe ofertas' using errcode = '55000';
    end if;
    if product_seller = me then
      raise exception 'No puedes hacer ofertas por tu propio producto' using errcode = '42501';
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
    raise exception 'Solo se puede cambiar el estado de una oferta' using errcode = '42501';
  end if;
  if new.status is not distinct from old.status then
    return new;
  end if;

  if old.status = 'closed' then
    raise exception 'Esta pieza ya se vendió: la oferta quedó cerrada' using errcode = '55000';
  end if;
  if old.status = 'replaced' then
    raise exception 'Esta oferta fue reemplazada por una más reciente' using errcode = '55000';
  end if;
  if old.status not in ('pending', 'countered') then
    raise exception 'Esta oferta ya no admite cambios' using errcode = '55000';
  end if;
  if old.expires_at <= now() then
    raise exception 'Esta oferta expiró' using errcode = '55000';
  end if;
  if not (
    (me = old.seller_id and old.status = 'pending' and new.status in ('accepted', 'rejected', 'countered'))
    or (me = old.buyer_id and new.status = 'withdrawn')
    or (me = old.buyer_id and old.status = 'countered' and new.status = 'accepted')
  ) then
    raise exception 'No puedes cambiar esta oferta a ese estado' using errcode = '42501';
  end if;

  if new.status = 'countered' then
    if new.counter_amount is null or new.counter_amount <= 0 or new.counter_amount > 1000000 then
      raise exception 'Ingresa un monto válido para la contraoferta' using errcode = '22023';
    end if;
    if new.counter_amount <= old.amount then
      raise exception '%', format('La contraoferta debe ser mayor que la oferta (%s)', public.format_mxn(old.amount))
        using errcode = '22023';
    end if;
    select price into list_price from public.products where id = old.product_id;
    if list_price is not null and new.counter_amount > list_price then
      raise exception '%', format('La contraoferta no puede superar el precio publicado (%s)',
                                  public.format_mxn(list_price))
        using errcode = '22023';
    end if;
    new.expires_at := now() + interval '48 hours';
  else
    new.counter_amount := old.counter_amount;
    new.expires_at := old.expires_at;
  end if;
  if new.status = 'accepted' then
    select status, stock into product_status, product_stock from public.products where id = old.product_id;
    if product_status = 'published' and product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no se puede aceptar la oferta' using errcode = '55000';
    end if;
    if coalesce(public.available_units(old.product_id, old.buyer_id), 0) < 1 then
      raise exception 'Este tesoro ya no está disponible' using errcode = '23503';
    end if;
    new.expires_at := now() + interval '48 hours';
  end if;
  new.responded_at := now();
  return new;
end
$$;
