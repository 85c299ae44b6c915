import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { copy, type OfferRow, type OfferStatus, type ProductStatus, UserError } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { invalidateProducts } from '../product/invalidateProducts';
import { fetchPublicProfiles, PUBLIC_MEMBER_COLUMNS, type PublicMember } from '../publicProfiles';
import { offerKeys } from './offers';
import { supabaseClient } from '../supabaseClient';
import { read } from '../read';

/**
 * The dashboard's offers: received as a seller, sent as a buyer, and their answers. The rules live in
 * the database (trigger `guard_offer`, supabase/migrations/20250601002600_offer_negotiation.sql): only the seller
 * answers a pending offer, only the buyer withdraws or accepts a counter, nothing changes after a final state, an
 * open offer expires 48 hours after its last step. These functions only ask; a refusal comes back as the
 * database's Spanish message.
 */

export type OfferRole = 'received' | 'sent';

export type OfferProduct = {
  id: string;
  title: string;
  price: number;
  status: ProductStatus;
  product_images: { image_url: string; thumb_url: string | null; order: number }[];
};

export type OfferCounterpart = PublicMember;

export type DashboardOffer = OfferRow & {
  /** null when RLS hides the piece (sold to someone else, withdrawn by its seller) */
  product: OfferProduct | null;
  /** the other side: the buyer of a received offer, the seller of a sent one */
  counterpart: OfferCounterpart | null;
};

const OPEN_STATUSES: readonly OfferStatus[] = ['pending', 'countered', 'accepted'];

/**
 * The status to show now: an open offer past its deadline is expired even before `expire_offers()` writes it (the
 * database refuses to act on it either way). An accepted offer already used by an order stays accepted.
 */
export function offerStatusAt(
  offer: Pick<OfferRow, 'status' | 'expires_at' | 'order_id'>,
  now: Date = new Date(),
): OfferStatus {
  if (
    OPEN_STATUSES.includes(offer.status) &&
    !offer.order_id &&
    new Date(offer.expires_at).getTime() <= now.getTime()
  ) {
    return 'expired';
  }
  return offer.status;
}

/** The price the two sides agreed on: the counter when there is one, else the offer. */
export function agreedAmount(offer: Pick<OfferRow, 'amount' | 'counter_amount'>): number {
  return Number(offer.counter_amount ?? offer.amount);
}

const OFFER_SELECT = '*, product:products(id, title, price, status, product_images(image_url, thumb_url, order))';

function normalize(row: DashboardOffer): DashboardOffer {
  return {
    ...row,
    amount: Number(row.amount),
    counter_amount: row.counter_amount === null ? null : Number(row.counter_amount),
    product: row.product ? { ...row.product, price: Number(row.product.price) } : null,
  };
}

/**
 * The member's offers on one side, newest first. Asks the database to expire the member's stale offers first
 * (rpc/expire_offers: there is no scheduler, see the migration), so the statuses read are current.
 */
export async function fetchOffers(userId: string, role: OfferRole): Promise<DashboardOffer[]> {
  const supabase = await supabaseClient();
  const { error: sweepError } = await supabase.rpc('expire_offers');
  if (sweepError) throw sweepError;
  const { data } = await read<DashboardOffer[] | null>(
    {
      path: 'offers',
      params: {
        select: OFFER_SELECT,
        [role === 'received' ? 'seller_id' : 'buyer_id']: `eq.${userId}`,
        order: 'created_at.desc',
      },
    },
    { as: 'member' },
  );
  const rows = data ?? [];
  const people = await fetchPublicProfiles(
    rows.map((row) => (role === 'received' ? row.buyer_id : row.seller_id)),
    PUBLIC_MEMBER_COLUMNS,
  );
  return rows.map((row) =>
    normalize({ ...row, counterpart: people.get(role === 'received' ? row.buyer_id : row.seller_id) ?? null }),
  );
}

export function offersQueryOptions(userId: string, role: OfferRole) {
  return queryOptions({
    queryKey: role === 'received' ? offerKeys.received(userId) : offerKeys.sent(userId),
    queryFn: () => fetchOffers(userId, role),
  });
}

export function useOffers(role: OfferRole) {
  const user = useUser();
  return useQuery({ ...offersQueryOptions(user?.id ?? '', role), enabled: Boolean(user?.id) });
}

export type OfferAnswer =
  | { offerId: string; action: 'accept' }
  | { offerId: string; action: 'reject' }
  | { offerId: string; action: 'counter'; counterAmount: number }
  /** the buyer's side */
  | { offerId: string; action: 'acceptCounter' }
  | { offerId: string; action: 'withdraw' };

const NEXT_STATUS: Record<OfferAnswer['action'], OfferStatus> = {
  accept: 'accepted',
  reject: 'rejected',
  counter: 'countered',
  acceptCounter: 'accepted',
  withdraw: 'withdrawn',
};

/** The unchanged-offer refusal: an update RLS filtered out (not a party to the offer) returns no row. */
export const OFFER_NOT_CHANGED = copy.trade.offerNotChanged;

export async function answerOffer(answer: OfferAnswer): Promise<OfferRow> {
  const supabase = await supabaseClient();
  const changes =
    answer.action === 'counter'
      ? { status: NEXT_STATUS.counter, counter_amount: answer.counterAmount }
      : { status: NEXT_STATUS[answer.action] };
  const { data, error } = await supabase.from('offers').update(changes).eq('id', answer.offerId).select('*');
  if (error) throw error;
  const [row] = data ?? [];
  if (!row) throw new UserError(OFFER_NOT_CHANGED);
  return row as OfferRow;
}

export function useAnswerOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    // Every answer changes the offers; an accepted one also sets the piece aside (no longer for sale to others) and
    // changes the buyer's cart price (rpc/cart_availability), so every read of products goes too (offers included).
    onSettled: () => invalidateProducts(queryClient),
  });
}
