import {
  CONDITIONS,
  getCategory,
  LISTING_FILTER_KEYS,
  PRICE_SLIDER_MIN,
  PSA_GRADES,
  RARITIES,
  SIGNED_BY,
  type Option,
} from '@vitrina/shared/core';
import {
  DEFAULT_LISTING_SORT,
  isListingSort,
  normalizeFilters,
  type ListingFilters,
  type ListingParams,
} from './listingParams';

/**
 * The listing's state lives in the URL (spec §2 query parameters), so a filtered listing can be shared,
 * reloaded and walked with Back. These two functions are the only translation between both.
 */

/** Listing values of spec §2 that name a category by another id. */
const CATEGORY_ALIASES: Record<string, string> = { 'trading-cards': 'cards', 'sports-memorabilia': 'memorabilia' };

export function resolveCategory(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const id = CATEGORY_ALIASES[value] ?? value;
  return getCategory(id) ? id : undefined;
}

function oneOf(options: readonly Option[], value: string | null): string | undefined {
  return value && options.some((option) => option.value === value) ? value : undefined;
}

/** A whole number of pesos from 0; anything else is no bound. */
function priceBound(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < PRICE_SLIDER_MIN) return undefined;
  return number;
}

export function parseListingSearch(search: string | URLSearchParams): ListingParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = resolveCategory(params.get('category'));
  const subcategoryValue = params.get('subcategory');
  const subcategory =
    category &&
    subcategoryValue &&
    getCategory(category)?.subcategories.some((g) => g.items.some((i) => i.id === subcategoryValue))
      ? subcategoryValue
      : undefined;
  let minPrice = priceBound(params.get('minPrice'));
  let maxPrice = priceBound(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  // 0 is no minimum. A maximum is kept whatever its size: the slider's end (10,000+) writes none, and a typed bound
  // goes up to the highest price on sale (pieces can cost far more than the slider's end).
  if (minPrice === PRICE_SLIDER_MIN) minPrice = undefined;
  const sort = params.get('sort');
  const filters: ListingFilters = {
    category,
    subcategory,
    psaGrade: oneOf(PSA_GRADES, params.get('psaGrade')),
    signedBy: oneOf(SIGNED_BY, params.get('signedBy')),
    rarity: oneOf(RARITIES, params.get('rarity')),
    condition: oneOf(CONDITIONS, params.get('condition')),
    minPrice,
    maxPrice,
    authenticated: params.get('authenticated') === 'true' || undefined,
    featured: params.get('featured') === 'true' || undefined,
    auction: params.get('auction') === 'true' || undefined,
    search: params.get('search')?.trim() || undefined,
  };
  return { filters: normalizeFilters(filters), sort: isListingSort(sort) ? sort : DEFAULT_LISTING_SORT };
}

export function toListingSearch({ filters, sort }: ListingParams): string {
  const normalized = normalizeFilters(filters);
  const params = new URLSearchParams();
  // the spec's order (shared with a saved search's link), then the sort
  for (const key of LISTING_FILTER_KEYS) {
    const value = normalized[key];
    if (value === undefined) continue;
    if (key === 'minPrice' && value === PRICE_SLIDER_MIN) continue;
    params.set(key, String(value));
  }
  // an auction filter is the catalogue's own (saved searches keep the spec's keys)
  if (normalized.auction) params.set('auction', 'true');
  if (sort !== DEFAULT_LISTING_SORT) params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Which of the conditional selects of the filter panel apply to the chosen category (spec §2). */
export function applicableFilters(filters: ListingFilters) {
  const category = filters.category;
  return {
    subcategory: Boolean(getCategory(category)?.subcategories.length),
    // PSA grades are given to cards only
    psaGrade: category === 'cards' || Boolean(filters.psaGrade),
    // signed pieces: the memorabilia category, or a 'signed' collection of any category
    signedBy: category === 'memorabilia' || filters.subcategory === 'signed' || Boolean(filters.signedBy),
    // every category grades rarity; without a category the list would mix scales
    rarity: Boolean(category) || Boolean(filters.rarity),
  };
}

/**
 * Filters after the category changed: the sub-category and the selects that no longer apply are dropped, so
 * the listing never keeps a filter the panel no longer shows.
 */
export function withCategory(filters: ListingFilters, category: string | undefined): ListingFilters {
  const next: ListingFilters = { ...filters, category, subcategory: undefined };
  if (category !== 'cards') next.psaGrade = undefined;
  if (category !== 'memorabilia') next.signedBy = undefined;
  if (!category) next.rarity = undefined;
  return normalizeFilters(next);
}
