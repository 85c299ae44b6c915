import { categories, copy } from '@vitrina/shared/core';

/** Sports a collector can follow; stored by value in the user's metadata. */
export const FAVORITE_SPORTS = [
  { value: 'futbol', label: copy.onboarding.sports.football },
  { value: 'basquetbol', label: copy.onboarding.sports.basketball },
  { value: 'beisbol', label: copy.onboarding.sports.baseball },
  { value: 'futbol-americano', label: copy.onboarding.sports.americanFootball },
  { value: 'box', label: copy.onboarding.sports.boxing },
  { value: 'tenis', label: copy.onboarding.sports.tennis },
  { value: 'formula-1', label: copy.onboarding.sports.formula1 },
] as const;

export const FAVORITE_CATEGORIES = categories.map((category) => ({ value: category.id, label: category.name }));

/** Keeps only known values, so stale or hand-edited metadata never shows unknown chips as selected. */
export function knownValues(raw: unknown, options: readonly { value: string }[]): string[] {
  if (!Array.isArray(raw)) return [];
  const allowed = new Set(options.map((option) => option.value));
  return raw.filter((value): value is string => typeof value === 'string' && allowed.has(value));
}
