import type { ListingAuction, ListProductsResult, ProductWithImages, SellerBadgeInfo } from '@vitrina/shared/core';
import { isCategoryId, LISTING_PAGE_SIZE, SEARCH_SUGGESTIONS_LIMIT } from '@vitrina/shared/core';
import { fetchPublicProfiles, inList, pageRange, read, type EntityRead } from '@vitrina/shared/data';
import { normalizeListingParams, type ListingParams } from './listingParams';

export type { SellerBadgeInfo } from '@vitrina/shared/core';

/** A product as cards show it: the row, its images (main first) and its seller, when the seller is known. */
export type ListingProduct = ProductWithImages & { seller: SellerBadgeInfo | null; auction?: ListingAuction | null };

export interface ProductPage {
  products: ListingProduct[];
  /** every product matching the filters, not only this page */
  count: number;
  page: number;
  pageSize: number;
}

/** A search suggestion of spec §7: id, title and price of a published piece. */
export interface ProductSuggestion {
  id: string;
  title: string;
  price: number;
}

const SELLER_COLUMNS = ['id', 'username', 'display_name', 'verification_level', 'is_verified'] as const;

/** Adds each product's seller (one read of `public_profiles` for the whole page). */
export async function attachSellers(products: ProductWithImages[]): Promise<ListingProduct[]> {
  if (products.length === 0) return [];
  const sellers: ReadonlyMap<string, SellerBadgeInfo> = await fetchPublicProfiles(
    products.map((product) => product.seller_id),
    SELLER_COLUMNS,
  ).catch(
    // A card without its seller is still worth showing: the listing must not fail because of a badge.
    () => new Map(),
  );
  return products.map((product) => ({
    ...product,
    product_images: [...(product.product_images ?? [])].sort((a, b) => a.order - b.order),
    seller: sellers.get(product.seller_id) ?? null,
  }));
}

/**
 * The listing's request for one page (rpc/list_products): what the listing and a category's page send, and what
 * the page's HTML starts before any script for their first page (src/earlyReads.ts), so both are one request.
 */
export function listingPageRead(
  params: Partial<ListingParams>,
  page: number,
  pageSize = LISTING_PAGE_SIZE,
): EntityRead {
  const { filters, sort } = normalizeListingParams(params);
  return { path: 'rpc/list_products', args: { sort, page, page_size: pageSize, filters } };
}

/** One page of the listing through rpc/list_products (every filter, sort and page of spec §2/§7). */
export async function fetchListingPage(
  params: Partial<ListingParams>,
  page: number,
  pageSize = LISTING_PAGE_SIZE,
): Promise<ProductPage> {
  // the function builds its answer as jsonb: the catalogue types it Json, ListProductsResult is its shape
  const { data } = await read<ListProductsResult | null>(listingPageRead(params, page, pageSize), { as: 'public' });
  // each row carries its seller's badge (migration 004500): no second request before the cards paint
  const products: ListingProduct[] = (data?.data ?? []).map((product) => ({
    ...product,
    product_images: [...(product.product_images ?? [])].sort((a, b) => a.order - b.order),
    seller: product.seller ?? null,
  }));
  return { products, count: data?.count ?? products.length, page, pageSize };
}

/**
 * Whether another page exists: a full page came back (spec §4) and the count says some pieces are still
 * unseen (which spares the empty request after an exactly full last page).
 */
export function nextListingPage(last: ProductPage): number | undefined {
  const full = last.products.length >= last.pageSize;
  return full && last.page * last.pageSize < last.count ? last.page + 1 : undefined;
}

/**
 * The highest price of a published piece, or null when none is: how far the listing's typed price bounds go
 * (the slider stops at 10,000; pieces can cost far more).
 */
export async function fetchHighestPrice(): Promise<number | null> {
  const { data } = await read<{ price: number | string }[] | null>(
    { path: 'products', params: { select: 'price', status: 'eq.published', order: 'price.desc', limit: '1' } },
    { as: 'public' },
  );
  const price = data?.[0]?.price;
  return price === undefined ? null : Math.ceil(Number(price));
}

/**
 * Up to 5 published pieces whose title matches the term, accents and small typos forgiven ('autografo' finds
 * 'Autógrafo', 'mesi' finds 'Messi'), through rpc/search_products: never `title=ilike`, a full scan under RLS.
 */
export async function fetchSuggestions(term: string, limit = SEARCH_SUGGESTIONS_LIMIT): Promise<ProductSuggestion[]> {
  const query = term.trim();
  if (!query) return [];
  const { data } = await read<ProductSuggestion[] | null>(
    { path: 'rpc/search_products', args: { query, max_results: limit }, params: { select: 'id, title, price' } },
    { as: 'public' },
  );
  return data ?? [];
}

/** A category's page, or one sub-category item's, as the listing's filters. */
export function categoryListing(categoryId: string, subcategory?: string): Partial<ListingParams> {
  return { filters: subcategory ? { category: categoryId, subcategory } : { category: categoryId } };
}

/**
 * One page of a category's published pieces, newest first (spec §7 category page), optionally only those of
 * some sub-category items (a group page lists the pieces of any of its items). A category, or one item of it, is
 * the listing's own request (rpc/list_products: each card's seller in the same answer, and the request the page's
 * HTML starts for a visitor, src/earlyReads.ts); a group of several items reads the table.
 */
export async function fetchCategoryPage(
  categoryId: string,
  subcategories: readonly string[],
  page: number,
  pageSize = LISTING_PAGE_SIZE,
): Promise<ProductPage> {
  // an id from the address bar that is no category: the database holds no piece of it
  if (!isCategoryId(categoryId)) return { products: [], count: 0, page, pageSize };
  if (subcategories.length <= 1) return fetchListingPage(categoryListing(categoryId, subcategories[0]), page, pageSize);
  const params: Record<string, string> = {
    select: '*, product_images(id, image_url, thumb_url, order)',
    status: 'eq.published',
    category: `eq.${categoryId}`,
    order: 'created_at.desc',
    ...pageRange(page, pageSize),
  };
  params.subcategory = inList(subcategories);
  const { data, count } = await read<ProductWithImages[] | null>(
    { path: 'products', params, count: true },
    { as: 'public' },
  );
  const products = await attachSellers(data ?? []);
  return { products, count: count ?? products.length, page, pageSize };
}
