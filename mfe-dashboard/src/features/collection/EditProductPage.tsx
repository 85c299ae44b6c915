import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  copy,
  dbErrorKind,
  errorText,
  RemoteFallback,
  Skeleton,
  useExposed,
  VisuallyHidden,
} from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import type { ExposedComponent, ListingEditorSave, ListingFormValues } from '@vitrina/shared/contract';
import { useMyListing, useSaveListingEdit, type ListingChanges, type OwnListing } from './myListingsApi';
import { ProductsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { AuctionSettingsPanel } from '../auctions/AuctionSettingsPanel';
import { collectionCopy } from './copy';

// The editor's shape (photos beside the details, as ListingEditor lays them out) while mfe-sell's code arrives.
const FormShape = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 400px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
`;

function EditorSkeleton() {
  return (
    <FormShape aria-busy="true">
      <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
      <Skeleton height="320px" />
      <Skeleton height="560px" />
    </FormShape>
  );
}

function formValues(piece: OwnListing): ListingFormValues {
  return {
    title: piece.title,
    price: piece.price,
    description: piece.description ?? '',
    condition: piece.condition,
    category: piece.category,
    subcategory: piece.subcategory ?? '',
    rarity: piece.rarity ?? '',
    psa_grade: piece.psa_grade ?? '',
    signed_by: piece.signed_by ?? '',
    certifier: piece.certifier ?? '',
    certificate_number: piece.certificate_number ?? '',
    stock: piece.stock,
    shipping_price: piece.shipping_price,
  };
}

type ListingEditor = ExposedComponent<'mfe_sell', 'ListingForm'>;

function EditForm({ piece, userId, Editor }: { piece: OwnListing; userId: string; Editor: ListingEditor }) {
  const save = useSaveListingEdit();
  const navigate = useNavigate();
  const [initialValues] = useState(() => formValues(piece));
  const [initialPhotos] = useState(() => piece.product_images.map((image) => image.image_url));
  const [initialThumbs] = useState(() => piece.product_images.map((image) => image.thumb_url));

  // The editor validates and casts with mfe-sell's listing schema: `details` is what the products row takes.
  const onSave = async ({ details, photos, onPhotoState }: ListingEditorSave) => {
    const changes: ListingChanges = details;
    try {
      await save.mutateAsync({
        userId,
        productId: piece.id,
        changes,
        photos,
        previousPhotoUrls: initialPhotos,
        previousThumbUrls: initialThumbs,
        onPhotoState,
      });
    } catch (error) {
      const kind = dbErrorKind(error);
      if (kind === 'phoneRequired' || kind === 'identityRequired') {
        const { details, message, hint } = error as { details: string; message: string; hint: string };
        toast({ title: details, description: message, variant: 'destructive' });
        navigate(hint);
      } else {
        toast({ title: collectionCopy.saveFailed, description: errorText(error), variant: 'destructive' });
      }
      // the editor keeps what the user typed and the photos as they were, ready for another try
      throw error;
    }
    toast({ title: collectionCopy.saved, variant: 'success' });
    navigate(`/dashboard/products/${piece.id}`);
  };

  return (
    <Editor
      initialValues={initialValues}
      initialPhotos={initialPhotos}
      submitLabel={collectionCopy.saveChanges}
      cancel={
        <Button as={Link} to={`/dashboard/products/${piece.id}`} variant="outline">
          {copy.common.cancel}
        </Button>
      }
      onSave={onSave}
    />
  );
}

/**
 * /dashboard/products/:id/edit and /dashboard/products/edit/:id: the owner edits a piece and its photos with the
 * sell form (mfe-sell's './ListingForm' in edit mode).
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const listing = useMyListing(id);
  const editor = useExposed('mfe_sell', 'ListingForm');
  if (listing.isPending) return <PageSkeleton />;
  if (listing.isError)
    return <LoadError title={collectionCopy.listingsLoadError} onRetry={() => void listing.refetch()} />;
  if (!listing.data || listing.data.status === 'sold') {
    return (
      <>
        <PageHeader title={copy.trade.editTitle} />
        <EmptyPanel
          icon={<ProductsIcon />}
          title={listing.data ? collectionCopy.soldNotEditable : collectionCopy.emptyProductTitle}
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
  let body;
  if (editor.state.status === 'error') {
    body = (
      <RemoteFallback
        remote="mfe_sell"
        variant="slot"
        error={editor.state.error}
        onRetry={() => void editor.retry()}
        retrying={editor.retrying}
      />
    );
  } else if (editor.state.status !== 'ready' || !user) body = <EditorSkeleton />;
  else body = <EditForm piece={listing.data} userId={user.id} Editor={editor.state.Component} />;
  return (
    <>
      <PageHeader title={copy.trade.editTitle} description={collectionCopy.editDescription} />
      {body}
      <AuctionSettingsPanel productId={id} price={Number(listing.data.price)} />
    </>
  );
}
