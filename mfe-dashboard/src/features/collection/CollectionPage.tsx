import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Badge,
  Button,
  Card,
  fillCopy,
  formatPrice,
  imageFrame,
  paths,
  plural,
  thumbUrlOf,
} from '@vitrina/shared/core';
import { useMyListings, type OwnListing } from './myListingsApi';
import { ProductsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { TabBar } from '../trade-common/TabBar';
import { Meta } from '../trade-common/tradeStyles';
import { DeleteListingDialog } from './DeleteListingDialog';
import { LISTING_BADGE, LISTING_FILTERS, type ListingFilter } from './listingStatus';
import { collectionCopy } from './copy';
import { dashboardCopy } from '../layout/copy';
import { linkedTitle } from '../layout/linkedTitle';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(230px, 1fr));
  list-style: none;
  padding: 0;
  /* the phone's tile is a row: one to a line (two rows side by side wrapped titles to four lines at 640 px) */
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
`;

// On a phone a tile is a row (small picture beside the facts, the buttons below): a full-width 3:4 picture made
// each piece about a screen tall, and a collection a long scroll.
const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${({ theme }) => theme.media.belowMobile} {
    display: grid;
    grid-template-columns: 108px minmax(0, 1fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  ${imageFrame}
  aspect-ratio: 3 / 4;
  ${({ theme }) => theme.media.belowMobile} {
    margin: ${({ theme }) => theme.space[3]} 0 0 ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  flex: 1;
  align-content: start;
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[3]};
  }
  ${linkedTitle}
`;

const Price = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-column: 1 / -1;
    /* three equal columns in every tile, 'Eliminar' always in the last: the buttons line up down the list (a sold
       piece, without 'Editar', leaves the middle one empty) */
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > :last-child {
      grid-column: 3;
    }
    padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  }
`;

function ListingTile({ listing, onDelete }: { listing: OwnListing; onDelete: () => void }) {
  const image = listing.product_images[0];
  return (
    <Tile as="li" aria-label={listing.title}>
      <Picture>{image ? <img src={thumbUrlOf(image)} alt={listing.title} loading="lazy" /> : null}</Picture>
      <Body>
        <div>
          <Badge variant={LISTING_BADGE[listing.status]}>{collectionCopy.listingStatus[listing.status]}</Badge>
        </div>
        <h2>
          <Link to={`/dashboard/products/${listing.id}`}>{listing.title}</Link>
        </h2>
        <Price>{formatPrice(listing.price)}</Price>
        <Meta>
          {plural(listing.views, collectionCopy.views)} · {plural(listing.stock, collectionCopy.stock)}
        </Meta>
        {listing.status === 'rejected' ? (
          <Alert live="off" compact>
            {listing.rejection_reason
              ? fillCopy(collectionCopy.rejectionReason, { reason: listing.rejection_reason })
              : collectionCopy.noRejectionReason}
          </Alert>
        ) : null}
      </Body>
      <Row>
        <Button as={Link} to={`/dashboard/products/${listing.id}`} variant="outline" size="sm">
          {collectionCopy.viewDetail}
        </Button>
        {listing.status !== 'sold' ? (
          <Button as={Link} to={`/dashboard/products/${listing.id}/edit`} variant="outline" size="sm">
            {collectionCopy.edit}
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="sm" onClick={onDelete}>
          {collectionCopy.delete}
        </Button>
      </Row>
    </Tile>
  );
}

/** /dashboard/collection (Productos): the member's pieces by status, with the staff's reason for a rejection. */
export function CollectionPage() {
  const listings = useMyListings();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<string | null>(null);
  const wanted = params.get('status');
  const filter: ListingFilter | 'all' = (LISTING_FILTERS as readonly string[]).includes(wanted ?? '')
    ? (wanted as ListingFilter)
    : 'all';
  const all = listings.data ?? [];
  const shown = filter === 'all' ? all : all.filter((listing) => listing.status === filter);
  const count = (status: ListingFilter) => all.filter((listing) => listing.status === status).length;

  return (
    <>
      <PageHeader
        title={dashboardCopy.products}
        description={collectionCopy.collectionDescription}
        actions={
          <Button as={Link} to={paths.sell}>
            {collectionCopy.sellPiece}
          </Button>
        }
      />
      {listings.isPending ? (
        <ListSkeleton />
      ) : listings.isError ? (
        <LoadError title={collectionCopy.listingsLoadError} onRetry={() => void listings.refetch()} />
      ) : all.length === 0 ? (
        <EmptyPanel
          icon={<ProductsIcon />}
          title={collectionCopy.emptyCollectionTitle}
          description={collectionCopy.emptyCollectionDescription}
          action={
            <Button as={Link} to={paths.sell} variant="outline">
              {collectionCopy.sellPiece}
            </Button>
          }
        />
      ) : (
        <>
          <TabBar
            idBase="collection"
            label={dashboardCopy.products}
            value={filter}
            onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
            options={[
              { value: 'all' as const, label: `${collectionCopy.all} (${all.length})` },
              ...LISTING_FILTERS.map((status) => ({
                value: status,
                label: `${collectionCopy.listingStatus[status]} (${count(status)})`,
              })),
            ]}
          />
          <div role="tabpanel" id="collection-panel" aria-labelledby={`collection-${filter}`}>
            {shown.length ? (
              <Grid>
                {shown.map((listing) => (
                  <ListingTile key={listing.id} listing={listing} onDelete={() => setDeleting(listing.id)} />
                ))}
              </Grid>
            ) : (
              <EmptyPanel
                icon={<ProductsIcon />}
                title={collectionCopy.noneWithStatus}
                description={collectionCopy.collectionDescription}
              />
            )}
          </div>
        </>
      )}
      {deleting ? (
        <DeleteListingDialog
          productId={deleting}
          open
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        />
      ) : null}
    </>
  );
}
