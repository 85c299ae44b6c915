import type { ProductWithImages } from '@vitrina/shared/core';
import { LISTING_PAGE_SIZE } from '@vitrina/shared/core';
import { PUBLIC_SELLER_COLUMNS, publicProfileEmbed, restRead } from '@vitrina/shared/data';
import type { ProductSeller } from '@vitrina/shared/data';
import type { ProductPage } from '../products-listing/productsApi';

/**
 * The seller page's reads, all as a visitor may make them: the public profile (the view `public_profiles`), the
 * seller's published pieces and their reviews (seller_reviews is public: a review exists only for a delivered order).
 * Reads through restRead, like the rest of the catalogue: no supabase-js on a page a visitor opens from a link.
 */

export type SellerProfile = ProductSeller & { id: string };

export interface SellerReview {
  id: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  product_id: string | null;
  product_title: string;
  buyer: { display_name: string | null; username: string | null } | null;
}

export interface SellerReviewPage {
  reviews: SellerReview[];
  count: number;
  page: number;
  pageSize: number;
}

export const SELLER_REVIEWS_PAGE_SIZE = 10;

/** The seller with this username, or null when there is none (usernames are unique). */
export async function fetchSellerProfile(username: string): Promise<SellerProfile | null> {
  if (!username) return null;
  const { data } = await restRead<SellerProfile[] | null>({
    path: 'public_profiles',
    params: { select: PUBLIC_SELLER_COLUMNS.join(','), username: `eq.${username}`, limit: '1' },
  });
  const row = data?.[0] ?? null;
  return row?.id ? { ...row, rating: Number(row.rating ?? 0) } : null;
}

/** Claims against the seller decided for the buyer (refunded by the seller or by staff): rpc/seller_claims_for_buyer. */
export async function fetchSellerClaimsForBuyer(sellerId: string): Promise<number> {
  const { data } = await restRead<number>({ path: 'rpc/seller_claims_for_buyer', args: { seller: sellerId } });
  return Number(data ?? 0);
}

/** One page of the seller's published pieces, newest first, as the catalog's cards show them. */
export async function fetchSellerProductsPage(
  seller: SellerProfile,
  page: number,
  pageSize = LISTING_PAGE_SIZE,
): Promise<ProductPage> {
  const { data, count } = await restRead<ProductWithImages[] | null>({
    path: 'products',
    params: {
      select: '*, product_images(id, image_url, thumb_url, order)',
      status: 'eq.published',
      seller_id: `eq.${seller.id}`,
      order: 'created_at.desc',
      offset: String((page - 1) * pageSize),
      limit: String(pageSize),
    },
    count: true,
  });
  // every card names the same seller: the profile already read, not one more request
  const products = (data ?? []).map((product) => ({
    ...product,
    product_images: [...(product.product_images ?? [])].sort((a, b) => a.order - b.order),
    seller,
  }));
  return { products, count: count ?? products.length, page, pageSize };
}

const REVIEW_SELECT = `id, rating, comment, reply, replied_at, created_at, product_id, product_title, ${publicProfileEmbed(
  'buyer',
  'buyer_id',
  ['display_name', 'username'],
)}`;

/** One page of the seller's reviews, newest first, each with its buyer's public name. */
export async function fetchSellerReviewsPage(
  sellerId: string,
  page: number,
  pageSize = SELLER_REVIEWS_PAGE_SIZE,
): Promise<SellerReviewPage> {
  const { data, count } = await restRead<SellerReview[] | null>({
    path: 'seller_reviews',
    params: {
      select: REVIEW_SELECT,
      seller_id: `eq.${sellerId}`,
      order: 'created_at.desc,id.desc',
      offset: String((page - 1) * pageSize),
      limit: String(pageSize),
    },
    count: true,
  });
  const reviews = (data ?? []).map((row) => ({
    ...row,
    rating: Number(row.rating),
    buyer: row.buyer ?? null,
  }));
  return { reviews, count: count ?? reviews.length, page, pageSize };
}

export function nextReviewPage(last: SellerReviewPage): number | undefined {
  return last.page * last.pageSize < last.count ? last.page + 1 : undefined;
}
