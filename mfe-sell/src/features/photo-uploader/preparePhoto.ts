import {
  IMAGE_COMPRESSION_TARGET_BYTES,
  IMAGE_COMPRESSION_THRESHOLD_BYTES,
  IMAGE_MAX_DIMENSION_PX,
} from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';

/** Spec §9: only files over 1 MB are compressed. */
export function needsCompression(file: Blob): boolean {
  return file.size > IMAGE_COMPRESSION_THRESHOLD_BYTES;
}

/**
 * The file to upload: as chosen up to 1 MB; larger ones compressed to about 1 MB and 1920 px on the longest side
 * in a web worker, whose code (and the library) loads only now. If compression fails the original is kept: it
 * already passed the 5 MB and type checks, so it can still be published.
 */
export async function preparePhoto(file: File, onProgress?: (percent: number) => void): Promise<File> {
  if (!needsCompression(file)) return file;
  try {
    const { compressInWorker } = await import('./compressionWorker');
    const compressed = await compressInWorker(
      file,
      { maxSizeMB: IMAGE_COMPRESSION_TARGET_BYTES / (1024 * 1024), maxWidthOrHeight: IMAGE_MAX_DIMENSION_PX },
      onProgress,
    );
    if (compressed.size >= file.size) return file;
    return new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified });
  } catch (error) {
    reportError(error, { during: 'photo compression', name: file.name, size: file.size });
    return file;
  }
}
