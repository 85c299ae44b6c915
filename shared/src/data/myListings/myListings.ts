import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUser, type ProductRow, type ProductWithImages } from '@vitrina/shared/core';
import { supabase } from '@vitrina/shared/supabase';
import { productDetailKeys, sortProductImages } from '../product/product';
import { productKeys } from '../products/productKeys';

/**
 * The member's own listings (dashboard Productos, issue #13): every status but deleted (pending review,
 * published, rejected with the staff's reason, sold), the owner's detail and edit. RLS shows owners their pieces
 * in any status; trigger `guard_product` keeps the review fields to the staff, asks for identity verification
 * from 5,000 MXN, and `track_product_price` records a price change and fires price alerts.
 */

export type OwnListing = ProductWithImages;

export const myListingKeys = {
  all: [...productKeys.all, 'mine'] as const,
  list: (userId: string) => [...productKeys.all, 'mine', 'list', userId] as const,
  detail: (productId: string) => [...productKeys.all, 'mine', 'detail', productId] as const,
};

const LISTING_SELECT = '*, product_images(id, image_url, order)';

function normalize(row: OwnListing): OwnListing {
  return { ...row, price: Number(row.price), product_images: sortProductImages(row.product_images) };
}

export async function fetchMyListings(userId: string): Promise<OwnListing[]> {
  const { data, error } = await supabase
    .from('products')
    .select(LISTING_SELECT)
    .eq('seller_id', userId)
    .neq('status', 'deleted')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return ((data ?? []) as unknown as OwnListing[]).map(normalize);
}

/** One of the member's pieces, or null when it is not theirs, does not exist or was deleted. */
export async function fetchMyListing(userId: string, productId: string): Promise<OwnListing | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(productId)) return null;
  const { data, error } = await supabase
    .from('products')
    .select(LISTING_SELECT)
    .eq('id', productId)
    .eq('seller_id', userId)
    .neq('status', 'deleted')
    .maybeSingle();
  if (error) throw error;
  return data ? normalize(data as unknown as OwnListing) : null;
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
>;

export const LISTING_NOT_SAVED = 'No pudimos guardar los cambios. Inténtalo de nuevo.';

export async function updateMyListing(productId: string, changes: ListingChanges): Promise<OwnListing> {
  const { data, error } = await supabase.from('products').update(changes).eq('id', productId).select(LISTING_SELECT);
  if (error) throw error;
  const [row] = data ?? [];
  if (!row) throw new Error(LISTING_NOT_SAVED);
  return normalize(row as unknown as OwnListing);
}

export function useUpdateMyListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: ListingChanges }) =>
      updateMyListing(productId, changes),
    onSuccess: (_row, { productId }) =>
      Promise.all([
        // every listing, the detail page and the member's own lists (all under productKeys.all)
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: productDetailKeys.detail(productId) }),
      ]),
  });
}
