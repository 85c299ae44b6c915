-- Bids bind the seller (audit 2026-12-01, item 3). Only status 'deleted' was refused while an open auction had bids;
-- the seller could still set the stock to 0 (the winner then could not pay, VT600) or change what the bidders bid
-- on. Now, while an open auction of the piece has bids:
--   * no client takes the stock below 1 or deletes the piece (VT513, as before for deleting);
--   * its seller changes none of the listed fields: title, description, price, shipping price, category,
--     sub-category, condition, rarity, PSA grade, signer, certifier, certificate number (VT554);
--   * no client adds, changes or removes its photos (VT554); update_listing no longer rewrites photos it keeps, so
--     an edit that changes nothing still saves.
-- The staff's moderation (rejecting the piece cancels its auction) is unchanged.

create or replace function public.guard_auction_withdrawal() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.acting_as_client()
     or not exists (select 1 from public.auctions a where a.product_id = old.id and a.status = 'open' and a.bid_count > 0)
  then
    return new;
  end if;
  if (new.status = 'deleted' and old.status is distinct from 'deleted') or (new.stock < 1 and old.stock >= 1) then
    raise exception 'Esta pieza tiene pujas: las pujas son vinculantes y la subasta debe terminar'
      using errcode = 'VT513';
  end if;
  if old.seller_id = auth.uid() and (
    new.title, new.description, new.price, new.shipping_price,
    case new.category when 'trading-cards' then 'cards' when 'sports-memorabilia' then 'memorabilia'
                      else new.category end,
    new.subcategory, new.condition, new.rarity, new.psa_grade, new.signed_by, new.certifier, new.certificate_number
  ) is distinct from (
    old.title, old.description, old.price, old.shipping_price, old.category,
    old.subcategory, old.condition, old.rarity, old.psa_grade, old.signed_by, old.certifier, old.certificate_number
  ) then
    raise exception 'Esta pieza tiene pujas: no puedes cambiarla hasta que termine la subasta' using errcode = 'VT554';
  end if;
  return new;
end
$$;

drop trigger products_auction_withdrawal on public.products;
create trigger products_auction_withdrawal before update on public.products
  for each row execute function public.guard_auction_withdrawal();

create or replace function public.guard_auction_photos() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client() and exists (
    select 1 from public.auctions a
    where a.status = 'open' and a.bid_count > 0
      and a.product_id in (case when tg_op <> 'INSERT' then old.product_id end,
                           case when tg_op <> 'DELETE' then new.product_id end)
  ) then
    raise exception 'Esta pieza tiene pujas: no puedes cambiarla hasta que termine la subasta' using errcode = 'VT554';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger product_images_auction_freeze before insert or update or delete on public.product_images
  for each row execute function public.guard_auction_photos();

-- restated from 20250601004300: photos rewritten only when they change
create or replace function public.update_listing(p_product_id uuid, p_changes jsonb, p_image_urls text[], p_thumb_urls text[] DEFAULT NULL::text[])
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $$
declare
  next public.products;
  photo_count integer := coalesce(cardinality(p_image_urls), 0);
  kept_thumbs jsonb;
  stored_photos jsonb;
  wanted_photos jsonb;
begin
  if photo_count < 1 or photo_count > 6 then
    raise exception 'Una pieza lleva de 1 a 6 fotos' using errcode = 'VT235';
  end if;
  if exists (select 1 from unnest(p_image_urls) as u(url) where u.url is null or btrim(u.url) = '') then
    raise exception 'Una foto no tiene dirección' using errcode = 'VT236';
  end if;
  if coalesce(cardinality(p_thumb_urls), 0) > photo_count then
    raise exception 'Hay más miniaturas que fotos' using errcode = 'VT237';
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
         stock = next.stock,
         shipping_price = coalesce(next.shipping_price, p.shipping_price)
   where p.id = p_product_id
     and p.seller_id = auth.uid()
     and p.status not in ('sold', 'deleted');
  if not found then
    raise exception 'No pudimos guardar los cambios. Inténtalo de nuevo.' using errcode = 'VT439';
  end if;
  select jsonb_object_agg(i.image_url, i.thumb_url) into kept_thumbs
    from public.product_images i
   where i.product_id = p_product_id and i.thumb_url is not null;
  -- the photos are rewritten only when they change: an edit that keeps them touches no photo row (a piece whose
  -- auction has bids refuses any photo change, VT554)
  select coalesce(jsonb_agg(jsonb_build_array(i.image_url, i.thumb_url) order by i."order"), '[]'::jsonb)
    into stored_photos
    from public.product_images i
   where i.product_id = p_product_id;
  select jsonb_agg(jsonb_build_array(u.url, coalesce(nullif(btrim(p_thumb_urls[u.position]), ''),
                                                     kept_thumbs ->> u.url)) order by u.position)
    into wanted_photos
    from unnest(p_image_urls) with ordinality as u(url, position);
  if stored_photos is distinct from wanted_photos then
    delete from public.product_images where product_id = p_product_id;
    insert into public.product_images (product_id, image_url, thumb_url, "order")
    select p_product_id, u.url,
           coalesce(nullif(btrim(p_thumb_urls[u.position]), ''), kept_thumbs ->> u.url),
           (u.position - 1)::integer
      from unnest(p_image_urls) with ordinality as u(url, position);
  end if;
end
$$;
