export type DateInput = Date | string | number | null | undefined;

// ISO 8601 as the database and the apps write it: a date, optionally a time (T or space, any fraction: Postgres
// gives microseconds) and an offset. Parsed by hand: engines differ on the forms outside ECMAScript's own format.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function parseIso(value: string): Date | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '', zone] = match;
  const ms = Number(fraction.slice(0, 3).padEnd(3, '0'));
  const fields = [
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
    ms,
  ] as const;
  if (fields[1] > 11 || fields[2] < 1 || fields[2] > 31 || fields[3] > 24 || fields[4] > 59 || fields[5] > 59)
    return null;
  if (!zone) return new Date(...fields);
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  }
  return new Date(Date.UTC(...fields) - offsetMinutes * 60_000);
}

/**
 * null/undefined/'' → null (missing); anything else → a Date, possibly invalid.
 * A date-only string ('2024-03-05') is a local date, not UTC midnight (which would show the previous day in
 * Mexico); a date-time without offset is local time too.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return parseIso(value) ?? new Date(value);
}
