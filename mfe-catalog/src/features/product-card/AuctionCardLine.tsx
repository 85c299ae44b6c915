import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fillCopy, formatPrice, type ListingAuction } from '@vitrina/shared/core';
import { productCardCopy } from './copy';
import { useServerClockOffset } from '../auction-clock/serverClockApi';
import { usePastEnd } from '../auction-clock/usePastEnd';

const Line = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function left(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes >= 1440) return `${Math.floor(minutes / 1440)} d ${Math.floor((minutes % 1440) / 60)} h`;
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${minutes} min`;
}

/** The card's price of a piece at auction: the current bid (or starting price) with its label. */
export function AuctionCardPrice({ auction }: { auction: ListingAuction }) {
  const price = auction.current_price ?? auction.starting_price;
  return (
    <span>
      <Label>{auction.current_price === null ? productCardCopy.startingBid : productCardCopy.currentBid}</Label>
      {formatPrice(Number(price))}
    </span>
  );
}

/** Phases of an auction that takes no more bids, whatever the clock says. */
const OVER = new Set<ListingAuction['phase']>(['closing', 'sold', 'unsold', 'cancelled']);

/**
 * Where a card's auction stands: over when the listing read it so (closed, or past its end and waiting for the
 * scheduler to close it), or once its end passes by the server's clock while the card is on screen; the server's
 * clock offset is read in the browser for an auction still open.
 */
export function useAuctionCard(auction: ListingAuction | null | undefined): { ended: boolean; offsetMs?: number } {
  const decided = !auction || auction.status !== 'open' || OVER.has(auction.phase);
  const offsetMs = useServerClockOffset(!decided && Boolean(auction?.ends_at));
  const pastEnd = usePastEnd(decided ? null : auction?.ends_at, offsetMs);
  return { ended: Boolean(auction) && (decided || pastEnd), offsetMs };
}

/**
 * The bids and the time left, counted from the listing's end time by the server's clock once mounted (the server's
 * first paint shows the number of bids only, so both paint the same), or that the auction is over.
 */
export function AuctionCardLine({
  auction,
  ended,
  offsetMs,
}: {
  auction: ListingAuction;
  ended: boolean;
  offsetMs: number | undefined;
}) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (ended || offsetMs === undefined) return undefined;
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, [ended, offsetMs]);
  const bids = fillCopy(auction.bid_count === 1 ? productCardCopy.oneBid : productCardCopy.bids, {
    count: auction.bid_count,
  });
  let time = '';
  if (ended) time = productCardCopy.auctionEnded;
  else if (now !== null && auction.ends_at) {
    const ms = Date.parse(auction.ends_at) - now;
    // the end passed between two ticks: the card turns to "ended" at that moment (useAuctionCard)
    if (ms > 0) time = fillCopy(productCardCopy.endsIn, { time: left(ms) });
  }
  return (
    <Line data-testid="card-auction">
      {bids}
      {time ? ` · ${time}` : ''}
    </Line>
  );
}
