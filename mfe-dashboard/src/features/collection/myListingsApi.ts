import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCTS_BUCKET, type ProductRow, type ProductWithImages } from '@vitrina/shared/core';
import {
  invalidateProducts,
  read,
  readOne,
  removeListingPhotos,
  sortProductImages,
  uploadListingPhotos,
  type ListingPhoto,
  type PhotoUploadState,
} from '@vitrina/shared/data';
import { queryRoots, reportError, useUser } from '@vitrina/shared/kernel';
import { supabaseClient } from '@vitrina/shared/data';

/**
 * The member's own listings (dashboard Productos): every status but deleted (pending review,
 * published, rejected with the staff's reason, sold), the owner's detail and edit. RLS shows owners their pieces
 * in any status; trigger `guard_product` keeps the review fields to the staff, asks for identity verification
 * from 5,000 MXN, and `track_product_price` records a price change and fires price alerts.
 */

export type OwnListing = ProductWithImages;

export const myListingKeys = {
  all: queryRoots.products,
  list: (userId: string) => [...queryRoots.products, 'mine', 'list', userId] as const,
  detail: (productId: string) => [...queryRoots.products, 'mine', 'detail', productId] as const,
};

const LISTING_SELECT = '*, product_images(id, image_url, thumb_url, order)';

function normalize(row: OwnListing): OwnListing {
  return {
    ...row,
    price: Number(row.price),
    shipping_price: Number(row.shipping_price ?? 0),
    product_images: sortProductImages(row.product_images),
  };
}

export async function fetchMyListings(userId: string): Promise<OwnListing[]> {
  const { data } = await read<OwnListing[] | null>(
    {
      path: 'products',
      params: { select: LISTING_SELECT, seller_id: `eq.${userId}`, status: 'neq.deleted', order: 'created_at.desc' },
    },
    { as: 'member' },
  );
  return (data ?? []).map(normalize);
}

/** One of the member's pieces, or null when it is not theirs, does not exist or was deleted. */
export async function fetchMyListing(userId: string, productId: string): Promise<OwnListing | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId)) return null;
  const data = await readOne<OwnListing>(
    {
      path: 'products',
      params: { select: LISTING_SELECT, id: `eq.${productId}`, seller_id: `eq.${userId}`, status: 'neq.deleted' },
    },
    { as: 'member' },
  );
  return data ? normalize(data) : null;
}

export function myListingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: myListingKeys.list(userId), queryFn: () => fetchMyListings(userId) });
}
export function myListingQueryOptions(userId: string, productId: string) {
  return queryOptions({ queryKey: myListingKeys.detail(productId), queryFn: () => fetchMyListing(userId, productId) });
}

export function useMyListings() {
  const user = useUser();
  return useQuery({ ...myListingsQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}
export function useMyListing(productId: string) {
  const user = useUser();
  return useQuery({ ...myListingQueryOptions(user?.id ?? '', productId), enabled: Boolean(user?.id) });
}

/** The listing form's fields an owner edits (the sell schema's cast values). */
export type ListingChanges = Pick<
  ProductRow,
  | 'title'
  | 'price'
  | 'description'
  | 'condition'
  | 'category'
  | 'subcategory'
  | 'rarity'
  | 'psa_grade'
  | 'signed_by'
  | 'certifier'
  | 'certificate_number'
  | 'stock'
  | 'shipping_price'
>;

/** The object path of a photo in the products bucket (`{user id}/{file}`), or null for a photo hosted elsewhere. */
export function productPhotoPath(url: string): string | null {
  const marker = `/storage/v1/object/public/${PRODUCTS_BUCKET}/`;
  const at = url.indexOf(marker);
  if (at < 0) return null;
  return decodeURIComponent(url.slice(at + marker.length).split('?')[0]);
}

export interface SaveListingInput {
  userId: string;
  productId: string;
  changes: ListingChanges;
  /** in order, the first is the main one: hosted photos kept as they are, files to upload */
  photos: readonly ListingPhoto[];
  /** the listing's photos before the edit: the ones left out are removed from storage once the save went through */
  previousPhotoUrls: readonly string[];
  /** their small copies, by the same index (null where a photo has none): removed with their photo */
  previousThumbUrls?: readonly (string | null)[];
  onPhotoState?: (index: number, state: PhotoUploadState) => void;
}

/**
 * The owner's edit of a listing with its photos: new files go to the owner's folder of the products bucket, then
 * rpc/update_listing saves the fields and the photo list in one transaction (the database records a price change
 * and fires the alerts). A failed save removes the files it uploaded and throws the database's error as it came
 * (VT001/VT002 included); after a good one, the owner's photos left out are removed from storage.
 */
export async function saveListingEdit({
  userId,
  productId,
  changes,
  photos,
  previousPhotoUrls,
  previousThumbUrls = [],
  onPhotoState,
}: SaveListingInput): Promise<void> {
  const supabase = await supabaseClient();
  const uploadedPaths: string[] = [];
  try {
    const uploaded = await uploadListingPhotos(userId, photos, uploadedPaths, onPhotoState);
    const { error } = await supabase.rpc('update_listing', {
      p_product_id: productId,
      p_changes: changes,
      p_image_urls: uploaded.map((photo) => photo.url),
      // '' = no new copy: the database keeps the thumbnail a kept photo already had
      p_thumb_urls: uploaded.map((photo) => photo.thumbUrl ?? ''),
    });
    if (error) throw error;
  } catch (error) {
    try {
      await removeListingPhotos(uploadedPaths);
    } catch (cleanUpError) {
      reportError(cleanUpError, { during: 'remove photos of failed listing edit', paths: uploadedPaths });
    }
    throw error;
  }

  const kept = new Set(photos.flatMap((photo) => (photo.kind === 'remote' ? [photo.url] : [])));
  const dropped = previousPhotoUrls
    .flatMap((url, index) => (kept.has(url) ? [] : [url, previousThumbUrls[index] ?? null]))
    .filter((url): url is string => url !== null)
    .map(productPhotoPath)
    .filter((path): path is string => path !== null && path.startsWith(`${userId}/`));
  try {
    await removeListingPhotos(dropped);
  } catch (error) {
    // The listing is saved; an object left behind is the storage's to sweep, not the user's to hear about.
    reportError(error, { during: 'remove photos dropped by a listing edit', paths: dropped });
  }
}

export function useSaveListingEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListingEdit,
    // a new price, title or photos show wherever the piece does: its page, the listings (also those kept in
    // localStorage), the wishlists, alerts and offers
    onSuccess: () => invalidateProducts(queryClient),
  });
}
