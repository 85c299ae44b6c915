import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig, queryRoots } from '@vitrina/shared/kernel';

/**
 * The collector counter's query module. It is on the visitor's coming-soon page, which does not load supabase-js
 * (see fetchCollectorCount): nothing here may import '@vitrina/shared/supabase' or '@vitrina/shared/data'.
 */
export const collectorCountKeys = {
  all: queryRoots.collectors,
  count: [...queryRoots.collectors, 'count'] as const,
};

/**
 * Distinct addresses on the waitlist or the newsletter, through the security-definer function
 * `public.collector_count()` (visitors cannot read either table). Called as PostgREST's
 * `POST /rest/v1/rpc/collector_count` with the anonymous key, as supabase-js would for a visitor. A raw fetch on
 * purpose: the counter is on the visitor's coming-soon page, already over its JS budget without supabase-js, and
 * supabase-js would add one of the page's largest libraries to show one number (`npm run bench -- bundle`
 * measures it).
 */
export async function fetchCollectorCount(): Promise<number> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/collector_count`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      Authorization: `Bearer ${supabaseAnonKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`collector_count: ${response.status} ${text}`.trim());
  const count = Number(JSON.parse(text));
  if (!Number.isFinite(count)) throw new Error('collector_count devolvió un valor no numérico');
  return count;
}

/** +1 on the displayed counter after a local sign-up (spec §4, §9), shared by every counter on the page. */
export function bumpCollectorCount(queryClient: QueryClient) {
  queryClient.setQueryData<number>(collectorCountKeys.count, (count) => (count ?? 0) + 1);
}

export function collectorCountQueryOptions() {
  return queryOptions({ queryKey: collectorCountKeys.count, queryFn: fetchCollectorCount });
}

export function useCollectorCount() {
  return useQuery(collectorCountQueryOptions());
}
