import {
  CONDITIONS,
  fillCopy,
  formatPrice,
  getCategory,
  getSubcategory,
  optionLabel,
  PSA_GRADES,
  RARITIES,
  SIGNED_BY,
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
  const words: string[] = [];
  if (search.search) words.push(fillCopy(t.searchTerm, { term: search.search }));
  if (f.category) words.push(getCategory(f.category)?.name ?? f.category);
  if (f.category && f.subcategory) words.push(getSubcategory(f.category, f.subcategory)?.item.name ?? f.subcategory);
  const psa = optionLabel(PSA_GRADES, f.psaGrade);
  if (psa) words.push(psa);
  const signer = optionLabel(SIGNED_BY, f.signedBy);
  if (signer) words.push(fillCopy(t.signedBy, { who: signer }));
  const rarity = optionLabel(RARITIES, f.rarity);
  if (rarity) words.push(rarity);
  const condition = optionLabel(CONDITIONS, f.condition);
  if (condition) words.push(condition);
  if (f.minPrice !== undefined && f.maxPrice !== undefined)
    words.push(fillCopy(t.priceRange, { min: formatPrice(f.minPrice), max: formatPrice(f.maxPrice) }));
  else if (f.minPrice !== undefined) words.push(fillCopy(t.priceFrom, { min: formatPrice(f.minPrice) }));
  else if (f.maxPrice !== undefined) words.push(fillCopy(t.priceUpTo, { max: formatPrice(f.maxPrice) }));
  if (f.authenticated) words.push(t.authenticated);
  if (f.featured) words.push(t.featured);
  return words.length ? words.join(' · ') : t.everything;
}

/** Parameter order of the listing's URL (mfe-catalog's listingUrl), so "Abrir" shows the same search. */
const PARAM_ORDER: (keyof ListProductsFilters)[] = [
  'category',
  'subcategory',
  'psaGrade',
  'signedBy',
  'rarity',
  'condition',
  'minPrice',
  'maxPrice',
  'authenticated',
  'featured',
];

/** /products with the search's text and filters as URL parameters. */
export function savedSearchHref(search: Pick<SavedSearch, 'search' | 'filters'>): string {
  const f = savedFilters(search);
  const params = new URLSearchParams();
  if (search.search) params.set('search', search.search);
  for (const key of PARAM_ORDER) if (f[key] !== undefined) params.set(key, String(f[key]));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}
