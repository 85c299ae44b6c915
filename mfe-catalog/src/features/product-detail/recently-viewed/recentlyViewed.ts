import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '@vitrina/shared/core';

/** What the recently-viewed list shows of a piece (kept in this browser only, spec §3). */
export interface RecentlyViewedItem {
  id: string;
  title: string;
  price: number;
  image: string | null;
}

function isItem(value: unknown): value is RecentlyViewedItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.title === 'string' && typeof item.price === 'number';
}

/** The list, newest first; unreadable or foreign data reads as empty (storage may be full, off or edited). */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'> = window.localStorage): RecentlyViewedItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the piece first (once), keeps the 6 newest and returns the new list; a storage failure changes nothing. */
export function recordRecentlyViewed(
  item: RecentlyViewedItem,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): RecentlyViewedItem[] {
  const next = [item, ...readRecentlyViewed(storage).filter((existing) => existing.id !== item.id)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  try {
    storage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // private mode or a full quota: the list is a convenience, the page works without it
  }
  return next;
}
