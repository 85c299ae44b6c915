-- A piece goes on sale with 1 to 6 photos (spec §5 / §9), audit 2026-12-01 item 8. The sell flow inserts the piece
-- (pending, waiting for review) and then its photos in a second request, so the rule is held where the piece goes on
-- sale and while it is listed, for members (the staff's review included):
--   * a piece without photos is not published (VT555);
--   * a member does not remove the last photo of a pending or published piece (VT235, checked at commit, so
--     update_listing's replacement of every photo and a move between pieces pass when the piece ends with one).
-- The upper bound (6) is guard_product_image's (VT306). Both guards run as the member (acting_as_client); the staff
-- read every piece's photos and a seller their own, which is all they look at.

create or replace function public.guard_publication_photos() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client() and new.status = 'published' and old.status is distinct from 'published'
     and not exists (select 1 from public.product_images i where i.product_id = new.id) then
    raise exception 'Esta pieza no tiene fotos: necesita al menos una para publicarse' using errcode = 'VT555';
  end if;
  return new;
end
$$;

create trigger products_publish_needs_photo before update of status on public.products
  for each row execute function public.guard_publication_photos();

create or replace function public.guard_last_product_photo() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client()
     and exists (select 1 from public.products p where p.id = old.product_id and p.status in ('pending', 'published'))
     and not exists (select 1 from public.product_images i where i.product_id = old.product_id) then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = 'VT235';
  end if;
  return null;
end
$$;

create constraint trigger product_images_keep_one after delete or update of product_id on public.product_images
  deferrable initially deferred
  for each row execute function public.guard_last_product_photo();
