import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProductRow, type ProductWithImages, type ProfileRow, type Tables, UserError } from '@vitrina/shared/core';
import { inList, pageRange, read, sortProductImages, supabaseClient, withClient } from '@vitrina/shared/data';
import { queryRoots, reportError } from '@vitrina/shared/kernel';
import { moderationCopy } from './copy';

/**
 * The staff's listing review queue (/dashboard/admin). RLS lets only trusted users read others'
 * pending pieces and their sellers' profiles; trigger guard_product lets only them publish or reject and stamps
 * the reviewer; migration 002800 requires a rejection reason, logs each decision in moderation_log and sends the
 * seller a `system` notification. A non-trusted caller simply reads an empty queue and cannot decide.
 */

export type QueueSeller = Pick<
  ProfileRow,
  | 'id'
  | 'username'
  | 'display_name'
  | 'verification_level'
  | 'identity_verified'
  | 'sales_count'
  | 'rating'
  | 'created_at'
>;

export type QueueItem = ProductWithImages & { seller: QueueSeller | null };

export type ModerationDecision =
  { productId: string; decision: 'published' } | { productId: string; decision: 'rejected'; reason: string };

/** How long a piece has waited in the queue: under a day, one to three days, more than three days. */
export type QueueAge = 'day' | 'days' | 'older';
export const QUEUE_AGES: readonly QueueAge[] = ['day', 'days', 'older'];

export interface QueueFilters {
  category?: ProductRow['category'] | null;
  age?: QueueAge | null;
}

export const MODERATION_LOG_PAGE_SIZE = 20;
/** The seller panel lists this many of the seller's other pieces, newest first, with a total. */
export const SELLER_LISTINGS_SHOWN = 5;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The queue, its count and the seller panel cache rows of products, so they live under the products root: any
 * product change (a publish here, a new listing in mfe-sell) refreshes them. `review()` is the staff pages' part of
 * it, what a realtime event refreshes without refetching the catalogue.
 */
export const moderationKeys = {
  all: queryRoots.products,
  review: () => [...queryRoots.products, 'moderation'] as const,
  queues: () => [...moderationKeys.review(), 'queue'] as const,
  queue: (filters: QueueFilters = {}) =>
    [...moderationKeys.queues(), { category: filters.category ?? null, age: filters.age ?? null }] as const,
  pendingCount: () => [...moderationKeys.review(), 'pending-count'] as const,
  sellerListings: (sellerId: string, exceptId: string) =>
    [...moderationKeys.review(), 'seller-listings', sellerId, exceptId] as const,
};

/** The log pages cache rows of moderation_log. */
export const moderationLogKeys = {
  all: queryRoots.moderationLog,
  page: (page: number) => [...queryRoots.moderationLog, 'page', page] as const,
};

/** The created_at bounds of an age bucket, measured from `now`. */
export function queueAgeBounds(age: QueueAge, now: number = Date.now()): { after?: string; atOrBefore?: string } {
  const ago = (hours: number) => new Date(now - hours * HOUR_MS).toISOString();
  if (age === 'day') return { after: ago(24) };
  if (age === 'days') return { after: ago(72), atOrBefore: ago(24) };
  return { atOrBefore: ago(72) };
}

const SELLER_SELECT =
  'id, username, display_name, verification_level, identity_verified, sales_count, rating, created_at';

/** Pending pieces, oldest first (the one waiting longest is reviewed first), each with its seller. */
export async function fetchModerationQueue(filters: QueueFilters = {}): Promise<QueueItem[]> {
  const params: Record<string, string> = {
    select: '*, product_images(id, image_url, thumb_url, order)',
    status: 'eq.pending',
    order: 'created_at.asc',
  };
  if (filters.category) params.category = `eq.${filters.category}`;
  if (filters.age) {
    const { after, atOrBefore } = queueAgeBounds(filters.age);
    // one parameter per column: two bounds on created_at are one `and`
    if (after && atOrBefore) params.and = `(created_at.gt.${after},created_at.lte.${atOrBefore})`;
    else if (after) params.created_at = `gt.${after}`;
    else if (atOrBefore) params.created_at = `lte.${atOrBefore}`;
  }
  const { data } = await read<ProductWithImages[] | null>({ path: 'products', params }, { as: 'member' });
  const pieces = data ?? [];
  const sellerIds = [...new Set(pieces.map((piece) => piece.seller_id))];
  let sellers: QueueSeller[] = [];
  if (sellerIds.length) {
    const answer = await read<QueueSeller[] | null>(
      { path: 'profiles', params: { select: SELLER_SELECT, id: inList(sellerIds) } },
      { as: 'member' },
    );
    sellers = answer.data ?? [];
  }
  return pieces.map((piece) => ({
    ...piece,
    price: Number(piece.price),
    product_images: sortProductImages(piece.product_images),
    seller: sellers.find((seller) => seller.id === piece.seller_id) ?? null,
  }));
}

export const MODERATION_ALREADY_DECIDED = moderationCopy.alreadyDecided;

/** Publishes or rejects one pending piece; the status filter makes a second decision on the same piece fail. */
export async function decideListing(decision: ModerationDecision): Promise<void> {
  const supabase = await supabaseClient();
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
  if (!data?.length) throw new UserError(MODERATION_ALREADY_DECIDED);
  if (decision.decision === 'published') void mailSavedSearches(decision.productId);
}

/**
 * The database already told the members whose saved searches match (bell); the saved-search-mail function sends
 * the e-mails some of them asked for. The piece is published either way: a failure is only reported.
 */
async function mailSavedSearches(productId: string): Promise<void> {
  const supabase = await supabaseClient();
  try {
    const { error } = await supabase.functions.invoke('saved-search-mail', { body: { product_id: productId } });
    if (error) reportError(error, { where: 'saved-search-mail', productId });
  } catch (err) {
    reportError(err, { where: 'saved-search-mail', productId });
  }
}

/** The number of pieces waiting for review (a head request: no rows travel). RLS makes it 0 for non-staff. */
export async function fetchPendingListingCount(): Promise<number> {
  const { count } = await read(
    { path: 'products', params: { select: 'id', status: 'eq.pending' }, head: true },
    { as: 'member' },
  );
  return count ?? 0;
}

export type SellerListing = Pick<ProductRow, 'id' | 'title' | 'status' | 'price' | 'created_at'>;
export interface SellerListings {
  items: SellerListing[];
  total: number;
}

/** The seller's other pieces in any status but deleted (trusted users read them all), newest first. */
export async function fetchSellerListings(sellerId: string, exceptId: string): Promise<SellerListings> {
  const { data, count } = await read<SellerListing[] | null>(
    {
      path: 'products',
      params: {
        select: 'id, title, status, price, created_at',
        seller_id: `eq.${sellerId}`,
        id: `neq.${exceptId}`,
        status: 'neq.deleted',
        order: 'created_at.desc',
        limit: String(SELLER_LISTINGS_SHOWN),
      },
      count: true,
    },
    { as: 'member' },
  );
  return { items: (data ?? []).map((row) => ({ ...row, price: Number(row.price) })), total: count ?? 0 };
}

export type AuthenticationFields = Pick<ProductRow, 'authentication_status' | 'certifier' | 'certificate_number'>;

/**
 * Staff correct a pending piece's authentication before publishing it. RLS lets only the owner or a trusted user
 * update a piece and guard_product lets only trusted users set verified or rejected; the status filter keeps a
 * piece a colleague already decided from being changed behind their back.
 */
export async function updateListingAuthentication(productId: string, fields: AuthenticationFields): Promise<void> {
  const supabase = await supabaseClient();
  const changes = {
    authentication_status: fields.authentication_status,
    certifier: fields.certifier?.trim() || null,
    certificate_number: fields.certificate_number?.trim() || null,
  };
  const { data, error } = await supabase
    .from('products')
    .update(changes)
    .eq('id', productId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new UserError(MODERATION_ALREADY_DECIDED);
}

export type ModerationLogRow = Tables<'moderation_log'>;
export type ModerationLogEntry = ModerationLogRow & {
  actor: Pick<ProfileRow, 'display_name' | 'username'> | null;
  product: Pick<ProductRow, 'id' | 'title'> | null;
  request: { id: string; type: string; requester: Pick<ProfileRow, 'display_name' | 'username'> | null } | null;
};
export interface ModerationLogPage {
  entries: ModerationLogEntry[];
  total: number;
}

const LOG_SELECT =
  'id, actor_id, subject, product_id, request_id, decision, reason, created_at, ' +
  'actor:profiles!actor_id(display_name, username), product:products!product_id(id, title), ' +
  'request:verification_requests!request_id(id, type, requester:profiles!user_id(display_name, username))';

/** One page of the moderation log, newest first (readable by trusted users only, per its RLS policy). */
export async function fetchModerationLog(page: number): Promise<ModerationLogPage> {
  const { data, count } = await read<ModerationLogEntry[] | null>(
    {
      path: 'moderation_log',
      params: { select: LOG_SELECT, order: 'created_at.desc,id.desc', ...pageRange(page, MODERATION_LOG_PAGE_SIZE) },
      count: true,
    },
    { as: 'member' },
  );
  return { entries: data ?? [], total: count ?? 0 };
}

export function moderationQueueQueryOptions(filters: QueueFilters = {}) {
  return queryOptions({ queryKey: moderationKeys.queue(filters), queryFn: () => fetchModerationQueue(filters) });
}

export function useModerationQueue(filters: QueueFilters = {}) {
  return useQuery({ ...moderationQueueQueryOptions(filters), placeholderData: (previous) => previous });
}

export function usePendingListingCount(enabled: boolean) {
  return useQuery({ queryKey: moderationKeys.pendingCount(), queryFn: fetchPendingListingCount, enabled });
}

export function useSellerListings(sellerId: string, exceptId: string) {
  return useQuery({
    queryKey: moderationKeys.sellerListings(sellerId, exceptId),
    queryFn: () => fetchSellerListings(sellerId, exceptId),
  });
}

export function useModerationLog(page: number) {
  return useQuery({
    queryKey: moderationLogKeys.page(page),
    queryFn: () => fetchModerationLog(page),
    placeholderData: (previous) => previous,
  });
}

export function useUpdateListingAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, fields }: { productId: string; fields: AuthenticationFields }) =>
      updateListingAuthentication(productId, fields),
    // the piece's row changed: whatever shows it (queue, the seller's lists) refetches
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

let channelCounter = 0;

/**
 * Staff only: refreshes the queue, its count and the log when a piece changes or a decision is logged (a colleague
 * decided, a seller sent a new piece). Realtime sends each row only to those who may read it, so for anyone else
 * this channel stays silent.
 */
export function useModerationRealtime(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    channelCounter += 1;
    const refresh = () =>
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.review() }),
        queryClient.invalidateQueries({ queryKey: moderationLogKeys.all }),
      ]);
    const name = `moderation:${channelCounter}`;
    return withClient((supabase) => {
      const channel = supabase
        .channel(name)
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'products', filter: 'status=eq.pending' },
          refresh,
        )
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'moderation_log' }, refresh)
        .subscribe();
      return () => void supabase.removeChannel(channel);
    });
  }, [enabled, queryClient]);
}

export function useDecideListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideListing,
    onSettled: () =>
      Promise.all([
        // the queue, and the public listings a published piece joins and the seller's own lists
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        // the decision is logged
        queryClient.invalidateQueries({ queryKey: moderationLogKeys.all }),
      ]),
  });
}
