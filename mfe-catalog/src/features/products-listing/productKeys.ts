import { queryRoots } from '@vitrina/shared/kernel';
import { normalizeListingParams, type ListingParams } from './listingParams';

/**
 * Keys of the product collections (listing, suggestions, category pages), on the kernel's `products` root: a
 * product change anywhere (publish, price edit, delete, sale) invalidates `queryRoots.products` and these refetch.
 * The single product of the detail page has its own module (`product`, in @vitrina/shared/data).
 */
export const productKeys = {
  all: queryRoots.products,
  /** every loaded page of a listing (infinite scroll) */
  infinite: (params: Partial<ListingParams>) =>
    [...queryRoots.products, 'infinite', normalizeListingParams(params)] as const,
  /** the highest price on sale, the ceiling of the typed price bounds */
  highestPrice: () => [...queryRoots.products, 'highest-price'] as const,
  suggestions: (term: string) => [...queryRoots.products, 'suggestions', term.trim().toLowerCase()] as const,
  /** a category page, optionally narrowed to some of its sub-category items */
  byCategory: (categoryId: string, subcategories: readonly string[] = []) =>
    [...queryRoots.products, 'category', categoryId, [...subcategories].sort()] as const,
};
