/** '1,500.50' / '1500,5' / ' 900 ' as a number, or null. */
export function parseAmountText(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '');
  if (!clean) return null;
  const normalised = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(clean) ? clean.replace(/,/g, '') : clean.replace(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
