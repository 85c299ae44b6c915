import styled from 'styled-components';
import { formatPrice } from '@vitrina/shared/core';
import { useViewerId } from '../../access/useViewerId';
import { useAuctionState } from './auctionApi';
import { auctionCopy } from './copy';

const Label = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The summary's price of a piece at auction: the current bid (the starting price before any bid). */
export function AuctionPrice({ auctionId, fallback }: { auctionId: string; fallback: number }) {
  // who is looking is read here, so the session's arrival renders the price again and not the summary around it
  const { data } = useAuctionState(auctionId, useViewerId());
  const price = data?.hammer_price ?? data?.current_price ?? fallback;
  let label: string = auctionCopy.startingBid;
  if (data?.hammer_price != null) label = auctionCopy.hammer;
  else if (data && data.current_price !== null) label = auctionCopy.currentBid;
  return (
    <span data-testid="auction-price">
      <Label>{label}</Label>
      {formatPrice(price)}
    </span>
  );
}
