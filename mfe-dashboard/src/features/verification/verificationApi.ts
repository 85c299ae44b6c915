import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VERIFICATION_DOCUMENTS_BUCKET,
  type ProfileRow,
  type VerificationRequestRow,
  type VerificationRequestType,
  dbErrorKind,
  UserError,
} from '@vitrina/shared/core';
import { inList, profileKeys, read, supabaseClient, withClient } from '@vitrina/shared/data';
import { queryRoots, useUser } from '@vitrina/shared/kernel';
import { verificationReviewCopy } from '../staff/verification/copy';
import { verificationRequestCopy } from './copy';

/**
 * Verification requests (spec §3, §5, §7): the member's own requests and the staff's review queue.
 * The database holds every rule (migrations 000200, 000400, 000500, 002900): one pending request per type,
 * documents only of the member's own uploads, decisions only by trusted users and never on their own request,
 * a required rejection reason, the level granted, the moderation_log entry and the member's notification.
 */

export type VerificationLevelGrant = 'basic' | 'verified' | 'trusted' | 'vip';

export type VerificationDecision =
  | {
      requestId: string;
      decision: 'approved';
      level: VerificationLevelGrant;
      identityVerified: boolean;
      isVerified: boolean;
    }
  | { requestId: string; decision: 'rejected'; reason: string };

export type Requester = Pick<
  ProfileRow,
  | 'id'
  | 'username'
  | 'display_name'
  | 'avatar_url'
  | 'verification_level'
  | 'identity_verified'
  | 'is_verified'
  | 'sales_count'
  | 'rating'
  | 'review_count'
  | 'created_at'
  | 'phone_number'
>;

export interface ReviewDocument {
  path: string;
  /** a signed URL of the private bucket, valid for VERIFICATION_SIGNED_URL_SECONDS; null if it could not be signed */
  url: string | null;
  kind: 'image' | 'pdf';
}

export type ReviewItem = VerificationRequestRow & { requester: Requester | null; files: ReviewDocument[] };

export const verificationKeys = {
  all: queryRoots.verificationRequests,
  mine: (userId: string) => [...queryRoots.verificationRequests, 'mine', userId] as const,
  queue: () => [...queryRoots.verificationRequests, 'queue'] as const,
  pendingCount: () => [...queryRoots.verificationRequests, 'pendingCount'] as const,
};

/** How long a reviewer's document links work: long enough to review a queue, short enough not to be shared around. */
export const VERIFICATION_SIGNED_URL_SECONDS = 60 * 60;

/** The refusals the page shows in its own words. */
export class VerificationSubmitError extends Error {
  constructor(
    message: string,
    readonly reason: 'duplicate' | 'failed' | 'signedOut',
  ) {
    super(message);
    this.name = 'VerificationSubmitError';
  }
}

export const VERIFICATION_ALREADY_DECIDED = verificationReviewCopy.alreadyDecided;

export function normalizeRequest(row: Record<string, unknown>): VerificationRequestRow {
  const documents = row.documents as { urls?: unknown } | null;
  const urls = Array.isArray(documents?.urls) ? documents.urls.filter((u): u is string => typeof u === 'string') : [];
  return { ...(row as unknown as VerificationRequestRow), documents: { urls } };
}

export async function fetchMyVerificationRequests(userId: string): Promise<VerificationRequestRow[]> {
  const { data } = await read<Record<string, unknown>[] | null>(
    { path: 'verification_requests', params: { select: '*', user_id: `eq.${userId}`, order: 'created_at.desc' } },
    { as: 'member' },
  );
  return (data ?? []).map(normalizeRequest);
}

export function myVerificationRequestsQueryOptions(userId: string) {
  return queryOptions({ queryKey: verificationKeys.mine(userId), queryFn: () => fetchMyVerificationRequests(userId) });
}

/** The signed-in member's requests, newest first; idle while there is no user. */
export function useMyVerificationRequests() {
  const user = useUser();
  return useQuery({ ...myVerificationRequestsQueryOptions(user?.id ?? ''), enabled: Boolean(user?.id) });
}

function randomObjectId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * `documents/{random id}.{extension}` (spec §7). The folder is shared, so ownership is not in the name: storage
 * stamps each object with its uploader and the bucket's policies and the request guard (migration 002900) read that.
 */
export function verificationDocumentPath(file: Pick<File, 'name' | 'type'>, randomId = randomObjectId()): string {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1]?.toLowerCase();
  return `documents/${randomId}.${EXTENSION_BY_TYPE[file.type] ?? fromName ?? 'bin'}`;
}

export function documentKind(path: string): ReviewDocument['kind'] {
  return /\.pdf$/i.test(path) ? 'pdf' : 'image';
}

export interface VerificationSubmission {
  type: VerificationRequestType;
  notes: string;
  files: File[];
}

/**
 * Uploads the documents, then inserts the request (spec §7). If anything fails the uploads of this attempt are
 * removed again, so a failed submit leaves no orphan files behind, and the error says what the page shows.
 */
export async function submitVerificationRequest(
  userId: string | null | undefined,
  submission: VerificationSubmission,
): Promise<VerificationRequestRow> {
  const supabase = await supabaseClient();
  if (!userId) throw new VerificationSubmitError(verificationRequestCopy.loginRequired, 'signedOut');
  const bucket = supabase.storage.from(VERIFICATION_DOCUMENTS_BUCKET);
  const uploaded: string[] = [];
  try {
    for (const file of submission.files) {
      const path = verificationDocumentPath(file);
      const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false });
      if (error) throw error;
      uploaded.push(path);
    }
    const { data, error } = await supabase
      .from('verification_requests')
      .insert({
        user_id: userId,
        type: submission.type,
        notes: submission.notes.trim(),
        status: 'pending',
        documents: { urls: uploaded },
      })
      .select('*')
      .single();
    if (error) throw error;
    return normalizeRequest(data as Record<string, unknown>);
  } catch (error) {
    if (uploaded.length) await bucket.remove(uploaded);
    if (dbErrorKind(error) === 'uniqueViolation')
      throw new VerificationSubmitError(verificationRequestCopy.duplicatePending, 'duplicate');
    throw new VerificationSubmitError(verificationRequestCopy.failure, 'failed');
  }
}

export function useSubmitVerificationRequest() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: VerificationSubmission) => submitVerificationRequest(user?.id, submission),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

const REQUESTER_SELECT =
  'id, username, display_name, avatar_url, verification_level, identity_verified, is_verified, sales_count, rating, review_count, created_at, phone_number';

/**
 * Pending requests, oldest first, each with the requester's profile (RLS: trusted users read every profile) and
 * signed URLs of its documents (storage RLS: the owner and trusted users). A non-trusted caller reads nothing.
 */
export async function fetchVerificationQueue(): Promise<ReviewItem[]> {
  const { data } = await read<Record<string, unknown>[] | null>(
    { path: 'verification_requests', params: { select: '*', status: 'eq.pending', order: 'created_at.asc' } },
    { as: 'member' },
  );
  const requests = (data ?? []).map(normalizeRequest);
  if (!requests.length) return [];
  const userIds = [...new Set(requests.map((request) => request.user_id))];
  const paths = requests.flatMap((request) => request.documents.urls);
  const supabase = await supabaseClient();
  const [profiles, signed] = await Promise.all([
    read<Requester[] | null>(
      { path: 'profiles', params: { select: REQUESTER_SELECT, id: inList(userIds) } },
      { as: 'member' },
    ),
    paths.length
      ? supabase.storage.from(VERIFICATION_DOCUMENTS_BUCKET).createSignedUrls(paths, VERIFICATION_SIGNED_URL_SECONDS)
      : Promise.resolve({ data: [], error: null }),
  ]);
  const urlOf = new Map<string, string | null>();
  for (const entry of signed.data ?? []) {
    if (entry.path) urlOf.set(entry.path, entry.error ? null : entry.signedUrl);
  }
  const requesters = profiles.data ?? [];
  return requests.map((request) => ({
    ...request,
    requester: requesters.find((profile) => profile.id === request.user_id) ?? null,
    files: request.documents.urls.map((path) => ({ path, url: urlOf.get(path) ?? null, kind: documentKind(path) })),
  }));
}

export function verificationQueueQueryOptions() {
  return queryOptions({ queryKey: verificationKeys.queue(), queryFn: fetchVerificationQueue });
}

export function useVerificationQueue() {
  return useQuery(verificationQueueQueryOptions());
}

/** How many requests wait for a decision (the staff's sidebar); RLS gives a non-trusted caller only their own. */
export async function fetchPendingVerificationCount(): Promise<number> {
  const { count } = await read(
    { path: 'verification_requests', params: { select: 'id', status: 'eq.pending' }, head: true },
    { as: 'member' },
  );
  return count ?? 0;
}

export function usePendingVerificationCount(enabled: boolean) {
  return useQuery({ queryKey: verificationKeys.pendingCount(), queryFn: fetchPendingVerificationCount, enabled });
}

/** Approves (with the grant) or rejects (with the reason) one request that is still pending. */
export async function decideVerificationRequest(decision: VerificationDecision): Promise<void> {
  const supabase = await supabaseClient();
  const changes =
    decision.decision === 'approved'
      ? {
          status: 'approved' as const,
          granted_level: decision.level,
          grant_identity_verified: decision.identityVerified,
          grant_is_verified: decision.isVerified,
        }
      : { status: 'rejected' as const, review_notes: decision.reason.trim() };
  const { data, error } = await supabase
    .from('verification_requests')
    .update(changes)
    .eq('id', decision.requestId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw error;
  if (!data?.length) throw new UserError(VERIFICATION_ALREADY_DECIDED);
}

export function useDecideVerificationRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerificationRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
        // the requester's level and badges change with an approval
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        // the decision is logged
        queryClient.invalidateQueries({ queryKey: queryRoots.moderationLog }),
      ]),
  });
}

let channelCounter = 0;

/**
 * Live requests: the realtime server sends a change of verification_requests (in the publication since migration
 * 002900) only to those whose JWT may read the row, so a member hears of their own requests (a decision arrives
 * while the page is open) and the staff of every request (a colleague's decision leaves the queue).
 */
export function useVerificationRealtime() {
  const user = useUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user?.id) return undefined;
    channelCounter += 1;
    const name = `verification:${user.id}:${channelCounter}`;
    const userId = user.id;
    return withClient((supabase) => {
      const channel = supabase
        .channel(name)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'verification_requests' }, () => {
          void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
          // an approval changes the member's level and badges
          void queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) });
        })
        .subscribe();
      return () => void supabase.removeChannel(channel);
    });
  }, [user?.id, queryClient]);
}
