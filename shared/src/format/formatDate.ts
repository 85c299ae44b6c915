import { copy } from '../copy';
import { inMarketZone } from './marketClock';
import { parseIsoParts, toDate, type ClockReading, type DateInput } from './toDate';

/** Default pattern: '5 de marzo de 2024'. */
export const DATE_PATTERN_LONG = "d 'de' MMMM 'de' yyyy";
export const DATE_PATTERN_SHORT = 'dd/MM/yyyy';
export const DATE_TIME_PATTERN = "d 'de' MMMM 'de' yyyy, HH:mm";

// The Spanish names live in copy.display (as date-fns' `es` locale wrote them), so every pattern reads as before
// without shipping date-fns to the first load.
const MONTHS = copy.display.monthNames;
const WEEKDAYS = copy.display.weekdayNames;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const weekday = ({ year, month, day }: ClockReading) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** The pattern tokens the apps use (date-fns / Unicode names); any other letter is an error, as in date-fns. */
const TOKENS: Record<string, (clock: ClockReading) => string> = {
  d: (clock) => String(clock.day),
  dd: (clock) => pad(clock.day, 2),
  M: (clock) => String(clock.month),
  MM: (clock) => pad(clock.month, 2),
  MMM: (clock) => MONTHS[clock.month - 1].slice(0, 3),
  MMMM: (clock) => MONTHS[clock.month - 1],
  yy: (clock) => pad(clock.year % 100, 2),
  yyyy: (clock) => pad(clock.year, 4),
  H: (clock) => String(clock.hours),
  HH: (clock) => pad(clock.hours, 2),
  m: (clock) => String(clock.minutes),
  mm: (clock) => pad(clock.minutes, 2),
  s: (clock) => String(clock.seconds),
  ss: (clock) => pad(clock.seconds, 2),
  EEEE: (clock) => WEEKDAYS[weekday(clock)],
};

// A quoted literal ('de', '' for a quote), a run of one letter, or any other character.
const PATTERN_PART = /'(?:[^']|'')*'?|([A-Za-z])\1*|./g;

function format(clock: ClockReading, pattern: string): string {
  return pattern.replace(PATTERN_PART, (part) => {
    if (part.startsWith("'")) return part === "''" ? "'" : part.replace(/^'|'$/g, '').replace(/''/g, "'");
    if (!/^[A-Za-z]/.test(part)) return part;
    const token = TOKENS[part];
    if (!token) throw new RangeError(`formatDate: patrón no soportado "${part}"`);
    return token(clock);
  });
}

/** es-MX date on the market's clock; 'N/A' when missing, 'Fecha inválida' when unparseable. */
export function formatDate(value: DateInput, pattern: string = DATE_PATTERN_LONG): string {
  const written = typeof value === 'string' ? parseIsoParts(value) : null;
  if (written && written.offsetMinutes === null) return format(written, pattern);
  const date = toDate(value);
  if (!date) return copy.display.missingDate;
  if (Number.isNaN(date.getTime())) return copy.display.invalidDate;
  return format(inMarketZone(date), pattern);
}
