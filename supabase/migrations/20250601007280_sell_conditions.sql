-- A member lists a piece in one of the sell form's conditions (spec §5: new, excellent, good, fair), audit
-- 2026-12-01 item 8. 'poor' stays in the enumeration: pieces that already carry it (the seed's, older listings)
-- keep it, are shown and filtered as before, and may be edited without changing it; a member's new piece or a change
-- of condition to it is refused (VT239, the sell form's message).

-- restated from 20250601007250
create or replace function public.guard_product()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $$
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

  -- the sell form's conditions (spec §5); 'poor' stays readable on the pieces that already carry it
  if new.condition not in ('new', 'excellent', 'good', 'fair')
     and (tg_op = 'INSERT' or new.condition is distinct from old.condition) then
    raise exception 'Debes seleccionar la condición del producto' using errcode = 'VT239';
  end if;

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
    if trusted and old.seller_id = auth.uid() and new.status <> 'deleted' then
      raise exception 'No puedes publicar ni rechazar tu propia pieza: otra persona del equipo debe revisarla'
        using errcode = 'VT444';
    end if;
    if not trusted and new.status <> 'deleted' then
      raise exception 'Solo el equipo de revisión puede publicar o rechazar productos' using errcode = 'VT420';
    end if;
    if trusted and new.status in ('published', 'rejected') then
      new.reviewed_by := auth.uid();
      new.reviewed_at := now();
    end if;
  end if;

  if (not trusted or old.seller_id = auth.uid()) and (
    (new.featured, new.is_certified, new.views, new.reviewed_by, new.reviewed_at, new.rejection_reason)
      is distinct from
    (old.featured, old.is_certified, old.views, old.reviewed_by, old.reviewed_at, old.rejection_reason)
    or (new.authentication_status is distinct from old.authentication_status
        and new.authentication_status in ('verified', 'rejected'))
  ) then
    if trusted then
      raise exception 'No puedes destacar ni certificar tu propia pieza' using errcode = 'VT445';
    end if;
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
$$;
