import { normalizeListingParams, type ListingParams } from './listingParams';

/**
 * Keys of the product collections (listing, suggestions, category pages). Everything under `productKeys.all`
 * is invalidated when a product changes (publish, price edit, delete, sale). The single product of the detail
 * page has its own module (`product`).
 */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** one page of a listing */
  list: (params: Partial<ListingParams>, page: number) =>
    [...productKeys.lists(), normalizeListingParams(params), page] as const,
  /** every loaded page of a listing (infinite scroll) */
  infinite: (params: Partial<ListingParams>) =>
    [...productKeys.all, 'infinite', normalizeListingParams(params)] as const,
  suggestions: (term: string) => [...productKeys.all, 'suggestions', term.trim().toLowerCase()] as const,
  /** a category page, optionally narrowed to some of its sub-category items */
  byCategory: (categoryId: string, subcategories: readonly string[] = []) =>
    [...productKeys.all, 'category', categoryId, [...subcategories].sort()] as const,
};
