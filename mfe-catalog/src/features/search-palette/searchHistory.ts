import {
  DEFAULT_POPULAR_SEARCHES,
  POPULAR_SEARCH_MIN_CHARS,
  POPULAR_SEARCHES_MAX,
  POPULAR_SEARCHES_SHOWN,
  POPULAR_SEARCHES_STORAGE_KEY,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
} from '@vitrina/shared/core';

/**
 * Popular and recent searches, kept in this browser (spec §3 local storage, §5, §9): popular starts with the
 * spec's 15 defaults, keeps at most 15 and shows 5; a term of 3+ characters joins it once (the same term in
 * other case or accents is a duplicate). Recent searches are the user's last terms, newest first.
 */

function fold(term: string) {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function readList(key: string): string[] | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : undefined;
  } catch {
    return undefined;
  }
}

function writeList(key: string, list: string[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // storage full or disabled: the lists are a convenience
  }
}

export function popularSearches(): string[] {
  return (readList(POPULAR_SEARCHES_STORAGE_KEY) ?? [...DEFAULT_POPULAR_SEARCHES]).slice(0, POPULAR_SEARCHES_MAX);
}

/** The popular searches the palette shows. */
export function shownPopularSearches(): string[] {
  return popularSearches().slice(0, POPULAR_SEARCHES_SHOWN);
}

export function recentSearches(): string[] {
  return (readList(RECENT_SEARCHES_STORAGE_KEY) ?? []).slice(0, RECENT_SEARCHES_MAX);
}

/** Remembers a submitted search: in recent searches always, in popular ones when new and 3+ characters. */
export function recordSearch(term: string) {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (!clean) return;
  const recent = recentSearches().filter((item) => fold(item) !== fold(clean));
  writeList(RECENT_SEARCHES_STORAGE_KEY, [clean, ...recent].slice(0, RECENT_SEARCHES_MAX));

  if (clean.length < POPULAR_SEARCH_MIN_CHARS) return;
  const popular = popularSearches();
  if (popular.some((item) => fold(item) === fold(clean))) return;
  // the newest term shows first; the oldest one past 15 falls off
  writeList(POPULAR_SEARCHES_STORAGE_KEY, [clean, ...popular].slice(0, POPULAR_SEARCHES_MAX));
}
