import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LISTING_PAGE_SIZE, PRODUCT_CACHE_TTL_MS, SEARCH_SUGGESTIONS_MIN_CHARS } from '@vitrina/shared/core';
import { useSessionStore } from '@vitrina/shared/kernel';
import { ANONYMOUS_CACHE_USER, readListingCache, writeListingCache } from './listingCache';
import { normalizeListingParams, type ListingParams } from './listingParams';
import { productKeys } from './productKeys';
import {
  fetchCategoryPage,
  fetchHighestPrice,
  fetchListingPage,
  fetchSuggestions,
  nextListingPage,
  type ProductPage,
} from './productsApi';

/** The cache "user" of the current session, or undefined while the session is unknown (then no cache). */
function cacheUser(): string | undefined {
  const user = useSessionStore.getState().user;
  if (user === undefined) return undefined;
  return user?.id ?? ANONYMOUS_CACHE_USER;
}

/** A listing page from the localStorage cache of spec §9 when fresh, otherwise from the backend (then cached). */
export async function fetchListingPageCached(params: Partial<ListingParams>, page: number): Promise<ProductPage> {
  const normalized = normalizeListingParams(params);
  const cacheKey = { ...normalized, page, pageSize: LISTING_PAGE_SIZE };
  const userId = cacheUser();
  if (userId) {
    const cached = readListingCache<ProductPage>(userId, cacheKey);
    if (cached) return cached;
  }
  const result = await fetchListingPage(normalized, page);
  if (userId) writeListingCache(userId, cacheKey, result);
  return result;
}

/** The listing with infinite scroll: page 1 first, then one page per "load more" while more exist. */
export function productListingQueryOptions(params: Partial<ListingParams>) {
  return infiniteQueryOptions({
    queryKey: productKeys.infinite(params),
    queryFn: ({ pageParam }) => fetchListingPageCached(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    // what localStorage keeps 5 minutes, memory need not refetch sooner
    staleTime: PRODUCT_CACHE_TTL_MS,
  });
}

export function highestPriceQueryOptions() {
  return queryOptions({
    queryKey: productKeys.highestPrice(),
    queryFn: fetchHighestPrice,
    staleTime: PRODUCT_CACHE_TTL_MS,
  });
}

/** The highest price on sale; undefined while unknown (then the typed bounds have no ceiling). */
export function useHighestPrice(): number | undefined {
  return useQuery(highestPriceQueryOptions()).data ?? undefined;
}

export function productSuggestionsQueryOptions(term: string) {
  const query = term.trim();
  return queryOptions({
    queryKey: productKeys.suggestions(query),
    queryFn: () => fetchSuggestions(query),
    enabled: query.length >= SEARCH_SUGGESTIONS_MIN_CHARS,
    staleTime: 60_000,
  });
}

export function categoryProductsQueryOptions(categoryId: string, subcategories: readonly string[] = []) {
  return infiniteQueryOptions({
    queryKey: productKeys.byCategory(categoryId, subcategories),
    queryFn: ({ pageParam }) => fetchCategoryPage(categoryId, subcategories, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    staleTime: 60_000,
  });
}

export function useProductListing(params: Partial<ListingParams>) {
  return useInfiniteQuery(productListingQueryOptions(params));
}

/** Suggestions after 2 characters (spec §5); keeps the previous list while the next one loads. */
export function useProductSuggestions(term: string) {
  return useQuery({ ...productSuggestionsQueryOptions(term), placeholderData: (previous) => previous });
}

export function useCategoryProducts(categoryId: string, subcategories: readonly string[] = []) {
  return useInfiniteQuery(categoryProductsQueryOptions(categoryId, subcategories));
}
