import { IMAGE_MAX_DIMENSION_PX, IMAGE_THUMB_DIMENSION_PX } from '../constants';

/** A product photo as stored: the full image and, when one was made at upload, its small copy. */
export interface PhotoUrls {
  image_url: string;
  thumb_url?: string | null;
}

/**
 * What a photo shown small (cards, gallery strips, cart lines, dashboard thumbnails) loads: the small copy, or
 * the full image where there is none (seed SVGs, photos uploaded before thumbnails existed).
 */
export function thumbUrlOf(photo: PhotoUrls): string {
  return photo.thumb_url || photo.image_url;
}

/**
 * `srcset` for an image whose rendered size depends on the screen (the product page's main photo): the browser
 * takes the small copy when it covers the slot (a phone) and the full one otherwise. Undefined without a copy.
 */
export function photoSrcSet(photo: PhotoUrls): string | undefined {
  if (!photo.thumb_url || photo.thumb_url === photo.image_url) return undefined;
  return `${photo.thumb_url} ${IMAGE_THUMB_DIMENSION_PX}w, ${photo.image_url} ${IMAGE_MAX_DIMENSION_PX}w`;
}

/**
 * `sizes` of the product page's main photo, which the shell's early preload of that photo repeats: with other
 * sizes the browser would pick another file from the srcset and download the photo twice.
 */
export const MAIN_PHOTO_SIZES = '(min-width: 1024px) 620px, 100vw';
