import type { ListingAuction } from '@vitrina/shared/core';

/** The auction columns a card needs, embedded in the seller page's read of its pieces. */
export const CARD_AUCTION_COLUMNS =
  'id, status, starts_at, ends_at, starting_price, current_price, bid_count, has_reserve, reserve_met, created_at';

export type AuctionRow = Omit<ListingAuction, 'phase'> & { created_at: string };

/**
 * A piece's auction as rpc/list_products hands it to the listing's card: its latest auction not cancelled, or null.
 * The phase list_products reads from the database's clock is left to the card for an open auction: a started one
 * is 'running' here, and the card turns it to over once its end passes by the server's clock (useAuctionCard).
 */
export function cardAuctionOf(rows: readonly AuctionRow[] | null | undefined): ListingAuction | null {
  const live = (rows ?? []).filter((row) => row.status !== 'cancelled');
  // the newest first: ISO timestamps of one zone order by their text, with no locale collation
  live.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  const latest = live[0];
  if (!latest) return null;
  const { created_at: _created, ...auction } = latest;
  const phase: ListingAuction['phase'] =
    auction.status !== 'open' ? auction.status : auction.starts_at === null ? 'review' : 'running';
  return {
    ...auction,
    starting_price: Number(auction.starting_price),
    current_price: auction.current_price === null ? null : Number(auction.current_price),
    phase,
  };
}
