// The catalogue's early reads: the first request of a page, which the page's HTML starts before any script
// (shared/build/shellHtml.cjs) so the data travels while the scripts download. Each is built by the very function
// the page's query sends, with the route's `:id` for the page's id, so an early read and the page's own request
// cannot drift apart. The build writes this table as `first-reads.json` (shared/build/EarlyReadsPlugin.cjs), which
// the app server reads from the remote's build: it is a build output, never written by hand.
import { IMAGE_MAX_DIMENSION_PX, IMAGE_THUMB_DIMENSION_PX, MAIN_PHOTO_SIZES } from '@vitrina/shared/core';
import { compactSelect, type EntityRead } from '@vitrina/shared/data';
import { productDetailRead } from '@vitrina/shared/data/product';
import { EAGER_PHOTOS } from './features/product-card/eagerPhotos';
import { parseListingSearch } from './features/products-listing/listingUrl';
import { categoryListing, listingPageRead } from './features/products-listing/productsApi';
import { sellerClaimsRead, sellerListing, sellerProfileRead } from './features/seller/sellerApi';

/** Photos of the answer the HTML preloads as the page's <img> will ask for them. */
export interface EarlyReadImages {
  /** the answer's field holding the rows (absent: the answer is the rows) */
  rows?: string;
  /** each row's field holding its photos, the first being the one shown */
  photos: string;
  /** how many rows' photos */
  count: number;
  /** the main photo's srcset widths and sizes, for a page showing it with a srcset */
  srcset?: { small: number; full: number; sizes: string };
}

export type EarlyRead = Omit<EntityRead, 'count' | 'head'> & { images?: EarlyReadImages };

/** A request as read sends it (its `select` compacted as supabase-js does), photos to preload beside it. */
function early(request: EntityRead, images?: EarlyReadImages): EarlyRead {
  const { params, count, head, ...rest } = request;
  if (count || head) throw new Error(`${request.path}: una lectura con count no se adelanta`);
  const sent = params?.select === undefined ? params : { ...params, select: compactSelect(params.select) };
  return { ...rest, ...(sent ? { params: sent } : {}), ...(images ? { images } : {}) };
}

/** The listing's cards: the answer's `data` rows, the eager cards' photos. */
const CARD_PHOTOS: EarlyReadImages = { rows: 'data', photos: 'product_images', count: EAGER_PHOTOS };

/** Route pattern (`:name` takes one segment) → the page's first reads, for a page without a query string. */
export const earlyReads: Record<string, EarlyRead[]> = {
  '/products': [early(listingPageRead(parseListingSearch(''), 1), CARD_PHOTOS)],
  '/products/:id': [
    early(productDetailRead(':id'), {
      photos: 'product_images',
      count: 1,
      srcset: { small: IMAGE_THUMB_DIMENSION_PX, full: IMAGE_MAX_DIMENSION_PX, sizes: MAIN_PHOTO_SIZES },
    }),
  ],
  '/categories/:id': [early(listingPageRead(categoryListing(':id'), 1), CARD_PHOTOS)],
  // the seller's profile, pieces and claims count (the reviews' read asks for a count: the page sends it itself)
  '/sellers/:username': [
    early(sellerProfileRead(':username')),
    early(listingPageRead(sellerListing(':username'), 1), CARD_PHOTOS),
    early(sellerClaimsRead(':username')),
  ],
};
