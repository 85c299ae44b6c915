import { queryClient } from '@vitrina/shared/kernel';

const PRODUCT_PATH = /^\/products?\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The data of the page the visitor landed on, asked for while its remote downloads. A product page opened from a
 * link or a reload used to wait for the catalog's entry and chunks before the request for its piece even left
 * (bench/pages: the h1 is the LCP element, 1.5 s after the first paint). The query is the catalog's own
 * (`productQueryOptions` of the shared data module, same key), so the page finds it in flight or done; on failure
 * the page's own query tries again as before. The import names the product entity's module alone: the data entry
 * is bundled into each app, and '@vitrina/shared/data' whole would put every entity in this chunk.
 */
export function prefetchFirstPage(pathname: string): void {
  const product = PRODUCT_PATH.exec(pathname);
  if (!product) return;
  const id = product[1];
  void import('@vitrina/shared/data/product')
    .then(({ productQueryOptions }) => queryClient.prefetchQuery(productQueryOptions(id)))
    .catch(() => {
      // the page loads the piece itself
    });
}
