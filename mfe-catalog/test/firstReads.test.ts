// public/first-reads.json names the listing's first request so the page's HTML can start it before any script
// (shared/build/shellHtml.cjs); restRead takes that answer only if it is this exact request. This test is what keeps
// the file and the listing's own request the same when either changes.
import { QueryClient } from '@tanstack/react-query';
import { productQueryOptions } from '@vitrina/shared/data/product';
import firstReads from '../public/first-reads.json';
import { parseListingSearch } from '../src/features/products-listing/listingUrl';
import {
  categoryProductsQueryOptions,
  productListingQueryOptions,
} from '../src/features/products-listing/productsQueries';

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
