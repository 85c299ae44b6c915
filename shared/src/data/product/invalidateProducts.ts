import { hashKey, type QueryClient } from '@tanstack/react-query';
import { clearListingCache } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { productDetailKeys } from './productDetailKeys';

/** Cached reads of other tables that embed a piece's price or status: the wishlist, price alerts and offers. */
const ROOTS_EMBEDDING_PRODUCTS = [queryRoots.favorites, queryRoots.priceAlerts, queryRoots.offers] as const;

export interface InvalidateProductsOptions {
  /** a piece whose page is being left (it was just deleted): marked stale, not read again under the user */
  leaving?: string;
}

/**
 * After a change to pieces (a sale, a cancellation, an accepted offer, an edit, a deletion): every cached read of
 * products in memory (listings, category pages, suggestions, each piece's page, the cart's re-read, the member's
 * own pieces), the reads that embed a piece, and the listing pages kept in localStorage for 5 minutes (spec §9),
 * which would otherwise answer the listing's refetch with the piece still on sale.
 */
export async function invalidateProducts(
  queryClient: QueryClient,
  { leaving }: InvalidateProductsOptions = {},
): Promise<void> {
  clearListingCache();
  const leavingHash = leaving ? hashKey(productDetailKeys.detail(leaving)) : undefined;
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: productDetailKeys.all,
      predicate: (query) => query.queryHash !== leavingHash,
    }),
    leaving
      ? queryClient.invalidateQueries({ queryKey: productDetailKeys.detail(leaving), refetchType: 'none' })
      : undefined,
    ...ROOTS_EMBEDDING_PRODUCTS.map((root) => queryClient.invalidateQueries({ queryKey: root })),
  ]);
}
