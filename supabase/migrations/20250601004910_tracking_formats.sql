-- Tracking numbers in each carrier's own format, a guía the seller can correct until the buyer has the pieces,
-- and Mexico's five-digit postal code on every order's shipping address.
--
-- carriers.tracking_pattern is the carrier's format as a regular expression over the number written without
-- spaces or hyphens, in capitals (labels print "1234 5678 90"; the number is the same), in the subset of syntax
-- PostgreSQL and JavaScript read alike (^ $ [] {} | ()), so the ship form checks with the same pattern before
-- sending. carriers.tracking_format says it in Spanish for the refusal and the form. The patterns follow the
-- carriers' published formats and accept each of their kinds of number; where a carrier publishes none
-- (Redpack, Paquetexpress, 99minutos) they take letters and digits of a plausible length.
--
-- DHL: Express waybills are 10 digits; eCommerce and Parcel numbers are 10 to 39 characters, digits only or
--   starting with up to five letters (JJD…, JVGL…, GM…).
-- FedEx: 12 (Express), 15 (Ground), 18 (SSCC), 20 (SmartPost), 22 (Ground 96) or 34 digits.
-- UPS: 1Z and 16 letters or digits; T and 10 digits (freight).
-- Estafeta: the guía has 22 characters, the código de rastreo 10 digits; its tracking page takes either.
-- Correos de México: the international S10 form, two letters, nine digits and MX (EE123456789MX), or a national
--   number of digits.

alter table public.carriers
  add column if not exists tracking_pattern text not null default '^[0-9A-Z]{4,60}$',
  add column if not exists tracking_format text not null default 'de 4 a 60 letras y números';

insert into public.carriers (id, name, tracking_url, position) values
  ('ups', 'UPS', 'https://www.ups.com/track?loc=es_MX&tracknum={guia}', 8)
on conflict (id) do nothing;

update public.carriers c
set tracking_pattern = f.pattern, tracking_format = f.format
from (values
  ('estafeta', '^([0-9]{10}|[0-9A-Z]{22})$',
   '22 letras y números (número de guía) o 10 dígitos (código de rastreo)'),
  ('dhl', '^([0-9]{10}|[0-9]{12,39}|[A-Z]{2,5}[0-9][0-9A-Z]{7,33})$',
   '10 dígitos (p. ej. 1234567890) o de 10 a 39 letras y números como JJD0099999999'),
  ('fedex', '^([0-9]{12}|[0-9]{15}|[0-9]{18}|[0-9]{20}|[0-9]{22}|[0-9]{34})$',
   '12, 15, 18, 20, 22 o 34 dígitos (p. ej. 123456789012)'),
  ('ups', '^(1Z[0-9A-Z]{16}|T[0-9]{10})$', '1Z y 16 letras o números (p. ej. 1Z999AA10123456784)'),
  ('redpack', '^[0-9A-Z]{6,25}$', 'de 6 a 25 letras y números'),
  ('paquetexpress', '^[0-9A-Z]{8,25}$', 'de 8 a 25 letras y números'),
  ('99minutos', '^[0-9A-Z]{6,30}$', 'de 6 a 30 letras y números'),
  ('correos-de-mexico', '^([A-Z]{2}[0-9]{9}MX|[0-9]{10,22})$',
   '2 letras, 9 dígitos y MX (p. ej. EE123456789MX) o de 10 a 22 dígitos')
) as f (id, pattern, format)
where c.id = f.id;

-- A tracking number as carriers write it: no spaces or hyphens, capitals.
create or replace function public.normalize_tracking_number(raw text) returns text
language sql immutable
set search_path = ''
as $$
  select upper(regexp_replace(btrim(coalesce(raw, '')), '[[:space:]-]+', '', 'g'))
$$;

-- Why a tracking number does not fit its carrier (null when it does): the Spanish message names the format.
create or replace function public.tracking_number_refusal(carrier public.carriers, tracking text) returns text
language sql stable
set search_path = ''
as $$
  select case
    when char_length(tracking) not between 4 and 60 then 'Indica un número de guía válido'
    when tracking !~ carrier.tracking_pattern then
      format('Revisa el número de guía: en %s son %s', carrier.name, carrier.tracking_format)
  end
$$;

-- The carrier a seller named, by id or name (any case).
create or replace function public.carrier_named(carrier text) returns public.carriers
language sql stable
set search_path = ''
as $$
  select c.* from public.carriers c
  where c.id = lower(btrim(coalesce(carrier, ''))) or lower(c.name) = lower(btrim(coalesce(carrier, '')))
  limit 1
$$;

-- ship_order (003700) restated: the tracking number is written the carrier's way and must fit its format.
create or replace function public.ship_order(order_id uuid, carrier text, tracking_number text) returns void
language plpgsql security definer
set search_path = ''
as $$
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
    raise exception 'Solo quien vendió las piezas puede marcar el envío' using errcode = '42501';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = '55000';
  end if;
  if not exists (select 1 from public.order_items i
                 where i.order_id = target.id and i.seller_id = me and i.shipped_at is null) then
    raise exception 'Ya marcaste este pedido como enviado' using errcode = '55000';
  end if;
  if char_length(the_carrier) not between 2 and 60 then
    raise exception 'Indica la paquetería' using errcode = '22023';
  end if;
  chosen := public.carrier_named(the_carrier);
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = '22023';
  end if;
  refusal := public.tracking_number_refusal(chosen, the_tracking);
  if refusal is not null then
    raise exception '%', refusal using errcode = '22023', detail = 'tracking_number';
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
$$;

-- rpc/update_tracking: the seller corrects the carrier and tracking number of their shipped part until the buyer
-- confirms it arrived; the buyer is told the new guía.
create or replace function public.update_tracking(order_id uuid, carrier text, tracking_number text) returns void
language plpgsql security definer
set search_path = ''
as $$
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
    raise exception 'Solo quien vendió las piezas puede corregir la guía' using errcode = '42501';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Este pedido fue cancelado' using errcode = '55000';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = me and i.shipped_at is null) then
    raise exception 'Primero marca tus piezas como enviadas' using errcode = '55000';
  end if;
  if exists (select 1 from public.order_items i
             where i.order_id = target.id and i.seller_id = me and i.delivered_at is not null) then
    raise exception 'El comprador ya recibió tus piezas: la guía ya no se puede cambiar' using errcode = '55000';
  end if;
  if char_length(btrim(coalesce(carrier, ''))) not between 2 and 60 then
    raise exception 'Indica la paquetería' using errcode = '22023';
  end if;
  chosen := public.carrier_named(carrier);
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = '22023';
  end if;
  refusal := public.tracking_number_refusal(chosen, the_tracking);
  if refusal is not null then
    raise exception '%', refusal using errcode = '22023', detail = 'tracking_number';
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
$$;

-- helpers of the functions above, not part of the API
revoke execute on function public.normalize_tracking_number(text) from public, anon, authenticated;
revoke execute on function public.tracking_number_refusal(public.carriers, text) from public, anon, authenticated;
revoke execute on function public.carrier_named(text) from public, anon, authenticated;

revoke execute on function public.ship_order(uuid, text, text) from public, anon;
revoke execute on function public.update_tracking(uuid, text, text) from public, anon;
grant execute on function public.ship_order(uuid, text, text) to authenticated;
grant execute on function public.update_tracking(uuid, text, text) to authenticated;

-- The shipping address's postal code: five digits (Mexico's C.P.), on every path that writes an order. An empty
-- one is left to create_order, which asks for the missing field; a valid one is stored trimmed.
create or replace function public.check_shipping_address() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  zip text;
begin
  if jsonb_typeof(new.shipping_address) = 'object' and new.shipping_address ? 'zip_code' then
    zip := btrim(coalesce(new.shipping_address ->> 'zip_code', ''));
    if zip <> '' and zip !~ '^[0-9]{5}$' then
      raise exception 'El código postal debe tener 5 dígitos'
        using errcode = '22023', detail = 'zip_code', hint = 'shipping_address';
    end if;
    if zip <> '' then
      new.shipping_address := jsonb_set(new.shipping_address, '{zip_code}', to_jsonb(zip));
    end if;
  end if;
  return new;
end
$$;

drop trigger if exists orders_check_shipping_address on public.orders;
create trigger orders_check_shipping_address
  before insert or update of shipping_address on public.orders
  for each row execute function public.check_shipping_address();
