import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartAvailabilityRow } from '@vitrina/shared/core';
import { productDetailKeys } from './productDetailKeys';
import { supabaseClient } from '../supabaseClient';

/** The cart's pieces as the database sees them now (rpc/cart_availability). */
export async function fetchCartAvailability(productIds: readonly string[]): Promise<CartAvailabilityRow[]> {
  const supabase = await supabaseClient();
  if (!productIds.length) return [];
  const { data, error } = await supabase
    .rpc('cart_availability', { product_ids: [...productIds] })
    // the catalogue says text and non-null columns; CartAvailabilityRow says which states and when they are null
    .overrideTypes<CartAvailabilityRow[], { merge: false }>();
  if (error) throw error;
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
