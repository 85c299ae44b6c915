/**
 * Cards whose photo loads at once (the rest wait until they near the screen): the first row on a desktop, the first
 * rows on a phone. The page's HTML preloads the same photos (`images.count` of the early reads, src/earlyReads.ts).
 */
export const EAGER_PHOTOS = 4;
