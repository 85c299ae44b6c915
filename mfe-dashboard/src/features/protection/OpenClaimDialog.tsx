import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, DropZone, errorText, fillCopy, FormField, NativeSelect, Textarea } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { DialogFields } from '../staff/ReasonDialog';
import { protectionCopy } from './copy';
import { useProtectionAction } from './protectionApi';
import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_PHOTO_TYPES,
  CLAIM_REASONS,
  openClaimSchema,
  type OpenClaimValues,
} from './claimSchema';

const PhotoList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  span {
    overflow-wrap: anywhere;
  }
`;

interface OpenClaimDialogProps {
  orderId: string;
  sellerId: string;
  userId: string;
  answerDays: number;
  onClose: () => void;
}

/** "Abrir reclamo": reason, description, photos; the database decides whether the claim may open and says why not. */
export function OpenClaimDialog({ orderId, sellerId, userId, answerDays, onClose }: OpenClaimDialogProps) {
  const id = useId();
  const action = useProtectionAction();
  const formik = useFormik<OpenClaimValues>({
    initialValues: { reason: '', description: '', photos: [] },
    validationSchema: openClaimSchema,
    onSubmit: async ({ reason, description, photos }) => {
      if (!reason) return;
      try {
        await action.mutateAsync({ action: 'open', orderId, sellerId, userId, reason, description, photos });
        toast({
          title: protectionCopy.claimOpened,
          description: protectionCopy.claimOpenedDescription,
          variant: 'success',
        });
        onClose();
      } catch (error) {
        // the dialog stays open with the reason, the description and the photos
        toast({ title: protectionCopy.actionFailed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  const { values, errors, touched, setFieldValue } = formik;
  const setPhotos = (photos: File[]) => void setFieldValue('photos', photos);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={protectionCopy.openClaimTitle}
      description={fillCopy(protectionCopy.openClaimBody, { days: answerDays })}
      confirmLabel={protectionCopy.openClaim}
      pending={formik.isSubmitting}
      onConfirm={() => void formik.submitForm()}
    >
      <DialogFields>
        <FormField
          label={protectionCopy.reasonLabel}
          id={`${id}-reason`}
          error={touched.reason ? errors.reason : null}
          required
        >
          <NativeSelect {...formik.getFieldProps('reason')}>
            <option value="">{protectionCopy.chooseReason}</option>
            {CLAIM_REASONS.map((value) => (
              <option key={value} value={value}>
                {protectionCopy.reasons[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={protectionCopy.descriptionLabel}
          id={`${id}-description`}
          hint={protectionCopy.descriptionHint}
          error={touched.description ? errors.description : null}
          required
        >
          <Textarea rows={4} maxLength={CLAIM_DESCRIPTION_MAX} {...formik.getFieldProps('description')} />
        </FormField>
        <DropZone
          onFiles={(incoming) => setPhotos([...values.photos, ...incoming])}
          accept={CLAIM_PHOTO_TYPES}
          label={protectionCopy.photosLabel}
          prompt={protectionCopy.photosPrompt}
          activePrompt={protectionCopy.photosActive}
          action={protectionCopy.photosAction}
          hint={protectionCopy.photosHint}
          error={typeof errors.photos === 'string' ? errors.photos : null}
        />
        {values.photos.length ? (
          <PhotoList aria-label={protectionCopy.photosChosen}>
            {values.photos.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={fillCopy(protectionCopy.removePhoto, { name: file.name })}
                  onClick={() => setPhotos(values.photos.filter((_, i) => i !== index))}
                >
                  {protectionCopy.remove}
                </Button>
              </li>
            ))}
          </PhotoList>
        ) : null}
      </DialogFields>
    </ConfirmDialog>
  );
}
