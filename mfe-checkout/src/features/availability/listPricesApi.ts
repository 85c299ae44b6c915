import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { inList, read } from '@vitrina/shared/data';

/** Under the products root: a change of a piece's price reads it again. */
export const listPriceKeys = {
  of: (productIds: readonly string[]) => [...queryRoots.products, 'list-prices', [...productIds].sort()] as const,
};

/**
 * Each cart piece's published price. The cart's own re-read (rpc/cart_availability) answers the price the buyer
 * pays, which is the agreed one where an accepted offer stands: where the two differ, the cart says so.
 */
export async function fetchListPrices(productIds: readonly string[]): Promise<Map<string, number>> {
  const { data } = await read<{ id: string; price: number | string }[] | null>(
    { path: 'products', params: { select: 'id, price', id: inList(productIds) } },
    { as: 'public' },
  );
  return new Map((data ?? []).map((row) => [row.id, Number(row.price)]));
}

export function useListPrices(productIds: readonly string[]) {
  return useQuery({
    ...queryOptions({
      queryKey: listPriceKeys.of(productIds),
      queryFn: () => fetchListPrices(productIds),
      // without it the cart only leaves out the agreed-price note
      retry: false,
    }),
    enabled: productIds.length > 0,
  });
}
