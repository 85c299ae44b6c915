import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRIES } from '../constants';
import { globalSingleton } from '../globalSingleton';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRIES, gcTime: QUERY_GC_TIME_MS },
    },
  });
}

/** The page's one QueryClient, shared by the shell and every remote. */
export const queryClient = globalSingleton('queryClient', createQueryClient);
