import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_DETAIL_STALE_MS, type PriceHistoryRow } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { read } from '@vitrina/shared/data';

/** One point of a product's price history (spec §7: price, recorded_at by product_id ascending). */
export type PricePoint = Pick<PriceHistoryRow, 'price' | 'recorded_at'>;

/** On the kernel's `price_history` root: a price change anywhere can invalidate every product's history. */
export const priceHistoryKeys = {
  all: queryRoots.priceHistory,
  byProduct: (productId: string) => [...queryRoots.priceHistory, productId] as const,
};

/** Oldest first. The trigger `track_product_price` writes a point on insert and on every price change. */
export async function fetchPriceHistory(productId: string): Promise<PricePoint[]> {
  const { data } = await read<PricePoint[] | null>(
    {
      path: 'price_history',
      params: { select: 'price, recorded_at', product_id: `eq.${productId}`, order: 'recorded_at.asc' },
    },
    { as: 'public' },
  );
  return (data ?? []).map((point) => ({ price: Number(point.price), recorded_at: point.recorded_at }));
}

/** As fresh as the product it belongs to (a price change writes both). */
export function priceHistoryQueryOptions(productId: string) {
  return queryOptions({
    queryKey: priceHistoryKeys.byProduct(productId),
    queryFn: () => fetchPriceHistory(productId),
    staleTime: PRODUCT_DETAIL_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

export function usePriceHistory(productId: string, enabled = true) {
  return useQuery({ ...priceHistoryQueryOptions(productId), enabled });
}

/**
 * 'Precio mínimo histórico', shown for every piece (spec §9): the lowest price the piece has had, its history and
 * today's price together. `isCurrent` when today's price is that lowest (the page then says it is the lowest price
 * recorded instead of leaving the line out).
 */
export function historicalMinPrice(
  points: readonly PricePoint[],
  currentPrice: number,
): { price: number; isCurrent: boolean } {
  const lowest = Math.min(currentPrice, ...points.map((point) => point.price));
  return { price: lowest, isCurrent: lowest >= currentPrice };
}
