/**
 * Numbers as es-MX writes them, without Intl: a page's first Intl formatter loads the engine's locale data, one
 * uninterruptible call of tens of milliseconds on a phone, in the middle of hydration. es-MX groups thousands with
 * commas and uses a point for decimals. Rounding is Intl's: half away from zero, on the number's shortest decimal
 * text (0.015 → 0.02), not on its binary value as toFixed does. formatNumber.test.ts holds both against Intl.
 */

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

// String(n) writes exponents below 1e-6 (which round to zero here) and from 1e21 (no price or count comes near)
const SMALLEST_PLAIN = 1e-6;
const LARGEST_PLAIN = 1e21;

/** The digits of `size` (not negative) rounded to `maxFractionDigits` decimals: [whole, fraction]. */
function roundDecimal(size: number, maxFractionDigits: number): [string, string] {
  if (size < SMALLEST_PLAIN) return ['0', ''];
  const [whole, fraction = ''] = String(size).split('.');
  if (fraction.length <= maxFractionDigits) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, maxFractionDigits)}`;
  const rounded = fraction[maxFractionDigits] >= '5' ? (BigInt(kept) + 1n).toString() : kept;
  const digits = rounded.padStart(maxFractionDigits + 1, '0');
  return [digits.slice(0, digits.length - maxFractionDigits), digits.slice(digits.length - maxFractionDigits)];
}

/** n with up to `maxFractionDigits` decimals (trailing zeros dropped), thousands grouped: 1234.5 → '1,234.5'. */
export function formatNumber(n: number, maxFractionDigits = 3): string {
  const size = Math.abs(n);
  if (!Number.isFinite(size) || size >= LARGEST_PLAIN) {
    return new Intl.NumberFormat('es-MX', { maximumFractionDigits: maxFractionDigits }).format(n);
  }
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const [whole, fraction] = roundDecimal(size, maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${whole.replace(GROUPS, ',')}${decimals ? `.${decimals}` : ''}`;
}

/** Mexican pesos, as Intl's es-MX currency format with 0 to 2 decimals: -1234.5 → '-$1,234.5'. */
export function formatPesos(n: number): string {
  const text = formatNumber(n, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
