import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, copy, Skeleton, VisuallyHidden, dbErrorKind } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useSellerEligibility } from '@vitrina/shared/data';
import { useMyListing, useSaveListingEdit, type ListingChanges, type OwnListing } from './myListings';
import { sellProductSchema, type SellProductFormValues } from '@vitrina/shared/forms';
import { ProductsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { errorText } from '../trade-common/errorText';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { loadListingEditor, type RemoteListingEditorProps, type RemoteListingEditorSave } from './loadListingEditor';
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

function formValues(piece: OwnListing): SellProductFormValues {
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
  };
}

type EditorState =
  { status: 'loading' } | { status: 'ready'; Editor: ComponentType<RemoteListingEditorProps> } | { status: 'error' };

/** mfe-sell's editor through federation; `retry` asks for it again after a failed load. */
function useListingEditor() {
  const [state, setState] = useState<EditorState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    loadListingEditor().then(
      (Editor) => alive && setState({ status: 'ready', Editor }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry };
}

function EditForm({
  piece,
  userId,
  Editor,
}: {
  piece: OwnListing;
  userId: string;
  Editor: ComponentType<RemoteListingEditorProps>;
}) {
  const save = useSaveListingEdit();
  const eligibility = useSellerEligibility(userId);
  const navigate = useNavigate();
  const [initialValues] = useState(() => formValues(piece));
  const [initialPhotos] = useState(() => piece.product_images.map((image) => image.image_url));

  const onSave = async ({ values, photos, onPhotoState }: RemoteListingEditorSave) => {
    const changes = sellProductSchema.cast(values, { stripUnknown: true }) as unknown as ListingChanges;
    try {
      await save.mutateAsync({
        userId,
        productId: piece.id,
        changes,
        photos,
        previousPhotoUrls: initialPhotos,
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
      identityVerified={eligibility.data?.identity_verified}
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
  const editor = useListingEditor();
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
  if (editor.state.status === 'error') body = <LoadError title={copy.shell.remoteLoadError} onRetry={editor.retry} />;
  else if (editor.state.status === 'loading' || !user) body = <EditorSkeleton />;
  else body = <EditForm piece={listing.data} userId={user.id} Editor={editor.state.Editor} />;
  return (
    <>
      <PageHeader title={copy.trade.editTitle} description={collectionCopy.editDescription} />
      {body}
    </>
  );
}
