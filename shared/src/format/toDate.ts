import { parseISO } from 'date-fns';

export type DateInput = Date | string | number | null | undefined;

/**
 * null/undefined/'' → null (missing); anything else → a Date, possibly invalid.
 * Strings go through parseISO so a date-only value ('2024-03-05') is a local date, not UTC
 * midnight (which would show the previous day in Mexico).
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  const iso = parseISO(value);
  return Number.isNaN(iso.getTime()) ? new Date(value) : iso;
}
