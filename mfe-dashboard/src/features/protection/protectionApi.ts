import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { inList, read, supabaseClient } from '@vitrina/shared/data';

/**
 * Compra protegida (supabase/migrations/20250601005000_protected_purchase.sql): the money of each seller's part of
 * an order (rpc/payment_parts), its claims and their timeline, and the transitions, each a function that checks
 * who calls. Keys live on the orders' root: shipping or confirming a delivery (which invalidate it) moves the
 * money's dates too.
 */

export const CLAIM_PHOTOS_BUCKET = 'claim-photos';
const SIGNED_URL_SECONDS = 600;
/** the window the database's protection_settings holds by default, until the setting is read */
const DEFAULT_WINDOW_DAYS = 7;
const DEFAULT_ANSWER_DAYS = 3;
export const MAX_CLAIM_PHOTOS = 6;
export const MAX_CLAIM_PHOTO_BYTES = 5 * 1024 * 1024;

export type ClaimReason = 'not_arrived' | 'not_as_described' | 'damaged' | 'not_authentic';
export type ClaimStatus =
  | 'open'
  | 'return_requested'
  | 'return_shipped'
  | 'escalated'
  | 'refunded'
  | 'partially_refunded'
  | 'rejected'
  | 'withdrawn'
  | 'closed';
export type ActorRole = 'buyer' | 'seller' | 'staff' | 'system';
export type EventKind =
  | 'opened'
  | 'refunded'
  | 'return_requested'
  | 'disputed'
  | 'return_shipped'
  | 'return_received'
  | 'escalated'
  | 'decided'
  | 'withdrawn'
  | 'closed'
  | 'certificate_review';

export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['open', 'return_requested', 'return_shipped', 'escalated'];

export interface PaymentPart {
  order_id: string;
  seller_id: string;
  buyer_id: string;
  order_created_at: string;
  order_status: string;
  titles: string;
  captured: number;
  released: number;
  refunded: number;
  held: number;
  shipped_at: string | null;
  delivered_at: string | null;
  protection_ends_at: string | null;
  full_window: boolean;
  claim_id: string | null;
  claim_status: ClaimStatus | null;
}

export interface ClaimEvent {
  id: number;
  claim_id: string;
  actor_id: string | null;
  actor_role: ActorRole;
  kind: EventKind;
  message: string | null;
  photos: string[];
  amount: number | null;
  created_at: string;
}

export interface Claim {
  id: string;
  order_id: string;
  seller_id: string;
  buyer_id: string;
  reason: ClaimReason;
  description: string;
  status: ClaimStatus;
  answer_due_at: string | null;
  return_due_at: string | null;
  return_carrier: string | null;
  return_tracking: string | null;
  escalated_at: string | null;
  refund_amount: number | null;
  favors: 'buyer' | 'seller' | null;
  decision_reason: string | null;
  decided_at: string | null;
  created_at: string;
  claim_events: ClaimEvent[];
}

export interface ClaimCase {
  claim: Omit<Claim, 'claim_events'>;
  events: ClaimEvent[];
  order: { id: string; created_at: string; status: string };
  items: {
    product_id: string;
    title: string;
    price: number;
    quantity: number;
    carrier: string | null;
    tracking_number: string | null;
    shipped_at: string | null;
    authentication_status: 'none' | 'pending' | 'verified' | 'rejected' | null;
    certifier: string | null;
    certificate_number: string | null;
  }[];
  money: { held: number; captured: number; released: number; refunded: number; protection_ends_at: string | null };
  buyer: { id: string; username: string | null; display_name: string | null } | null;
  seller: { id: string; username: string | null; display_name: string | null; claims_for_buyer: number } | null;
}

export const protectionKeys = {
  all: queryRoots.orders,
  settings: () => [...queryRoots.orders, 'protection_settings'] as const,
  parts: (side: 'buyer' | 'seller', orderId?: string) =>
    [...queryRoots.orders, 'payment_parts', side, orderId ?? 'all'] as const,
  claims: (orderId: string) => [...queryRoots.orders, 'claims', orderId] as const,
  staffQueue: () => [...queryRoots.orders, 'claims', 'staff-queue'] as const,
  claimCase: (claimId: string) => [...queryRoots.orders, 'claims', 'case', claimId] as const,
  photos: (names: readonly string[]) => [...queryRoots.orders, 'claim-photos', ...names] as const,
};

const toNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

function normalizePart(row: Record<string, unknown>): PaymentPart {
  return {
    ...(row as unknown as PaymentPart),
    captured: toNumber(row.captured),
    released: toNumber(row.released),
    refunded: toNumber(row.refunded),
    held: toNumber(row.held),
  };
}

export interface ProtectionSettings {
  windowDays: number;
  answerDays: number;
}

export async function fetchProtectionSettings(): Promise<ProtectionSettings> {
  const { data } = await read<{ key: string; value: unknown }[] | null>(
    { path: 'protection_settings', params: { select: 'key, value', key: inList(['window_days', 'answer_days']) } },
    { as: 'member' },
  );
  const value = (key: string, fallback: number) => {
    const row = (data ?? []).find((entry) => entry.key === key);
    return row ? Number(row.value) : fallback;
  };
  return {
    windowDays: value('window_days', DEFAULT_WINDOW_DAYS),
    answerDays: value('answer_days', DEFAULT_ANSWER_DAYS),
  };
}

export async function fetchPaymentParts(side: 'buyer' | 'seller', orderId?: string): Promise<PaymentPart[]> {
  const { data } = await read<Record<string, unknown>[] | null>(
    { path: 'rpc/payment_parts', args: { as_seller: side === 'seller', ...(orderId ? { only_order: orderId } : {}) } },
    { as: 'member' },
  );
  return (data ?? []).map(normalizePart);
}

export async function fetchOrderClaims(orderId: string): Promise<Claim[]> {
  const { data } = await read<Claim[] | null>(
    {
      path: 'claims',
      params: { select: '*, claim_events(*)', order_id: `eq.${orderId}`, order: 'created_at.desc' },
    },
    { as: 'member' },
  );
  return (data ?? []).map((claim) => ({
    ...claim,
    claim_events: [...(claim.claim_events ?? [])].sort((a, b) => a.id - b.id),
  }));
}

export async function fetchStaffClaims(): Promise<Omit<Claim, 'claim_events'>[]> {
  const { data } = await read<Omit<Claim, 'claim_events'>[] | null>(
    { path: 'claims', params: { select: '*', status: inList(OPEN_CLAIM_STATUSES), order: 'created_at.asc' } },
    { as: 'member' },
  );
  const rows = data ?? [];
  // what waits for staff first, then what still waits for a party
  return [...rows].sort((a, b) => Number(b.status === 'escalated') - Number(a.status === 'escalated'));
}

export async function fetchClaimCase(claimId: string): Promise<ClaimCase> {
  const { data } = await read<ClaimCase>({ path: 'rpc/claim_case', args: { claim_id: claimId } }, { as: 'member' });
  return data;
}

/** Signed URLs of claim photos (storage RLS: the two parties and staff); a photo the caller may not read is null. */
export async function fetchClaimPhotoUrls(names: readonly string[]): Promise<Record<string, string | null>> {
  const supabase = await supabaseClient();
  if (!names.length) return {};
  const { data, error } = await supabase.storage
    .from(CLAIM_PHOTOS_BUCKET)
    .createSignedUrls([...names], SIGNED_URL_SECONDS);
  if (error) throw error;
  const urls: Record<string, string | null> = {};
  for (const entry of data ?? []) if (entry.path) urls[entry.path] = entry.error ? null : entry.signedUrl;
  return urls;
}

function photoName(userId: string, file: File): string {
  const ext = (file.name.split('.').pop() ?? 'jpg').toLowerCase().replace(/[^a-z0-9]/g, '') || 'jpg';
  return `${userId}/${crypto.randomUUID()}.${ext}`;
}

export type ProtectionAction =
  | { action: 'release'; orderId: string; sellerId: string }
  | {
      action: 'open';
      orderId: string;
      sellerId: string;
      reason: ClaimReason;
      description: string;
      photos: File[];
      userId: string;
    }
  | { action: 'answer'; claimId: string; response: 'refund' | 'return' | 'dispute'; message: string }
  | { action: 'shipReturn'; claimId: string; carrier: string; trackingNumber: string }
  | { action: 'confirmReturn'; claimId: string }
  | { action: 'withdraw'; claimId: string }
  | {
      action: 'decide';
      claimId: string;
      decision: 'refund_full' | 'refund_partial' | 'seller';
      reason: string;
      amount: number | null;
    };

async function openClaim(change: Extract<ProtectionAction, { action: 'open' }>): Promise<void> {
  const supabase = await supabaseClient();
  const bucket = supabase.storage.from(CLAIM_PHOTOS_BUCKET);
  const uploaded: string[] = [];
  try {
    for (const file of change.photos) {
      const name = photoName(change.userId, file);
      const { error } = await bucket.upload(name, file, { contentType: file.type, upsert: false });
      if (error) throw error;
      uploaded.push(name);
    }
    const { error } = await supabase.rpc('open_claim', {
      order_id: change.orderId,
      seller_id: change.sellerId,
      reason: change.reason,
      description: change.description.trim(),
      photos: uploaded,
    });
    if (error) throw error;
  } catch (error) {
    // the claim was refused: no photo of this attempt stays behind
    if (uploaded.length) await bucket.remove(uploaded);
    throw error;
  }
}

export async function changeProtection(change: ProtectionAction): Promise<void> {
  const supabase = await supabaseClient();
  if (change.action === 'open') return openClaim(change);
  const call = () => {
    switch (change.action) {
      case 'release':
        return supabase.rpc('release_payment', { order_id: change.orderId, seller_id: change.sellerId });
      case 'answer':
        return supabase.rpc('answer_claim', {
          claim_id: change.claimId,
          response: change.response,
          message: change.message.trim() || undefined,
        });
      case 'shipReturn':
        return supabase.rpc('ship_return', {
          claim_id: change.claimId,
          carrier: change.carrier,
          tracking_number: change.trackingNumber,
        });
      case 'confirmReturn':
        return supabase.rpc('confirm_return', { claim_id: change.claimId });
      case 'withdraw':
        return supabase.rpc('withdraw_claim', { claim_id: change.claimId });
      case 'decide':
        return supabase.rpc('decide_claim', {
          claim_id: change.claimId,
          decision: change.decision,
          reason: change.reason.trim(),
          ...(change.amount !== null ? { amount: change.amount } : {}),
        });
    }
  };
  const { error } = await call();
  if (error) throw error;
}

/** The window and the seller's deadline from protection_settings (the defaults until they are read). */
export function useProtectionSettings(): ProtectionSettings {
  const query = useQuery({
    queryKey: protectionKeys.settings(),
    queryFn: fetchProtectionSettings,
    staleTime: Infinity,
  });
  return query.data ?? { windowDays: DEFAULT_WINDOW_DAYS, answerDays: DEFAULT_ANSWER_DAYS };
}

export function paymentPartsQueryOptions(side: 'buyer' | 'seller', orderId?: string) {
  return queryOptions({
    queryKey: protectionKeys.parts(side, orderId),
    queryFn: () => fetchPaymentParts(side, orderId),
  });
}

export function usePaymentParts(side: 'buyer' | 'seller', orderId?: string, enabled = true) {
  return useQuery({ ...paymentPartsQueryOptions(side, orderId), enabled });
}

export function useOrderClaims(orderId: string, enabled = true) {
  return useQuery({ queryKey: protectionKeys.claims(orderId), queryFn: () => fetchOrderClaims(orderId), enabled });
}

export function useStaffClaims() {
  return useQuery({ queryKey: protectionKeys.staffQueue(), queryFn: fetchStaffClaims });
}

export function useClaimCase(claimId: string | null) {
  return useQuery({
    queryKey: protectionKeys.claimCase(claimId ?? ''),
    queryFn: () => fetchClaimCase(claimId ?? ''),
    enabled: Boolean(claimId),
  });
}

export function useClaimPhotoUrls(names: readonly string[]) {
  return useQuery({
    queryKey: protectionKeys.photos(names),
    queryFn: () => fetchClaimPhotoUrls(names),
    enabled: names.length > 0,
    // a signed URL lasts ten minutes
    staleTime: (SIGNED_URL_SECONDS / 2) * 1000,
  });
}

/**
 * Every transition; each refreshes the orders' root (money, claims, the staff queue), the bell (both sides are
 * told), the public profiles (the seller's claims count) and, for a new claim, the pieces (a verified certificate
 * goes back to review).
 */
export function useProtectionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProtection,
    onSettled: (_data, _error, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
        queryClient.invalidateQueries({ queryKey: queryRoots.notifications }),
        queryClient.invalidateQueries({ queryKey: queryRoots.publicProfiles }),
        change.action === 'open' ? queryClient.invalidateQueries({ queryKey: queryRoots.products }) : undefined,
      ]),
  });
}
