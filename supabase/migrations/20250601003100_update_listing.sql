-- rpc/update_listing: the owner's edit of a listing (dashboard edit page, issue #13) saves the form's fields and the
-- photos, in order (the first is the main one), in ONE transaction: a failed save changes nothing, so a piece never
-- keeps new fields with old photos or the other way round. Security invoker: the products and product_images RLS
-- policies (owners only) and trigger guard_product (identity from 5,000 MXN, review fields for the staff) apply as
-- for any update, and track_product_price records a price change and fires the price alerts. A sold or deleted
-- piece is not edited. The photos are 1 to 6 (spec §9); uploading them to the owner's folder is the client's part.
create or replace function public.update_listing(p_product_id uuid, p_changes jsonb, p_image_urls text[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  next public.products;
  photo_count integer := coalesce(cardinality(p_image_urls), 0);
begin
  if photo_count < 1 or photo_count > 6 then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_image_urls) as u(url) where u.url is null or btrim(u.url) = '') then
    raise exception 'Una foto no tiene dirección' using errcode = '22023';
  end if;
  next := jsonb_populate_record(null::public.products, coalesce(p_changes, '{}'::jsonb));
  update public.products as p
     set title = next.title,
         price = next.price,
         description = next.description,
         condition = next.condition,
         category = next.category,
         subcategory = next.subcategory,
         rarity = next.rarity,
         psa_grade = next.psa_grade,
         signed_by = next.signed_by,
         certifier = next.certifier,
         certificate_number = next.certificate_number,
         stock = next.stock
   where p.id = p_product_id
     and p.seller_id = auth.uid()
     and p.status not in ('sold', 'deleted');
  if not found then
    raise exception 'No pudimos guardar los cambios. Inténtalo de nuevo.' using errcode = '42501';
  end if;
  delete from public.product_images where product_id = p_product_id;
  insert into public.product_images (product_id, image_url, "order")
  select p_product_id, u.url, (u.position - 1)::integer
    from unnest(p_image_urls) with ordinality as u(url, position);
end
$$;

revoke execute on function public.update_listing(uuid, jsonb, text[]) from public, anon;
grant execute on function public.update_listing(uuid, jsonb, text[]) to authenticated;
