import { queryRoots } from '@vitrina/shared/kernel';

/**
 * Keys of the pieces as the apps other than the catalog's listing read them: one piece's page, and the cart's
 * pieces as the database sees them now. They live under the products root with the listings, so whatever changes
 * a piece (a sale, a cancellation, an accepted offer, an edit, a review, a deletion) invalidates them all at once.
 */
export const productDetailKeys = {
  all: queryRoots.products,
  details: () => [...queryRoots.products, 'detail'] as const,
  detail: (id: string) => [...queryRoots.products, 'detail', id] as const,
  /** the cart's pieces (ids sorted: the same cart is one cache entry) */
  cartAvailability: (productIds: readonly string[]) =>
    [...queryRoots.products, 'cart-availability', [...productIds].sort()] as const,
};
