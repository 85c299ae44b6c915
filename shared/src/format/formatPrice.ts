// One formatter instance: building Intl formatters is comparatively slow and prices render in long lists.
const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Mexican pesos with 0 to 2 decimals: 1500 → '$1,500', 1234.56 → '$1,234.56'. */
export function formatPrice(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return mxn.format(0);
  return mxn.format(value);
}
