import { useQuery } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { read } from '@vitrina/shared/data';
import { clockOffsetMs } from '../product-detail/auction/timeLeft';

const serverClockKeys = {
  /** the server's clock minus this browser's: one read per page, shared by every card that needs it */
  offset: [...queryRoots.auctions, 'server-clock'] as const,
};

/**
 * The database's clock (`app_now()`, the one every auction rule reads, a test clock's shift included) minus this
 * browser's, taken at the middle of the request.
 */
async function fetchServerClockOffset(): Promise<number> {
  const sent = Date.now();
  const { data } = await read<string | null>({ path: 'rpc/app_now', args: {} }, { as: 'public' });
  const received = Date.now();
  return data ? clockOffsetMs(data, (sent + received) / 2) : 0;
}

/**
 * The server's clock offset for a card that counts down to an auction's end, read once the card is in the browser
 * (never on the server: its render does not depend on it). Undefined while it is read; 0 (this browser's clock)
 * if the read fails, the database still refusing a late bid.
 */
export function useServerClockOffset(enabled: boolean): number | undefined {
  const query = useQuery({
    queryKey: serverClockKeys.offset,
    queryFn: fetchServerClockOffset,
    enabled,
    staleTime: 10 * 60_000,
    retry: 1,
  });
  if (query.isError) return 0;
  return query.data;
}
