import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { fillCopy } from '@vitrina/shared/core';
import type { PhotoList, SellPhoto } from './usePhotoList';
import { photoUploaderCopy } from './copy';

/**
 * Reordering the tiles: by dragging one onto another, with the arrow buttons, or ←/→ (Supr removes) on a focused
 * tile. A moved tile keeps the focus and its new position is announced.
 */
export function usePhotoReorder(
  { photos, remove, move }: Pick<PhotoList, 'photos' | 'remove' | 'move'>,
  locked: boolean,
) {
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const tileRefs = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

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
  const onDragEnd = () => setDragIndex(null);

  const tileRef = (id: string) => (node: HTMLButtonElement | null) => {
    if (node) tileRefs.current.set(id, node);
    else tileRefs.current.delete(id);
  };

  return { dragIndex, announcement, moveTo, onTileKeyDown, onDragStart, onDragOver, onDropOnTile, onDragEnd, tileRef };
}

export type PhotoReorder = ReturnType<typeof usePhotoReorder>;
