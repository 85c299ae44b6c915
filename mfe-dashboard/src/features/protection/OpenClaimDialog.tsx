import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, DropZone, errorText, fillCopy, FormField, NativeSelect, Textarea } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { DialogFields } from '../staff/ReasonDialog';
import { protectionCopy } from './copy';
import { MAX_CLAIM_PHOTO_BYTES, MAX_CLAIM_PHOTOS, useProtectionAction, type ClaimReason } from './protectionApi';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

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

const REASONS: ClaimReason[] = ['not_arrived', 'not_as_described', 'damaged', 'not_authentic'];

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
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const action = useProtectionAction();

  const reasonError = reason ? null : protectionCopy.reasonRequired;
  const length = description.trim().length;
  const descriptionError = length < 10 || length > 2000 ? protectionCopy.descriptionInvalid : null;
  const photosError =
    photos.length > MAX_CLAIM_PHOTOS
      ? protectionCopy.tooManyPhotos
      : photos.some((file) => !(PHOTO_TYPES as readonly string[]).includes(file.type))
        ? protectionCopy.photoType
        : photos.some((file) => file.size > MAX_CLAIM_PHOTO_BYTES)
          ? protectionCopy.photoTooLarge
          : null;

  const submit = () => {
    setTouched(true);
    if (reasonError || descriptionError || photosError || !reason) return;
    action.mutate(
      { action: 'open', orderId, sellerId, userId, reason, description, photos },
      {
        onSuccess: () => {
          toast({
            title: protectionCopy.claimOpened,
            description: protectionCopy.claimOpenedDescription,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) =>
          toast({ title: protectionCopy.actionFailed, description: errorText(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={protectionCopy.openClaimTitle}
      description={fillCopy(protectionCopy.openClaimBody, { days: answerDays })}
      confirmLabel={protectionCopy.openClaim}
      pending={action.isPending}
      onConfirm={submit}
    >
      <DialogFields>
        <FormField label={protectionCopy.reasonLabel} id={`${id}-reason`} error={touched ? reasonError : null} required>
          <NativeSelect value={reason} onChange={(event) => setReason(event.target.value as ClaimReason | '')}>
            <option value="">{protectionCopy.chooseReason}</option>
            {REASONS.map((value) => (
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
          error={touched ? descriptionError : null}
          required
        >
          <Textarea
            rows={4}
            maxLength={2000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </FormField>
        <DropZone
          onFiles={(incoming) => setPhotos((current) => [...current, ...incoming])}
          accept={PHOTO_TYPES}
          label={protectionCopy.photosLabel}
          prompt={protectionCopy.photosPrompt}
          activePrompt={protectionCopy.photosActive}
          action={protectionCopy.photosAction}
          hint={protectionCopy.photosHint}
          error={photosError}
        />
        {photos.length ? (
          <PhotoList aria-label={protectionCopy.photosChosen}>
            {photos.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>{file.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={fillCopy(protectionCopy.removePhoto, { name: file.name })}
                  onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
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
