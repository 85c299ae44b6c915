import { categories } from '@vitrina/shared/core';
import { onboardingCopy } from './copy';

/** Sports a collector can follow; stored by value in the user's metadata. */
export const FAVORITE_SPORTS = [
  { value: 'futbol', label: onboardingCopy.sports.football },
  { value: 'basquetbol', label: onboardingCopy.sports.basketball },
  { value: 'beisbol', label: onboardingCopy.sports.baseball },
  { value: 'futbol-americano', label: onboardingCopy.sports.americanFootball },
  { value: 'box', label: onboardingCopy.sports.boxing },
  { value: 'tenis', label: onboardingCopy.sports.tennis },
  { value: 'formula-1', label: onboardingCopy.sports.formula1 },
] as const;

export const FAVORITE_CATEGORIES = categories.map((category) => ({ value: category.id, label: category.name }));

/** Keeps only known values, so stale or hand-edited metadata never shows unknown chips as selected. */
export function knownValues(raw: unknown, options: readonly { value: string }[]): string[] {
  if (!Array.isArray(raw)) return [];
  const allowed = new Set(options.map((option) => option.value));
  return raw.filter((value): value is string => typeof value === 'string' && allowed.has(value));
}
