import { PRODUCTS_BUCKET, STORAGE_CACHE_CONTROL_SECONDS } from '@vitrina/shared/core';
import { reportError } from '@vitrina/shared/kernel';
import type { ListingPhoto, PhotoUploadState } from '@vitrina/shared/contract';
import { supabaseClient } from '../supabaseClient';

// A listing's photos and their upload states are part of the remote contract (mfe_sell's './ListingForm' hands them
// to its caller's save): one definition, in the kernel.
export type { ListingPhoto, PhotoUploadState } from '@vitrina/shared/contract';

/** True for photos that live on a server already (http or https), the only ones a draft can keep. */
export function isHostedPhotoUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** crypto.randomUUID exists only in secure contexts; a page served over plain http on a LAN address lacks it. */
function randomObjectId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const EXTENSION_BY_TYPE: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * `{user id}/{random id}-{file name}`: the user's own folder, a random id so two photos named the same never
 * collide, and the file name (accents and symbols dropped) so the object still says what it is.
 */
export function listingPhotoPath(userId: string, fileName: string, type: string, randomId = randomObjectId()): string {
  const dot = fileName.lastIndexOf('.');
  const stem = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const extension =
    EXTENSION_BY_TYPE[type] ??
    (dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : 'jpg');
  return `${userId}/${randomId}-${stem || 'foto'}.${extension}`;
}

/** Uploads one photo to the products bucket under the user's folder; returns its object path and public URL. */
export async function uploadListingPhoto(
  userId: string,
  file: Blob,
  name: string,
): Promise<{ path: string; url: string }> {
  const supabase = await supabaseClient();
  const path = listingPhotoPath(userId, name, file.type);
  const { error } = await supabase.storage.from(PRODUCTS_BUCKET).upload(path, file, {
    contentType: file.type,
    cacheControl: String(STORAGE_CACHE_CONTROL_SECONDS),
    upsert: false,
  });
  if (error) throw error;
  return { path, url: supabase.storage.from(PRODUCTS_BUCKET).getPublicUrl(path).data.publicUrl };
}

/** Removes photos uploaded for a publish that failed, so storage keeps no orphans. */
export async function removeListingPhotos(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await supabaseClient();
  const { error } = await supabase.storage.from(PRODUCTS_BUCKET).remove([...paths]);
  if (error) throw error;
}

/** Where a photo's small copy goes: beside it, the same name with `-mini.webp`. */
export function listingThumbPath(photoPath: string): string {
  return `${photoPath.replace(/\.[a-z0-9]+$/i, '')}-mini.webp`;
}

/** A photo as the listing stores it: its public URL and, when one was made, its small copy's. */
export interface UploadedListingPhoto {
  url: string;
  thumbUrl: string | null;
}

/**
 * Uploads one photo's small copy beside it. The copy is optional (cards fall back to the full photo), so a failed
 * upload is reported and the listing saved without it rather than refused.
 */
async function uploadThumb(photoPath: string, thumb: Blob, uploadedPaths: string[]): Promise<string | null> {
  const supabase = await supabaseClient();
  const path = listingThumbPath(photoPath);
  try {
    const { error } = await supabase.storage.from(PRODUCTS_BUCKET).upload(path, thumb, {
      contentType: thumb.type,
      cacheControl: String(STORAGE_CACHE_CONTROL_SECONDS),
      upsert: false,
    });
    if (error) throw error;
  } catch (error) {
    reportError(error, { during: 'photo thumbnail upload', path });
    return null;
  }
  uploadedPaths.push(path);
  return supabase.storage.from(PRODUCTS_BUCKET).getPublicUrl(path).data.publicUrl;
}

/**
 * Uploads the listing's new photos in parallel (hosted ones pass through), each with its small copy when it has
 * one, and answers their public URLs in order. Each stored path is pushed to `uploadedPaths` as soon as it exists,
 * so the caller can remove them if a later step fails; the first failed upload is thrown once every upload has
 * settled.
 */
export async function uploadListingPhotos(
  userId: string,
  photos: readonly ListingPhoto[],
  uploadedPaths: string[],
  onPhotoState?: (index: number, state: PhotoUploadState) => void,
): Promise<UploadedListingPhoto[]> {
  const settled = await Promise.allSettled(
    photos.map(async (photo, index): Promise<UploadedListingPhoto> => {
      if (photo.kind === 'remote') {
        onPhotoState?.(index, 'uploaded');
        return { url: photo.url, thumbUrl: null };
      }
      onPhotoState?.(index, 'uploading');
      try {
        const { path, url } = await uploadListingPhoto(userId, photo.file, photo.name);
        uploadedPaths.push(path);
        const thumbUrl = photo.thumb ? await uploadThumb(path, photo.thumb, uploadedPaths) : null;
        onPhotoState?.(index, 'uploaded');
        return { url, thumbUrl };
      } catch (error) {
        onPhotoState?.(index, 'failed');
        throw error;
      }
    }),
  );
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<UploadedListingPhoto>).value);
}
