import { MAIN_PHOTO_SIZES, photoSrcSet, type PhotoUrls } from '@vitrina/shared/core';
import { queryClient } from '@vitrina/shared/kernel';

const PRODUCT_PATH = /^\/products?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The piece's main photo, asked for as soon as the piece's row is here: the page's largest paint, which otherwise
 * waited for the catalog's page chunk to render the <img>. Same URL, srcset and sizes as the gallery's image, so the
 * browser picks the same file and the <img> finds it in its cache.
 */
export function preloadMainPhoto(photo: PhotoUrls | undefined): void {
  if (!photo?.image_url || typeof document === 'undefined') return;
  // a visitor's page already asked for it from its HTML, with the piece's first read
  const asked = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
  if (asked.some((link) => link.getAttribute('href') === photo.image_url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', photo.image_url);
  const srcSet = photoSrcSet(photo);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', MAIN_PHOTO_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/**
 * The data of the page the visitor landed on, asked for while its remote downloads. A product page opened from a
 * link or a reload would otherwise wait for the catalog's entry and chunks before the request for its piece even
 * left (the h1 is the page's largest paint). The query is the catalog's own
 * (`productQueryOptions` of the shared data module, same key), so the page finds it in flight or done; on failure
 * the page's own query tries again as before; its main photo follows the row. The import names the product
 * entity's module alone: the data entry is bundled into each app, and '@vitrina/shared/data' whole would put every
 * entity in this chunk.
 */
export function prefetchFirstPage(pathname: string): void {
  const product = PRODUCT_PATH.exec(pathname);
  if (!product) return;
  const id = product[1];
  void import('@vitrina/shared/data/product')
    .then(async ({ productQueryOptions }) => {
      const piece = await queryClient.fetchQuery(productQueryOptions(id));
      preloadMainPhoto(piece?.product_images?.[0]);
    })
    .catch(() => {
      // the page loads the piece itself
    });
}
