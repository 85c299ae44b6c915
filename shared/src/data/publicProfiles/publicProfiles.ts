import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProfileRow } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { read, readOne } from '../read';
import { inList } from '../restRead';

/**
 * Other members as anyone may see them, from the view `public_profiles`: `profiles` rows (phone number, onboarding
 * state) are readable only by their owner and trusted users (supabase/migrations/20250601001100_profile_privacy.sql).
 * Every read of another member's name goes through here, with the columns it needs.
 */

export type PublicProfileColumn = keyof PublicProfileRow;

/** Name, picture and username (the link to their page): what conversations, offers and orders show of the other side. */
export const PUBLIC_MEMBER_COLUMNS = [
  'id',
  'username',
  'display_name',
  'avatar_url',
] as const satisfies PublicProfileColumn[];
export type PublicMember = Pick<PublicProfileRow, (typeof PUBLIC_MEMBER_COLUMNS)[number]>;

export const publicProfileKeys = {
  all: queryRoots.publicProfiles,
  member: (memberId: string) => [...queryRoots.publicProfiles, 'member', memberId] as const,
};

function selectList(columns: readonly PublicProfileColumn[]): string {
  return columns.join(', ');
}

/**
 * The public profile embedded in a select of a table that points at it, e.g.
 * `publicProfileEmbed('seller', 'seller_id', columns)` → `seller:public_profiles!seller_id(id, ...)`.
 */
export function publicProfileEmbed(alias: string, foreignKey: string, columns: readonly PublicProfileColumn[]): string {
  return `${alias}:public_profiles!${foreignKey}(${selectList(columns)})`;
}

/**
 * The public profiles of some members in one request, by id (ids repeated or empty cost nothing). A member RLS or
 * deletion hides is simply absent from the map. Errors are thrown; a caller that can do without names catches.
 */
export async function fetchPublicProfiles<const Columns extends readonly PublicProfileColumn[]>(
  memberIds: Iterable<string>,
  columns: Columns,
): Promise<Map<string, Pick<PublicProfileRow, Columns[number] | 'id'>>> {
  const ids = [...new Set(memberIds)];
  if (ids.length === 0) return new Map();
  const { data } = await read<Pick<PublicProfileRow, Columns[number] | 'id'>[] | null>(
    { path: 'public_profiles', params: { select: selectList(columns), id: inList(ids) } },
    { as: 'public' },
  );
  const rows = data ?? [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** One member's name and picture (a conversation opened by link before any message exists), or null. */
export async function fetchPublicMember(memberId: string): Promise<PublicMember | null> {
  return readOne<PublicMember>(
    { path: 'public_profiles', params: { select: selectList(PUBLIC_MEMBER_COLUMNS), id: `eq.${memberId}` } },
    { as: 'public' },
  );
}

export function publicMemberQueryOptions(memberId: string) {
  return queryOptions({ queryKey: publicProfileKeys.member(memberId), queryFn: () => fetchPublicMember(memberId) });
}

export function usePublicMember(memberId: string | null | undefined) {
  return useQuery({ ...publicMemberQueryOptions(memberId ?? ''), enabled: Boolean(memberId) });
}
