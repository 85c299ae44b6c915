import { formatPesos } from './formatNumber';

/** Mexican pesos with 0 to 2 decimals: 1500 → '$1,500', 1234.56 → '$1,234.56'. */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return formatPesos(0);
  return formatPesos(value);
}
