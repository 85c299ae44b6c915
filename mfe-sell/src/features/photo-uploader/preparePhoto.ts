import {
  IMAGE_COMPRESSION_TARGET_BYTES,
  IMAGE_COMPRESSION_THRESHOLD_BYTES,
  IMAGE_MAX_DIMENSION_PX,
  IMAGE_THUMB_DIMENSION_PX,
  IMAGE_THUMB_TYPE,
} from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import type { WorkerJob } from './compressionWorker';

/** Spec §9: only files over 1 MB are compressed. */
export function needsCompression(file: Blob): boolean {
  return file.size > IMAGE_COMPRESSION_THRESHOLD_BYTES;
}

/**
 * The small copy cards and thumbnails load: 480 px on the long side, WebP (what Chromium, Safari and Firefox all
 * decode), a quality that keeps a card's corners and a signature legible at that size.
 */
export const THUMB_OPTIONS = {
  maxWidthOrHeight: IMAGE_THUMB_DIMENSION_PX,
  maxSizeMB: 0.15,
  fileType: IMAGE_THUMB_TYPE,
  initialQuality: 0.8,
} as const;

export interface PreparedPhoto {
  /** what is uploaded as the photo */
  file: File;
  /** its small copy, or null when it could not be made or would not be smaller (cards then load the photo) */
  thumb: Blob | null;
}

/**
 * The file to upload and its small copy, made in one web worker whose code (and the library) loads only now: a
 * file up to 1 MB goes as chosen, a larger one compressed to about 1 MB and 1920 px on the longest side. If the
 * worker fails the original is kept without a copy: it already passed the 5 MB and type checks, so it can still be
 * published.
 */
export async function preparePhoto(file: File, onProgress?: (percent: number) => void): Promise<PreparedPhoto> {
  const job: WorkerJob = {
    compress: needsCompression(file)
      ? { maxSizeMB: IMAGE_COMPRESSION_TARGET_BYTES / (1024 * 1024), maxWidthOrHeight: IMAGE_MAX_DIMENSION_PX }
      : null,
    thumb: THUMB_OPTIONS,
  };
  try {
    const { compressInWorker } = await import('./compressionWorker');
    const { compressed, thumb } = await compressInWorker(file, job, onProgress);
    const prepared =
      compressed && compressed.size < file.size
        ? new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified })
        : file;
    // a copy no smaller than the photo (a tiny original) would only add a request's worth of storage
    const usefulThumb = thumb && thumb.size < prepared.size ? thumb : null;
    return { file: prepared, thumb: usefulThumb };
  } catch (error) {
    reportError(error, { during: 'photo compression', name: file.name, size: file.size });
    return { file, thumb: null };
  }
}
