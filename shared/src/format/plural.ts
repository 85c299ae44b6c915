import { fillCopy } from '../copy';

/** A count's wording in its two Spanish forms; `{count}` (and any other placeholder) is filled by `plural`. */
export interface PluralCopy {
  readonly one: string;
  readonly other: string;
}

const rules = new Intl.PluralRules('es-MX');

/**
 * The form of `forms` that es-MX's plural rules pick for n, filled: plural(1, { one: '{count} pieza vendida',
 * other: '{count} piezas vendidas' }) → '1 pieza vendida'. `{count}` is n in es-MX digits unless values give their
 * own (a badge's '9+'). CLDR's Spanish 'many' (a million and up, compact forms) reads as 'other'.
 */
export function plural(n: number, forms: PluralCopy, values: Record<string, string | number> = {}): string {
  const form = rules.select(n) === 'one' ? forms.one : forms.other;
  return fillCopy(form, { count: n.toLocaleString('es-MX'), ...values });
}
