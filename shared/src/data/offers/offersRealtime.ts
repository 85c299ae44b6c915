import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type OfferRow } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { withClient } from '../supabaseClient';
import { invalidateProducts } from '../product/invalidateProducts';
import { offerKeys } from './offers';

let channelCounter = 0;

/**
 * Every change to an offer the member takes part in, as buyer or as seller: a new offer, a counter, an
 * acceptance, a rejection, a withdrawal (realtime on `offers`, in the publication since migration 001300; the
 * server sends a change only to those whose JWT may read the row under RLS, i.e. its buyer and its seller).
 * Returns the unsubscribe function; each call gets its own channel so one listener leaving never closes another's.
 */
export function subscribeToOffers(userId: string, onChange: (offer: Partial<OfferRow>) => void): () => void {
  channelCounter += 1;
  const deliver = (payload: { new: unknown; old: unknown }) =>
    onChange(((payload.new as Partial<OfferRow> | null) ?? (payload.old as Partial<OfferRow>)) || {});
  const name = `offers:${userId}:${channelCounter}`;
  return withClient((supabase) => {
    const channel = supabase
      .channel(name)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'offers', filter: `seller_id=eq.${userId}` },
        deliver,
      )
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'offers', filter: `buyer_id=eq.${userId}` },
        deliver,
      )
      .subscribe();
    return () => void supabase.removeChannel(channel);
  });
}

/**
 * Live offers for the signed-in member: any change to one of their offers refetches the offer lists; an acceptance
 * sets the piece aside and changes the buyer's cart price, so the reads of products go too.
 */
export function useOffersRealtime() {
  const user = useUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user?.id) return undefined;
    return subscribeToOffers(user.id, (offer) => {
      void (offer.status === 'accepted'
        ? invalidateProducts(queryClient)
        : queryClient.invalidateQueries({ queryKey: offerKeys.all }));
    });
  }, [user?.id, queryClient]);
}
