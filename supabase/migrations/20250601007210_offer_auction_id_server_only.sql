-- Clients never write offers.auction_id (audit 2026-12-01, item 2). Only the auction's own functions
-- (close_due_auctions, offer_to_top_bidder) set it; a member who tagged an offer with an auction could buy a piece
-- out of a running auction (VT512 skipped), block another seller's auction for good (VT523 / VT524 / VT526) and
-- skip the seller's notification.
--   * guard_offer: a client's insert gets auction_id null; auction_id is among the columns a client cannot change.
--   * guard_auction_order_item: the offer that lets a piece at auction be bought must belong to an auction of that
--     very piece.
--   * offers already tagged with an auction of another piece are untagged (they can only have come from a client).

-- restated from 20250601007200
create or replace function public.guard_offer()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $$
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
    new.auction_id := null;
    new.created_at := now();
    new.updated_at := now();
    new.expires_at := now() + interval '48 hours';
    return new;
  end if;

  if (new.product_id, new.buyer_id, new.seller_id, new.amount, new.created_at, new.order_id, new.auction_id)
     is distinct from (old.product_id, old.buyer_id, old.seller_id, old.amount, old.created_at, old.order_id,
                       old.auction_id)
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
    if exists (select 1 from public.auctions a where a.product_id = old.product_id and a.status <> 'cancelled') then
      raise exception 'Esta pieza está en subasta: ya no se puede aceptar la oferta' using errcode = 'VT553';
    end if;
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
$$;

-- restated from 20250601005500
create or replace function public.guard_auction_order_item()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $$
begin
  if exists (select 1 from public.auctions a where a.product_id = new.product_id and a.status <> 'cancelled')
     and not exists (select 1 from public.offers o
                     join public.auctions a on a.id = o.auction_id and a.product_id = new.product_id
                     where o.product_id = new.product_id and o.order_id = new.order_id)
  then
    raise exception 'Esta pieza se vende en subasta: puja para ganarla'
      using errcode = 'VT512', detail = new.title, hint = new.product_id::text;
  end if;
  return new;
end
$$;

update public.offers o set auction_id = null
where o.auction_id is not null
  and not exists (select 1 from public.auctions a where a.id = o.auction_id and a.product_id = o.product_id);
