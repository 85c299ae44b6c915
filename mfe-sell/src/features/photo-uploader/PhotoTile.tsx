import { photoUploaderCopy } from './copy';
import type { SellPhoto } from './usePhotoList';
import type { PhotoReorder } from './usePhotoReorder';
import { Actions, Bar, IconButton, MainBadge, Status, Thumb, Tile } from './PhotoUploader.styles';

const STATUS_LABEL: Record<SellPhoto['status'], string> = {
  processing: photoUploaderCopy.photoProcessing,
  ready: photoUploaderCopy.photoReady,
  uploading: photoUploaderCopy.photoUploading,
  uploaded: photoUploaderCopy.photoUploaded,
  failed: photoUploaderCopy.uploadError,
};

/**
 * A tile's name: its position, 'Principal' for the first, and the file. 'Principal' is not in parentheses: the badge
 * shows it, and axe (label-content-name-mismatch) drops parenthesised text from the name it compares.
 */
function tileName(position: string, index: number, fileName: string): string {
  return `${position}${index === 0 ? `, ${photoUploaderCopy.mainPhoto}` : ''}: ${fileName}`;
}

interface PhotoTileProps {
  photo: SellPhoto;
  index: number;
  /** 'Foto n de m' */
  position: string;
  isLast: boolean;
  locked: boolean;
  reorder: PhotoReorder;
  onRemove: (id: string) => void;
}

/** One photo: the image is the drag handle (a button that takes focus), its progress, and move/remove buttons. */
export function PhotoTile({ photo, index, position, isLast, locked, reorder, onRemove }: PhotoTileProps) {
  const name = tileName(position, index, photo.name);
  const working = photo.status === 'processing' || photo.status === 'uploading';
  return (
    <Tile
      aria-label={name}
      $dragging={reorder.dragIndex === index}
      draggable={!locked}
      onDragStart={reorder.onDragStart(index)}
      onDragEnd={reorder.onDragEnd}
      onDragOver={reorder.onDragOver}
      onDrop={reorder.onDropOnTile(index)}
    >
      <Thumb
        type="button"
        ref={reorder.tileRef(photo.id)}
        aria-label={name}
        aria-describedby="sell-photo-keys"
        aria-roledescription={photoUploaderCopy.photoHandle}
        onKeyDown={(event) => reorder.onTileKeyDown(event, photo, index)}
      >
        {photo.previewUrl ? <img src={photo.previewUrl} alt={photo.name} draggable={false} /> : null}
        {index === 0 ? <MainBadge>{photoUploaderCopy.mainPhoto}</MainBadge> : null}
        {photo.status !== 'ready' ? (
          <Status>
            {STATUS_LABEL[photo.status]}
            {working ? (
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
            onClick={() => reorder.moveTo(photo, index, index - 1)}
          >
            ←
          </IconButton>
          <IconButton
            type="button"
            aria-label={`${photoUploaderCopy.photoMoveLater}: ${photo.name}`}
            title={photoUploaderCopy.photoMoveLater}
            disabled={locked || isLast}
            onClick={() => reorder.moveTo(photo, index, index + 1)}
          >
            →
          </IconButton>
        </div>
        <IconButton
          type="button"
          aria-label={`${photoUploaderCopy.photoRemove}: ${photo.name}`}
          title={photoUploaderCopy.photoRemove}
          disabled={locked}
          onClick={() => onRemove(photo.id)}
        >
          ×
        </IconButton>
      </Actions>
    </Tile>
  );
}
