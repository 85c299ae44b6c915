-- An offer never lies above the list price.
--
-- $3,000 offered on a $1,500 jersey went through, was accepted and reached the cart at $3,000: one extra zero cost
-- ten times the price. An offer above the piece's price is refused with words that point to "Comprar ahora" (as
-- the price alert does for a target at or above the price), and an offer (or accepted counter) that lies above the
-- price when it is accepted (the seller lowered the price meanwhile, or an older row) is not accepted either: at
-- that price the buyer buys the piece directly.

create or replace function public.guard_offer_price() returns trigger
language plpgsql
set search_path = ''
as $$
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
      using errcode = '23514';
  end if;
  if tg_op = 'UPDATE' and new.status = 'accepted' and old.status is distinct from 'accepted'
     and public.offer_agreed_amount(new) > list_price then
    raise exception '%', format(
      'El precio publicado (%s) ya es menor que esta oferta: a ese precio se compra con "Comprar ahora"',
      public.format_mxn(list_price))
      using errcode = '55000';
  end if;
  return new;
end
$$;

-- after offers_guard (triggers of one event fire in name order), which fixed the seller and the status
drop trigger if exists offers_guard_price on public.offers;
create trigger offers_guard_price
  before insert or update of status on public.offers
  for each row execute function public.guard_offer_price();
