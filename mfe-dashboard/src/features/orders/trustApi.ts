import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { inList, read, supabaseClient } from '@vitrina/shared/data';

/**
 * What the order page needs for trust: the carriers a seller ships with (and their tracking pages), and the
 * buyer's reviews of the order's sellers, written through rpc/review_seller and answered through
 * rpc/answer_review (supabase/migrations/20250601003800_seller_reviews.sql: the database checks who and when).
 */

export interface Carrier {
  id: string;
  name: string;
  /** the carrier's tracking page; `{guia}` marks where the tracking number goes when the page takes it */
  tracking_url: string;
  /** the number's format (a regular expression over the number without spaces or hyphens, in capitals) */
  tracking_pattern?: string;
  /** the same in Spanish, for the form and the refusal */
  tracking_format?: string;
}

export interface OrderReview {
  id: string;
  seller_id: string;
  rating: number;
  comment: string | null;
  reply: string | null;
  replied_at: string | null;
  created_at: string;
  updated_at: string;
  product_title: string;
}

export interface OrderSeller {
  id: string;
  username: string | null;
  display_name: string | null;
}

export const trustKeys = {
  all: queryRoots.orders,
  carriers: () => [...queryRoots.orders, 'carriers'] as const,
  /** on the reviews' root: a review written here also refreshes the seller's page (mfe-catalog) */
  reviews: (orderId: string) => [...queryRoots.sellerReviews, 'order', orderId] as const,
  sellers: (ids: readonly string[]) => [...queryRoots.publicProfiles, 'order-sellers', [...ids].sort()] as const,
};

export async function fetchCarriers(): Promise<Carrier[]> {
  const { data } = await read<Carrier[] | null>(
    {
      path: 'carriers',
      params: { select: 'id, name, tracking_url, tracking_pattern, tracking_format', order: 'position.asc' },
    },
    { as: 'member' },
  );
  return data ?? [];
}

/** The link to follow a shipment: the number in the URL where the carrier's page takes it, else the page itself. */
export function trackingLink(carrier: Pick<Carrier, 'tracking_url'>, trackingNumber: string): string {
  return carrier.tracking_url.replace('{guia}', encodeURIComponent(trackingNumber));
}

export async function fetchOrderReviews(orderId: string): Promise<OrderReview[]> {
  const { data } = await read<OrderReview[] | null>(
    {
      path: 'seller_reviews',
      params: {
        select: 'id, seller_id, rating, comment, reply, replied_at, created_at, updated_at, product_title',
        order_id: `eq.${orderId}`,
      },
    },
    { as: 'member' },
  );
  return (data ?? []).map((row) => ({ ...row, rating: Number(row.rating) }));
}

export async function fetchOrderSellers(ids: readonly string[]): Promise<OrderSeller[]> {
  if (!ids.length) return [];
  const { data } = await read<(Omit<OrderSeller, 'id'> & { id: string | null })[] | null>(
    { path: 'public_profiles', params: { select: 'id, username, display_name', id: inList(ids) } },
    { as: 'public' },
  );
  return (data ?? []).filter((row): row is OrderSeller => Boolean(row.id));
}

export function carriersQueryOptions() {
  // the list changes with a migration, not while a page is open
  return queryOptions({ queryKey: trustKeys.carriers(), queryFn: fetchCarriers, staleTime: Infinity });
}
export function orderReviewsQueryOptions(orderId: string) {
  return queryOptions({ queryKey: trustKeys.reviews(orderId), queryFn: () => fetchOrderReviews(orderId) });
}
export function orderSellersQueryOptions(ids: readonly string[]) {
  return queryOptions({ queryKey: trustKeys.sellers(ids), queryFn: () => fetchOrderSellers(ids) });
}

export function useCarriers() {
  return useQuery(carriersQueryOptions());
}
export function useOrderReviews(orderId: string, enabled = true) {
  return useQuery({ ...orderReviewsQueryOptions(orderId), enabled });
}
export function useOrderSellers(ids: readonly string[]) {
  return useQuery({ ...orderSellersQueryOptions(ids), enabled: ids.length > 0 });
}

export interface ReviewInput {
  orderId: string;
  sellerId: string;
  rating: number;
  comment: string;
}

/** A review changes the order's page, the seller's rating (seller cards, product pages) and their page. */
function useRefreshReputation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
      queryClient.invalidateQueries({ queryKey: queryRoots.sellerReviews }),
      queryClient.invalidateQueries({ queryKey: queryRoots.publicProfiles }),
      queryClient.invalidateQueries({ queryKey: queryRoots.products }),
    ]);
}

export function useReviewSeller() {
  const refresh = useRefreshReputation();
  return useMutation({
    mutationFn: async ({ orderId, sellerId, rating, comment }: ReviewInput) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('review_seller', {
        order_id: orderId,
        seller_id: sellerId,
        rating,
        comment: comment.trim() || undefined,
      });
      if (error) throw error;
    },
    onSettled: refresh,
  });
}

export function useAnswerReview() {
  const refresh = useRefreshReputation();
  return useMutation({
    mutationFn: async ({ reviewId, reply }: { reviewId: string; reply: string }) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('answer_review', { review_id: reviewId, reply: reply.trim() });
      if (error) throw error;
    },
    onSettled: refresh,
  });
}
