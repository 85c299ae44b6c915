import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartAvailabilityRow } from '@vitrina/shared/core';
import { productDetailKeys } from './productDetailKeys';
import { read } from '../read';

/** The cart's pieces as the database sees them now (rpc/cart_availability). */
export async function fetchCartAvailability(productIds: readonly string[]): Promise<CartAvailabilityRow[]> {
  if (!productIds.length) return [];
  // a visitor's cart too: the public read, without supabase-js
  const { data } = await read<CartAvailabilityRow[] | null>(
    { path: 'rpc/cart_availability', args: { product_ids: [...productIds] } },
    { as: 'public' },
  );
  return (data ?? []).map((row) => ({
    ...row,
    price: row.price === null ? null : Number(row.price),
    stock: row.stock === null ? null : Number(row.stock),
    shipping_price: row.shipping_price === null || row.shipping_price === undefined ? null : Number(row.shipping_price),
  }));
}

export function cartAvailabilityQueryOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: productDetailKeys.cartAvailability(productIds),
    queryFn: () => fetchCartAvailability(productIds),
    // the point is to learn what changed since the piece went into the cart: always read again on open
    staleTime: 0,
  });
}

/** The cart's pieces as the database sees them now; re-read whenever a cart or checkout page mounts. */
export function useCartAvailability(productIds: readonly string[]) {
  return useQuery({
    ...cartAvailabilityQueryOptions(productIds),
    enabled: productIds.length > 0,
    refetchOnMount: 'always',
  });
}
