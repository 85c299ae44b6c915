import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  copy,
  fillCopy,
  formatDate,
  formatPrice,
  formatRelativeTime,
  Skeleton,
  VERIFICATION_LEVELS,
  bareList,
  paths,
} from '@vitrina/shared/core';
import { useSellerListings, type QueueItem, type SellerListings } from './moderationApi';
import { LISTING_BADGE } from '../../collection/listingStatus';
import { Meta } from '../../trade-common/tradeStyles';
import { collectionCopy } from '../../collection/copy';
import { moderationCopy } from './copy';
import { QueueFacts } from '../reviewCardStyles';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Listings = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    align-items: center;
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    /* two lines at most: the side column is narrow and titles are long */
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
    border-radius: ${({ theme }) => theme.radii.sm};
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

/** How many of the seller's other pieces show before 'Ver todas'. */
const SELLER_LISTINGS_COLLAPSED = 3;

const ToggleButton = styled(Button)`
  justify-self: start;
  min-height: 44px;
`;

const levelLabel = (level: string) => VERIFICATION_LEVELS.find((option) => option.value === level)?.label ?? level;

function OtherListings({ sellerId, pieceId }: { sellerId: string; pieceId: string }) {
  const listings = useSellerListings(sellerId, pieceId);
  if (listings.isPending) {
    return (
      <div aria-busy="true" aria-label={copy.common.loading}>
        <Skeleton height="56px" />
      </div>
    );
  }
  if (listings.isError) return <Meta role="alert">{moderationCopy.sellerListingsError}</Meta>;
  const { items, total } = listings.data;
  if (!items.length) return <Meta>{moderationCopy.sellerNoOtherListings}</Meta>;
  return <ListingsList items={items} total={total} listId={`seller-listings-${pieceId}`} />;
}

/** The seller's pieces, the first few with a 'Ver todas' toggle: all of them made a card about 1,700 px tall. */
function ListingsList({ items, total, listId }: { items: SellerListings['items']; total: number; listId: string }) {
  const [all, setAll] = useState(false);
  const collapsible = items.length > SELLER_LISTINGS_COLLAPSED;
  const shown = all || !collapsible ? items : items.slice(0, SELLER_LISTINGS_COLLAPSED);
  return (
    <>
      <Listings id={listId}>
        {shown.map((listing) => (
          <li key={listing.id}>
            <Link to={paths.productShort(listing.id)} title={listing.title}>
              {listing.title}
            </Link>
            <Badge variant={LISTING_BADGE[listing.status]}>{collectionCopy.listingStatus[listing.status]}</Badge>
            <Meta as="span">{formatPrice(listing.price)}</Meta>
          </li>
        ))}
      </Listings>
      {total > items.length && (all || !collapsible) ? (
        <Meta>{fillCopy(moderationCopy.sellerMoreListings, { n: total - items.length })}</Meta>
      ) : null}
      {collapsible ? (
        <ToggleButton
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((open) => !open)}
        >
          {all ? moderationCopy.sellerListingsShowFewer : moderationCopy.sellerListingsShowAll}
        </ToggleButton>
      ) : null}
    </>
  );
}

/** Who sells the piece: level, sales, account age and their other pieces, so staff judge the seller too. */
export function SellerPanel({ item }: { item: QueueItem }) {
  const { seller } = item;
  return (
    <Box aria-label={moderationCopy.seller}>
      <h3>{moderationCopy.seller}</h3>
      {seller ? (
        <div>
          <p>
            <strong>{seller.display_name ?? seller.username ?? moderationCopy.sellerUnknown}</strong>
            {seller.username ? <Meta as="span"> @{seller.username}</Meta> : null}
          </p>
          <QueueFacts>
            <dt>{moderationCopy.sellerLevel}</dt>
            <dd>{levelLabel(seller.verification_level)}</dd>
            <dt>{moderationCopy.sellerSales}</dt>
            <dd>{seller.sales_count}</dd>
            <dt>{moderationCopy.sellerSince}</dt>
            <dd>
              {formatDate(seller.created_at)} ({formatRelativeTime(seller.created_at)})
            </dd>
            <dt>{moderationCopy.sellerIdentity}</dt>
            <dd>{seller.identity_verified ? moderationCopy.identityVerified : moderationCopy.identityNotVerified}</dd>
          </QueueFacts>
        </div>
      ) : (
        <Meta>{moderationCopy.sellerUnknown}</Meta>
      )}
      <h3>{moderationCopy.sellerOtherListings}</h3>
      <OtherListings sellerId={item.seller_id} pieceId={item.id} />
    </Box>
  );
}
