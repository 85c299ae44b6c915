import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductWithImages, ProfileRow } from '@vitrina/shared/core';
import { supabase } from '@vitrina/shared/supabase';
import { sortProductImages } from '../product/product';
import { productKeys } from '../products/productKeys';

/**
 * The staff's listing review queue (/dashboard/admin, issue 14). RLS lets only trusted users read others'
 * pending pieces and their sellers' profiles; trigger guard_product lets only them publish or reject and stamps
 * the reviewer; migration 002800 requires a rejection reason, logs each decision in moderation_log and sends the
 * seller a `system` notification. A non-trusted caller simply reads an empty queue and cannot decide.
 */

export type QueueSeller = Pick<
  ProfileRow,
  'id' | 'username' | 'display_name' | 'verification_level' | 'identity_verified' | 'sales_count' | 'rating' | 'created_at'
>;

export type QueueItem = ProductWithImages & { seller: QueueSeller | null };

export type ModerationDecision = { productId: string; decision: 'published' } | { productId: string; decision: 'rejected'; reason: string };

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
};

const SELLER_SELECT = 'id, username, display_name, verification_level, identity_verified, sales_count, rating, created_at';

/** Pending pieces, oldest first (the one waiting longest is reviewed first), each with its seller. */
export async function fetchModerationQueue(): Promise<QueueItem[]> {
  const { data, error } = await supabase
    .from('products')
    .select('*, product_images(id, image_url, order)')
    .eq('status', 'pending')
    .order('created_at', { ascending: true });
  if (error) throw error;
  const pieces = (data ?? []) as unknown as ProductWithImages[];
  const sellerIds = [...new Set(pieces.map((piece) => piece.seller_id))];
  let sellers: QueueSeller[] = [];
  if (sellerIds.length) {
    const answer = await supabase.from('profiles').select(SELLER_SELECT).in('id', sellerIds);
    if (answer.error) throw answer.error;
    sellers = (answer.data ?? []) as QueueSeller[];
  }
  return pieces.map((piece) => ({
    ...piece,
    price: Number(piece.price),
    product_images: sortProductImages(piece.product_images),
    seller: sellers.find((seller) => seller.id === piece.seller_id) ?? null,
  }));
}

export const MODERATION_ALREADY_DECIDED = 'Otra persona del equipo ya revisó esta pieza.';

/** Publishes or rejects one pending piece; the status filter makes a second decision on the same piece fail. */
export async function decideListing(decision: ModerationDecision): Promise<void> {
  const changes =
    decision.decision === 'published'
      ? { status: 'published' as const }
      : { status: 'rejected' as const, rejection_reason: decision.reason.trim() };
  const { data, error } = await supabase
    .from('products')
    .update(changes)
    .eq('id', decision.productId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new Error(MODERATION_ALREADY_DECIDED);
}

export function moderationQueueQueryOptions() {
  return queryOptions({ queryKey: moderationKeys.queue(), queryFn: fetchModerationQueue });
}

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions());
}

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideListing,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        // a published piece joins the public listings; the seller's own lists show the new status
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]),
  });
}
