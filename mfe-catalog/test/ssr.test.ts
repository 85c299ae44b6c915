// The catalogue's './ssr' expose: which pages the shell's server renders, and the cache it fills for each, under
// the keys the pages' components read in the browser (so hydration asks for nothing again).
import { QueryClient } from '@tanstack/react-query';
import { loadPageData, rendersOnServer } from '../src/exposes/ssr';
import { categoryProductsQueryOptions } from '../src/features/products-listing/productsQueries';
import { sellerKeys } from '../src/features/seller/sellerQueries';
import { SELLER_PROFILE } from './products';

function answeringBy(route: (url: URL) => unknown) {
  return jest.fn(async (input: string) => {
    const body = JSON.stringify(route(new URL(input)));
    return { ok: true, status: 200, text: async () => body, headers: { get: () => null } };
  });
}

describe('./ssr', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('renders a piece, the listing, a category, a subcategory and a seller; not what it does not know', () => {
    for (const path of [
      '/products/916a0798-cd5e-5fb5-bfa6-31a26b96e04f',
      '/products',
      '/categories/cards',
      '/category/cards/sports',
      '/category/cards/soccer',
      '/sellers/tarjetas-del-norte',
    ])
      expect([path, rendersOnServer(path)]).toEqual([path, true]);
    for (const path of ['/categories/nope', '/category/cards/nope', '/sellers/a/b', '/subastas', '/products/42'])
      expect([path, rendersOnServer(path)]).toEqual([path, false]);
  });

  it("a subcategory's page: its category's pieces in that group's items", async () => {
    // a group of several items reads the products table
    global.fetch = answeringBy(() => []) as unknown as typeof fetch;
    const queryClient = new QueryClient();
    await loadPageData(queryClient, '/category/cards/sports', '');
    const { queryKey } = categoryProductsQueryOptions('cards', ['basketball', 'baseball', 'football', 'soccer']);
    expect(queryClient.getQueryData(queryKey)).toMatchObject({ pages: [{ products: [] }] });
  });

  it("a seller's page in one round: the profile, pieces, reviews and claims leave together, under the page's keys", async () => {
    // every answer waits until all four requests are in flight: a read that waited for another's answer (the
    // profile's id before the pieces) would never be sent, and the page would not load
    const expected = 4;
    const sent: URL[] = [];
    let release!: () => void;
    const allSent = new Promise<void>((resolve) => (release = resolve));
    const route = (url: URL) => {
      if (url.pathname.endsWith('/rpc/seller_claims_for_buyer_by_username')) return 2;
      if (url.pathname.includes('review')) return [];
      if (url.pathname.endsWith('/rpc/list_products')) return { data: [], count: 0 };
      return [SELLER_PROFILE];
    };
    const bodies = new Map<string, unknown>();
    global.fetch = jest.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      sent.push(url);
      if (typeof init?.body === 'string') bodies.set(url.pathname, JSON.parse(init.body));
      if (sent.length === expected) release();
      await allSent;
      const body = JSON.stringify(route(url));
      return { ok: true, status: 200, text: async () => body, headers: { get: () => null } };
    }) as unknown as typeof fetch;
    const queryClient = new QueryClient();
    const { username } = SELLER_PROFILE;
    const loaded = loadPageData(queryClient, `/sellers/${username}`, '');
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      allSent,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`solo ${sent.length} lecturas salieron`)), 2000);
      }),
    ]).finally(() => clearTimeout(timer));
    await loaded;
    expect(sent).toHaveLength(expected);
    expect(sent.map((url) => url.pathname.split('/rest/v1/')[1]).sort()).toEqual([
      'public_profiles',
      'rpc/list_products',
      'rpc/seller_claims_for_buyer_by_username',
      'seller_reviews',
    ]);
    // the pieces (the listing's request) and the reviews name their seller by the username, not by an id read first
    expect(bodies.get('/rest/v1/rpc/list_products')).toEqual({
      sort: 'newest',
      page: 1,
      page_size: 12,
      filters: { seller_username: username },
    });
    for (const url of sent.filter((u) => !u.pathname.includes('/rpc/')))
      expect(url.searchParams.get(url.pathname.endsWith('/public_profiles') ? 'username' : 'seller.username')).toBe(
        `eq.${username}`,
      );
    const seller = queryClient.getQueryData<{ id: string }>(sellerKeys.profile(username));
    expect(seller?.id).toBe(SELLER_PROFILE.id);
    expect(queryClient.getQueryData(sellerKeys.products(username))).toBeDefined();
    expect(queryClient.getQueryData(sellerKeys.reviews(username))).toBeDefined();
    expect(queryClient.getQueryData(sellerKeys.claims(username))).toBe(2);
  });
});
