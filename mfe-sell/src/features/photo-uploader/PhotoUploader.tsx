import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useDropzone } from 'react-dropzone';
import styled, { css } from 'styled-components';
import { ALLOWED_IMAGE_TYPES, fillCopy } from '@vitrina/shared/core';
import type { PhotoList, SellPhoto } from './usePhotoList';
import { photoUploaderCopy } from './copy';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  span {
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const Zone = styled.div<{ $active: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 150px;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.gold};
      background: ${theme.colors.warningSoft};
      color: ${theme.colors.ink};
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.6;
      &:hover {
        border-color: inherit;
      }
    `}
`;

const ZoneIcon = styled.svg`
  width: 36px;
  height: 36px;
  color: ${({ theme }) => theme.colors.gold};
`;

const ZoneText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructiveSoft};
  color: ${({ theme }) => theme.colors.destructive};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
  }
`;

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Tile = styled.li<{ $dragging: boolean }>`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-color: ${({ theme }) => theme.colors.gold};
  }
`;

/** The photo itself is the drag handle: a button that takes focus and moves with ←/→ (Supr removes it). */
const Thumb = styled.button`
  position: relative;
  aspect-ratio: 1;
  width: 100%;
  padding: 0;
  border: 0;
  cursor: grab;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &:focus-visible {
    outline: none;
    box-shadow: inset 0 0 0 3px ${({ theme }) => theme.colors.goldLight};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const MainBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Status = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: rgba(11, 22, 48, 0.72);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Bar = styled.div`
  height: 4px;
  margin-top: 2px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.25);
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.goldLight};
    transition: width 150ms linear;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 2px;
  padding: ${({ theme }) => theme.space[1]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  div {
    display: flex;
    gap: 2px;
  }
`;

const IconButton = styled.button`
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-size: 16px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.goldLight};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Live = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
`;

const STATUS_LABEL: Record<SellPhoto['status'], string> = {
  processing: photoUploaderCopy.photoProcessing,
  ready: photoUploaderCopy.photoReady,
  uploading: photoUploaderCopy.photoUploading,
  uploaded: photoUploaderCopy.photoUploaded,
  failed: photoUploaderCopy.uploadError,
};

const ACCEPT = ALLOWED_IMAGE_TYPES.join(',');

export interface PhotoUploaderProps {
  list: PhotoList;
  /** true while the listing is being published: nothing may change then */
  locked?: boolean;
}

/**
 * A tile's name: its position, 'Principal' for the first, and the file. 'Principal' is not in parentheses: the badge
 * shows it, and axe (label-content-name-mismatch) drops parenthesised text from the name it compares.
 */
function tileName(position: string, index: number, fileName: string): string {
  return `${position}${index === 0 ? `, ${photoUploaderCopy.mainPhoto}` : ''}: ${fileName}`;
}

/**
 * The photo uploader of the sell page: drop, click (or Enter/Space on the zone) or paste files; tiles in order,
 * the first marked main; reorder by dragging or with the arrow buttons (and ←/→ on a focused tile), remove.
 */
export function PhotoUploader({ list, locked = false }: PhotoUploaderProps) {
  const { photos, errors, busy, full, addFiles, remove, move } = list;
  const disabled = locked || busy || full;
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tileRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejected) => void addFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    disabled,
    multiple: true,
  });

  // Paste anywhere on the page (not into a text field): images from the clipboard join the list.
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      if (!disabledRef.current) void addFiles(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [addFiles]);

  useEffect(() => {
    const id = focusAfterMove.current;
    if (!id) return;
    focusAfterMove.current = null;
    tileRefs.current.get(id)?.focus();
  }, [photos]);

  const moveTo = (photo: SellPhoto, from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    move(from, to);
    focusAfterMove.current = photo.id;
    setAnnouncement(fillCopy(photoUploaderCopy.photoMoved, { position: to + 1 }));
  };

  const onTileKeyDown = (event: KeyboardEvent<HTMLButtonElement>, photo: SellPhoto, index: number) => {
    if (locked) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(photo, index, index - 1);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(photo, index, index + 1);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(photo.id);
    }
  };

  const onDragStart = (index: number) => (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    // Marks the drag as a reorder, so the drop zone ignores it.
    event.dataTransfer.setData('application/x-vitrina-photo', String(index));
    setDragIndex(index);
  };
  const onDragOver = (event: DragEvent) => {
    if (dragIndex === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const onDropOnTile = (index: number) => (event: DragEvent) => {
    if (dragIndex === null) return;
    event.preventDefault();
    const photo = photos[dragIndex];
    if (photo) moveTo(photo, dragIndex, index);
    setDragIndex(null);
  };

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
          {photos.map((photo, index) => {
            const position = fillCopy(photoUploaderCopy.photoPosition, {
              position: index + 1,
              total: photos.length,
            });
            const showStatus = photo.status !== 'ready';
            return (
              <Tile
                key={photo.id}
                aria-label={tileName(position, index, photo.name)}
                $dragging={dragIndex === index}
                draggable={!locked}
                onDragStart={onDragStart(index)}
                onDragEnd={() => setDragIndex(null)}
                onDragOver={onDragOver}
                onDrop={onDropOnTile(index)}
              >
                <Thumb
                  type="button"
                  ref={(node) => {
                    if (node) tileRefs.current.set(photo.id, node);
                    else tileRefs.current.delete(photo.id);
                  }}
                  aria-label={tileName(position, index, photo.name)}
                  aria-describedby="sell-photo-keys"
                  aria-roledescription={photoUploaderCopy.photoHandle}
                  onKeyDown={(event) => onTileKeyDown(event, photo, index)}
                >
                  {photo.previewUrl ? <img src={photo.previewUrl} alt={photo.name} draggable={false} /> : null}
                  {index === 0 ? <MainBadge>{photoUploaderCopy.mainPhoto}</MainBadge> : null}
                  {showStatus ? (
                    <Status>
                      {STATUS_LABEL[photo.status]}
                      {photo.status === 'processing' || photo.status === 'uploading' ? (
                        <Bar
                          role="progressbar"
                          aria-label={`${STATUS_LABEL[photo.status]}: ${photo.name}`}
                          aria-valuemin={0}
                          aria-valuemax={100}
                          aria-valuenow={photo.status === 'uploading' ? undefined : Math.round(photo.progress)}
                        >
                          <span
                            style={{
                              width: photo.status === 'uploading' ? '60%' : `${Math.max(5, photo.progress)}%`,
                            }}
                          />
                        </Bar>
                      ) : null}
                    </Status>
                  ) : null}
                </Thumb>
                <Actions>
                  <div>
                    <IconButton
                      type="button"
                      aria-label={`${photoUploaderCopy.photoMoveEarlier}: ${photo.name}`}
                      title={photoUploaderCopy.photoMoveEarlier}
                      disabled={locked || index === 0}
                      onClick={() => moveTo(photo, index, index - 1)}
                    >
                      ←
                    </IconButton>
                    <IconButton
                      type="button"
                      aria-label={`${photoUploaderCopy.photoMoveLater}: ${photo.name}`}
                      title={photoUploaderCopy.photoMoveLater}
                      disabled={locked || index === photos.length - 1}
                      onClick={() => moveTo(photo, index, index + 1)}
                    >
                      →
                    </IconButton>
                  </div>
                  <IconButton
                    type="button"
                    aria-label={`${photoUploaderCopy.photoRemove}: ${photo.name}`}
                    title={photoUploaderCopy.photoRemove}
                    disabled={locked}
                    onClick={() => remove(photo.id)}
                  >
                    ×
                  </IconButton>
                </Actions>
              </Tile>
            );
          })}
        </Grid>
      ) : null}
      <Live id="sell-photo-keys">{photoUploaderCopy.photoKeysHint}</Live>
      <Live aria-live="polite">{announcement}</Live>
    </Section>
  );
}
