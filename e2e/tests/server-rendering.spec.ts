import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminClient, createSeller } from '../support/fixtureSellers';
import { createPublishedProduct, type FixtureProduct } from '../support/fixtureProducts';
import { backendServer, deployRemote, DEMO_BUYER, remoteServer, serverRendering, signIn } from '../support/helpers';
import { untilStill } from '../support/settle';
import { repoRoot } from '../support/skewBuild';

// Pages that arrive rendered (docs/rendering.md): the app server renders a piece and the listing with the shell's
// layout and the catalogue's server build, the browser hydrates them, and anything that fails answers the page
// rendered in the browser as before.

test.describe.configure({ mode: 'serial' });

const catalogDist = path.join(repoRoot, 'mfe-catalog', 'dist');
// a title that would end the state's <script> and open an element if anything wrote it into the HTML unescaped
const HOSTILE = '</script><b id="inyectado">x</b>';
let piece: FixtureProduct;
let sellerId: string;

test.beforeAll(async () => {
  await serverRendering('on');
  const seller = await createSeller({ phone: '+525533334444', identityVerified: false });
  sellerId = seller.id;
  piece = await createPublishedProduct(seller, { title: `Jersey ${HOSTILE} ${Date.now().toString(36)}`, price: 2345 });
  // a photo with its small variant, as an upload makes: the main photo then has a srcset
  const admin = adminClient();
  const { data: photo } = await admin.from('product_images').select('image_url').eq('product_id', piece.id).single();
  const { error } = await admin
    .from('product_images')
    .update({ thumb_url: `${photo!.image_url}?ancho=480` })
    .eq('product_id', piece.id);
  if (error) throw error;
});

async function html(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return response.text();
}

// the HTML's first reads (shared/build/shellHtml.cjs): started for every visitor, or for a member only
const FIRST_READS_FOR_ALL = /\(window\.__VITRINA_CONFIG__, \[.*\], false\);<\/script>/;
const FIRST_READS_FOR_MEMBERS = /\(window\.__VITRINA_CONFIG__, \[.*\], true\);<\/script>/;

const stateOf = (page: string) =>
  /<script type="application\/json" id="vitrina-state"[^>]*>([^<]*)<\/script>/.exec(page)?.[1];

/** A copy of the catalogue's build (links to its files) with `edit` applied to its server build. */
function catalogVariant(edit: (serverDir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-ssr-'));
  for (const file of fs.readdirSync(catalogDist)) {
    if (file !== 'server') fs.symlinkSync(path.join(catalogDist, file), path.join(dir, file));
  }
  fs.mkdirSync(path.join(dir, 'server'));
  edit(path.join(dir, 'server'));
  return dir;
}

test('el HTML de una pieza trae la pieza (título escapado, precio, descripción, foto y vendedor) y sin JavaScript se leen la pieza, el listado y una categoría', async ({
  request,
  browser,
}) => {
  // the catalogue's server build loads when the rendering is switched on
  await expect.poll(async () => stateOf(await html(request, `/products/${piece.id}`))).toBeTruthy();
  const page = await html(request, `/products/${piece.id}`);
  // the state: one script element whose JSON gives the title back whole
  const state = stateOf(page);
  expect(state).toBeTruthy();
  expect(JSON.stringify(JSON.parse(state!))).toContain(JSON.stringify(piece.title).slice(1, -1));
  expect(page).not.toContain('id="inyectado"');
  expect(page).toContain('Jersey &lt;/script&gt;&lt;b id=&quot;inyectado&quot;&gt;x&lt;/b&gt;');
  expect(page).toContain('$2,345');
  expect(page).toContain('Jersey de colección usado en partido');
  expect(page).toContain('Vendedor E2E');
  const photo = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(page)?.[0];
  expect(photo).toMatch(/srcset="[^"]*\?ancho=480 480w/i);
  // the data came with the page: the HTML asks for it again only for a member (their session's own reads)
  expect(page).toMatch(FIRST_READS_FOR_MEMBERS);
  expect(page).not.toMatch(FIRST_READS_FOR_ALL);

  const noScript = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const tab = await noScript.newPage();
  await tab.goto(`/products/${piece.id}`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(piece.title);
  await expect(tab.getByText('Jersey de colección usado en partido')).toBeVisible();
  await expect(tab.getByText('Vendedor E2E').first()).toBeVisible();
  await expect(tab.locator('main img[fetchpriority="high"]')).toBeVisible();
  await tab.goto('/products');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Todos los tesoros');
  const cards = tab.locator('main a[href^="/product/"]');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first()).toBeVisible();
  // a category's page too, with its pieces
  await tab.goto('/categories/cards');
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Cartas & Trading Cards');
  await expect(tab.locator('main a[href^="/product/"]').first()).toBeVisible();
  await noScript.close();
});

for (const width of [1280, 390]) {
  test(`a ${width} px la pieza se hidrata sin errores ni otra lectura de su fila, y un botón responde al cargar`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const pieceReads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/rest/v1/products' && url.searchParams.get('id') === `eq.${piece.id}`)
        pieceReads.push(request.url());
    });
    await page.goto(`/products/${piece.id}`, { waitUntil: 'load' });
    // the main photo opens the viewer: a click before hydration is replayed once the page is live
    await page.locator('main button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(pieceReads).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a 390 px el listado llega del servidor en filas: la tarjeta no se mueve al hidratarse y luego se desliza', async ({
  browser,
}) => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
  const boxesOf = async (tab: Page) => {
    const card = tab.getByTestId('product-card').first();
    await expect(card).toBeVisible();
    const photo = card.locator('img').first();
    // the photo decoded, so the box is the card's final one
    await photo.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    return {
      title: await card.getAttribute('aria-label'),
      card: await card.boundingBox(),
      photo: await photo.boundingBox(),
      heading: await card.getByRole('heading').boundingBox(),
    };
  };

  // the server's HTML alone (no JavaScript): already the phone's rows, the swipe hint and the 'Filtrar' button
  const noScript = await browser.newContext({ ...phone, baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  const html = await noScript.newPage();
  await html.goto('/products');
  const served = await boxesOf(html);
  expect(served.photo!.width).toBeLessThanOrEqual(120);
  expect(served.heading!.x).toBeGreaterThan(served.photo!.x + served.photo!.width);
  await expect(html.getByText(/^Desliza a la derecha/)).toBeVisible();
  await expect(html.getByRole('button', { name: /^Filtrar/ })).toBeVisible();
  await expect(html.getByRole('heading', { name: 'Filtros', exact: true })).toBeHidden();
  // at exactly 640 px, the spec's phone width, still the phone's layout: rows, no sidebar and 'Filtrar' on its own
  // full-width line below the search box (one media rule for all of them: docs/phone-width.md)
  await html.setViewportSize({ width: 640, height: 844 });
  const at640 = await boxesOf(html);
  expect(at640.photo!.width).toBeLessThanOrEqual(120);
  expect(at640.heading!.x).toBeGreaterThan(at640.photo!.x + at640.photo!.width);
  await expect(html.getByRole('heading', { name: 'Filtros', exact: true })).toBeHidden();
  const filter = html.getByRole('button', { name: /^Filtrar/ });
  const [button, searchRow] = [await filter.boundingBox(), await filter.locator('..').boundingBox()];
  expect(Math.round(button!.width)).toBe(Math.round(searchRow!.width));
  await noScript.close();

  // the live page: 'Filtrar' opens its sheet (the page is hydrated), and the first card is where the HTML put it
  const live = await browser.newContext({ ...phone, baseURL: process.env.E2E_BASE_URL });
  const page = await live.newPage();
  await page.goto('/products');
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await untilStill(page);
  expect(await boxesOf(page)).toEqual(served);

  // a swipe right on the server's row saves the piece: a visitor is asked to sign in
  const row = page.getByTestId('swipe-row').first();
  const box = (await row.boundingBox())!;
  const at = (dx: number) => ({
    pointerType: 'touch',
    pointerId: 7,
    isPrimary: true,
    clientX: box.x + 40 + dx,
    clientY: box.y + box.height / 2,
  });
  await row.dispatchEvent('pointerdown', at(0));
  await row.dispatchEvent('pointermove', at(90));
  await row.dispatchEvent('pointerup', at(90));
  await expect(page.getByText('Debes iniciar sesión para guardar favoritos', { exact: true })).toBeVisible();
  await live.close();
});

test('un vendedor, una subcategoría y el aviso de privacidad llegan renderizados, con sus datos, y se hidratan sin avisos', async ({
  request,
  browser,
}) => {
  const seller = `/sellers/e2e_${sellerId.slice(0, 8)}`;
  const sellerHtml = await html(request, seller);
  expect(sellerHtml).toMatch(/<h1 id="seller-name"[^>]*>Vendedor E2E<\/h1>/);
  // the seller's pieces came with the page: the fixture's piece is one of its cards
  expect(sellerHtml).toContain(`href="/product/${piece.id}"`);
  expect(JSON.stringify(JSON.parse(stateOf(sellerHtml)!))).toContain(sellerId);
  // the HTML asks for the page's reads again only for a member (their session's own reads)
  expect(sellerHtml).toMatch(FIRST_READS_FOR_MEMBERS);
  expect(sellerHtml).not.toMatch(FIRST_READS_FOR_ALL);

  const group = await html(request, '/category/cards/sports');
  expect(group).toMatch(/<h1[^>]*>Deportes · Cartas<\/h1>/);
  expect(stateOf(group)).toBeTruthy();

  const privacy = await html(request, '/privacy');
  expect(privacy).toMatch(/<h1[^>]*>Aviso de privacidad<\/h1>/);
  expect(privacy).not.toContain('class="vt-boot"');

  // A browser whose calendar is on another day than the server's (UTC) right now: the seller's "Miembro desde" (the
  // fixture was made today) is the same text on both sides only because dates are shown on the market's clock.
  const timezoneId = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'es-MX', timezoneId });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // the page's four reads (profile, pieces through the listing's rpc/list_products, reviews, claims) came with it
  const sellerReads: string[] = [];
  const SELLER_READS = /\/rest\/v1\/(public_profiles|products|seller_reviews|rpc\/(list_products|seller_claims_\w+))$/;
  page.on('request', (request) => {
    if (SELLER_READS.test(new URL(request.url()).pathname)) sellerReads.push(request.url());
  });
  await page.goto(seller);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vendedor E2E');
  await page.waitForLoadState('networkidle');
  expect(sellerReads).toEqual([]);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
  await page.waitForLoadState('networkidle');

  // A member reads the page again with their session: the HTML starts the profile's, the pieces' and the claims'
  // reads with their token and the page takes those answers, so each of its four reads leaves once.
  await signIn(page);
  sellerReads.length = 0;
  await page.goto(seller);
  await expect(page.getByRole('article', { name: piece.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(sellerReads.map((url) => new URL(url).pathname.split('/rest/v1/')[1]).sort()).toEqual([
    'public_profiles',
    'rpc/list_products',
    'rpc/seller_claims_for_buyer_by_username',
    'seller_reviews',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

test('antes del lanzamiento, el inicio llega renderizado como Próximamente; un miembro ve su inicio, sin avisos', async ({
  request,
  page,
}) => {
  const home = await html(request, '/');
  expect(home).toContain('id="coming-soon-title"');
  expect(home).toMatch(/data-visitor-only=""/);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // a visitor: the server's page is hydrated, and mfe-auth's waitlist form fills its frame and works
  await page.goto('/');
  await expect(page.locator('#coming-soon-title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unirme a la lista de espera' })).toBeVisible();

  // a member: their home page replaces the visitor's, which they never see
  await signIn(page);
  const seen: boolean[] = [];
  await page.exposeFunction('vtSawComingSoon', (visible: boolean) => seen.push(visible));
  await page.addInitScript(() => {
    const watch = () => {
      const title = document.getElementById('coming-soon-title');
      if (title)
        void (window as unknown as { vtSawComingSoon(v: boolean): Promise<void> }).vtSawComingSoon(
          getComputedStyle(title).visibility === 'visible',
        );
    };
    document.addEventListener('DOMContentLoaded', watch);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Piezas de leyenda/ })).toBeVisible();
  await expect(page.locator('#coming-soon-title')).toHaveCount(0);
  expect(seen).not.toContain(true);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('dos piezas pedidas a la vez: cada HTML trae solo la suya, y el de un miembro no trae nada suyo', async ({
  request,
  browser,
}) => {
  // another published piece (one of the seed's: no new card in the listing the other specs count on)
  const { data: other, error } = await adminClient()
    .from('products')
    .select('id, title')
    .eq('status', 'published')
    .neq('id', piece.id)
    .limit(1)
    .single();
  if (error) throw error;
  const [first, second] = await Promise.all([
    html(request, `/products/${piece.id}`),
    html(request, `/products/${other.id}`),
  ]);
  for (const [page, own, foreign] of [
    [first, piece, other],
    [second, other, piece],
  ] as const) {
    const state = stateOf(page)!;
    expect(state).toContain(own.id);
    expect(state).not.toContain(foreign.id);
    expect(page).not.toContain(foreign.id);
  }
  expect(JSON.parse(stateOf(second)!)).toMatchObject({
    queries: [{ state: { data: { id: other.id, title: other.title } } }],
  });
  expect(second).not.toContain('$2,345');

  // a member's request (their cookies and storage in the browser) gets a visitor's page: nothing of theirs in it
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const tab = await context.newPage();
  await signIn(tab);
  const member = await (await context.request.get(`/products/${other.id}`)).text();
  expect(stateOf(member)).toBeTruthy();
  expect(member).not.toContain(DEMO_BUYER.email);
  await context.close();
});

test('sin compilación de servidor, con una que lanza o con la base de datos caída, la página se renderiza en el navegador', async ({
  request,
  page,
}) => {
  const clientRendered = async () => {
    const body = await html(request, `/products/${piece.id}`);
    expect(stateOf(body)).toBeUndefined();
    // today's page: its HTML asks for the piece itself, for visitors too
    expect(body).toMatch(FIRST_READS_FOR_ALL);
  };

  await remoteServer('break-server', 'mfe_catalog');
  try {
    await clientRendered();
    await page.goto(`/products/${piece.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(piece.title);
  } finally {
    await remoteServer('fix', 'mfe_catalog');
  }

  const withoutServerBuild = catalogVariant(() => {});
  await deployRemote('mfe_catalog', withoutServerBuild);
  try {
    await clientRendered();
  } finally {
    await deployRemote('mfe_catalog', catalogDist);
  }

  await backendServer('stop');
  try {
    await clientRendered();
  } finally {
    await backendServer('start');
  }
  // and rendered on the server again once all is back
  await expect.poll(async () => stateOf(await html(request, `/products/${piece.id}`))).toBeTruthy();
});

test('un despliegue del catálogo solo cambia el HTML del servidor, sin compilar ni reiniciar el shell', async ({
  request,
}) => {
  expect(await html(request, '/products')).toContain('>Todos los tesoros<');
  const rebuilt = catalogVariant((serverDir) => {
    const entry = fs.readFileSync(path.join(catalogDist, 'server', 'remoteEntry.js'), 'utf8');
    fs.writeFileSync(
      path.join(serverDir, 'remoteEntry.js'),
      entry.replace("'Todos los tesoros'", "'Todos los tesoros, nueva versión'"),
    );
  });
  await deployRemote('mfe_catalog', rebuilt);
  try {
    await expect.poll(async () => html(request, '/products')).toContain('>Todos los tesoros, nueva versión<');
  } finally {
    await deployRemote('mfe_catalog', catalogDist);
  }
  await expect.poll(async () => html(request, '/products')).toContain('>Todos los tesoros<');
});
