import { read, supabaseClient, withClient } from '@vitrina/shared/data';
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { clockOffsetMs } from './timeLeft';

export interface AuctionHistoryRow {
  id: string;
  bidder: string;
  amount: number;
  is_auto: boolean;
  mine: boolean;
  created_at: string;
}

/** What rpc/auction_state answers (supabase/migrations/20250601005500_auctions.sql). */
export interface AuctionState {
  id: string;
  product_id: string;
  status: 'open' | 'sold' | 'unsold' | 'cancelled';
  phase: 'review' | 'scheduled' | 'running' | 'closing' | 'sold' | 'unsold' | 'cancelled';
  server_now: string;
  starts_at: string | null;
  ends_at: string | null;
  starting_price: number;
  current_price: number | null;
  bid_count: number;
  next_minimum: number;
  /** bids of this amount or more are refused (an unverified seller's auction); null: no such limit */
  bid_limit: number | null;
  has_reserve: boolean;
  reserve_met: boolean;
  leader: string | null;
  hammer_price: number | null;
  pay_by: string | null;
  is_seller: boolean;
  reserve_price: number | null;
  my_max: number | null;
  leading: boolean;
  won: boolean;
  paid: boolean;
  history: AuctionHistoryRow[];
  /** the server's clock minus the browser's when this was read */
  offsetMs: number;
}

export const auctionKeys = {
  all: queryRoots.auctions,
  state: (auctionId: string) => [...queryRoots.auctions, 'state', auctionId] as const,
};

const numeric = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function fetchAuctionState(auctionId: string): Promise<AuctionState | null> {
  // anyone may see an auction; a member's token adds their own figures (my_max)
  const { data: raw } = await read<Omit<AuctionState, 'offsetMs'> | null>(
    { path: 'rpc/auction_state', args: { auction_id: auctionId } },
    { as: 'public' },
  );
  if (!raw) return null;
  return {
    ...raw,
    starting_price: Number(raw.starting_price),
    current_price: numeric(raw.current_price),
    next_minimum: Number(raw.next_minimum),
    // absent from a backend older than the field: no limit shown (place_bid still refuses in its own words)
    bid_limit: numeric(raw.bid_limit),
    hammer_price: numeric(raw.hammer_price),
    reserve_price: numeric(raw.reserve_price),
    my_max: numeric(raw.my_max),
    history: raw.history.map((row) => ({ ...row, amount: Number(row.amount) })),
    offsetMs: clockOffsetMs(raw.server_now, Date.now()),
  };
}

/**
 * The auction as the piece's page shows it, kept live: every change of the auction's row (a bid, the extension,
 * the close) arrives through realtime and re-reads the state; the caller's own figures are not in the row.
 */
export function useAuctionState(auctionId: string | null | undefined, userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...auctionKeys.state(auctionId ?? ''), userId ?? null],
    queryFn: () => fetchAuctionState(auctionId as string),
    enabled: Boolean(auctionId),
    staleTime: 30_000,
  });
  useEffect(() => {
    if (!auctionId) return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: auctionKeys.state(auctionId) });
    return withClient((supabase) => {
      const channel = supabase
        .channel(`auction:${auctionId}:${Math.random().toString(36).slice(2)}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'auctions', filter: `id=eq.${auctionId}` },
          refresh,
        )
        .subscribe((status) => {
          // a bid between the first read and the join would come as no event: read again once joined
          if (status === 'SUBSCRIBED') refresh();
        });
      return () => {
        void supabase.removeChannel(channel);
      };
    });
  }, [auctionId, queryClient]);
  return query;
}

export function usePlaceBid(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (maxAmount: number) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('place_bid', { auction_id: auctionId, max_amount: maxAmount });
      if (error) throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
      ]),
  });
}
