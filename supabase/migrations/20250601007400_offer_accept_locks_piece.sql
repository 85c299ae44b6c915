-- Two answers at once on a piece's last unit (audit 2026-12-01, left unconfirmed). guard_offer counted the units
-- other buyers' accepted offers hold without any lock: a seller who accepted two pending offers of a one-unit piece
-- at the same moment (two tabs, two requests) had both accepted, and an accept racing an order for the last unit
-- left an accepted offer on a sold piece. Now accepting (the seller an offer, the buyer a counter) first locks the
-- piece's row, as create_order and list_at_auction do, and counts under that lock:
--   * offers_accept_locks_piece (SECURITY DEFINER, so the lock does not depend on the row-level rights of the buyer
--     who accepts a counter) takes the row lock; it fires before offers_guard (triggers of one event fire in name
--     order);
--   * guard_offer, whose statements each read what committed before them, refuses when every unit left is set aside:
--     the seller 'Ya aceptaste otra oferta por esta pieza…' (VT556), the buyer accepting a counter 'Esta pieza ya
--     está apartada para otro comprador…' (VT557), no longer the vaguer VT600 (still the answer for a piece no
--     longer on sale).
-- The accept holds its offer's row before it asks for the piece's, and an order or a stock change that sells the
-- piece out holds the piece's row before it closes the open offers: when the two meet, PostgreSQL finds the cycle
-- and stops one. When it stops the accept, the accept says so in Spanish (VT558) and the order goes on; the
-- offer is then closed with the others.

create or replace function public.lock_piece_to_accept() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  begin
    perform 1 from public.products p where p.id = new.product_id for no key update;
  exception when deadlock_detected then
    raise exception 'La pieza cambió mientras respondías la oferta: revísala y vuelve a intentarlo'
      using errcode = 'VT558';
  end;
  return new;
end
$$;

create trigger offers_accept_locks_piece before update of status on public.offers
  for each row when (new.status = 'accepted' and old.status is distinct from 'accepted')
  execute function public.lock_piece_to_accept();

-- restated from 20250601007210; only the acceptance's count changes
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
    -- read under the piece's row lock (offers_accept_locks_piece): another answer or an order of this piece that
    -- committed meanwhile is counted here
    select status, stock into product_status, product_stock from public.products where id = old.product_id;
    if product_status = 'published' and product_stock < 1 then
      raise exception 'Esta pieza está agotada: ya no se puede aceptar la oferta' using errcode = 'VT519';
    end if;
    if product_status is distinct from 'published' then
      raise exception 'Este tesoro ya no está disponible' using errcode = 'VT600';
    end if;
    -- every unit left is set aside by other buyers' accepted offers, still in their checkout window
    if coalesce(public.available_units(old.product_id, old.buyer_id), 0) < 1 then
      if me = old.seller_id then
        raise exception 'Ya aceptaste otra oferta por esta pieza y no quedan unidades libres: espera a que ese comprador pague o a que venza su plazo'
          using errcode = 'VT556';
      end if;
      raise exception 'Esta pieza ya está apartada para otro comprador: no puedes aceptar la contraoferta'
        using errcode = 'VT557';
    end if;
    new.expires_at := now() + interval '48 hours';
  end if;
  new.responded_at := now();
  return new;
end
$$;
