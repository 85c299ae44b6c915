import { LISTING_PAGE_SIZE } from '@vitrina/shared/core';
import { pageRange, PUBLIC_SELLER_COLUMNS, publicProfileEmbed, read, readOne } from '@vitrina/shared/data';
import type { EntityRead, ProductSeller } from '@vitrina/shared/data';
import type { ListingParams } from '../products-listing/listingParams';
import { fetchListingPage, type ProductPage } from '../products-listing/productsApi';

/**
 * The seller page's reads, all as a visitor may make them: the public profile (the view `public_profiles`), the
 * seller's published pieces and their reviews (seller_reviews is public: a review exists only for a delivered order).
 * Public reads, like the rest of the catalogue: no supabase-js on a page a visitor opens from a link.
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

/**
 * The page's reads are keyed by the address's username, never by the profile's id, so all four leave at once (one
 * round, on the server and in the browser): the reviews name their seller through an inner embed of
 * `public_profiles` filtered on `username`, the pieces through list_products' `seller_username` filter, and the
 * claims count has its own function by username.
 */
const bySeller = (username: string, columns: string) => ({
  embed: `seller:public_profiles!seller_id!inner(${columns})`,
  filter: { 'seller.username': `eq.${username}` },
});

/** The public profile's request for this username (unique): one row or none. */
export function sellerProfileRead(username: string): EntityRead {
  return {
    path: 'public_profiles',
    params: { select: PUBLIC_SELLER_COLUMNS.join(','), username: `eq.${username}`, limit: '1' },
  };
}

/** The seller with this username, or null when there is none (usernames are unique). */
export async function fetchSellerProfile(username: string): Promise<SellerProfile | null> {
  if (!username) return null;
  const row = await readOne<SellerProfile>(sellerProfileRead(username), { as: 'public' });
  return row?.id ? { ...row, rating: Number(row.rating ?? 0) } : null;
}

/** Claims against the seller decided for the buyer (refunded by the seller or by staff). */
export function sellerClaimsRead(username: string): EntityRead {
  return { path: 'rpc/seller_claims_for_buyer_by_username', args: { seller_username: username } };
}

export async function fetchSellerClaimsForBuyer(username: string): Promise<number> {
  if (!username) return 0;
  const { data } = await read<number>(sellerClaimsRead(username), { as: 'public' });
  return Number(data ?? 0);
}

/**
 * The seller page's pieces as the listing's filters: the published pieces of the seller with this username, newest
 * first. Read through rpc/list_products, the listing's own request (listingPageRead), so a card here shows what it
 * shows in the listing: the seller's badge, the auction's phase by the database's clock, the photos in order. By
 * username, as the page's other reads: it leaves with them, not after the profile's id.
 */
export function sellerListing(username: string): Partial<ListingParams> {
  return { filters: { seller_username: username } };
}

/** One page of the seller's published pieces, as the catalog's cards show them. */
export async function fetchSellerProductsPage(
  username: string,
  page: number,
  pageSize = LISTING_PAGE_SIZE,
): Promise<ProductPage> {
  if (!username) return { products: [], count: 0, page, pageSize };
  return fetchListingPage(sellerListing(username), page, pageSize);
}

const REVIEW_SELECT = `id, rating, comment, reply, replied_at, created_at, product_id, product_title, ${publicProfileEmbed(
  'buyer',
  'buyer_id',
  ['display_name', 'username'],
)}`;

/** One page of the reviews of the seller with this username, newest first. */
export function sellerReviewsRead(username: string, page: number, pageSize = SELLER_REVIEWS_PAGE_SIZE): EntityRead {
  const seller = bySeller(username, 'username');
  return {
    path: 'seller_reviews',
    params: {
      select: `${REVIEW_SELECT}, ${seller.embed}`,
      ...seller.filter,
      order: 'created_at.desc,id.desc',
      ...pageRange(page, pageSize),
    },
    count: true,
  };
}

/** One page of the seller's reviews, newest first, each with its buyer's public name. */
export async function fetchSellerReviewsPage(
  username: string,
  page: number,
  pageSize = SELLER_REVIEWS_PAGE_SIZE,
): Promise<SellerReviewPage> {
  if (!username) return { reviews: [], count: 0, page, pageSize };
  const { data, count } = await read<(SellerReview & { seller?: unknown })[] | null>(
    sellerReviewsRead(username, page, pageSize),
    { as: 'public' },
  );
  // the embedded seller only filters the rows: every review names the page's seller
  const reviews = (data ?? []).map(({ seller: _seller, ...row }) => ({
    ...row,
    rating: Number(row.rating),
    buyer: row.buyer ?? null,
  }));
  return { reviews, count: count ?? reviews.length, page, pageSize };
}

export function nextReviewPage(last: SellerReviewPage): number | undefined {
  return last.page * last.pageSize < last.count ? last.page + 1 : undefined;
}
