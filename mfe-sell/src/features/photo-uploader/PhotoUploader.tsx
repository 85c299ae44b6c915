import { useDropzone } from 'react-dropzone';
import { ALLOWED_IMAGE_TYPES, fillCopy } from '@vitrina/shared/core';
import type { PhotoList } from './usePhotoList';
import { usePhotoReorder } from './usePhotoReorder';
import { usePastedFiles } from './usePastedFiles';
import { PhotoTile } from './PhotoTile';
import { photoUploaderCopy } from './copy';
import { Alert, Grid, Live, Meta, Section, SectionTitle, Zone, ZoneIcon, ZoneText } from './PhotoUploader.styles';

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export interface PhotoUploaderProps {
  list: PhotoList;
  /** true while the listing is being published: nothing may change then */
  locked?: boolean;
}

/**
 * The photo uploader of the sell page: drop, click (or Enter/Space on the zone) or paste files; tiles in order,
 * the first marked main; reorder by dragging or with the arrow buttons (and ←/→ on a focused tile), remove.
 */
export function PhotoUploader({ list, locked = false }: PhotoUploaderProps) {
  const { photos, errors, busy, full, addFiles, remove } = list;
  const disabled = locked || busy || full;
  const reorder = usePhotoReorder(list, locked);
  usePastedFiles(addFiles, disabled);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void addFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    disabled,
    multiple: true,
  });

  let zoneText: string = photoUploaderCopy.dropzoneIdle;
  if (isDragActive) zoneText = photoUploaderCopy.dropzoneActive;
  else if (busy) zoneText = photoUploaderCopy.dropzoneBusy;
  else if (full) zoneText = photoUploaderCopy.dropzoneFull;

  return (
    <Section aria-labelledby="sell-photos-title">
      <SectionTitle id="sell-photos-title">
        {photoUploaderCopy.photosTitle} <span aria-hidden="true">*</span>
      </SectionTitle>
      {/* Outside the zone: a focusable input inside a role=button is a nested control (axe nested-interactive). */}
      <input
        {...getInputProps({ accept: ACCEPT, disabled })}
        aria-label={photoUploaderCopy.photosTitle}
        data-testid="photo-input"
      />
      <Zone
        {...getRootProps({
          role: 'button',
          'aria-label': `${photoUploaderCopy.photosTitle}: ${zoneText}`,
          'aria-disabled': disabled,
          'aria-describedby': 'sell-photos-hint',
        })}
        $active={isDragActive}
        $disabled={disabled}
        data-testid="photo-dropzone"
      >
        <ZoneIcon
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
          <circle cx="12" cy="13.5" r="3.5" />
        </ZoneIcon>
        <ZoneText>{zoneText}</ZoneText>
      </Zone>
      <Meta>
        <span id="sell-photos-hint">{photoUploaderCopy.photosHint}</span>
        <span aria-live="polite">{fillCopy(photoUploaderCopy.photoCount, { count: photos.length })}</span>
      </Meta>
      {errors.length > 0 ? (
        <Alert role="alert">
          <strong>{photoUploaderCopy.uploadError}</strong>
          <ul>
            {errors.map((message, index) => (
              <li key={`${index}-${message}`}>{message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {photos.length > 0 ? (
        <Grid aria-label={photoUploaderCopy.photosTitle}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              position={fillCopy(photoUploaderCopy.photoPosition, { position: index + 1, total: photos.length })}
              isLast={index === photos.length - 1}
              locked={locked}
              reorder={reorder}
              onRemove={remove}
            />
          ))}
        </Grid>
      ) : null}
      <Live id="sell-photo-keys">{photoUploaderCopy.photoKeysHint}</Live>
      <Live aria-live="polite">{reorder.announcement}</Live>
    </Section>
  );
}
