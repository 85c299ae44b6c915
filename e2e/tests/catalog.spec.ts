import { expect, test, type Page } from '@playwright/test';
import { adminClient, createSeller, visitorClient } from '../support/fixtureSellers';
import { untilStill } from '../support/settle';

// The catalogue as a visitor sees it (mfe-catalog): filters checked against the database through the REST API,
// accent- and typo-tolerant search, infinite scroll to the end, the Ctrl+K palette by keyboard, and a signed-out
// favourite. Pieces of this spec are its own (a fresh seller), so other specs' purchases cannot change them.

const stamp = Date.now().toString(36);
const FIXTURE_TITLE = `Autógrafo Zumárraga Vitrinazo ${stamp}`;
let fixtureId = '';

test.beforeAll(async () => {
  const seller = await createSeller({ phone: '+525511112222', identityVerified: true });
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      title: FIXTURE_TITLE,
      price: 2300,
      description: 'Fotografía firmada a mano, con certificado de autenticidad de la casa.',
      condition: 'excellent',
      category: 'memorabilia',
      subcategory: 'photos',
      status: 'published',
      seller_id: seller.id,
    })
    .select('id')
    .single();
  if (error) throw error;
  fixtureId = data.id as string;
});

/** Scrolls until the listing states its end; returns the titles of every card shown. */
async function scrollToEnd(page: Page): Promise<string[]> {
  const end = page.getByText(/Has visto todas las piezas/);
  const cards = page.getByTestId('product-card');
  for (let attempt = 0; attempt < 40 && !(await end.isVisible()); attempt += 1) {
    const shown = await cards.count();
    // each scroll to the bottom brings the next page of cards, or the listing's end. Scrolled again on every look, as a
    // reader keeps scrolling: a scroll taken while the listing before a filter change was still on screen can leave
    // the new listing's end below the window once its cards arrive (seen once in a whole run)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        return (await end.isVisible()) || (await cards.count()) > shown;
      })
      .toBe(true);
  }
  await expect(end).toBeVisible();
  return page.getByTestId('product-card').getByRole('heading').allTextContents();
}

// @alone (docs/testing.md): these three compare the listing with every matching piece in the database, which specs
// running beside them would change.
test(
  'filtrar por categoría y precio muestra solo las piezas que la base tiene con esos filtros',
  { tag: '@alone' },
  async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
    await page.getByLabel('Categoría', { exact: true }).selectOption('cards');
    await expect(page).toHaveURL(/\/products\?category=cards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeVisible();
    const max = page.getByRole('textbox', { name: 'Precio máximo' });
    await max.fill('5000');
    await max.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=cards&maxPrice=5000$/);

    const shown = await scrollToEnd(page);
    const { data, error } = await visitorClient()
      .from('products')
      .select('title, price')
      .eq('status', 'published')
      .eq('category', 'cards')
      .lte('price_cents', 500000);
    if (error) throw error;
    expect(data!.length).toBeGreaterThan(0);
    expect([...shown].sort()).toEqual(data!.map((row) => row.title as string).sort());
    await expect(page.getByText(`${data!.length} piezas`)).toBeVisible();

    // the filtered listing survives a reload and Back returns to the category alone
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Precio máximo' })).toHaveValue('5000');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=cards$/);
  },
);

test("buscar sin acentos encuentra 'Autógrafo', y 'mesi' encuentra a Messi", { tag: '@alone' }, async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/')) reads.push(new URL(request.url()).pathname);
  });
  await page.goto('/products');
  const search = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
  await search.fill(`autografo zumarraga vitrinazo ${stamp}`);
  // the searched listing's answer: until it arrives the page keeps showing the listing it had, whose newest piece is
  // this spec's own (the listing the server rendered, read before any script)
  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/rpc/list_products') && Boolean(response.request().postData()?.includes('autografo')),
  );
  await search.press('Enter');
  await expect(page).toHaveURL(/search=autografo/);
  expect((await searched).ok()).toBe(true);
  await expect(page.getByRole('link', { name: FIXTURE_TITLE })).toBeVisible();
  // the card's seller line comes in the listing's own answer: no read of public_profiles after it
  const card = page.getByTestId('product-card').filter({ hasText: FIXTURE_TITLE });
  await expect(card.getByText(/^Vendedor: Vendedor E2E/)).toBeVisible();
  expect(reads.filter((path) => path.endsWith('/rpc/list_products')).length).toBeGreaterThan(0);
  expect(reads.filter((path) => path.endsWith('/public_profiles'))).toEqual([]);

  await page.goto('/products?search=mesi');
  const { data: found, error } = await visitorClient()
    .rpc('search_products', { query: 'mesi', max_results: 100 })
    .select('title');
  if (error) throw error;
  const data = found as unknown as { title: string }[];
  expect(data.length).toBeGreaterThan(0);
  const shown = await scrollToEnd(page);
  expect(shown.every((title) => /messi/i.test(title))).toBe(true);
  expect([...shown].sort()).toEqual(data.map((row) => row.title).sort());
});

test(
  'el scroll infinito carga de 12 en 12 hasta la última pieza publicada y lo dice',
  { tag: '@alone' },
  async ({ page }) => {
    const { count, error } = await visitorClient()
      .from('products')
      .select('id', { count: 'exact', head: true })
      .eq('status', 'published');
    if (error) throw error;
    await page.goto('/products');
    await expect(page.getByText(`${count} piezas`)).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    const shown = await scrollToEnd(page);
    expect(shown).toHaveLength(count!);
    await expect(page.getByText(`Has visto todas las piezas (${count}).`)).toBeVisible();
  },
);

for (const width of [1280, 390]) {
  test(`a ${width} px el buscador del listado muestra su lupa, a la izquierda del texto`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/products');
    const field = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
    await field.fill('Jersey firmado');
    const icon = page.getByRole('search').locator('svg').first();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    // read once the field is settled: typed before the page is live, it is handed to React, and the search's
    // suggestions arrive as a lazy part that may re-mount it
    let iconBox = { x: 0, y: 0, width: 0, height: 0 };
    await expect(async () => {
      const [iconAt, fieldBox] = [await icon.boundingBox(), await field.boundingBox()];
      expect(iconAt && fieldBox).toBeTruthy();
      iconBox = iconAt!;
      const textStart = await field.evaluate((input) => parseFloat(getComputedStyle(input).paddingLeft));
      // inside the box, vertically centred, and the typed text starts after it
      expect(iconBox.x).toBeGreaterThan(fieldBox!.x);
      expect(Math.abs(iconBox.y + iconBox.height / 2 - (fieldBox!.y + fieldBox!.height / 2))).toBeLessThan(2);
      expect(textStart).toBeGreaterThan(0);
      expect(iconBox.x + iconBox.width).toBeLessThan(fieldBox!.x + textStart);
    }).toPass();
    // what was typed is still there
    await expect(field).toHaveValue('Jersey firmado');
    // painted, not under the input's background: hiding it changes the pixels where it sits
    const shown = await page.screenshot({ clip: iconBox });
    await icon.evaluate((svg) => svg.style.setProperty('visibility', 'hidden'));
    expect((await page.screenshot({ clip: iconBox })).equals(shown)).toBe(false);
  });
}

test('a 1280 y 390 px el rango de precio escrito a velocidad normal se queda tal cual y filtra', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
    if (width === 390) await page.getByRole('button', { name: /^Filtrar/ }).click();
    const min = page.getByRole('textbox', { name: 'Precio mínimo' });
    const max = page.getByRole('textbox', { name: 'Precio máximo' });
    await min.click();
    await min.press('ControlOrMeta+a');
    // a person's pace: the URL's answer to the minimum lands while the maximum is being typed
    await min.pressSequentially('1000', { delay: 120 });
    await min.press('Tab');
    await expect(max).toBeFocused();
    await max.pressSequentially('20000', { delay: 120 });
    await expect(max).toHaveValue('20000');
    await max.press('Tab');
    await expect(page).toHaveURL(/\/products\?minPrice=1000&maxPrice=20000$/);
    await expect(min).toHaveValue('1000');
    await expect(max).toHaveValue('20000');
    await expect(page.getByText('El mínimo no puede ser mayor que el máximo')).toHaveCount(0);
  }
});

test('a 390 y 1280 px un sello de autenticidad largo cabe en su tarjeta y termina en …', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/products?search=${encodeURIComponent('Balón Finales NBA 1998')}`);
    // the card holds the badge in the tile's place and the row's: the one its width shows
    const badge = page
      .getByTestId('product-card')
      .getByTitle(/^Verificado por Upper Deck/)
      .filter({ visible: true })
      .first();
    await expect(badge).toBeVisible();
    const card = badge.locator('xpath=ancestor::article[1]');
    const [badgeBox, cardBox] = [(await badge.boundingBox())!, (await card.boundingBox())!];
    expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // cut with an ellipsis where the text runs longer than the badge, never mid-letter at the card's edge
    const clipped = await badge.evaluate((el) => ({
      longer: el.scrollWidth > el.clientWidth,
      ellipsis: getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).display === 'block',
    }));
    if (width === 390) expect(clipped.longer).toBe(true);
    if (clipped.longer) expect(clipped.ellipsis).toBe(true);
  }
});

test('la paleta Ctrl+K se usa solo con el teclado: sugerencias sin acentos y Enter abre la pieza', async ({ page }) => {
  await page.goto('/categories/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Buscar piezas' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('option', { name: 'Camiseta' })).toBeVisible();
  await page.keyboard.type(`zumarraga vitrinazo ${stamp}`);
  await expect(palette.getByRole('option', { name: new RegExp(FIXTURE_TITLE) })).toContainText('$2,300');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${fixtureId}$`));

  await page.keyboard.press('Control+k');
  await page.keyboard.type('autografo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=autografo$/);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Buscar piezas' }).getByText('Búsquedas recientes')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Buscar piezas' })).toBeHidden();
});

test('un visitante que guarda un favorito recibe el aviso y va a /auth para volver al listado', async ({ page }) => {
  await page.goto(`/products?search=${encodeURIComponent(`vitrinazo ${stamp}`)}`);
  const card = page.getByRole('article', { name: FIXTURE_TITLE });
  await card.hover();
  await card.getByRole('button', { name: `Guardar ${FIXTURE_TITLE} en favoritos` }).click();
  await expect(page.getByText('Inicio de sesión requerido', { exact: true })).toBeVisible();
  await expect(page.getByText('Debes iniciar sesión para guardar favoritos', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fproducts%3Fsearch%3D/);
});

for (const width of [1280, 640]) {
  test(`/products carga sin saltos de diseño a ${width} px (CLS < 0.02, CPU 4x más lenta, sin caché)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const state = { cls: 0 };
      (window as unknown as { __cls: typeof state }).__cls = state;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) state.cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
    // the photos on screen decoded and the page still after the first cards
    await untilStill(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: { cls: number } }).__cls.cls);
    expect(cls).toBeLessThan(0.02);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });
}

test('a 768 px el listado usa el botón Filtrar y no la barra lateral: caben varias columnas de tarjetas; a 1024 px vuelve la barra', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtrar/ })).toBeVisible();
  // the first row holds three tiles, not one card as wide as the page
  const tops = await Promise.all([0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!.y));
  expect(new Set(tops.map(Math.round)).size).toBe(1);
  // the search field and its button, bottom edges in line
  const field = (await page.getByRole('combobox', { name: 'Buscar en el catálogo' }).boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Buscar', exact: true }).boundingBox())!;
  expect(Math.abs(field.y + field.height - (button.y + button.height))).toBeLessThan(1);
  await page.getByRole('button', { name: /^Filtrar/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeHidden();

  await page.setViewportSize({ width: 1024, height: 900 });
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtrar/ })).toBeHidden();
});

test('a 640 px la pieza muestra su propio «Comprar ahora» sin la barra inferior encima; la barra llega al pasar los botones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto(`/product/${fixtureId}`);
  await expect(page.getByRole('heading', { level: 1, name: FIXTURE_TITLE })).toBeVisible();
  const bar = page.getByRole('region', { name: 'Comprar u ofertar' });
  // the page's own button, not the bar's namesake
  const buyNow = page.locator('main button:not([data-testid="sticky-action-bar"] button)', {
    hasText: 'Comprar ahora',
  });
  await expect(buyNow).toBeAttached();
  await expect(bar).toBeHidden();
  await buyNow.scrollIntoViewIfNeeded();
  await expect(buyNow).toBeInViewport({ ratio: 1 });
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollBy(0, 1000));
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Comprar ahora' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Hacer una oferta' })).toBeVisible();
});

test('una pieza que no existe lleva al catálogo y a sus categorías', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Este tesoro ya no está disponible' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Cartas & Trading Cards' })).toBeVisible();
  const catalogue = main.getByRole('link', { name: 'Ver todas las piezas' });
  expect((await catalogue.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await catalogue.click();
  await expect(page).toHaveURL(/\/products$/);
});
