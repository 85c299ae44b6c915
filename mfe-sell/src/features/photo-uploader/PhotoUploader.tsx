import { ALLOWED_IMAGE_TYPES, Alert, DropZone, fillCopy } from '@vitrina/shared/core';
import type { PhotoList } from './usePhotoList';
import { usePhotoReorder } from './usePhotoReorder';
import { usePastedFiles } from './usePastedFiles';
import { useTouchFirst } from './useTouchFirst';
import { PhotoTile } from './PhotoTile';
import { photoUploaderCopy } from './copy';
import { Grid, Live, Section, SectionTitle } from './PhotoUploader.styles';

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
  // dragging and Ctrl+V mean nothing to a finger: a phone is told to tap
  const touchFirst = useTouchFirst();

  let prompt: string = touchFirst ? photoUploaderCopy.dropzoneTouch : photoUploaderCopy.dropzoneIdle;
  if (busy) prompt = photoUploaderCopy.dropzoneBusy;
  else if (full) prompt = photoUploaderCopy.dropzoneFull;

  return (
    <Section aria-labelledby="sell-photos-title">
      <SectionTitle id="sell-photos-title">
        {photoUploaderCopy.photosTitle} <span aria-hidden="true">*</span>
      </SectionTitle>
      <DropZone
        onFiles={(files) => void addFiles(files)}
        accept={ALLOWED_IMAGE_TYPES}
        disabled={disabled}
        label={photoUploaderCopy.photosTitle}
        prompt={prompt}
        activePrompt={photoUploaderCopy.dropzoneActive}
        icon={
          <svg
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
          </svg>
        }
        hint={photoUploaderCopy.photosHint}
        aside={<span aria-live="polite">{fillCopy(photoUploaderCopy.photoCount, { count: photos.length })}</span>}
        testId="photo-dropzone"
        inputTestId="photo-input"
      />
      {errors.length > 0 ? (
        <Alert title={photoUploaderCopy.uploadError}>
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
