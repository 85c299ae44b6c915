-- Two SECURITY DEFINER helpers answered about other members (audit 2026-12-01, item 7).
--   * available_units(product, buyer) took any buyer: comparing its answer for two members told whether one held an
--     accepted offer on the piece. A signed-in caller now asks only for themselves, or as the piece's seller
--     (guard_offer asks while the seller accepts); otherwise VT443. The server's own callers (no member) are as before.
--   * part_held(order, seller), the held amount of any order, is for the database's own functions only: no client
--     executes it.

create or replace function public.available_units(product uuid, buyer uuid) returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is not null and buyer is distinct from me
     and not exists (select 1 from public.products p where p.id = product and p.seller_id = me) then
    raise exception 'Solo puedes consultar la disponibilidad de una pieza para ti' using errcode = 'VT443';
  end if;
  return (
    select case when p.status = 'published' then greatest(p.stock - (
      select count(*)::integer from public.offers o
      where o.product_id = p.id and o.status = 'accepted' and o.order_id is null
        and o.expires_at > now() and o.buyer_id is distinct from buyer
    ), 0) else 0 end
    from public.products p where p.id = product
  );
end
$$;

revoke execute on function public.part_held(uuid, uuid) from anon, authenticated;
