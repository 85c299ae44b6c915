import { categories } from '@vitrina/shared/core';

/** Sports a collector can follow; stored by value in the user's metadata. */
export const FAVORITE_SPORTS = [
  { value: 'futbol', label: 'Fútbol' },
  { value: 'basquetbol', label: 'Básquetbol' },
  { value: 'beisbol', label: 'Béisbol' },
  { value: 'futbol-americano', label: 'Fútbol americano' },
  { value: 'box', label: 'Box' },
  { value: 'tenis', label: 'Tenis' },
  { value: 'formula-1', label: 'Fórmula 1' },
] as const;

export const FAVORITE_CATEGORIES = categories.map((category) => ({ value: category.id, label: category.name }));

/** Keeps only known values, so stale or hand-edited metadata never shows unknown chips as selected. */
export function knownValues(raw: unknown, options: readonly { value: string }[]): string[] {
  if (!Array.isArray(raw)) return [];
  const allowed = new Set(options.map((option) => option.value));
  return raw.filter((value): value is string => typeof value === 'string' && allowed.has(value));
}
