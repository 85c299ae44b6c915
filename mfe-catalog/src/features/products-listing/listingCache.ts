import { listingCacheStorageKey, PRODUCT_CACHE_TTL_MS } from '@vitrina/shared/core';

/**
 * The product-list cache of spec §9: pages kept in localStorage for 5 minutes, per user, keyed by the full
 * query parameters. An entry of another user or older than the TTL is dropped when read. Storage that is full,
 * disabled or holds garbage is ignored (the listing then simply asks the backend). React Query stays the
 * in-memory cache; this one survives a reload. Where the pages are stored, and their clearing after an order,
 * are shared with the checkout (`listingCacheStorageKey`, `clearListingCache` of @vitrina/shared/core).
 */

interface CacheEntry<T> {
  userId: string;
  storedAt: number;
  value: T;
}

/** Visitors share one cache "user". */
export const ANONYMOUS_CACHE_USER = 'anon';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readListingCache<T>(userId: string, params: unknown, now = Date.now()): T | undefined {
  const store = storage();
  if (!store) return undefined;
  const key = listingCacheStorageKey(params);
  try {
    const raw = store.getItem(key);
    if (raw === null) return undefined;
    const entry = JSON.parse(raw) as Partial<CacheEntry<T>>;
    const fresh =
      typeof entry.storedAt === 'number' && now - entry.storedAt < PRODUCT_CACHE_TTL_MS && now >= entry.storedAt;
    if (entry.userId !== userId || !fresh || entry.value === undefined) {
      store.removeItem(key);
      return undefined;
    }
    return entry.value;
  } catch {
    try {
      store.removeItem(key);
    } catch {
      // storage refused even the removal: nothing else to do, the backend answers instead
    }
    return undefined;
  }
}

export function writeListingCache<T>(userId: string, params: unknown, value: T, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const entry: CacheEntry<T> = { userId, storedAt: now, value };
    store.setItem(listingCacheStorageKey(params), JSON.stringify(entry));
  } catch {
    // quota exceeded or storage disabled: the cache is an optimisation only (spec §8: errors ignored)
  }
}
