// public/first-reads.json names the listing's first request so the page's HTML can start it before any script
// (shared/build/shellHtml.cjs); restRead takes that answer only if it is this exact request. This test is what keeps
// the file and the listing's own request the same when either changes.
import { QueryClient } from '@tanstack/react-query';
import firstReads from '../../../public/first-reads.json';
import { parseListingSearch } from './listingUrl';
import { productListingQueryOptions } from './productsQueries';

describe('first-reads.json', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it("/products: the listing's first page, as the page asks for it with no filters in the address", async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      status: 200,
      text: async () => JSON.stringify({ data: [], count: 0 }),
      headers: { get: () => null },
    });
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
