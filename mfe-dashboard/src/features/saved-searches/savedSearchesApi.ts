import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@vitrina/shared/core';
import { read, savedSearchKeys, supabaseClient } from '@vitrina/shared/data';
import { useUser } from '@vitrina/shared/kernel';

/**
 * The member's saved searches (table saved_searches). RLS gives each member only their own; the
 * database trims names, keeps them 1–60 characters and at most 20 searches per member.
 */
export type SavedSearch = Tables<'saved_searches'>;

export async function fetchSavedSearches(userId: string): Promise<SavedSearch[]> {
  const { data } = await read<SavedSearch[] | null>(
    { path: 'saved_searches', params: { select: '*', user_id: `eq.${userId}`, order: 'created_at.desc' } },
    { as: 'member' },
  );
  return data ?? [];
}

export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: savedSearchKeys.user(userId), queryFn: () => fetchSavedSearches(userId) });

export function useSavedSearches() {
  const user = useUser();
  return useQuery({ ...savedSearchesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}

export type SavedSearchChange = { id: string } & Partial<Pick<SavedSearch, 'name' | 'paused'>>;

export async function updateSavedSearch({ id, ...changes }: SavedSearchChange): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('saved_searches').update(changes).eq('id', id);
  if (error) throw error;
}

export async function deleteSavedSearch(id: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.from('saved_searches').delete().eq('id', id);
  if (error) throw error;
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
