import type { ListProductsFilters } from '@vitrina/shared/core';

/** Orders the listing offers (spec §2: newest first by default; price and popularity are what collectors use). */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'ending_soon'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

export function isListingSort(value: string | null | undefined): value is ListingSort {
  return (LISTING_SORTS as readonly string[]).includes(value ?? '');
}

/** Filters of the listing: the query parameters of spec §2, as rpc/list_products takes them. */
export type ListingFilters = ListProductsFilters;

/** What one listing shows: its filters and its order. Pages are the infinite query's business. */
export interface ListingParams {
  filters: ListingFilters;
  sort: ListingSort;
}

/**
 * The same filters always give the same object (keys sorted, empty values dropped), so a query key, a cache key
 * and a URL built from equal filters are equal.
 */
export function normalizeFilters(filters: ListingFilters): ListingFilters {
  const result: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(filters).sort() as (keyof ListingFilters)[]) {
    const value = filters[key];
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    result[key] = typeof value === 'string' ? value.trim() : value;
    if (result[key] === '') delete result[key];
  }
  return result as ListingFilters;
}

export function normalizeListingParams(params: Partial<ListingParams> = {}): ListingParams {
  return { filters: normalizeFilters(params.filters ?? {}), sort: params.sort ?? DEFAULT_LISTING_SORT };
}
