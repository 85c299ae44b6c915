export type DateInput = Date | string | number | null | undefined;

// ISO 8601 as the database and the apps write it: a date, optionally a time (T or space, any fraction: Postgres
// gives microseconds) and an offset. Parsed by hand: engines differ on the forms outside ECMAScript's own format.
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** A reading of a calendar and a clock (month 1–12). */
export interface ClockReading {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** A timestamp as written: its reading and its offset from UTC, null when it has none. */
export interface WrittenTime extends ClockReading {
  milliseconds: number;
  offsetMinutes: number | null;
}

/** The parts of an ISO 8601 timestamp, or null when the text is not one. */
export function parseIsoParts(value: string): WrittenTime | null {
  const match = ISO.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0', fraction = '', zone] = match;
  const written: WrittenTime = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hours: Number(hours),
    minutes: Number(minutes),
    seconds: Number(seconds),
    milliseconds: Number(fraction.slice(0, 3).padEnd(3, '0')),
    offsetMinutes: null,
  };
  if (
    written.month < 1 ||
    written.month > 12 ||
    written.day < 1 ||
    written.day > 31 ||
    written.hours > 24 ||
    written.minutes > 59 ||
    written.seconds > 59
  )
    return null;
  if (zone) {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    written.offsetMinutes =
      zone.toUpperCase() === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  }
  return written;
}

function parseIso(value: string): Date | null {
  const written = parseIsoParts(value);
  if (!written) return null;
  const { year, month, day, hours, minutes, seconds, milliseconds, offsetMinutes } = written;
  if (offsetMinutes === null) return new Date(year, month - 1, day, hours, minutes, seconds, milliseconds);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds, milliseconds) - offsetMinutes * 60_000);
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
