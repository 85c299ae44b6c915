import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fillCopy, formatPrice, type ListingAuction } from '@vitrina/shared/core';
import { productCardCopy } from './copy';

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

/**
 * The bids and the time left, counted from the listing's end time once mounted (the server's first paint shows the
 * number of bids only, so both paint the same).
 */
export function AuctionCardLine({ auction }: { auction: ListingAuction }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const bids = fillCopy(auction.bid_count === 1 ? productCardCopy.oneBid : productCardCopy.bids, {
    count: auction.bid_count,
  });
  let time = '';
  if (auction.status !== 'open') time = productCardCopy.auctionEnded;
  else if (now !== null && auction.ends_at) {
    const ms = Date.parse(auction.ends_at) - now;
    time = ms > 0 ? fillCopy(productCardCopy.endsIn, { time: left(ms) }) : productCardCopy.auctionEnded;
  }
  return (
    <Line data-testid="card-auction">
      {bids}
      {time ? ` · ${time}` : ''}
    </Line>
  );
}
