// The page's HTML starts a page's first request before any script (shared/build/shellHtml.cjs) from the table
// src/earlyReads.ts builds and the build writes as first-reads.json; restRead takes that answer only if the page's
// own query sends this exact request (URL, body and token). These tests start the early reads as the HTML does and
// run the page's query: one request in all, the early one, proves the two are the same.
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '@vitrina/shared/kernel';
import { productQueryOptions } from '@vitrina/shared/data/product';
import { firstReadsOf, startFirstReads } from '../../shared/build/shellHtml.cjs';
import { earlyReads } from '../src/earlyReads';
import { ProductCard } from '../src/features/product-card/ProductCard';
import { EAGER_PHOTOS } from '../src/features/product-card/eagerPhotos';
import { ProductGallery } from '../src/features/product-detail/gallery/ProductGallery';
import { parseListingSearch } from '../src/features/products-listing/listingUrl';
import {
  categoryProductsQueryOptions,
  productListingQueryOptions,
} from '../src/features/products-listing/productsQueries';
import {
  sellerClaimsQueryOptions,
  sellerProductsQueryOptions,
  sellerProfileQueryOptions,
} from '../src/features/seller/sellerQueries';
import { aProduct, SELLER_PROFILE } from './products';
import { renderPage } from './renderPage';

function answering(body: unknown) {
  return jest.fn().mockImplementation(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(body),
    json: async () => body,
    clone() {
      return this;
    },
    headers: { get: () => null },
  }));
}

/** The early reads the app server puts in the HTML of `pathname`, started as that HTML starts them. */
function startEarlyReadsOf(pathname: string) {
  const reads = firstReadsOf(JSON.stringify(earlyReads), pathname, '');
  startFirstReads(getRuntimeConfig(), reads);
  return reads;
}

describe('early reads: the page takes the request its HTML started', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    delete window.__VITRINA_EARLY_READS__;
    document.head.innerHTML = '';
  });

  it("/products: the listing's first page, as the page asks for it with no filters in the address", async () => {
    const fetchMock = answering({ data: [], count: 0 });
    global.fetch = fetchMock;
    expect(startEarlyReadsOf('/products')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchInfiniteQuery(productListingQueryOptions(parseListingSearch('')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__VITRINA_EARLY_READS__).toEqual({});
  });

  it("/categories/:id: a category's first page, as its page asks for it", async () => {
    const fetchMock = answering({ data: [], count: 0 });
    global.fetch = fetchMock;
    expect(startEarlyReadsOf('/categories/cards')).toHaveLength(1);

    await new QueryClient().fetchInfiniteQuery(categoryProductsQueryOptions('cards', []));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__VITRINA_EARLY_READS__).toEqual({});
  });

  it("/products/:id: the piece's row, as the product page (and the shell's prefetch) reads it", async () => {
    const fetchMock = answering([]);
    global.fetch = fetchMock;
    const id = '916a0798-cd5e-5fb5-bfa6-31a26b96e04f';
    expect(startEarlyReadsOf(`/products/${id}`)).toHaveLength(1);

    await new QueryClient().fetchQuery(productQueryOptions(id));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__VITRINA_EARLY_READS__).toEqual({});
  });

  it("/sellers/:username: the seller's profile, first page of pieces and claims count, as the seller page asks for them", async () => {
    const answers = [answering([SELLER_PROFILE]), answering({ data: [aProduct()], count: 1 }), answering(0)];
    const fetchMock = jest.fn(async (url: string) => {
      const which = url.includes('/public_profiles') ? 0 : url.endsWith('/rpc/list_products') ? 1 : 2;
      return answers[which]!(url);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    expect(startEarlyReadsOf('/sellers/sofia_r')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await Promise.all([
      client.fetchQuery(sellerProfileQueryOptions('sofia_r')),
      client.fetchInfiniteQuery(sellerProductsQueryOptions('sofia_r')),
      client.fetchQuery(sellerClaimsQueryOptions('sofia_r')),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(client.getQueryData(sellerProfileQueryOptions('sofia_r').queryKey)).toMatchObject({ id: SELLER_PROFILE.id });
    expect(client.getQueryData(sellerProductsQueryOptions('sofia_r').queryKey)?.pages[0]?.count).toBe(1);
    expect(window.__VITRINA_EARLY_READS__).toEqual({});
  });

  it("another page's request is not answered by the early one: the page asks itself", async () => {
    const fetchMock = answering({ data: [], count: 0 });
    global.fetch = fetchMock;
    startEarlyReadsOf('/categories/cards');

    await new QueryClient().fetchInfiniteQuery(categoryProductsQueryOptions('jerseys', []));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

// The HTML also preloads the first rows' photos from that answer (`images` of the early reads): each must be the very
// file the page's <img> then asks for, or the phone downloads a photo twice.
describe("the early reads' photos", () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
    document.head.innerHTML = '';
    delete window.__VITRINA_EARLY_READS__;
  });

  async function preloadedFor(pattern: keyof typeof earlyReads, answer: unknown) {
    const body = JSON.stringify(answer);
    const response = { ok: true, status: 200, json: async () => JSON.parse(body) };
    global.fetch = jest.fn().mockResolvedValue({ ...response, clone: () => response });
    startFirstReads({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' }, earlyReads[pattern]);
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

  it.each(['/products', '/categories/:id', '/sellers/:username'] as const)(
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
