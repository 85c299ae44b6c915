import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGES, fillCopy } from '@vitrina/shared/core';
import type { ListingPhoto, PhotoUploadState } from '@vitrina/shared/data';
import { checkPhotoFile } from './checkPhotoFile';
import { preparePhoto } from './preparePhoto';
import { photoUploaderCopy } from './copy';

export type PhotoStatus = 'processing' | 'ready' | PhotoUploadState;

export interface SellPhoto {
  id: string;
  name: string;
  /** what the tile shows: a blob: URL of the chosen file, or the hosted photo's URL */
  previewUrl: string;
  /** null while the file is being checked and compressed */
  source: ListingPhoto | null;
  status: PhotoStatus;
  /** 0–100 while compressing */
  progress: number;
}

let sequence = 0;
const nextId = () => `photo-${Date.now().toString(36)}-${(sequence += 1)}`;

const createPreviewUrl = (file: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const revokePreviewUrl = (url: string) => {
  if (url.startsWith('blob:') && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
};

/**
 * The photos of a listing in order (the first is the main one): adding files checks each one (type by its bytes,
 * 5 MB), keeps at most 6 (extra files dropped), compresses large ones; the uploader's alert lists what was refused.
 */
export function usePhotoList() {
  const [photos, setPhotos] = useState<SellPhoto[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  // Slots are taken synchronously (a second drop while the first is still being checked sees them), so the ref
  // mirrors the list length plus files whose check has not finished.
  const taken = useRef(0);
  const [checking, setChecking] = useState(0);
  const mounted = useRef(true);
  const photosRef = useRef(photos);
  photosRef.current = photos;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const photo of photosRef.current) revokePreviewUrl(photo.previewUrl);
    };
  }, []);

  const update = useCallback((id: string, patch: Partial<SellPhoto>) => {
    if (!mounted.current) return;
    setPhotos((current) => current.map((photo) => (photo.id === id ? { ...photo, ...patch } : photo)));
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const free = Math.max(0, MAX_IMAGES - taken.current);
      const accepted = files.slice(0, free);
      const problems: string[] = files.length > free ? [photoUploaderCopy.maxImages] : [];
      taken.current += accepted.length;
      setChecking((count) => count + accepted.length);
      setErrors(problems);

      await Promise.all(
        accepted.map(async (file) => {
          let check: Awaited<ReturnType<typeof checkPhotoFile>>;
          try {
            check = await checkPhotoFile(file);
          } catch {
            check = { ok: false, message: fillCopy(photoUploaderCopy.photoUploadFailed, { name: file.name }) };
          }
          if (!mounted.current) return;
          setChecking((count) => count - 1);
          if (!check.ok) {
            taken.current -= 1;
            setErrors((current) => [...current, `${file.name}: ${check.message}`]);
            return;
          }
          const id = nextId();
          setPhotos((current) => [
            ...current,
            {
              id,
              name: file.name,
              previewUrl: createPreviewUrl(file),
              source: null,
              status: 'processing',
              progress: 0,
            },
          ]);
          const { file: prepared, thumb } = await preparePhoto(file, (progress) => update(id, { progress }));
          const source: ListingPhoto = thumb
            ? { kind: 'file', file: prepared, name: prepared.name, thumb }
            : { kind: 'file', file: prepared, name: prepared.name };
          update(id, { source, status: 'ready', progress: 100 });
        }),
      );
    },
    [update],
  );

  /** Photos already hosted (a restored draft): shown and published as they are. */
  const addHosted = useCallback((urls: readonly string[]) => {
    const fitting = urls.slice(0, Math.max(0, MAX_IMAGES - taken.current));
    taken.current += fitting.length;
    setPhotos((current) => [
      ...current,
      ...fitting.map((url) => ({
        id: nextId(),
        name: decodeURIComponent(url.split('/').pop() ?? url),
        previewUrl: url,
        source: { kind: 'remote', url } as ListingPhoto,
        status: 'ready' as const,
        progress: 100,
      })),
    ]);
  }, []);

  const remove = useCallback((id: string) => {
    const gone = photosRef.current.find((photo) => photo.id === id);
    if (!gone) return;
    revokePreviewUrl(gone.previewUrl);
    taken.current -= 1;
    setPhotos((current) => current.filter((photo) => photo.id !== id));
  }, []);

  const move = useCallback((from: number, to: number) => {
    setPhotos((current) => {
      if (from === to || from < 0 || to < 0 || from >= current.length || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved);
      return next;
    });
  }, []);

  const setUploadState = useCallback((index: number, state: PhotoUploadState) => {
    setPhotos((current) =>
      current.map((photo, position) => (position === index ? { ...photo, status: state } : photo)),
    );
  }, []);

  /** Back to 'ready' after a failed publish, so the tiles show the photos as they are again. */
  const resetUploadStates = useCallback(() => {
    setPhotos((current) => current.map((photo) => (photo.source ? { ...photo, status: 'ready' } : photo)));
  }, []);

  const clearErrors = useCallback(() => setErrors([]), []);

  const busy = checking > 0 || photos.some((photo) => photo.status === 'processing');
  const readyPhotos = photos.flatMap((photo) => (photo.source ? [photo.source] : []));

  return {
    photos,
    errors,
    busy,
    full: photos.length + checking >= MAX_IMAGES,
    readyPhotos,
    addFiles,
    addHosted,
    remove,
    move,
    setUploadState,
    resetUploadStates,
    clearErrors,
  };
}

export type PhotoList = ReturnType<typeof usePhotoList>;
