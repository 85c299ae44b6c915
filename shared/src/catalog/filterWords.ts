import { CONDITIONS, optionLabel, PSA_GRADES, RARITIES, SIGNED_BY } from '../constants';
import { formatPrice } from '../format/formatPrice';
import { copy, fillCopy } from '../copy';
import type { ListProductsFilters } from '../types/rows';
import { getCategory, getSubcategory } from './categories';

/**
 * The catalogue's filters in words, one module for every app that says them: the listing's chips and the product's
 * technical sheet (mfe-catalog), a saved search's summary and link (mfe-dashboard).
 */

/** The listing's URL parameters in the order the URL writes them (spec §2); a saved search's link keeps it. */
export const LISTING_FILTER_KEYS = [
  'search',
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
] as const satisfies readonly (keyof ListProductsFilters)[];

type CatalogValues = Pick<
  ListProductsFilters,
  'category' | 'subcategory' | 'psaGrade' | 'signedBy' | 'rarity' | 'condition'
>;
type Nullable<T> = { [K in keyof T]?: T[K] | null };

/**
 * The names of a piece's (or a filter's) catalogue values: its category's and collection's names and the options'
 * labels. A value the catalogue does not know has no name (undefined); each caller decides what to show instead.
 */
export function catalogValueNames(values: Nullable<CatalogValues>): { [K in keyof CatalogValues]?: string } {
  const { category, subcategory } = values;
  return {
    category: category ? getCategory(category)?.name : undefined,
    subcategory: category && subcategory ? getSubcategory(category, subcategory)?.item.name : undefined,
    psaGrade: optionLabel(PSA_GRADES, values.psaGrade),
    signedBy: optionLabel(SIGNED_BY, values.signedBy),
    rarity: optionLabel(RARITIES, values.rarity),
    condition: optionLabel(CONDITIONS, values.condition),
  };
}

/** 'Firmado por: Lionel Messi', for a chip or a summary. */
export function signedByText(signer: string): string {
  return fillCopy(copy.filters.signedBy, { who: signer });
}

/** A price range in words: '$800 – $5,000', 'Desde $800', 'Hasta $5,000'; undefined with neither bound. */
export function priceRangeText(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined)
    return fillCopy(copy.filters.priceRange, { min: formatPrice(min), max: formatPrice(max) });
  if (min !== undefined) return fillCopy(copy.filters.priceFrom, { min: formatPrice(min) });
  if (max !== undefined) return fillCopy(copy.filters.priceUpTo, { max: formatPrice(max) });
  return undefined;
}
