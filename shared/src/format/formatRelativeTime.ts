import { copy } from '../copy';
import { toDate, type DateInput } from './toDate';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, one: string, many: string): string {
  return `hace ${n} ${n === 1 ? one : many}`;
}

/**
 * Spec §9 thresholds: under 60 s 'hace un momento', then minutes, hours (<24), days (<7),
 * weeks (<4), months (<12), years. Months are 30 days and years 365, which is what a reader expects
 * from "hace N meses". Future dates (clock skew) read as 'hace un momento'.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return copy.display.missingDate;
  if (Number.isNaN(date.getTime())) return copy.display.invalidDate;

  const seconds = Math.floor((now.getTime() - date.getTime()) / 1000);
  if (seconds < MINUTE) return copy.display.justNow;
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minuto', 'minutos');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hora', 'horas');

  const days = Math.floor(seconds / DAY);
  if (days < 7) return plural(days, 'día', 'días');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'semana', 'semanas');
  // Days 28–29 are past the weeks band but not yet 30: still "1 mes".
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return plural(months, 'mes', 'meses');
  return plural(Math.max(1, Math.floor(days / 365)), 'año', 'años');
}
