// public/first-reads.json names the listing's first request so the page's HTML can start it before any script
// (shared/build/shellHtml.cjs); restRead takes that answer only if it is this exact request. This test is what keeps
// the file and the listing's own request the same when either changes.
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@vitrina/shared/data/product';
import { startFirstReads } from '../../shared/build/shellHtml.cjs';
import firstReads from '../public/first-reads.json';
import { ProductCard } from '../src/features/product-card/ProductCard';
import { EAGER_PHOTOS } from '../src/features/product-card/ProductResults';
import { ProductGallery } from '../src/features/product-detail/gallery/ProductGallery';
import { parseListingSearch } from '../src/features/products-listing/listingUrl';
import {
  categoryProductsQueryOptions,
  productListingQueryOptions,
} from '../src/features/products-listing/productsQueries';
import { aProduct, SELLER_PROFILE } from './products';
import { renderPage } from './renderPage';

function answering(body: unknown) {
  return jest.fn().mockResolvedValue({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(body),
    headers: { get: () => null },
  });
}

describe('first-reads.json', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("/categories/:id: a category's first page, as its page asks for it", async () => {
    const fetchMock = answering({ data: [], count: 0 });
    global.fetch = fetchMock;
    await new QueryClient().fetchInfiniteQuery(categoryProductsQueryOptions('cards', []));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [read] = firstReads['/categories/:id'];
    expect(new URL(url).pathname).toBe(`/rest/v1/${read.path}`);
    expect(init.body).toBe(JSON.stringify(read.args).replace(':id', 'cards'));
  });

  it("/products/:id: the piece's row, as the product page (and the shell's prefetch) reads it", async () => {
    const fetchMock = answering([]);
    global.fetch = fetchMock;
    const id = '916a0798-cd5e-5fb5-bfa6-31a26b96e04f';
    await new QueryClient().fetchQuery(productQueryOptions(id));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [read] = firstReads['/products/:id'];
    const sent = new URL(url);
    expect(sent.pathname).toBe(`/rest/v1/${read.path}`);
    expect(init.method).toBe('GET');
    // the same parameters in the same order: the early answer is matched by the URL's text
    const expected = new URLSearchParams(
      Object.entries(read.params).map(([name, value]) => [name, value.replace(':id', id)]),
    );
    expect(sent.search).toBe(`?${expected.toString()}`);
  });

  it("/products: the listing's first page, as the page asks for it with no filters in the address", async () => {
    const fetchMock = answering({ data: [], count: 0 });
    global.fetch = fetchMock;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchInfiniteQuery(productListingQueryOptions(parseListingSearch('')));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const [read] = firstReads['/products'];
    expect(new URL(url).pathname).toBe(`/rest/v1/${read.path}`);
    expect(new URL(url).search).toBe('');
    expect(init.method).toBe('POST');
    // byte for byte: the early answer is matched by the body's text
    expect(init.body).toBe(JSON.stringify(read.args));
  });
});

// The HTML also preloads the first rows' photos from that answer (`images` in first-reads.json): each must be the very
// file the page's <img> then asks for, or the phone downloads a photo twice.
describe("first-reads.json's photos", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    document.head.innerHTML = '';
    delete window.__VITRINA_EARLY_READS__;
  });

  async function preloadedFor(pattern: keyof typeof firstReads, answer: unknown) {
    const body = JSON.stringify(answer);
    const response = { ok: true, status: 200, json: async () => JSON.parse(body) };
    global.fetch = jest.fn().mockResolvedValue({ ...response, clone: () => response });
    startFirstReads({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' }, firstReads[pattern]);
    await waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    return [...document.head.querySelectorAll('link[as="image"]')].map((link) => ({
      src: link.getAttribute('href'),
      srcSet: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
    }));
  }

  const withThumb = (product: ReturnType<typeof aProduct>) => ({
    ...product,
    product_images: [{ ...product.product_images[0], thumb_url: `https://example.test/${product.id}-small.webp` }],
  });

  it.each(['/products', '/categories/:id'] as const)(
    '%s: the eager cards’ photos, as the cards load them',
    async (page) => {
      const rows = [withThumb(aProduct()), aProduct(), withThumb(aProduct()), aProduct(), aProduct(), aProduct()];
      const preloaded = await preloadedFor(page, { data: rows, count: rows.length });

      const { container } = renderPage(
        <>
          {rows.map((product, index) => (
            <ProductCard
              key={product.id}
              product={{ ...product, seller: SELLER_PROFILE as never }}
              eagerImage={index < EAGER_PHOTOS}
            />
          ))}
        </>,
        { path: '/products', route: '/products' },
      );
      const eager = [...container.querySelectorAll('img[loading="eager"]')].map((img) => ({
        src: img.getAttribute('src'),
        srcSet: null,
        sizes: null,
      }));
      expect(eager).toHaveLength(EAGER_PHOTOS);
      expect(preloaded).toEqual(eager);
    },
  );

  it("/products/:id: the gallery's main photo, with its srcset and sizes", async () => {
    const piece = withThumb(aProduct({ title: 'Balón firmado' }));
    const preloaded = await preloadedFor('/products/:id', [piece]);

    renderPage(<ProductGallery title={piece.title} images={piece.product_images} />, {
      path: `/products/${piece.id}`,
      route: '/products/:id',
    });
    const main = screen.getByRole('button', { name: /Balón firmado/ }).querySelector('img');
    expect(preloaded).toEqual([
      { src: main?.getAttribute('src'), srcSet: main?.getAttribute('srcset'), sizes: main?.getAttribute('sizes') },
    ]);
    expect(preloaded[0].srcSet).toContain('-small.webp');
  });
});
