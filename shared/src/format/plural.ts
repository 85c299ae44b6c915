import { fillCopy } from '../copy';
import { formatNumber } from './formatNumber';

/** A count's wording in its two Spanish forms; `{count}` (and any other placeholder) is filled by `plural`. */
export interface PluralCopy {
  readonly one: string;
  readonly other: string;
}

/**
 * The form of `forms` that es-MX's plural rules pick for n, filled: plural(1, { one: '{count} pieza vendida',
 * other: '{count} piezas vendidas' }) → '1 pieza vendida'. `{count}` is n in es-MX digits unless values give their
 * own (a badge's '9+'). CLDR's Spanish 'one' is exactly n = 1 (n the absolute value), without Intl.PluralRules and
 * its locale data; its 'many' (a million and up, compact forms) reads as 'other'.
 */
export function plural(n: number, forms: PluralCopy, values: Record<string, string | number> = {}): string {
  const form = Math.abs(n) === 1 ? forms.one : forms.other;
  return fillCopy(form, { count: formatNumber(n), ...values });
}
