-- The 6-photo limit holds for every path (audit 2026-12-01, item 6). guard_product_image counted a piece's photos on
-- INSERT only and took no lock: two inserts at once on a piece with 5 photos left 7, and moving photos from other
-- pieces (UPDATE of product_id) was never counted. The guard now locks the piece's row before counting, so writers
-- of one piece's photos take turns, and it also runs when a photo moves to another piece. It is SECURITY DEFINER so
-- the lock does not depend on the writer's row-level rights (the policies still decide who writes the photo).

create or replace function public.guard_product_image() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.product_id is not distinct from old.product_id then
    return new;
  end if;
  perform 1 from public.products p where p.id = new.product_id for update;
  if (select count(*) from public.product_images i where i.product_id = new.product_id) >= 6 then
    raise exception 'Máximo 6 imágenes permitidas' using errcode = 'VT306';
  end if;
  return new;
end
$$;

drop trigger product_images_guard on public.product_images;
create trigger product_images_guard before insert or update of product_id on public.product_images
  for each row execute function public.guard_product_image();
