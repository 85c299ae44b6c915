import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  Container,
  PageTitle,
  Skeleton,
  copy,
  priceWarning,
  quietLinkText,
  useDocumentTitle,
  Alert,
  plural,
} from '@vitrina/shared/core';
import { initSession, toast, useUser } from '@vitrina/shared/kernel';
import type { ListingDetails } from '@vitrina/shared/contract';
import { usePublishListing, useSellerEligibility } from './listingQueries';
import { publishErrorFrom } from './publishListingApi';
import { SELL_PRODUCT_DEFAULTS, sellProductSchema, type SellProductFormValues } from './sellProductSchema';
import { loadSellDraft } from '../drafts/sellDraft';
import { useSellDraft } from '../drafts/useSellDraft';
import { PhotoUploader } from '../photo-uploader/PhotoUploader';
import { SectionTitle } from '../photo-uploader/PhotoUploader.styles';
import { usePhotoList } from '../photo-uploader/usePhotoList';
import { ListingPreviewDialog, type ListingPreview } from '../preview/ListingPreviewDialog';
import { ListingFields } from './ListingFields';
import { PriceNotices } from './PriceNotices';
import { AuctionFields } from '../auction-listing/AuctionFields';
import { auctionSettingsError, NO_AUCTION, type AuctionSettings } from '../auction-listing/auctionSettings';
import { listAtAuction, withdrawPiece } from '../auction-listing/auctionListingApi';
import { auctionListingCopy } from '../auction-listing/copy';
import { photoUploaderCopy } from '../photo-uploader/copy';
import { sellCopy } from './copy';

const Page = styled.div`
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[6]};
  ${quietLinkText}
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Title = styled(PageTitle)`
  margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[1]};
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 720px;
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow: visible;
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Sticky = styled.div`
  ${({ theme }) => theme.media.aboveSidebar} {
    position: sticky;
    top: 88px;
  }
`;

/** The reasons the submit button is not ready yet, which it names through aria-describedby. */
const REQUIRED_NOTE_ID = 'sell-required-note';
const MISSING_PHOTOS_ID = 'sell-missing-photos';

const RequiredNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Banner = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const MissingPhotos = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const LoadingBlock = styled(Skeleton)`
  height: 420px;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

type RestoredDraft = 'none' | 'restored' | 'dismissed';

const UPLOAD_LABELS = {
  uploading: photoUploaderCopy.photoUploading,
  uploaded: photoUploaderCopy.photoUploaded,
  failed: photoUploaderCopy.uploadError,
} as const;

/** The cast form values as the products row takes them. */
function toDetails(values: SellProductFormValues): ListingDetails {
  return sellProductSchema.cast(values, { stripUnknown: true }) as unknown as ListingDetails;
}

/** /sell: photos, details, preview and publish (spec §2 sell page, §4 sell flow, §8 selling messages). */
export function SellPage() {
  const user = useUser();
  useDocumentTitle(sellCopy.pageTitle);
  const location = useLocation();
  useEffect(() => {
    void initSession();
  }, []);
  if (user === undefined) {
    return (
      <Page>
        <Container>
          <Title>{sellCopy.pageTitle}</Title>
          <LoadingBlock />
        </Container>
      </Page>
    );
  }
  if (user === null) return <Navigate to="/auth" replace state={{ from: location, origin: location.pathname }} />;
  return <SellForm userId={user.id} />;
}

function SellForm({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const photoList = usePhotoList();
  const eligibility = useSellerEligibility(userId);
  const publish = usePublishListing();
  const [preview, setPreview] = useState<ListingPreview | null>(null);
  const [publishing, setPublishing] = useState(false);
  const publishingRef = useRef(false);
  const [draftState, setDraftState] = useState<RestoredDraft>('none');
  const [restoredPhotos, setRestoredPhotos] = useState(0);
  const [draftChecked, setDraftChecked] = useState(false);
  const [published, setPublished] = useState(false);
  const [auction, setAuction] = useState<AuctionSettings>(NO_AUCTION);
  const [auctionError, setAuctionError] = useState<string | null>(null);

  // the preview gives the focus back here (see ListingPreviewDialog returnFocusTo)
  const submitRef = useRef<HTMLButtonElement>(null);
  const formik = useFormik<SellProductFormValues>({
    initialValues: SELL_PRODUCT_DEFAULTS,
    validationSchema: sellProductSchema,
    validateOnChange: true,
    validateOnBlur: true,
    validateOnMount: true,
    // Async so formik clears isSubmitting ('Preparando tu Showcase...') once the preview is ready.
    onSubmit: async (values) => {
      if (publishingRef.current) return;
      if (photoList.readyPhotos.length < 1 || photoList.photos.length < 1) {
        toast({
          title: sellCopy.imagesRequiredTitle,
          description: sellCopy.imagesRequiredDescription,
          variant: 'destructive',
        });
        return;
      }
      const details = toDetails(values);
      const auctionProblem = auctionSettingsError(auction, details.price, Date.now(), auctionListingCopy);
      setAuctionError(auctionProblem);
      if (auctionProblem) return;
      const warning = priceWarning(details.price);
      if (warning === 'low') toast({ title: sellCopy.priceTooLowTitle, description: sellCopy.priceTooLowDescription });
      if (warning === 'high')
        toast({ title: sellCopy.priceTooHighTitle, description: sellCopy.priceTooHighDescription });
      setPreview({
        title: details.title,
        price: details.price,
        shipping_price: details.shipping_price,
        description: details.description,
        condition: details.condition,
        category: details.category,
        subcategory: details.subcategory,
        rarity: details.rarity,
        psa_grade: details.psa_grade,
        signed_by: details.signed_by,
        certifier: details.certifier,
        certificate_number: details.certificate_number,
        photos: photoList.photos.map((photo) => ({ id: photo.id, url: photo.previewUrl, name: photo.name })),
      });
    },
  });

  const hostedPhotoUrls = useMemo(
    () => photoList.photos.flatMap((photo) => (photo.source?.kind === 'remote' ? [photo.source.url] : [])),
    [photoList.photos],
  );
  const draft = useSellDraft(userId, formik.values, hostedPhotoUrls, draftChecked && !published);

  // Spec §4: a draft comes back on load only if the title is still empty (nothing typed yet).
  const { setValues } = formik;
  const { addHosted } = photoList;
  const titleRef = useRef(formik.values.title);
  titleRef.current = formik.values.title;
  useEffect(() => {
    if (titleRef.current === '') {
      const saved = loadSellDraft(userId);
      if (saved) {
        void setValues(saved.values, true);
        addHosted(saved.photos);
        setRestoredPhotos(saved.photos.length);
        setDraftState('restored');
      }
    }
    setDraftChecked(true);
  }, [userId, setValues, addHosted]);

  const startOver = () => {
    draft.clear();
    formik.resetForm({ values: SELL_PRODUCT_DEFAULTS });
    for (const photo of photoList.photos) photoList.remove(photo.id);
    setDraftState('dismissed');
  };

  const confirmPublish = async () => {
    // A second click while a publish runs is ignored (spec §4).
    if (publishingRef.current) return;
    publishingRef.current = true;
    setPublishing(true);
    try {
      const details = toDetails(formik.values);
      const created = await publish.mutateAsync({
        userId,
        details,
        photos: photoList.readyPhotos,
        onPhotoState: photoList.setUploadState,
      });
      if (auction.enabled) {
        try {
          await listAtAuction(created.id, details.price, auction);
        } catch (error) {
          await withdrawPiece(created.id);
          throw error;
        }
      }
      setPublished(true);
      draft.clear();
      toast({
        title: sellCopy.publishSuccessTitle,
        description: sellCopy.publishSuccessDescription,
        variant: 'success',
      });
      navigate('/dashboard');
    } catch (error) {
      const failure = publishErrorFrom(error);
      photoList.resetUploadStates();
      if (failure.redirectTo) {
        // The user fixes the profile and comes back to the same draft.
        draft.flush();
        toast({
          title: failure.title,
          description: failure.description,
          variant: failure.kind === 'phone-required' ? 'destructive' : 'default',
        });
        navigate(failure.redirectTo);
        return;
      }
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      setPreview(null);
    } finally {
      publishingRef.current = false;
      setPublishing(false);
    }
  };

  const noPhoto = photoList.photos.length < 1;
  const submitting = formik.isSubmitting;
  // Busy (preparing the preview, publishing): the button is disabled. Not ready yet (a field, no photo, an upload still
  // running): it stays in the tab order marked aria-disabled, tied to the reason shown above it, and a click or an
  // Enter in a field does nothing (the spec's disabled button; a disabled one was skipped by Tab, with no reason).
  const busy = submitting || publishing;
  const notReady = !formik.isValid || noPhoto || photoList.busy;
  const submitReasons = [!formik.isValid ? REQUIRED_NOTE_ID : null, noPhoto ? MISSING_PHOTOS_ID : null]
    .filter(Boolean)
    .join(' ');
  const profile = eligibility.data;
  const uploadLabels = Object.fromEntries(
    photoList.photos.map((photo) => [photo.id, UPLOAD_LABELS[photo.status as keyof typeof UPLOAD_LABELS]]),
  );

  return (
    <Page>
      <Container>
        <Back to="/dashboard">
          <span aria-hidden="true">←</span> {sellCopy.backToLockerRoom}
        </Back>
        <Title>{sellCopy.pageTitle}</Title>
        <Subtitle>{sellCopy.pageSubtitle}</Subtitle>

        {profile && !profile.phone_number ? (
          <Banner
            live="polite"
            title={sellCopy.phoneRequiredTitle}
            action={<Link to="/dashboard/profile">{copy.shell.settings}</Link>}
          >
            {sellCopy.phoneRequiredDescription}
          </Banner>
        ) : null}
        {draftState === 'restored' ? (
          <Banner
            tone="info"
            title={sellCopy.draftRestored}
            action={
              <Button type="button" variant="outline" size="sm" onClick={startOver} disabled={publishing}>
                {sellCopy.startOver}
              </Button>
            }
          >
            {sellCopy.draftRestoredDescription}{' '}
            {restoredPhotos > 0 ? plural(restoredPhotos, sellCopy.draftKeptPhotos) : sellCopy.draftKeptNoPhotos}
          </Banner>
        ) : null}

        <Form noValidate onSubmit={formik.handleSubmit} aria-label={sellCopy.pageTitle}>
          <Sticky>
            <Panel>
              <PhotoUploader list={photoList} locked={publishing} />
            </Panel>
          </Sticky>
          <Panel>
            <SectionTitle>{sellCopy.detailsTitle}</SectionTitle>
            <ListingFields
              formik={formik}
              disabled={publishing}
              priceNotices={<PriceNotices price={formik.values.price} identityVerified={profile?.identity_verified} />}
            />
            <AuctionFields value={auction} onChange={setAuction} error={auctionError} disabled={publishing} />
            <RequiredNote id={REQUIRED_NOTE_ID}>{sellCopy.requiredFieldsNote}</RequiredNote>
            {noPhoto ? (
              <MissingPhotos id={MISSING_PHOTOS_ID} role="status">
                <strong>{sellCopy.imagesRequiredTitle}:</strong> {sellCopy.imagesRequiredDescription}
              </MissingPhotos>
            ) : null}
            <Button
              ref={submitRef}
              type="submit"
              variant="accent"
              size="lg"
              fullWidth
              disabled={busy}
              aria-disabled={!busy && notReady ? true : undefined}
              aria-describedby={!busy && submitReasons ? submitReasons : undefined}
              onClick={(event) => {
                if (notReady) event.preventDefault();
              }}
            >
              {submitting ? sellCopy.submitting : sellCopy.submit}
            </Button>
          </Panel>
        </Form>
      </Container>
      <ListingPreviewDialog
        open={preview !== null}
        preview={preview}
        publishing={publishing}
        uploadLabels={uploadLabels}
        onBack={() => setPreview(null)}
        onConfirm={() => void confirmPublish()}
        returnFocusTo={submitRef}
      />
    </Page>
  );
}
