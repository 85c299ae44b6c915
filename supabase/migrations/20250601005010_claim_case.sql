-- What the order page and the staff's claims queue read of a claim and of an order's protected parts.

-- rpc/claim_case: one claim with everything needed to decide it: the claim, its timeline, the order (date, status,
-- shipment, delivery), the part's pieces with their certificates, its money, and the two parties' public names.
-- Staff do not read orders under RLS, hence a security-definer read that checks the caller is a party or staff.
create or replace function public.claim_case(claim_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.claims;
  result jsonb;
begin
  select * into target from public.claims c where c.id = claim_case.claim_id;
  if me is null or target.id is null
     or not (me in (target.buyer_id, target.seller_id) or public.is_trusted()) then
    raise exception 'Solo las partes del reclamo y el equipo de Vitrina pueden verlo' using errcode = '42501';
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
$$;
revoke execute on function public.claim_case(uuid) from public, anon;
grant execute on function public.claim_case(uuid) to authenticated;

-- payment_parts restated with an optional order, so the order page reads only its own parts.
drop function if exists public.payment_parts(boolean);
create or replace function public.payment_parts(as_seller boolean default true, only_order uuid default null)
returns table (
  order_id uuid,
  seller_id uuid,
  buyer_id uuid,
  order_created_at timestamptz,
  order_status text,
  titles text,
  captured numeric,
  released numeric,
  refunded numeric,
  held numeric,
  shipped_at timestamptz,
  delivered_at timestamptz,
  protection_ends_at timestamptz,
  full_window boolean,
  claim_id uuid,
  claim_status text
)
language sql stable security definer
set search_path = ''
as $$
  select o.id, parts.seller_id, o.buyer_id, o.created_at, o.status, parts.titles,
         s.captured, s.released, s.refunded, s.held, s.shipped_at, s.delivered_at, s.protection_ends_at,
         s.full_window, c.id, c.status
  from (
    select i.order_id, i.seller_id, string_agg(i.title, ', ' order by i.title) as titles
    from public.order_items i
    where only_order is null or i.order_id = only_order
    group by i.order_id, i.seller_id
  ) parts
  join public.orders o on o.id = parts.order_id
  cross join lateral public.order_part_state(parts.order_id, parts.seller_id) s
  left join lateral (
    select c.id, c.status from public.claims c
    where c.order_id = parts.order_id and c.seller_id = parts.seller_id
    order by c.created_at desc limit 1
  ) c on true
  where auth.uid() is not null
    and case when as_seller then parts.seller_id = auth.uid() else o.buyer_id = auth.uid() end
  order by o.created_at desc, parts.seller_id
$$;
revoke execute on function public.payment_parts(boolean, uuid) from public, anon;
grant execute on function public.payment_parts(boolean, uuid) to authenticated;
