import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceAlertRow, ProductRow } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { read } from '../read';
import { supabaseClient } from '../supabaseClient';

/** An alert with the product it watches (for the user's list). */
export type PriceAlertWithProduct = PriceAlertRow & {
  product: Pick<ProductRow, 'id' | 'title' | 'price' | 'status'> | null;
};

export const priceAlertKeys = {
  all: queryRoots.priceAlerts,
  byUser: (userId: string) => [...queryRoots.priceAlerts, userId] as const,
};

/** The user's alerts, newest first (RLS: only their own rows are readable). */
export async function fetchPriceAlerts(userId: string): Promise<PriceAlertWithProduct[]> {
  const { data } = await read<PriceAlertWithProduct[] | null>(
    {
      path: 'price_alerts',
      params: {
        select: '*, product:products(id, title, price, status)',
        user_id: `eq.${userId}`,
        order: 'created_at.desc',
      },
    },
    { as: 'member' },
  );
  return (data ?? []).map((alert) => {
    return {
      ...alert,
      target_price: Number(alert.target_price),
      product: alert.product ? { ...alert.product, price: Number(alert.product.price) } : null,
    };
  });
}

export function priceAlertsQueryOptions(userId: string) {
  return queryOptions({ queryKey: priceAlertKeys.byUser(userId), queryFn: () => fetchPriceAlerts(userId) });
}

export function usePriceAlerts(userId: string | null | undefined) {
  return useQuery({ ...priceAlertsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

export interface CreatePriceAlertInput {
  userId: string;
  productId: string;
  targetPrice: number;
}

/**
 * Inserts an alert (spec §7: user_id, product_id, target_price). The database refuses a target at or above the
 * current price (23514, in Spanish) and replaces the member's earlier alert on the piece (trigger
 * `guard_price_alert`). When the seller lowers the price to or under the target, the trigger
 * `track_product_price` sends the user a `PRICE_ALERT` notification.
 */
export async function createPriceAlert({
  userId,
  productId,
  targetPrice,
}: CreatePriceAlertInput): Promise<PriceAlertRow> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase
    .from('price_alerts')
    .insert({ user_id: userId, product_id: productId, target_price: targetPrice })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useCreatePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPriceAlert,
    onSuccess: (_alert, { userId }) => queryClient.invalidateQueries({ queryKey: priceAlertKeys.byUser(userId) }),
  });
}

export async function deletePriceAlert(id: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('price_alerts').delete().eq('id', id);
  if (error) throw error;
}

/** Deletes an alert; the alert lists of every user this page cached are re-read (the id alone names no user). */
export function useDeletePriceAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePriceAlert(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceAlertKeys.all }),
  });
}
