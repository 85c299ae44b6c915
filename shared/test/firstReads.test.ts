// A page's first data asked for by its HTML: the inline script (shared/build/shellHtml.cjs) starts the
// read with the anonymous key, and restRead takes that answer once instead of asking again.
import { firstReadsOf, preloadForVisitor, startFirstReads } from '../build/shellHtml.cjs';
import { earlyReadKey, restRead } from '../src/data/restRead';

const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };
const read = { path: 'rpc/list_products', args: { sort: 'newest', page: 1, page_size: 12, filters: {} } };
const firstReads = JSON.stringify({ '/products': [read] });

function jsonResponse(body: unknown): Response {
  const text = JSON.stringify(body);
  return { ok: true, status: 200, text: async () => text, headers: { get: () => null } } as unknown as Response;
}

describe('first reads', () => {
  const originalFetch = global.fetch;
  beforeEach(() => {
    window.localStorage.clear();
    delete window.__VITRINA_EARLY_READS__;
    window.__VITRINA_CONFIG__ = config;
  });
  afterEach(() => {
    global.fetch = originalFetch;
    delete window.__VITRINA_CONFIG__;
  });

  it('apply to the exact page only: no query string, trailing slash aside', () => {
    expect(firstReadsOf(firstReads, '/products', '')).toEqual([read]);
    expect(firstReadsOf(firstReads, '/products/', '')).toEqual([read]);
    expect(firstReadsOf(firstReads, '/products', '?sort=price_asc')).toEqual([]);
    expect(firstReadsOf(firstReads, '/products/123', '')).toEqual([]);
    expect(firstReadsOf('not json', '/products', '')).toEqual([]);
    expect(firstReadsOf(JSON.stringify({ '/products': [{ path: '../auth/v1/user' }] }), '/products', '')).toEqual([]);
  });

  it("fill a pattern's segment into the read's parameters", () => {
    const table = JSON.stringify({
      '/products': [read],
      '/products/:id': [{ path: 'products', params: { select: '*', id: 'eq.:id' } }],
    });
    expect(firstReadsOf(table, '/products/916a0798-cd5e-5fb5-bfa6-31a26b96e04f', '')).toEqual([
      { path: 'products', params: { select: '*', id: 'eq.916a0798-cd5e-5fb5-bfa6-31a26b96e04f' } },
    ]);
    expect(firstReadsOf(table, '/products/a/b', '')).toEqual([]);
    expect(firstReadsOf(table, '/products/%3Cscript%3E', '')).toEqual([]);
  });

  it("start before the app and are taken once by the listing's own request", async () => {
    const page = { data: [{ id: 'p1' }], count: 1 };
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse(page));
    global.fetch = fetchMock;
    startFirstReads(config, [read]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/rpc/list_products');
    expect(init.headers).toMatchObject({ apikey: 'anon-key', Authorization: 'Bearer anon-key' });
    expect(Object.keys(window.__VITRINA_EARLY_READS__ ?? {})).toEqual([
      earlyReadKey('POST', url, JSON.stringify(read.args), 'anon-key'),
    ]);

    await expect(restRead({ path: read.path, args: read.args })).resolves.toEqual({ data: page, count: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // a second read of the same page is a request of its own (a refetch, "Reintentar")
    await restRead({ path: read.path, args: read.args });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a read with other arguments is not answered by the early one', async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ data: [], count: 0 }));
    global.fetch = fetchMock;
    startFirstReads(config, [read]);
    await restRead({ path: read.path, args: { ...read.args, sort: 'price_asc' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(window.__VITRINA_EARLY_READS__).not.toEqual({});
  });

  it('a failed early read leaves the page to ask itself', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse({ data: [], count: 0 }));
    global.fetch = fetchMock;
    startFirstReads(config, [read]);
    await expect(restRead({ path: read.path, args: read.args })).resolves.toEqual({
      data: { data: [], count: 0 },
      count: null,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  const storeSession = (session: unknown) => window.localStorage.setItem('sb-127-auth-token', JSON.stringify(session));
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  it("start a member's read with their stored token, which restRead (reading the same token) takes", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ data: [{ id: 'p1' }], count: 1 }));
    global.fetch = fetchMock;
    storeSession({ access_token: 'member-token', expires_at: inAnHour() });
    startFirstReads(config, [read]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({
      apikey: 'anon-key',
      Authorization: 'Bearer member-token',
    });
    await restRead({ path: read.path, args: read.args });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("an answer asked for with another token is not a member's: the page asks itself", async () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ data: [], count: 0 }));
    global.fetch = fetchMock;
    startFirstReads(config, [read]);
    // signed in after the HTML's read left
    storeSession({ access_token: 'member-token', expires_at: inAnHour() });
    await restRead({ path: read.path, args: read.args });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[1] as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer member-token',
    });
  });

  it("on a page rendered on the server start a member's reads only: a visitor's data is already in the page", () => {
    const fetchMock = jest.fn().mockResolvedValue(jsonResponse({ data: [], count: 0 }));
    global.fetch = fetchMock;
    startFirstReads(config, [read], true);
    expect(fetchMock).not.toHaveBeenCalled();
    storeSession({ access_token: 'member-token', expires_at: inAnHour() });
    startFirstReads(config, [read], true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].headers).toMatchObject({
      Authorization: 'Bearer member-token',
    });
  });

  it('start nothing while a stored session nears its expiry or cannot be read: supabase-js settles it first', () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    for (const stored of [
      { access_token: 'old', expires_at: Math.floor(Date.now() / 1000) + 60 },
      { access_token: 'no-expiry' },
      {},
    ]) {
      storeSession(stored);
      startFirstReads(config, [read]);
    }
    window.localStorage.setItem('sb-127-auth-token', 'not json');
    startFirstReads(config, [read]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__VITRINA_EARLY_READS__).toBeUndefined();
  });
});

describe("the first rows' photos", () => {
  const originalFetch = global.fetch;
  const images = { rows: 'data', photos: 'product_images', count: 2 };
  const photo = (name: string, thumb: string | null = null) => ({
    image_url: `https://cdn.test/${name}.jpg`,
    thumb_url: thumb,
  });
  const page = {
    data: [
      { id: 'a', product_images: [photo('a', 'https://cdn.test/a-small.webp'), photo('a2')] },
      { id: 'b', product_images: [] },
      { id: 'c', product_images: [photo('c')] },
    ],
    count: 3,
  };
  const imagePreloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('fetchpriority'),
    ]);

  beforeEach(() => {
    window.localStorage.clear();
    delete window.__VITRINA_EARLY_READS__;
  });
  afterEach(() => {
    global.fetch = originalFetch;
    document.head.innerHTML = '';
  });

  it('preload the first photo of the first rows (the small copy where there is one), the first at high priority, and leave the answer whole to restRead', async () => {
    const answer = jsonResponse(page);
    global.fetch = jest.fn().mockResolvedValue({ ...answer, clone: () => ({ json: async () => page }) });
    window.__VITRINA_CONFIG__ = config;
    startFirstReads(config, [{ ...read, images }]);

    await expect(restRead({ path: read.path, args: read.args })).resolves.toEqual({ data: page, count: null });
    await waitForLinks(1);
    // two rows are looked at; the second has no photo
    expect(imagePreloads()).toEqual([['https://cdn.test/a-small.webp', 'high']]);
    delete window.__VITRINA_CONFIG__;
  });

  it('preload a file two pieces share once, and skip a piece with no photo', async () => {
    const rows = {
      data: [
        { id: 'a', product_images: [photo('same')] },
        { id: 'b', product_images: [] },
        { id: 'c', product_images: [photo('same')] },
        { id: 'd', product_images: [photo('d')] },
      ],
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, clone: () => ({ json: async () => rows }) });
    startFirstReads(config, [{ ...read, images: { ...images, count: 4 } }]);
    await waitForLinks(2);
    expect(imagePreloads()).toEqual([
      ['https://cdn.test/same.jpg', 'high'],
      ['https://cdn.test/d.jpg', 'low'],
    ]);
  });

  it('preload both files of one photo that one piece shows small and another whole', async () => {
    const rows = {
      data: [
        { id: 'a', product_images: [photo('same', 'https://cdn.test/same-small.webp')] },
        { id: 'b', product_images: [photo('same')] },
      ],
    };
    global.fetch = jest.fn().mockResolvedValue({ ok: true, clone: () => ({ json: async () => rows }) });
    startFirstReads(config, [{ ...read, images }]);
    await waitForLinks(2);
    expect(imagePreloads()).toEqual([
      ['https://cdn.test/same-small.webp', 'high'],
      ['https://cdn.test/same.jpg', 'low'],
    ]);
  });

  it("with a srcset, the full photo's URL and both sizes, as the product page's main photo", async () => {
    const piece = [{ id: 'a', product_images: [photo('a', 'https://cdn.test/a-small.webp')] }];
    global.fetch = jest.fn().mockResolvedValue({ ok: true, clone: () => ({ json: async () => piece }) });
    const srcset = { small: 480, full: 1920, sizes: '(min-width: 1024px) 620px, 100vw' };
    startFirstReads(config, [
      { path: 'products', params: { id: 'eq.a' }, images: { photos: 'product_images', count: 1, srcset } },
    ]);
    await waitForLinks(1);
    const link = document.head.querySelector('link[as="image"]');
    expect(link?.getAttribute('href')).toBe('https://cdn.test/a.jpg');
    expect(link?.getAttribute('imagesrcset')).toBe('https://cdn.test/a-small.webp 480w, https://cdn.test/a.jpg 1920w');
    expect(link?.getAttribute('imagesizes')).toBe(srcset.sizes);
  });

  it('preload nothing from a refusal or an answer of another shape', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500, clone: () => ({ json: async () => page }) })
      .mockResolvedValueOnce({ ok: true, clone: () => ({ json: async () => ({ message: 'x' }) }) });
    startFirstReads(config, [
      { ...read, images },
      { ...read, args: { ...read.args, page: 2 }, images },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(imagePreloads()).toEqual([]);
  });

  it('are only taken from a well-formed declaration', () => {
    const table = (extra: unknown) => JSON.stringify({ '/products': [{ ...read, images: extra }] });
    expect(firstReadsOf(table(images), '/products', '')).toEqual([{ ...read, images }]);
    expect(firstReadsOf(table({ rows: 'data', count: 2 }), '/products', '')).toEqual([]);
    expect(firstReadsOf(table({ photos: 'product_images', count: '2' }), '/products', '')).toEqual([]);
  });
});

async function waitForLinks(count: number) {
  for (let tries = 0; tries < 20 && document.head.querySelectorAll('link[as="image"]').length < count; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe("a visitor's preloads on /", () => {
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('are made without a stored session, at low priority', () => {
    preloadForVisitor(['http://localhost:3001/remoteEntry.js']);
    expect(preloads()).toEqual(['http://localhost:3001/remoteEntry.js']);
    expect(document.head.querySelector('link')?.getAttribute('fetchpriority')).toBe('low');
  });

  it('are not made for a member', () => {
    window.localStorage.setItem('sb-localhost-auth-token', '{}');
    preloadForVisitor(['http://localhost:3001/remoteEntry.js']);
    expect(preloads()).toEqual([]);
  });
});
