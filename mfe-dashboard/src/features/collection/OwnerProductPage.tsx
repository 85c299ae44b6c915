import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  CONDITIONS,
  copy,
  fillCopy,
  formatDate,
  formatPrice,
  getCategory,
  paths,
  photoSrcSet,
  plural,
  thumbUrlOf,
  Alert,
} from '@vitrina/shared/core';
import { useMyListing } from './myListingsApi';
import { ProductsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { Meta, Panel } from '../trade-common/tradeStyles';
import { DeleteListingDialog } from './DeleteListingDialog';
import { LISTING_BADGE } from './listingStatus';
import { collectionCopy } from './copy';
import { dashboardCopy } from '../layout/copy';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(3, minmax(0, 1fr));
  img {
    width: 100%;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    display: block;
  }
  img:first-child {
    grid-column: 1 / -1;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The first photo spans the gallery column: two fifths of the content beside the sidebar (about 30vw), the whole width below
 * it. The others fill a third of that column, which the small copy covers.
 */
const FIRST_PHOTO_SIZES = '(min-width: 1024px) 30vw, 100vw';

/** /dashboard/products/:id: the owner's view of a piece in any status, with edit, public page and delete. */
export function OwnerProductPage() {
  const { id = '' } = useParams();
  const listing = useMyListing(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  if (listing.isPending) return <PageSkeleton />;
  if (listing.isError)
    return <LoadError title={collectionCopy.listingsLoadError} onRetry={() => void listing.refetch()} />;
  if (!listing.data) {
    return (
      <>
        <PageHeader title={dashboardCopy.products} />
        <EmptyPanel
          icon={<ProductsIcon />}
          title={collectionCopy.emptyProductTitle}
          description={collectionCopy.emptyProductDescription}
          action={
            <Button as={Link} to="/dashboard/collection" variant="outline">
              {collectionCopy.viewCollection}
            </Button>
          }
        />
      </>
    );
  }

  const piece = listing.data;
  const category = getCategory(piece.category);
  const subcategory = category?.subcategories
    .flatMap((group) => group.items)
    .find((item) => item.id === piece.subcategory);
  return (
    <>
      <PageHeader
        title={piece.title}
        description={fillCopy(collectionCopy.createdOn, { date: formatDate(piece.created_at) })}
        actions={
          <Buttons>
            {piece.status !== 'sold' ? (
              <Button as={Link} to={`/dashboard/products/${piece.id}/edit`}>
                {collectionCopy.edit}
              </Button>
            ) : null}
            {piece.status === 'published' ? (
              <Button as={Link} to={paths.product(piece.id)} variant="outline">
                {collectionCopy.viewAsBuyer}
              </Button>
            ) : null}
            <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
              {collectionCopy.delete}
            </Button>
          </Buttons>
        }
      />
      <Layout>
        <Gallery>
          {piece.product_images.map((image, index) => (
            <img
              key={image.id}
              src={index === 0 ? image.image_url : thumbUrlOf(image)}
              srcSet={index === 0 ? photoSrcSet(image) : undefined}
              sizes={index === 0 && photoSrcSet(image) ? FIRST_PHOTO_SIZES : undefined}
              alt={index === 0 ? piece.title : ''}
              loading={index ? 'lazy' : undefined}
              decoding="async"
            />
          ))}
        </Gallery>
        <Panel style={{ display: 'grid', gap: 16, alignContent: 'start', alignSelf: 'start' }}>
          <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <Badge variant={LISTING_BADGE[piece.status]}>{collectionCopy.listingStatus[piece.status]}</Badge>
            <strong style={{ fontSize: 22 }}>{formatPrice(piece.price)}</strong>
          </div>
          {piece.status === 'rejected' ? (
            <Alert live="off" role="note">
              {piece.rejection_reason
                ? fillCopy(collectionCopy.rejectionReason, { reason: piece.rejection_reason })
                : collectionCopy.noRejectionReason}
            </Alert>
          ) : null}
          <Meta>{piece.description}</Meta>
          <Facts aria-label={collectionCopy.details}>
            <dt>{copy.sell.fieldCategory}</dt>
            <dd>
              {category?.name ?? piece.category}
              {subcategory ? ` · ${subcategory.name}` : ''}
            </dd>
            <dt>{copy.sell.fieldCondition}</dt>
            <dd>{CONDITIONS.find((option) => option.value === piece.condition)?.label ?? piece.condition}</dd>
            <dt>{copy.sell.fieldStock}</dt>
            <dd>{plural(piece.stock, collectionCopy.stock)}</dd>
            <dt>{collectionCopy.viewsLabel}</dt>
            <dd>{plural(piece.views, collectionCopy.views)}</dd>
          </Facts>
        </Panel>
      </Layout>
      <DeleteListingDialog
        productId={piece.id}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => void navigate('/dashboard/collection', { replace: true })}
      />
    </>
  );
}
