import { copy } from '../copy';
import { toDate, type DateInput } from './toDate';

/** Default pattern: '5 de marzo de 2024'. */
export const DATE_PATTERN_LONG = "d 'de' MMMM 'de' yyyy";
export const DATE_PATTERN_SHORT = 'dd/MM/yyyy';
export const DATE_TIME_PATTERN = "d 'de' MMMM 'de' yyyy, HH:mm";

// The Spanish names live in copy.display (as date-fns' `es` locale wrote them), so every pattern reads as before
// without shipping date-fns to the first load.
const MONTHS = copy.display.monthNames;
const WEEKDAYS = copy.display.weekdayNames;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The pattern tokens the apps use (date-fns / Unicode names); any other letter is an error, as in date-fns. */
const TOKENS: Record<string, (date: Date) => string> = {
  d: (date) => String(date.getDate()),
  dd: (date) => pad(date.getDate(), 2),
  M: (date) => String(date.getMonth() + 1),
  MM: (date) => pad(date.getMonth() + 1, 2),
  MMMM: (date) => MONTHS[date.getMonth()],
  yy: (date) => pad(date.getFullYear() % 100, 2),
  yyyy: (date) => pad(date.getFullYear(), 4),
  H: (date) => String(date.getHours()),
  HH: (date) => pad(date.getHours(), 2),
  m: (date) => String(date.getMinutes()),
  mm: (date) => pad(date.getMinutes(), 2),
  s: (date) => String(date.getSeconds()),
  ss: (date) => pad(date.getSeconds(), 2),
  EEEE: (date) => WEEKDAYS[date.getDay()],
};

// A quoted literal ('de', '' for a quote), a run of one letter, or any other character.
const PATTERN_PART = /'(?:[^']|'')*'?|([A-Za-z])\1*|./g;

function format(date: Date, pattern: string): string {
  return pattern.replace(PATTERN_PART, (part) => {
    if (part.startsWith("'")) return part === "''" ? "'" : part.replace(/^'|'$/g, '').replace(/''/g, "'");
    if (!/^[A-Za-z]/.test(part)) return part;
    const token = TOKENS[part];
    if (!token) throw new RangeError(`formatDate: patrón no soportado "${part}"`);
    return token(date);
  });
}

/** es-MX date; 'N/A' when missing, 'Fecha inválida' when unparseable. */
export function formatDate(value: DateInput, pattern: string = DATE_PATTERN_LONG): string {
  const date = toDate(value);
  if (!date) return copy.display.missingDate;
  if (Number.isNaN(date.getTime())) return copy.display.invalidDate;
  return format(date, pattern);
}
