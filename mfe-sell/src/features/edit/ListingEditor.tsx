import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, Card, copy } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import type { ListingDetails, ListingEditorProps } from '@vitrina/shared/contract';
import { useSellerEligibility } from '../sell/listingQueries';
import { sellProductSchema, type SellProductFormValues } from '../sell/sellProductSchema';
import { PhotoUploader } from '../photo-uploader/PhotoUploader';
import { SectionTitle } from '../photo-uploader/PhotoUploader.styles';
import { usePhotoList } from '../photo-uploader/usePhotoList';
import { ListingFields } from '../sell/ListingFields';
import { PriceNotices } from '../sell/PriceNotices';
import { sellCopy } from '../sell/copy';

// The editor sits in the dashboard's content column (narrower than /sell's page): two equal columns only when
// each has room for the photo tiles' buttons, one column otherwise.
const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 400px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
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

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const MissingPhotos = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export type { ListingEditorProps, ListingEditorSave } from '@vitrina/shared/contract';

/**
 * The sell form in edit mode (exposed as './ListingForm' for the dashboard's edit page): the same fields, schema and
 * photo uploader as /sell (type by first bytes, 5 MB, at most 6, compression, reorder, remove), started from the
 * listing's values and photos, with the caller's save. Its props are the remote contract's (RemoteExposes).
 */
export function ListingEditor({ initialValues, initialPhotos, submitLabel, cancel, onSave }: ListingEditorProps) {
  const photoList = usePhotoList();
  // The seller's identity verification, for the price notices (spec §6: from 5,000 MXN).
  const eligibility = useSellerEligibility(useUser()?.id);
  const identityVerified = eligibility.data?.identity_verified;
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  const { addHosted } = photoList;
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current) return;
    seeded.current = true;
    addHosted(initialPhotos);
  }, [addHosted, initialPhotos]);

  const formik = useFormik<SellProductFormValues>({
    initialValues,
    validationSchema: sellProductSchema,
    onSubmit: async (values) => {
      if (savingRef.current) return;
      if (photoList.readyPhotos.length < 1) {
        toast({
          title: sellCopy.imagesRequiredTitle,
          description: sellCopy.imagesRequiredDescription,
          variant: 'destructive',
        });
        return;
      }
      savingRef.current = true;
      setSaving(true);
      try {
        const details = sellProductSchema.cast(values, { stripUnknown: true }) as unknown as ListingDetails;
        await onSave({ values, details, photos: photoList.readyPhotos, onPhotoState: photoList.setUploadState });
      } catch {
        // The caller already said what failed; the photos show as they are again, ready for another try.
        photoList.resetUploadStates();
      } finally {
        savingRef.current = false;
        setSaving(false);
      }
    },
  });

  const noPhoto = photoList.photos.length < 1;
  const busy = saving || formik.isSubmitting;

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label={copy.trade.editTitle}>
      <Panel>
        <PhotoUploader list={photoList} locked={busy} />
      </Panel>
      <Panel>
        <SectionTitle>{sellCopy.detailsTitle}</SectionTitle>
        <ListingFields
          formik={formik}
          disabled={busy}
          priceNotices={<PriceNotices price={formik.values.price} identityVerified={identityVerified} />}
        />
        {noPhoto ? (
          <MissingPhotos role="status">
            <strong>{sellCopy.imagesRequiredTitle}:</strong> {sellCopy.imagesRequiredDescription}
          </MissingPhotos>
        ) : null}
        <Footer>
          {cancel}
          <Button type="submit" disabled={busy || noPhoto || photoList.busy}>
            {busy ? copy.common.loading : submitLabel}
          </Button>
        </Footer>
      </Panel>
    </Form>
  );
}
