// The catalogue's data for a page rendered on the server (federation expose './ssr', server build only): the same
// queries, under the same keys, the page's components read in the browser, so the shell's server fills a fresh
// QueryClient with them before rendering and the browser hydrates from that cache without asking again.
import type { QueryClient } from '@tanstack/react-query';
import { getCategory } from '@vitrina/shared/core';
import { productQueryOptions } from '@vitrina/shared/data';
import { categoryProductsQueryOptions, productListingQueryOptions } from '../features/products-listing/productsQueries';
import { parseListingSearch } from '../features/products-listing/listingUrl';
import { resolveSubcategoryPath } from '../features/category-page/SubcategoryPage';
import {
  sellerClaimsQueryOptions,
  sellerProductsQueryOptions,
  sellerProfileQueryOptions,
  sellerReviewsQueryOptions,
} from '../features/seller/sellerQueries';

const PRODUCT = /^\/products?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const LISTING = /^\/products\/?$/;
/** A category's page (not a subcategory's): /categories/{id}, /category/{id}. */
const CATEGORY = /^\/categor(?:ies|y)\/([a-z]+)\/?$/;
/** A subcategory's page: /category/{id}/{group or item} (its short routes, /cards/soccer, are not the remote's). */
const SUBCATEGORY = /^\/category\/[a-z]+\/[^/]+\/?$/;
/** A seller's page: /sellers/{username}. */
const SELLER = /^\/sellers\/([^/]+)\/?$/;

/** The category a path shows, when it is one the catalogue has. */
function categoryOf(pathname: string) {
  const id = CATEGORY.exec(pathname)?.[1];
  return id ? getCategory(id) : undefined;
}

/** A subcategory's page (/category/{id}/{group or item}) and the items its listing reads. */
function subcategoryOf(pathname: string) {
  if (!SUBCATEGORY.test(pathname)) return undefined;
  const resolved = resolveSubcategoryPath(pathname.replace(/\/+$/, ''));
  if (!resolved) return undefined;
  const items = resolved.kind === 'item' ? [resolved.item.id] : resolved.group.items.map((item) => item.id);
  return { category: resolved.category.id, items };
}

function sellerOf(pathname: string) {
  const username = SELLER.exec(pathname)?.[1];
  if (!username) return undefined;
  try {
    return decodeURIComponent(username);
  } catch {
    return undefined;
  }
}

/** Whether this remote renders `pathname` on the server (else the shell answers it rendered in the browser). */
export function rendersOnServer(pathname: string): boolean {
  return (
    PRODUCT.test(pathname) ||
    LISTING.test(pathname) ||
    Boolean(categoryOf(pathname)) ||
    Boolean(subcategoryOf(pathname)) ||
    sellerOf(pathname) !== undefined
  );
}

/**
 * Reads the page's data into `queryClient`, in parallel, once and without retries. Throws when a read fails (the
 * database down): the shell then answers the page rendered in the browser, as without server rendering.
 */
export async function loadPageData(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  const product = PRODUCT.exec(pathname);
  if (product) {
    await queryClient.fetchQuery({ ...productQueryOptions(product[1]), retry: false });
    return;
  }
  if (LISTING.test(pathname)) {
    await queryClient.fetchInfiniteQuery({ ...productListingQueryOptions(parseListingSearch(search)), retry: false });
    return;
  }
  const category = categoryOf(pathname);
  if (category) {
    await queryClient.fetchInfiniteQuery({ ...categoryProductsQueryOptions(category.id, []), retry: false });
    return;
  }
  const subcategory = subcategoryOf(pathname);
  if (subcategory) {
    await queryClient.fetchInfiniteQuery({
      ...categoryProductsQueryOptions(subcategory.category, subcategory.items),
      retry: false,
    });
    return;
  }
  const username = sellerOf(pathname);
  if (username !== undefined) {
    // every read is keyed by the username: the profile, the pieces, the reviews and the claims in one round
    await Promise.all([
      queryClient.fetchQuery({ ...sellerProfileQueryOptions(username), retry: false }),
      queryClient.fetchInfiniteQuery({ ...sellerProductsQueryOptions(username), retry: false }),
      queryClient.fetchInfiniteQuery({ ...sellerReviewsQueryOptions(username), retry: false }),
      queryClient.fetchQuery({ ...sellerClaimsQueryOptions(username), retry: false }),
    ]);
  }
}
