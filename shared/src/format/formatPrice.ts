import { formatPesos } from './formatNumber';

/** Mexican pesos with 0 to 2 decimals: 1500 → '$1,500', 1234.56 → '$1,234.56'. */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return formatPesos(0);
  return formatPesos(value);
}

/** The ISO code of the one currency the marketplace sells in (spec §1). */
const CURRENCY_CODE = 'MXN';

/**
 * The amount a buyer pays, stated once with its currency: 7000 → '$7,000 MXN'. Only a total says "MXN" (the cart's,
 * checkout's and an order's total): the prices of cards, lists, lines and subtotals around it are formatPrice's
 * '$7,000', which would read as a column of codes if each named the currency; "$" alone is also the dollar's sign,
 * so the figure that is charged says which one it is.
 */
export function formatTotal(amount: number | string | null | undefined): string {
  return `${formatPrice(amount)} ${CURRENCY_CODE}`;
}
