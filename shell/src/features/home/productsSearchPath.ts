/** The listing URL for a hero search: /products?search={encoded query}, or the plain listing for a blank query. */
export function productsSearchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : '/products';
}
