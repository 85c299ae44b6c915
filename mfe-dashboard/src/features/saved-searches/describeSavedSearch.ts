import {
  catalogValueNames,
  fillCopy,
  LISTING_FILTER_KEYS,
  priceRangeText,
  signedByText,
  type ListProductsFilters,
} from '@vitrina/shared/core';
import type { SavedSearch } from './savedSearchesApi';
import { savedSearchesCopy as t } from './copy';

/** The listing's filters a search keeps (list_products' names), read defensively from the stored json. */
export function savedFilters(search: Pick<SavedSearch, 'filters'>): ListProductsFilters {
  const raw = (search.filters ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof raw[key] === 'string' && raw[key] ? (raw[key] as string) : undefined);
  const number = (key: string) => {
    const value = Number(raw[key]);
    return raw[key] === undefined || raw[key] === null || !Number.isFinite(value) ? undefined : value;
  };
  return {
    category: text('category'),
    subcategory: text('subcategory'),
    psaGrade: text('psaGrade'),
    signedBy: text('signedBy'),
    rarity: text('rarity'),
    condition: text('condition'),
    minPrice: number('minPrice'),
    maxPrice: number('maxPrice'),
    authenticated: raw.authenticated === true || undefined,
    featured: raw.featured === true || undefined,
  };
}

/** A saved search in words, in the listing's order: "messi" · Memorabilia · Hasta $5,000 · Solo autenticados. */
export function describeSavedSearch(search: Pick<SavedSearch, 'search' | 'filters'>): string {
  const f = savedFilters(search);
  const names = catalogValueNames(f);
  const words: (string | undefined)[] = [
    search.search ? fillCopy(t.searchTerm, { term: search.search }) : undefined,
    f.category && (names.category ?? f.category),
    f.category && f.subcategory && (names.subcategory ?? f.subcategory),
    names.psaGrade,
    names.signedBy && signedByText(names.signedBy),
    names.rarity,
    names.condition,
    priceRangeText(f.minPrice, f.maxPrice),
    f.authenticated ? t.authenticated : undefined,
    f.featured ? t.featured : undefined,
  ];
  const said = words.filter((word): word is string => Boolean(word));
  return said.length ? said.join(' · ') : t.everything;
}

/** /products with the search's text and filters as URL parameters, in the listing's own order. */
export function savedSearchHref(search: Pick<SavedSearch, 'search' | 'filters'>): string {
  const f: ListProductsFilters = { ...savedFilters(search), search: search.search || undefined };
  const params = new URLSearchParams();
  for (const key of LISTING_FILTER_KEYS) if (f[key] !== undefined) params.set(key, String(f[key]));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}
