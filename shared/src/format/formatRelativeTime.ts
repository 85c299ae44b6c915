import { copy, fillCopy } from '../copy';
import { plural as pluralForm } from './plural';
import { toDate, type DateInput } from './toDate';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type TimeUnit = keyof typeof copy.display.timeUnits;

function plural(n: number, unit: TimeUnit): string {
  const { one, many } = copy.display.timeUnits[unit];
  const { timeAgo } = copy.display;
  return pluralForm(n, { one: fillCopy(timeAgo, { unit: one }), other: fillCopy(timeAgo, { unit: many }) }, { n });
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
  if (seconds < HOUR) return plural(Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return plural(Math.floor(seconds / HOUR), 'hour');

  const days = Math.floor(seconds / DAY);
  if (days < 7) return plural(days, 'day');
  const weeks = Math.floor(days / 7);
  if (weeks < 4) return plural(weeks, 'week');
  // Days 28–29 are past the weeks band but not yet 30: still "1 mes".
  const months = Math.max(1, Math.floor(days / 30));
  if (months < 12) return plural(months, 'month');
  return plural(Math.max(1, Math.floor(days / 365)), 'year');
}
