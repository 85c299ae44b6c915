import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vitrina/shared/core';
import { supabase } from '@vitrina/shared/supabase';

/**
 * Distinct addresses on the waitlist or the newsletter, through the security-definer function
 * `public.collector_count()` (visitors cannot read either table). The Database type of shared declares
 * no functions yet, hence the narrow cast.
 */
export async function fetchCollectorCount(): Promise<number> {
  const rpc = supabase.rpc as unknown as (fn: 'collector_count') => PromiseLike<{ data: unknown; error: unknown }>;
  const { data, error } = await rpc('collector_count');
  if (error) throw error;
  const count = Number(data);
  if (!Number.isFinite(count)) throw new Error('collector_count devolvió un valor no numérico');
  return count;
}

/** +1 on the displayed counter after a local sign-up (spec §4, §9), shared by every counter on the page. */
export function bumpCollectorCount(queryClient: QueryClient) {
  queryClient.setQueryData<number>(queryKeys.collectorCount(), (count) => (count ?? 0) + 1);
}
