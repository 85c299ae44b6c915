import { useMutation, useQueryClient } from '@tanstack/react-query';
import { copy, type OfferRow, UserError } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { supabaseClient } from '../supabaseClient';

export const offerKeys = {
  all: queryRoots.offers,
  /** offers a user made as a buyer */
  sent: (userId: string) => [...queryRoots.offers, 'sent', userId] as const,
  /** offers a seller received */
  received: (userId: string) => [...queryRoots.offers, 'received', userId] as const,
};

export interface SendOfferInput {
  productId: string;
  buyerId: string | null | undefined;
  sellerId: string | null | undefined;
  amount: number;
}

/**
 * Inserts a pending offer (spec §7: product_id, buyer_id, seller_id, amount, status pending). The database
 * takes the seller from the product, refuses offers on one's own or unpublished pieces (trigger `guard_offer`)
 * and notifies the seller with an `offer` notification (trigger `notify_offer`).
 */
export async function sendOffer({ productId, buyerId, sellerId, amount }: SendOfferInput): Promise<OfferRow> {
  const supabase = await supabaseClient();
  if (!buyerId) throw new UserError(copy.marketplace.userNotAuthenticated);
  if (!sellerId) throw new UserError(copy.marketplace.sellerInfoUnavailable);
  const { data, error } = await supabase
    .from('offers')
    .insert({ product_id: productId, buyer_id: buyerId, seller_id: sellerId, amount, status: 'pending' })
    .select()
    .single();
  if (error) throw error;
  return data;
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
