import { PRODUCT_CACHE_STORAGE_PREFIX } from '../constants';

/**
 * Where the listing's page cache of spec §9 lives in localStorage. The catalog reads and writes the pages
 * (mfe-catalog's products-listing/listingCache.ts: TTL, per user); an order changes what pieces are available, so
 * the checkout drops them all. Both sides meet only here: the key of a page, and the clearing of every page.
 */
export function listingCacheStorageKey(params: unknown): string {
  return `${PRODUCT_CACHE_STORAGE_PREFIX}:${JSON.stringify(params)}`;
}

/** Forgets every cached listing page (all users); storage that refuses is ignored (the cache is an optimisation). */
export function clearListingCache(): void {
  try {
    if (typeof window === 'undefined') return;
    const store = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(`${PRODUCT_CACHE_STORAGE_PREFIX}:`)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage disabled or refusing: the listing then asks the backend (spec §8: errors ignored)
  }
}
