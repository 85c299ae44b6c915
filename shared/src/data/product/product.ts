import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callFunction, read, type EntityRead } from '../read';
import { supabaseClient } from '../supabaseClient';
import {
  copy,
  PRODUCT_DETAIL_STALE_MS,
  QUERY_RETRIES,
  type ProductWithImages,
  type PublicProfileRow,
  UserError,
} from '@vitrina/shared/core';
import { publicProfileEmbed } from '../publicProfiles';
import { invalidateProducts } from './invalidateProducts';
import { productDetailKeys } from './productDetailKeys';

/**
 * One product as the detail page reads it (spec §7 "Product detail"): the row, its images in display order
 * (0 is the main image) and the seller's public profile. The seller comes from the view `public_profiles`:
 * `profiles` rows are private to their owner (supabase/migrations/20250601001100_profile_privacy.sql).
 */
/** A seller's public columns, as the product page and the seller's own page show them. */
export const PUBLIC_SELLER_COLUMNS = [
  'id',
  'username',
  'display_name',
  'avatar_url',
  'created_at',
  'is_verified',
  'identity_verified',
  'verification_level',
  'rating',
  'sales_count',
  'review_count',
] as const satisfies (keyof PublicProfileRow)[];
export type ProductSeller = Pick<PublicProfileRow, (typeof PUBLIC_SELLER_COLUMNS)[number]>;
/** The piece's auction (its latest one not cancelled), when it is sold at auction. */
export interface ProductAuctionRef {
  id: string;
  status: 'open' | 'sold' | 'unsold' | 'cancelled';
}
export type ProductDetail = ProductWithImages & { seller: ProductSeller | null; auction?: ProductAuctionRef | null };

/**
 * The product page's request for one piece: the row, its images in order, its seller and its auctions. The page's
 * query sends it, and the page's HTML starts the same request before any script (the catalog's early reads), so
 * the two are one request by construction. `id` is a uuid, or a route's `:id` placeholder for the early reads.
 */
export function productDetailRead(id: string): EntityRead {
  return {
    path: 'products',
    params: {
      select: `*, product_images(id, image_url, thumb_url, order), ${publicProfileEmbed('seller', 'seller_id', PUBLIC_SELLER_COLUMNS)}, auctions(id, status, created_at)`,
      id: `eq.${id}`,
      'product_images.order': 'order.asc',
    },
  };
}

type AuctionRow = ProductAuctionRef & { created_at: string };

function latestAuction(rows: AuctionRow[] | null | undefined): ProductAuctionRef | null {
  const live = (rows ?? []).filter((a) => a.status !== 'cancelled');
  // the newest first: ISO timestamps of one zone order by their text, with no locale collation
  live.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  return live[0] ? { id: live[0].id, status: live[0].status } : null;
}

/** Product ids are uuids: anything else cannot exist, and Postgres would answer it with a 22P02 error. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProductId(id: string | undefined | null): id is string {
  return typeof id === 'string' && UUID_PATTERN.test(id);
}

/** Images sorted by their `order` (the main image first), whatever order the backend sent. */
export function sortProductImages<T extends { order: number }>(images: readonly T[] | null | undefined): T[] {
  return [...(images ?? [])].sort((a, b) => a.order - b.order);
}

/**
 * The product with its images and seller, or null when there is none to show: an id that is not a uuid, a row
 * RLS hides (unpublished pieces of others) or a piece its owner deleted. Other errors are thrown (spec §8).
 */
export async function fetchProduct(id: string): Promise<ProductDetail | null> {
  if (!isProductId(id)) return null;
  const { data } = await read<(ProductDetail & { auctions?: AuctionRow[] })[] | null>(productDetailRead(id), {
    as: 'public',
  });
  const found = data?.[0];
  if (!found) return null;
  if (found.status === 'deleted') return null;
  const { auctions, ...row } = found;
  return {
    ...row,
    auction: latestAuction(auctions),
    price: Number(row.price),
    product_images: sortProductImages(row.product_images),
    seller: row.seller ?? null,
  };
}

/** Detail data: fresh for 5 minutes, not refetched on window focus, 3 retries (spec §9). */
export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productDetailKeys.detail(id),
    queryFn: () => fetchProduct(id),
    staleTime: PRODUCT_DETAIL_STALE_MS,
    refetchOnWindowFocus: false,
    retry: QUERY_RETRIES,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/**
 * Adds one view through the database function `increment_product_views` (clients cannot update other people's
 * products; the function counts only published pieces), without loading supabase-js on a visitor's page. Failure
 * is ignored (spec §8 "view-count failure ignored").
 */
export async function incrementProductViews(id: string): Promise<void> {
  if (!isProductId(id)) return;
  try {
    await callFunction('increment_product_views', { product_id: id }, { as: 'public' });
  } catch {
    // a lost view is not worth an error for the visitor
  }
}

/** Counts one view per product opened (not per re-render, nor twice for the same id in a row). */
export function useCountProductView(id: string | undefined, enabled = true) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !id || counted.current === id) return;
    counted.current = id;
    void incrementProductViews(id);
  }, [id, enabled]);
}

/**
 * The owner deletes a piece by setting its status to 'deleted' (nobody hard-deletes; RLS + trigger
 * `guard_product`). An update RLS filters out comes back with no row: that is a refusal too.
 */
export async function deleteProduct(id: string): Promise<void> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.from('products').update({ status: 'deleted' }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new UserError(copy.marketplace.deleteErrorDescription);
}

/** Deletes a piece; every read of it (listings, its page, wishlists, alerts, offers) is invalidated. */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteProduct(id),
    // The page that deleted it navigates away: its own query is marked stale but not read again under it.
    onSuccess: (_data, id) => invalidateProducts(queryClient, { leaving: id }),
  });
}
