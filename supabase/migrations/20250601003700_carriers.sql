-- Carriers (issue #23): the seller picks the parcel service from a list instead of typing it, so the order page
-- can link the buyer to that carrier's public tracking page.
--
-- tracking_url: a page of the carrier's own site. Where the carrier has a public URL that takes the tracking
-- number, `{guia}` marks where it goes; otherwise it is the carrier's tracking (or home) page and the order page
-- shows the number to paste there.
create table if not exists public.carriers (
  id text primary key check (id ~ '^[a-z0-9-]{2,30}$'),
  name text not null unique check (char_length(name) between 2 and 60),
  tracking_url text not null check (tracking_url like 'https://%'),
  position smallint not null default 0
);

comment on table public.carriers is 'Mexican parcel services a seller ships with; read-only for every API role';

insert into public.carriers (id, name, tracking_url, position) values
  ('estafeta', 'Estafeta', 'https://www.estafeta.com/herramientas/rastreo', 1),
  ('dhl', 'DHL', 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id={guia}&submit=1', 2),
  ('fedex', 'FedEx', 'https://www.fedex.com/fedextrack/?trknbr={guia}', 3),
  ('redpack', 'Redpack', 'https://www.redpack.com.mx/', 4),
  ('paquetexpress', 'Paquetexpress', 'https://www.paquetexpress.com.mx/', 5),
  ('99minutos', '99minutos', 'https://www.99minutos.com/', 6),
  ('correos-de-mexico', 'Correos de México',
   'https://www.correosdemexico.gob.mx/SSLServicios/SeguimientoEnvio/Seguimiento.aspx', 7)
on conflict (id) do update set name = excluded.name, tracking_url = excluded.tracking_url, position = excluded.position;

alter table public.carriers enable row level security;
create policy "everyone reads the carriers" on public.carriers for select to anon, authenticated using (true);
revoke all on public.carriers from public, anon, authenticated;
grant select on public.carriers to anon, authenticated, service_role;

-- The carrier of a shipment, as an id of the list; `carrier` keeps its display name (what notifications quote).
alter table public.order_items add column if not exists carrier_id text references public.carriers (id);
update public.order_items i
set carrier_id = c.id
from public.carriers c
where i.carrier_id is null and i.carrier is not null and lower(btrim(i.carrier)) in (c.id, lower(c.name));

-- ship_order (002610) restated: the carrier must be one of the list, given by id or name (any case).
create or replace function public.ship_order(order_id uuid, carrier text, tracking_number text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.orders;
  the_carrier text := btrim(coalesce(carrier, ''));
  the_tracking text := btrim(coalesce(tracking_number, ''));
  chosen public.carriers;
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
  select * into chosen from public.carriers c where c.id = lower(the_carrier) or lower(c.name) = lower(the_carrier);
  if chosen.id is null then
    raise exception 'Elige una paquetería de la lista' using errcode = '22023';
  end if;
  if char_length(the_tracking) not between 4 and 60 then
    raise exception 'Indica un número de guía válido' using errcode = '22023';
  end if;

  update public.order_items i
  set carrier = chosen.name, carrier_id = chosen.id, tracking_number = the_tracking, shipped_at = now()
  where i.order_id = target.id and i.seller_id = me and i.shipped_at is null;
  select string_agg(i.title, '", "' order by i.title) into titles
  from public.order_items i where i.order_id = target.id and i.seller_id = me;

  if not exists (select 1 from public.order_items i where i.order_id = target.id and i.shipped_at is null) then
    update public.orders set status = 'shipped', shipped_at = now(), updated_at = now() where id = target.id;
  else
    update public.orders set updated_at = now() where id = target.id;
  end if;
  perform public.notify_user(target.buyer_id, 'order', 'Pedido enviado',
    format('"%s" va en camino con %s, guía %s', titles, chosen.name, the_tracking), target.id);
end
$$;
