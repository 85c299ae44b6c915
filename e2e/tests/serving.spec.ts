import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import http from 'node:http';
import zlib from 'node:zlib';
import { createSeller } from '../support/fixtureSellers';
import { createBuyer, createPublishedProduct } from '../support/fixtureProducts';
import { remoteServer, signIn, signInWithSession } from '../support/helpers';

// How the app servers answer: every HTML answer is revalidated so a deploy reaches returning visitors,
// only content-hashed files are cached for a year, and code goes out brotli or gzip by Accept-Encoding.

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function get(request: APIRequestContext, url: string, encoding = 'identity') {
  return request.get(url, { headers: { 'Accept-Encoding': encoding } });
}

/**
 * The URL of every script the page compiles from now on, as the DevTools protocol reports each: a preloaded script
 * the page never runs is a download for nothing.
 */
async function scriptsRun(page: Page): Promise<Set<string>> {
  const ran = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Debugger.scriptParsed', (event) => ran.add(event.url));
  await cdp.send('Debugger.enable');
  await cdp.send('Debugger.setSkipAllPauses', { skip: true });
  return ran;
}

async function remoteBases(request: APIRequestContext): Promise<Record<string, string>> {
  const manifest = (await (await get(request, '/remotes.json')).json()) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(manifest).map(([name, url]) => [name, url.replace(/\/mf-manifest\.json$/, '')]),
  );
}

/** A content-hashed script the shell's index.html loads. */
async function hashedShellScript(request: APIRequestContext) {
  const html = await (await get(request, '/')).text();
  const src = /<script[^>]+src="(\/[^"]+\.[0-9a-f]{10}\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`index.html sin script con hash:\n${html}`);
  return src;
}

test.describe('Cache-Control', () => {
  for (const path of ['/', '/index.html', '/products/42', '/dashboard/orders', '/una-ruta-que-no-existe']) {
    test(`${path} (HTML) se sirve con no-cache`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
    });
  }

  test('la página de un remoto, su mf-manifest.json y su remoteEntry.js se revalidan; sus chunks con hash son inmutables', async ({
    request,
  }) => {
    const bases = await remoteBases(request);
    expect(Object.keys(bases)).toHaveLength(5);
    for (const base of Object.values(bases)) {
      for (const path of ['/', '/mf-manifest.json', '/remoteEntry.js', '/favicon.svg']) {
        expect((await get(request, `${base}${path}`)).headers()['cache-control'], `${base}${path}`).toBe('no-cache');
      }
      const manifest = await (await get(request, `${base}/mf-manifest.json`)).json();
      const chunk = manifest.exposes[0].assets.js.sync[0] as string;
      const response = await get(request, `${base}/${chunk}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control'], chunk).toBe(IMMUTABLE);
    }
  });

  test('los archivos generados al arrancar (runtime-config.js, remotes.json) se revalidan', async ({ request }) => {
    for (const path of ['/runtime-config.js', '/remotes.json']) {
      expect((await get(request, path)).headers()['cache-control']).toBe('no-cache');
    }
  });

  test('un script del shell con hash en el nombre es inmutable', async ({ request }) => {
    const response = await get(request, await hashedShellScript(request));
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  });
});

test.describe('Compresión', () => {
  test('el HTML y los scripts salen en brotli o gzip según Accept-Encoding, y sin comprimir si no se acepta', async ({
    request,
  }) => {
    const script = await hashedShellScript(request);
    for (const path of ['/', '/products/42', script]) {
      const plain = await get(request, path);
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      const body = await plain.body();

      const br = await get(request, path, 'gzip, deflate, br');
      expect(br.headers()['content-encoding'], path).toBe('br');
      expect(br.headers()['vary']).toContain('Accept-Encoding');
      // Content-Length is what went over the wire; body() is what Playwright decoded from it.
      expect(Number(br.headers()['content-length'])).toBeLessThan(body.length);
      expect((await br.body()).equals(body)).toBe(true);

      const gzip = await get(request, path, 'gzip');
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(Number(gzip.headers()['content-length'])).toBeLessThan(body.length);
      expect((await gzip.body()).equals(body)).toBe(true);
    }
  });

  test('el mf-manifest.json y el remoteEntry.js de cada remoto salen comprimidos', async ({ request }) => {
    for (const base of Object.values(await remoteBases(request))) {
      for (const path of ['/mf-manifest.json', '/remoteEntry.js']) {
        const response = await get(request, `${base}${path}`, 'gzip, deflate, br');
        expect(response.headers()['content-encoding'], `${base}${path}`).toBe('br');
        expect(response.headers()['cache-control']).toBe('no-cache');
      }
    }
  });
});

test.describe('HTML del shell (issue #21)', () => {
  test('lleva el mapa de remotos y las pistas de la ruta: preconnect a la API y al remoto de la ruta', async ({
    request,
  }) => {
    const remotes = (await (await get(request, '/remotes.json')).json()) as Record<string, string>;
    const products = await (await get(request, '/products', 'gzip, deflate, br')).text();
    const inline = /window\.__VITRINA_REMOTES__ = (\{.*?\});<\/script>/.exec(products)?.[1];
    expect(JSON.parse(inline!)).toEqual(remotes);
    const catalog = new URL(remotes.mfe_catalog);
    expect(products).toContain(`<link rel="preconnect" href="${catalog.origin}" crossorigin />`);
    expect(products).toMatch(/<link rel="preconnect" href="http:\/\/[^"]+" crossorigin \/>/);
    // the hints precede the runtime config and the bundle, so the browser acts on them first
    // the runtime config is written inline (its own request blocked the parser for a round trip), after the hints
    expect(products).not.toContain('<script src="/runtime-config.js">');
    const config = await (await get(request, '/runtime-config.js')).text();
    expect(products).toContain(`<script>${config.trim()}</script>`);
    expect(products.indexOf('__VITRINA_REMOTES__')).toBeLessThan(products.indexOf('__VITRINA_CONFIG__'));
    expect(products.indexOf('__VITRINA_CONFIG__')).toBeLessThan(products.indexOf('/main.'));
    // a shell page connects to no remote; every page still carries the map
    const privacy = await (await get(request, '/privacy')).text();
    expect(privacy).toContain('__VITRINA_REMOTES__');
    expect(privacy).not.toContain(`href="${catalog.origin}"`);
  });

  test('el shell ya no pide /remotes.json: usa el mapa del HTML', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') asked.push(request.url());
    });
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
    expect(asked).toEqual([]);
  });

  test('la página trae el manifiesto de su remoto y precarga sus scripts y los del shell: ninguno sobra ni se pide dos veces', async ({
    page,
    request,
  }) => {
    const remotes = (await (await get(request, '/remotes.json')).json()) as Record<string, string>;
    const html = await (await get(request, '/products')).text();
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map((match) => match[1]);
    const catalog = new URL(remotes.mfe_catalog).origin;
    // the shell's own start-up chunks, then the catalog's entry and the scripts of its routes
    expect(preloads.filter((href) => href.startsWith('/')).length).toBeGreaterThan(3);
    expect(preloads).toContain(`${catalog}/remoteEntry.js`);
    expect(preloads.some((href) => /\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(html).toContain('__VITRINA_MANIFESTS__');

    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || req.url().endsWith('/mf-manifest.json')) scripts.push(req.url());
    });
    const ran = await scriptsRun(page);
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
    // every preload is a script the page runs
    await expect
      .poll(() => preloads.map((href) => new URL(href, page.url()).href).filter((url) => !ran.has(url)))
      .toEqual([]);
    // the catalogue's manifest came with the page: not asked for at start, nor again right after
    expect(scripts.filter((url) => url === remotes.mfe_catalog)).toEqual([]);
    // each script once: the preload's download is the one the page runs
    expect(scripts.length).toBe(new Set(scripts).size);
  });

  /**
   * Every request `matches` picks while a fresh page (empty cache, as a first visit) opens `path`, and whether the
   * first of them left before the remote's entry script had loaded, which only a request of the HTML itself can.
   */
  async function readsOnFirstVisit(
    browser: Browser,
    path: string,
    matches: (request: Request) => boolean,
    storageState?: BrowserContextOptions['storageState'],
  ) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState });
    const page = await context.newPage();
    const reads: Request[] = [];
    let entryLoaded = Number.POSITIVE_INFINITY;
    let firstRead = Number.POSITIVE_INFINITY;
    page.on('request', (request) => {
      if (!matches(request)) return;
      reads.push(request);
      firstRead = Math.min(firstRead, Date.now());
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entryLoaded = Math.min(entryLoaded, Date.now());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return { page, reads, startedBeforeEntry: firstRead < entryLoaded, close: () => context.close() };
  }

  const isListingRead = (request: Request) =>
    request.method() === 'POST' && request.url().endsWith('/rest/v1/rpc/list_products');

  /** A published piece from the sitemap, and what picks the read of its row. */
  async function aPiece(request: APIRequestContext) {
    const sitemap = await (await get(request, '/sitemap.xml')).text();
    const piece = /\/products\/([0-9a-f-]{36})</.exec(sitemap)?.[1];
    expect(piece).toBeTruthy();
    const isPieceRead = (req: Request) => {
      const url = new URL(req.url());
      return url.pathname === '/rest/v1/products' && url.searchParams.get('id') === `eq.${piece}`;
    };
    return { piece: piece!, isPieceRead };
  }

  async function listingFirstVisit(browser: Browser, path: string) {
    const visit = await readsOnFirstVisit(browser, path, isListingRead);
    await expect(visit.page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
    await visit.close();
    return visit;
  }

  test('la página de una pieza precarga su propio chunk desde el HTML: sale antes de que el módulo de rutas del catálogo haya llegado, se usa y se pide una vez; el listado no lo precarga', async ({
    browser,
    request,
  }) => {
    const { piece } = await aPiece(request);
    const remotes = (await (await get(request, '/remotes.json')).json()) as Record<string, string>;
    const catalog = new URL(remotes.mfe_catalog).origin;
    const preloadsOf = async (path: string) =>
      [...(await (await get(request, path)).text()).matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
        (match) => match[1],
      );
    const isPageChunk = (name: string) => (href: string) =>
      href.startsWith(`${catalog}/`) && new RegExp(`/${name}\\.[0-9a-f]{10}\\.js$`).test(href);

    const piecePreloads = await preloadsOf(`/products/${piece}`);
    const chunk = piecePreloads.find(isPageChunk('product-detail'));
    expect(chunk, piecePreloads.join('\n')).toBeTruthy();
    // after the routes expose's scripts, which the shell's runtime needs first
    const routesIndex = piecePreloads.findIndex((href) => /\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(href));
    expect(routesIndex).toBeGreaterThan(-1);
    expect(piecePreloads.indexOf(chunk!)).toBeGreaterThan(routesIndex);
    // the listing and a seller's page do not bring the piece's page; a seller's brings its own
    expect((await preloadsOf('/products')).filter(isPageChunk('product-detail'))).toEqual([]);
    const sellerPreloads = await preloadsOf('/sellers/tarjetas-del-norte');
    expect(sellerPreloads.filter(isPageChunk('product-detail'))).toEqual([]);
    expect(sellerPreloads.filter(isPageChunk('seller-page'))).toHaveLength(1);

    // a first visit (empty cache): the order in which the catalogue's files were asked for and arrived
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') events.push(`pide ${req.url()}`);
    });
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') events.push(`llegó ${req.url()}`);
    });
    const ran = await scriptsRun(page);
    await page.goto(`/products/${piece}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // every preload is a script the page runs
    await expect
      .poll(() => piecePreloads.map((href) => new URL(href, page.url()).href).filter((url) => !ran.has(url)))
      .toEqual([]);
    await context.close();
    // asked for once: the preload's download is the one the page ran
    expect(events.filter((event) => event === `pide ${chunk}`)).toHaveLength(1);
    // without the HTML's preload the routes module asks for it as it runs, so only after its file has arrived
    const routesArrived = events.findIndex((event) =>
      /^llegó .*\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(event),
    );
    expect(routesArrived).toBeGreaterThan(-1);
    expect(events.indexOf(`pide ${chunk}`)).toBeGreaterThan(-1);
    expect(events.indexOf(`pide ${chunk}`)).toBeLessThan(routesArrived);
    expect(events).toContain(`llegó ${chunk}`);
  });

  /**
   * A first visit (empty cache) to a piece: every request and arrival after the document's, in order, and the main
   * photo the page shows.
   */
  async function pieceRequestOrder(browser: Browser, id: string) {
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() !== 'document') events.push(`pide ${req.resourceType()} ${req.url()}`);
    });
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'document') events.push(`llegó ${req.resourceType()} ${req.url()}`);
    });
    await page.goto(`/product/${id}`);
    const photo = page.locator('main button[aria-haspopup="dialog"] img').first();
    await expect(photo).toBeVisible({ timeout: 30_000 });
    // hydrated: the photo opens the viewer
    await photo.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const shown = await photo.evaluate((img) => (img as HTMLImageElement).currentSrc);
    await context.close();
    return { events, photo: shown };
  }

  // @alone (docs/testing.md): it breaks mfe-catalog's server build, which every other test's pages use.
  test(
    'una pieza renderizada en el servidor pide su foto principal antes que nada y su código cuando la foto ya llegó; su respaldo pide el código primero',
    { tag: '@alone' },
    async ({ browser, request }) => {
      const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
      const { id } = await createPublishedProduct(seller);
      const rendered = async () => (await get(request, `/product/${id}`)).text();
      await expect.poll(async () => (await rendered()).includes('id="vitrina-state"')).toBe(true);
      const head = (await rendered()).split('</head>')[0];
      // the photo's preload leads <head>: before any script, inline or not, and any script preload
      const photoPreload = head.search(/<link rel="preload" as="image" [^>]*fetchpriority="high"/i);
      expect(photoPreload).toBeGreaterThan(-1);
      expect(photoPreload).toBeLessThan(head.indexOf('<script'));
      // the code is in an inert template until the page has painted
      const template = head.indexOf('<template id="vitrina-code">');
      expect(template).toBeGreaterThan(-1);
      const outside = head.slice(0, template) + head.slice(head.indexOf('</template>'));
      expect(outside).not.toMatch(/<script[^>]*\ssrc=|<link rel="preload" as="script"/);

      const served = await pieceRequestOrder(browser, id);
      expect(served.events[0]).toBe(`pide image ${served.photo}`);
      const photoArrived = served.events.indexOf(`llegó image ${served.photo}`);
      expect(photoArrived).toBeGreaterThan(-1);
      expect(served.events.findIndex((event) => event.startsWith('pide script '))).toBeGreaterThan(photoArrived);

      // rendered in the browser (the catalogue's server build broken): the code is the critical path, it leaves first
      await remoteServer('break-server', 'mfe_catalog');
      try {
        expect(await rendered()).not.toContain('id="vitrina-state"');
        const fallback = await pieceRequestOrder(browser, id);
        expect(fallback.events[0]).toMatch(/^pide script .*\/main\.[0-9a-f]{10}\.js$/);
        expect(fallback.events.indexOf(`pide image ${fallback.photo}`)).toBeGreaterThan(0);
      } finally {
        await remoteServer('fix', 'mfe_catalog');
      }
    },
  );

  /**
   * Notes, in the page, whether the element a person's first pointer down and focus went to was live (React had
   * hydrated it) at that moment. These tests act as soon as Playwright can, with the photos held so the code waits
   * for the person; on a loaded machine the code's time limit (1 s) may pass first, so the test reports it (an
   * annotation) rather than fail on it: the early path itself is proven in earlyClicks.test.tsx.
   */
  async function noteLiveAtFirstTouch(page: Page) {
    await page.addInitScript(() => {
      const first: Record<string, boolean> = {};
      (window as unknown as { __liveAtFirst: Record<string, boolean> }).__liveAtFirst = first;
      for (const type of ['pointerdown', 'focusin']) {
        window.addEventListener(
          type,
          (event) => {
            first[type] ??= Object.keys(event.target as object).some((key) => key.startsWith('__reactProps$'));
          },
          true,
        );
      }
    });
  }
  const liveAtFirst = (page: Page) =>
    page.evaluate(() => (window as unknown as { __liveAtFirst: Record<string, boolean> }).__liveAtFirst);

  test('lo que se hace antes de que el código llegue no se pierde: una búsqueda con Enter llega con sus palabras y «Agregar al carrito» agrega la pieza', async ({
    page,
  }) => {
    const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
    const stamp = Date.now().toString(36);
    const product = await createPublishedProduct(seller, { price: 1500, title: `Jersey vitrinazo ${stamp}` });
    const words = `vitrinazo ${stamp}`;
    await noteLiveAtFirstTouch(page);
    // the photos wait until a person has acted (on this fast link they would paint, and the code start, at once)
    let release = () => {};
    let photos = Promise.resolve();
    const holdPhotos = () => (photos = new Promise<void>((resolve) => (release = resolve)));
    await page.route(/\/storage\/v1\/object\//, async (route) => {
      await photos;
      await route.continue();
    });

    // the listing's HTML is there: its box takes the words and Enter at once
    holdPhotos();
    await page.goto('/products', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
    await box.fill(words);
    await box.press('Enter');
    release();
    await expect(page).toHaveURL(new RegExp(`/products\\?search=vitrinazo(\\+|%20)${stamp}$`));
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
    await expect(box).toHaveValue(words);
    test.info().annotations.push({
      type: 'antes del código',
      description: `búsqueda: ${(await liveAtFirst(page)).focusin === false ? 'sí' : 'no'}`,
    });

    // a buyer's piece: the button is tapped as soon as it shows
    const buyer = await createBuyer();
    await signInWithSession(page, buyer);
    holdPhotos();
    await page.goto(`/product/${product.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    release();
    await expect(page.getByText('El producto se ha agregado al carrito', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    test.info().annotations.push({
      type: 'antes del código',
      description: `carrito: ${(await liveAtFirst(page)).pointerdown === false ? 'sí' : 'no'}`,
    });
  });

  // A page rendered in the browser (the server's fallback: here the catalogue's server build is broken) reads its
  // data from its HTML and paints the top bar before its code; a page rendered on the server carries both
  // (server-rendering.spec).
  // @alone (docs/testing.md): it breaks mfe-catalog's server build, which every other test's pages use.
  test.describe('una página que el servidor no renderiza (su respaldo)', { tag: '@alone' }, () => {
    test.beforeAll(async () => {
      await remoteServer('break-server', 'mfe_catalog');
    });
    test.afterAll(async () => {
      await remoteServer('fix', 'mfe_catalog');
    });

    test('un visitante en la página de una pieza: el HTML pide la pieza antes que el código, y la página usa esa respuesta', async ({
      browser,
      request,
    }) => {
      const { piece, isPieceRead } = await aPiece(request);
      const visit = await readsOnFirstVisit(browser, `/products/${piece}`, isPieceRead);
      await expect(visit.page.getByRole('heading', { level: 1 })).toBeVisible();
      await visit.close();
      expect(visit.reads).toHaveLength(1);
      expect(visit.startedBeforeEntry).toBe(true);
    });

    test('un visitante: el HTML de /products y de una categoría pide la primera página del listado antes que el código del catálogo, y la página usa esa respuesta', async ({
      browser,
    }) => {
      const listing = await listingFirstVisit(browser, '/products');
      expect(listing.reads).toHaveLength(1);
      expect(listing.startedBeforeEntry).toBe(true);
      expect(JSON.parse(listing.reads[0].postData() ?? '{}')).toMatchObject({ page: 1, filters: {} });
      // a category's page too, with its category in the read
      const category = await listingFirstVisit(browser, '/categories/cards');
      expect(category.reads).toHaveLength(1);
      expect(category.startedBeforeEntry).toBe(true);
      expect(JSON.parse(category.reads[0].postData() ?? '{}')).toMatchObject({ filters: { category: 'cards' } });
      // with filters in the address the page asks for its own first page, after its code
      const filtered = await listingFirstVisit(browser, '/products?sort=price_asc');
      expect(filtered.reads).toHaveLength(1);
      expect(filtered.startedBeforeEntry).toBe(false);
      expect(JSON.parse(filtered.reads[0].postData() ?? '{}')).toMatchObject({ sort: 'price_asc' });
    });

    test('un visitante: las fotos de las primeras tarjetas y la principal de una pieza las precarga el HTML con la primera lectura, y la página usa esa descarga', async ({
      browser,
    }) => {
      const isPhoto = (request: Request) =>
        new URL(request.url()).pathname.startsWith('/storage/v1/object/public/products/');
      /** The photos the page shows at once, the image preloads the HTML's script made, and every photo request. */
      /** `images`: the photos the page loads at once (the eager cards', the gallery's main photo). */
      async function photosOfFirstVisit(path: string, images: string) {
        const visit = await readsOnFirstVisit(browser, path, isPhoto);
        await expect(visit.page.locator(images).first()).toBeVisible({ timeout: 30_000 });
        // every photo the page shows at once has arrived and is painted
        await expect
          .poll(() =>
            visit.page
              .locator(images)
              .evaluateAll((imgs) =>
                imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
              ),
          )
          .toBe(true);
        const shown = await visit.page
          .locator(images)
          .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc));
        // the page a shown photo links to (a card's): a piece that has a photo
        const linked = await visit.page
          .locator(images)
          .first()
          .evaluate((img) => img.closest('a')?.getAttribute('href') ?? null);
        const preloaded = await visit.page
          .locator('head link[rel="preload"][as="image"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        await visit.close();
        return { shown, preloaded, linked, requested: visit.reads.map((request) => request.url()) };
      }

      // the first four cards load their photo at once (a card without a photo has none to load); the rest as they near
      // the screen
      const listing = await photosOfFirstVisit('/products', '[data-testid="product-card"] img[loading="eager"]');
      expect(listing.shown.length).toBeGreaterThan(0);
      expect(listing.preloaded).toEqual([...new Set(listing.shown)]);
      // each photo once: the preload's download is the one the card shows
      for (const src of listing.shown) expect(listing.requested.filter((url) => url === src)).toHaveLength(1);

      // the first card's piece: it has a photo (a piece picked from the sitemap may have none)
      expect(listing.linked).toMatch(/^\/products?\/[0-9a-f-]{36}$/);
      const piece = await photosOfFirstVisit(listing.linked!, 'main button[aria-haspopup="dialog"] img');
      expect(piece.preloaded).toEqual(piece.shown);
      expect(piece.requested.filter((url) => url === piece.shown[0])).toHaveLength(1);
    });

    for (const width of [1280, 800, 390]) {
      test(`el HTML pinta la barra superior antes que el código, en el lugar y del tamaño de la de la app (${width} px)`, async ({
        browser,
      }) => {
        const viewport = { width, height: 800 };
        // the page as its HTML alone paints it: no script of the app runs
        const before = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
        const htmlOnly = await before.newPage();
        await htmlOnly.route(/\.js(\?.*)?$/, (route) => route.abort());
        await htmlOnly.goto('/products');
        const bootBar = await htmlOnly.locator('#root .vt-boot').boundingBox();
        const bootMark = await htmlOnly.locator('#root .vt-boot svg').boundingBox();
        const bootWordVisible = await htmlOnly.locator('#root .vt-boot-word').isVisible();
        await before.close();

        const after = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport });
        const app = await after.newPage();
        await app.goto('/products');
        await expect(app.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
        // React's first render took its place: one bar, the app's
        await expect(app.locator('.vt-boot')).toHaveCount(0);
        const bar = await app.getByRole('banner').boundingBox();
        const logo = app.getByRole('banner').locator('a[href="/"]').first();
        const mark = await logo.locator('svg').boundingBox();
        const wordVisible = await logo.getByText('Vitrina', { exact: true }).isVisible();
        await after.close();

        expect(bootBar).not.toBeNull();
        expect(bar).not.toBeNull();
        expect(Math.abs(bootBar!.height - bar!.height)).toBeLessThanOrEqual(1);
        expect(bootBar!.y).toBe(bar!.y);
        expect(Math.abs(bootMark!.x - mark!.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(bootMark!.y - mark!.y)).toBeLessThanOrEqual(1);
        expect(bootWordVisible).toBe(wordVisible);
      });
    }
  });

  test('un miembro en la página de una pieza: el HTML la pide con su token guardado antes que el código, y la página usa esa respuesta', async ({
    browser,
    page,
    request,
  }) => {
    await signIn(page);
    const storageState = await page.context().storageState();
    const stored = storageState.origins
      .flatMap((origin) => origin.localStorage)
      .find((item) => /^sb-.+-auth-token$/.test(item.name));
    const token = (JSON.parse(stored!.value) as { access_token: string }).access_token;
    const { piece, isPieceRead } = await aPiece(request);
    const visit = await readsOnFirstVisit(browser, `/products/${piece}`, isPieceRead, storageState);
    await expect(visit.page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(visit.reads).toHaveLength(1);
    expect(await visit.reads[0].headerValue('authorization')).toBe(`Bearer ${token}`);
    await visit.close();
    expect(visit.startedBeforeEntry).toBe(true);
  });

  test('un miembro: el HTML no pide nada con la llave anónima; la página lee el listado con su sesión', async ({
    page,
  }) => {
    await signIn(page);
    const reads: Request[] = [];
    page.on('request', (request) => {
      if (isListingRead(request)) reads.push(request);
    });
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(reads).toHaveLength(1);
    const anonKey = await page.evaluate(
      () =>
        (window as unknown as { __VITRINA_CONFIG__: { supabaseAnonKey: string } }).__VITRINA_CONFIG__.supabaseAnonKey,
    );
    expect(await reads[0].headerValue('authorization')).not.toBe(`Bearer ${anonKey}`);
  });
});

// A piece whose reads are late (the app server's test hook delays them for one request) is streamed: the top bar,
// the page's frame and its skeleton leave at once, the piece follows (scripts/serveApps.mjs, docs/rendering.md).
test('una pieza cuyas lecturas tardan sale por partes: la barra superior llega antes que el título, la pieza se hidrata sin avisos, se agrega al carrito y sin JavaScript se lee', async ({
  page,
  browser,
}) => {
  const slowReads = (ms: number) => ({ 'x-vitrina-test-slow-reads': String(ms) });
  const SLOW = slowReads(800);
  // the raw answer's reads are later still: a busy machine can stall this test's own event loop long enough to read
  // two flushes as one, and the gap between the frame and the piece has to outlast that
  const RAW_SLOW_MS = 2000;
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const stamp = Date.now().toString(36);
  const product = await createPublishedProduct(seller, { price: 1500, title: `Balón por partes ${stamp}` });
  const pagePath = `/product/${product.id}`;

  // the raw answer, as it arrives: plain, and brotli (flushed chunk by chunk)
  const base = new URL(process.env.E2E_BASE_URL!);
  for (const encoding of ['identity', 'br']) {
    const arrivals = await new Promise<{ at: number; text: string }[]>((resolve, reject) => {
      const started = Date.now();
      const seen: { at: number; text: string }[] = [];
      const req = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: pagePath,
          headers: { ...slowReads(RAW_SLOW_MS), 'accept-encoding': encoding, 'user-agent': 'Mozilla/5.0 Chrome/131.0' },
        },
        (res) => {
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(res.headers['cache-control']).toBe('no-cache');
          const body = encoding === 'br' ? res.pipe(zlib.createBrotliDecompress()) : res;
          expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
          body.setEncoding('utf8');
          body.on('data', (text: string) => seen.push({ at: Date.now() - started, text }));
          body.on('end', () => resolve(seen));
          body.on('error', reject);
        },
      );
      req.on('error', reject);
    });
    const whole = arrivals.map((part) => part.text).join('');
    const arrivedBy = (needle: string) =>
      arrivals.find((_, index) =>
        arrivals
          .slice(0, index + 1)
          .map((part) => part.text)
          .join('')
          .includes(needle),
      )?.at;
    const topBar = arrivedBy('<header');
    const title = arrivedBy(product.title);
    expect(topBar).toBeDefined();
    expect(title).toBeDefined();
    // the top bar leaves well before the reads land; the piece comes with them
    expect(title! - topBar!).toBeGreaterThan(RAW_SLOW_MS / 2);
    // nothing React streams later is inside #root; the cache's script comes after the piece, the last of them
    const rootEnd = whole.indexOf('<noscript><style>');
    expect(rootEnd).toBeGreaterThan(-1);
    expect(whole.indexOf('<div hidden id="S:')).toBeGreaterThan(rootEnd);
    expect(whole.indexOf('id="vitrina-state"')).toBeGreaterThan(whole.lastIndexOf('$RC('));
  }

  // a crawler gets the whole page at once, however slow its reads: the piece in <head> and in #root, no segment
  const crawled = await (
    await fetch(`${base.origin}${pagePath}`, {
      headers: { ...SLOW, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    })
  ).text();
  expect(crawled.slice(0, crawled.indexOf('</head>'))).toContain(product.title);
  expect(crawled).not.toContain('<div hidden id="S:');
  expect(crawled.slice(crawled.indexOf('<div id="root">'), crawled.indexOf('id="vitrina-state"'))).toContain(
    product.title,
  );

  // in Chromium: the piece shows, hydrates without a warning, and «Agregar al carrito» works right after
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const buyer = await createBuyer();
  await signInWithSession(page, buyer);
  const slowDocument = async (route: Route) => route.continue({ headers: { ...route.request().headers(), ...SLOW } });
  await page.route(`**${pagePath}`, slowDocument);
  await page.goto(pagePath, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page).toHaveTitle(new RegExp(product.title));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('El producto se ha agregado al carrito', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(errors).toEqual([]);

  // without JavaScript: the piece's title, price and seller are readable where the skeleton stood, between the top
  // bar and the footer (the content arrives after the footer; the no-script style lays it out in place), at a
  // desktop's width and a phone's
  const noScript = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const tab = await noScript.newPage();
  await tab.route(`**${pagePath}`, slowDocument);
  for (const width of [1280, 390]) {
    await tab.setViewportSize({ width, height: 900 });
    await tab.goto(pagePath);
    expect(await tab.locator('div[hidden][id^="S:"]').count()).toBeGreaterThan(0);
    const parts = [
      tab.getByRole('heading', { level: 1 }),
      tab.getByText('$1,500').first(),
      tab.getByText('Vendedor E2E').first(),
    ];
    await expect(parts[0]).toHaveText(product.title);
    const topBar = (await tab.locator('#root header').first().boundingBox())!;
    const footer = (await tab.locator('#root footer').last().boundingBox())!;
    for (const part of parts) {
      await expect(part).toBeVisible();
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
      expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
    }
    await expect(tab.getByRole('status').filter({ hasText: 'Cargando' })).toBeHidden();
  }
  await noScript.close();
});
