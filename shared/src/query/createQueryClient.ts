import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '../constants';

/**
 * A QueryClient with the apps' defaults: the kernel's page-wide `queryClient` is one, and the server renderer and
 * tests make their own per request or per test.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, gcTime: QUERY_GC_TIME_MS },
    },
  });
}
