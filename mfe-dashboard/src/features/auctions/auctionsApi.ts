import { read, supabaseClient } from '@vitrina/shared/data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';

export interface MyBid {
  auction_id: string;
  product_id: string;
  title: string;
  image_url: string | null;
  current_price: number | null;
  my_max: number;
  bid_count: number;
  ends_at: string | null;
  phase: string;
  standing: 'winning' | 'outbid' | 'won' | 'lost';
  paid: boolean;
  has_reserve: boolean;
  reserve_met: boolean;
}

export interface MyAuction {
  auction_id: string;
  product_id: string;
  title: string;
  product_status: string;
  status: 'open' | 'sold' | 'unsold' | 'cancelled';
  phase: string;
  starting_price: number;
  reserve_price: number | null;
  reserve_met: boolean;
  current_price: number | null;
  bid_count: number;
  leader: string | null;
  starts_at: string | null;
  ends_at: string | null;
  pay_by: string | null;
  paid: boolean;
  offered: boolean;
}

export const dashboardAuctionKeys = {
  myBids: [...queryRoots.auctions, 'my_bids'] as const,
  myAuctions: [...queryRoots.auctions, 'my_auctions'] as const,
};

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export function useMyBids() {
  return useQuery({
    queryKey: dashboardAuctionKeys.myBids,
    queryFn: async (): Promise<MyBid[]> => {
      const { data } = await read<MyBid[] | null>({ path: 'rpc/my_bids', args: {} }, { as: 'member' });
      return (data ?? []).map((row) => ({
        ...row,
        current_price: num(row.current_price),
        my_max: Number(row.my_max),
      }));
    },
  });
}

export function useMyAuctions() {
  return useQuery({
    queryKey: dashboardAuctionKeys.myAuctions,
    queryFn: async (): Promise<MyAuction[]> => {
      const { data } = await read<MyAuction[] | null>({ path: 'rpc/my_auctions', args: {} }, { as: 'member' });
      return (data ?? []).map((row) => ({
        ...row,
        starting_price: Number(row.starting_price),
        reserve_price: num(row.reserve_price),
        current_price: num(row.current_price),
      }));
    },
  });
}

/** Relists an unsold piece at its last starting price and reserve, for 7 days. */
export function useRelist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (auction: MyAuction) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('list_at_auction', {
        product_id: auction.product_id,
        starting_price: auction.starting_price,
        reserve_price: auction.reserve_price ?? undefined,
        duration_days: 7,
      });
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.auctions }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
      ]),
  });
}

export function useListAtAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      productId: string;
      startingPrice: number;
      reservePrice: number | null;
      days: number;
    }) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('list_at_auction', {
        product_id: input.productId,
        starting_price: input.startingPrice,
        reserve_price: input.reservePrice ?? undefined,
        duration_days: input.days,
      });
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.auctions }),
        queryClient.invalidateQueries({ queryKey: queryRoots.products }),
      ]),
  });
}

export function useOfferToTopBidder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ auctionId, amount }: { auctionId: string; amount: number }) => {
      const supabase = await supabaseClient();
      const { error } = await supabase.rpc('offer_to_top_bidder', { auction_id: auctionId, amount });
      if (error) throw error;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.auctions }),
        queryClient.invalidateQueries({ queryKey: queryRoots.offers }),
      ]),
  });
}
