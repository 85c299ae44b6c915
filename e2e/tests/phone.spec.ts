import { expect, test, type Page } from '@playwright/test';
import { adminClient, createSeller, visitorClient } from '../support/fixtureSellers';
import { untilStill } from '../support/settle';
import { signIn, signInWithSession } from '../support/helpers';

// A phone's pages as a person meets them: every new page starts at its top and Back returns to
// where the reader was; counts read '1 pieza' / '2 vistas'; at 390 px no floating control covers an action, the
// product page's bottom bar buys and offers, the search boxes are usable; a typed price above the slider's 10,000
// stays in the URL and filters. Pieces of this spec are its own (a fresh seller).

const PHONE = { width: 390, height: 844 };
const stamp = Date.now().toString(36);
const EXPENSIVE_TITLE = `Jersey Zumárraga Vitrinazo ${stamp}`;
const EXPENSIVE_PRICE = 32_000;
let pieceId = '';

test.beforeAll(async () => {
  const seller = await createSeller({ phone: '+525511113333', identityVerified: true });
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      title: EXPENSIVE_TITLE,
      price: EXPENSIVE_PRICE,
      description: 'Jersey de partido firmado, con certificado de autenticidad de la casa.',
      condition: 'excellent',
      category: 'jerseys',
      status: 'published',
      seller_id: seller.id,
      views: 1,
    })
    .select('id')
    .single();
  if (error) throw error;
  pieceId = data.id as string;
});

/** The visible actions of the page (buttons, links, fields) that a fixed-position element covers, at this scroll. */
async function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const floating = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && visible(el),
    );
    const actions = [...document.querySelectorAll('main a[href], main button, main input, main select')].filter(
      (el) => {
        if (!visible(el)) return false;
        const box = el.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      },
    );
    const covered: string[] = [];
    for (const action of actions) {
      const a = action.getBoundingClientRect();
      for (const layer of floating) {
        if (layer.contains(action)) continue;
        const f = layer.getBoundingClientRect();
        if (a.left < f.right && f.left < a.right && a.top < f.bottom && f.top < a.bottom) {
          covered.push(
            `${(action.textContent || action.getAttribute('aria-label') || action.tagName).trim()} ⟵ ${(layer.textContent || layer.tagName).trim()}`,
          );
        }
      }
    }
    return covered;
  });
}

/** Scrolls the whole page a screen at a time and gathers every action a floating control covers on the way. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await untilStill(page);
    for (const item of await coveredActions(page)) covered.add(item);
  }
  return [...covered];
}

test('abrir una pieza desde muy abajo en /products empieza arriba, y Atrás vuelve al mismo lugar', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // Far down: the infinite scroll loads a second page on the way.
  await expect(async () => {
    await page.mouse.wheel(0, 900);
    await untilStill(page);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(12);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  }).toPass();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(2000);

  // The first card whose title is on screen.
  const index = await page.getByTestId('product-card').evaluateAll((cards) =>
    cards.findIndex((card) => {
      const box = card.querySelector('h3, h2')!.getBoundingClientRect();
      return box.top > 80 && box.bottom < window.innerHeight;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const card = page.getByTestId('product-card').nth(index);
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/products?\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 60);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before + 60);
  await expect(page.getByTestId('product-card').nth(index).getByRole('heading')).toBeInViewport();

  // Forward: the piece again, at its top.
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('los conteos dicen 1 pieza y 1 vista, y en plural cuando son más', async ({ page }) => {
  await page.goto(`/products?search=${encodeURIComponent(EXPENSIVE_TITLE)}`);
  await expect(page.getByText('1 pieza', { exact: true })).toBeVisible();
  await page.goto('/products');
  await expect(page.getByText(/^\d[\d,]* piezas$/)).toBeVisible();

  // One seeded view; the visit itself may count one more before the page reads it.
  await page.goto(`/products/${pieceId}`);
  await expect(page.getByRole('heading', { level: 1, name: EXPENSIVE_TITLE })).toBeVisible();
  await expect(page.getByText(/^(1 vista|2 vistas)$/)).toBeVisible();
  const { error } = await adminClient().from('products').update({ views: 5 }).eq('id', pieceId);
  if (error) throw error;
  await page.reload();
  await expect(page.getByText(/^[56] vistas$/)).toBeVisible();
});

// @alone (docs/testing.md): it compares the count of every published piece under the bound with the page's.
test('un precio máximo escrito por encima de 10,000 queda en la URL y filtra', { tag: '@alone' }, async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('slider', { name: 'Precio máximo' })).toHaveAttribute('aria-valuetext', '$10,000+');
  await expect(page.getByText('$10,000+', { exact: true })).toBeVisible();
  const max = page.getByRole('textbox', { name: 'Precio máximo' });
  await max.fill('50000');
  await max.press('Enter');
  await expect(page).toHaveURL(/\/products\?maxPrice=50000$/);
  await expect(page.getByText('Hasta $50,000', { exact: true }).first()).toBeVisible();

  const { count, error } = await visitorClient()
    .from('products')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'published')
    .lte('price_cents', 5_000_000);
  if (error) throw error;
  await expect(page.getByText(`${count} piezas`, { exact: true })).toBeVisible();

  // A piece above the slider's end but under the typed bound is found.
  const search = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
  await search.fill(EXPENSIVE_TITLE);
  await search.press('Enter');
  await expect(page).toHaveURL(/maxPrice=50000/);
  await expect(page.getByTestId('product-card').getByRole('heading', { name: EXPENSIVE_TITLE })).toBeVisible();

  // Reloaded, the bound is still there; above the highest price on sale it is refused in Spanish.
  await page.reload();
  await expect(max).toHaveValue('50000');
  await max.fill('99999999');
  await max.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /Ingresa un número entero entre 0 y [\d,]+/ })).toBeVisible();
  await expect(page).toHaveURL(/maxPrice=50000/);
  await page.screenshot({ path: 'test-results/phone-price-1280.png' });
});

test.describe('a 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('ningún botón flotante tapa una acción en /products ni en los pedidos del dashboard', async ({ page }) => {
    await signIn(page);
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // 'Vender un producto' is still on the page, in its flow.
    await expect(page.getByRole('link', { name: 'Vender un producto' })).toBeAttached();
    expect(await coveredWhileScrolling(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/phone-products-390.png' });

    await page.goto('/dashboard/orders');
    await expect(page.getByRole('button', { name: 'Abrir menú del dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver pedido' }).first()).toBeVisible();
    expect(await coveredWhileScrolling(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'test-results/phone-orders-390.png' });
    // The menu still opens as a drawer.
    await page.getByRole('button', { name: 'Abrir menú del dashboard' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('las migas de una pieza caben en la pantalla: Productos y la categoría, que termina en … si no cabe', async ({
    page,
  }) => {
    const { data, error } = await visitorClient()
      .from('products')
      .select('id')
      .eq('status', 'published')
      .eq('category', 'memorabilia')
      .limit(1)
      .single();
    if (error) throw error;
    await page.goto(`/products/${data.id}`);
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    const category = crumbs.getByRole('link', { name: 'Firmadas & Legendarias' });
    await expect(category).toBeVisible();
    const list = (await crumbs.locator('ol').boundingBox())!;
    for (const link of await crumbs.getByRole('link').all()) {
      if (!(await link.isVisible())) continue;
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    // the title is the heading just below: its crumb gives the category the row (… where it is still too long)
    await expect(crumbs.locator('li').last()).toBeHidden();
    expect(await category.evaluate((a) => getComputedStyle(a).textOverflow)).toBe('ellipsis');
  });

  test('la lista de mensajes mide lo que sus conversaciones, sin una caja vacía del alto de la pantalla', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard/messages');
    const list = page.getByRole('list', { name: 'Conversaciones' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const listBox = (await list.boundingBox())!;
    const card = (await list.locator('xpath=../..').boundingBox())!;
    // the card ends with the list (its border), not 460 px or a screen's height below the first rows
    expect(card.y + card.height - (listBox.y + listBox.height)).toBeLessThan(8);
  });

  test('en Productos del dashboard cada pieza es una fila: foto pequeña, datos al lado y botones debajo', async ({
    page,
  }) => {
    await signInWithSession(page, { email: 'vendedor@vitrina.mx', password: 'Vendedor123!' });
    await page.goto('/dashboard/collection');
    const tile = page.getByRole('main').getByRole('listitem').first();
    await expect(tile.getByRole('link', { name: 'Ver detalle' })).toBeVisible();
    const [box, picture, title] = [
      (await tile.boundingBox())!,
      (await tile.getByRole('img').boundingBox())!,
      (await tile.getByRole('heading').boundingBox())!,
    ];
    expect(picture.width).toBeLessThanOrEqual(100);
    expect(title.x).toBeGreaterThan(picture.x + picture.width);
    // about a third of the phone's screen, not a screen per piece
    expect(box.height).toBeLessThan(320);
  });

  test('la barra inferior de la pieza aparece solo cuando sus botones quedaron atrás, con sus mismas palabras', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/products/${pieceId}`);
    await expect(page.getByRole('heading', { level: 1, name: EXPENSIVE_TITLE })).toBeAttached();
    const bar = page.getByRole('region', { name: 'Comprar u ofertar' });
    // the page's own button, not the bar's namesake
    const buyNow = page.locator('main button:not([data-testid="sticky-action-bar"] button)', {
      hasText: 'Comprar ahora',
    });
    await expect(buyNow).toBeAttached();
    // the first screen: the page's buttons are still ahead, so no second row of the same actions
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.screenshot({ path: 'test-results/phone-product-390.png' });
    // a jump from the first screen to the page's end (End, a restored scroll) passes over the buttons without ever
    // showing them: the bar still comes, and goes again with a jump back to the top, where they are ahead once more
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();

    // scrolled past them: the bar, with the price and the buttons' own words
    await buyNow.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, 900));
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText('$32,000');
    const barBox = (await bar.boundingBox())!;
    for (const name of ['Comprar ahora', 'Hacer una oferta']) {
      const box = (await bar.getByRole('button', { name }).boundingBox())!;
      // whole words on a 390 px screen, a thumb's height
      expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: 'test-results/phone-product-bar-390.png' });

    await bar.getByRole('button', { name: 'Hacer una oferta' }).tap();
    await expect(page.getByRole('dialog', { name: 'Hacer una oferta' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // back up to the page's buttons the bar steps aside (never two 'Comprar ahora')
    await buyNow.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, 900));
    await expect(bar).toBeInViewport();
    await bar.getByRole('button', { name: 'Comprar ahora' }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(EXPENSIVE_TITLE).first()).toBeVisible();
  });

  test('el aviso de la alerta de precio no tapa el formulario ni las barras superior e inferior, esté el formulario abajo o arriba', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/products/${pieceId}`);
    // the form loads as its panel nears the screen
    await page.getByRole('region', { name: 'Historial de precio' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Alerta de precio' });
    const input = form.getByRole('spinbutton', { name: /Precio objetivo/ });
    const button = form.getByRole('button', { name: 'Crear alerta' });
    await expect(button).toBeAttached();
    const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

    // the form at the bottom of the screen, then just under the header
    for (const [at, target] of [
      ['abajo', '30000'],
      ['arriba', '29000'],
    ] as const) {
      await form.evaluate((el, where) => {
        el.scrollIntoView({ block: where === 'abajo' ? 'end' : 'start' });
        // under the sticky header, not behind it; above the bottom bar, not behind it
        window.scrollBy(0, where === 'abajo' ? 90 : -70);
      }, at);
      await expect(input).toBeInViewport();
      await expect(button).toBeInViewport();
      await input.fill(target);
      await button.tap();
      const shown = page.locator('li[data-variant="success"]').filter({ hasText: /^Alerta (creada|actualizada)/ });
      await expect(shown).toBeVisible();
      await expect(shown).toBeInViewport();
      const toastBox = (await shown.boundingBox())!;
      for (const control of [input, button]) {
        expect(overlaps(toastBox, (await control.boundingBox())!), `${at}: el aviso tapa un control`).toBe(false);
      }
      // nor the top bar, whose cart, menu and bell stay reachable
      const topBar = (await page.getByRole('banner').first().boundingBox())!;
      expect(overlaps(toastBox, topBar), `${at}: el aviso tapa la barra superior`).toBe(false);
      const bar = page.getByRole('region', { name: 'Comprar u ofertar' });
      if (await bar.isVisible()) {
        expect(overlaps(toastBox, (await bar.boundingBox())!), `${at}: el aviso tapa la barra inferior`).toBe(false);
      }
      await page.screenshot({ path: `test-results/phone-price-alert-toast-${at}-390.png` });
      await shown.getByRole('button', { name: 'Cerrar' }).tap();
      await expect(shown).toBeHidden();
    }
  });

  test('la búsqueda del listado tiene ancho para escribir y el menú también busca', async ({ page }) => {
    await page.goto('/products');
    const search = page.getByRole('combobox', { name: 'Buscar en el catálogo' });
    await expect(search).toBeVisible();
    const box = await search.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(250);
    await page.screenshot({ path: 'test-results/phone-search-390.png' });

    await page.getByRole('button', { name: 'Abrir menú', exact: true }).tap();
    const sheet = page.getByRole('dialog');
    const menuSearch = sheet.getByRole('searchbox', { name: 'Buscar en el catálogo' });
    await menuSearch.fill('Zumárraga Vitrinazo');
    await page.screenshot({ path: 'test-results/phone-menu-search-390.png' });
    await sheet.getByRole('button', { name: 'Buscar' }).tap();
    await expect(page).toHaveURL(/\/products\?search=Zum%C3%A1rraga\+Vitrinazo$/);
    await expect(page.getByRole('heading', { name: EXPENSIVE_TITLE })).toBeVisible();
  });

  test('el buscador del inicio muestra su texto entero, también a 360 px, y su botón se sigue llamando Buscar', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    const hero = page.getByRole('search');
    // the plain box, which the catalogue's takes over only when the visitor comes near it
    const field = hero.getByRole('searchbox', { name: 'Buscar piezas' });
    await expect(field).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Buscar' })).toBeVisible();
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: PHONE.height });
      // the placeholder's width in the field's own font, against the room the field gives it
      const fit = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, width: Math.ceil(context.measureText(input.placeholder).width), room };
      });
      expect(fit.text).toBe('¿Qué joya estás buscando?');
      expect(fit.width, `${width} px`).toBeLessThanOrEqual(fit.room);
      await hero.screenshot({ path: `test-results/phone-hero-search-${width}.png` });
    }
  });
});

test('a 1280 px la pieza no muestra la barra inferior y el botón de vender sigue flotando', async ({ page }) => {
  await signIn(page);
  await page.goto(`/products/${pieceId}`);
  await expect(page.getByRole('heading', { level: 1, name: EXPENSIVE_TITLE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comprar u ofertar' })).toBeHidden();
  // It floats, stepping aside while a control or text of the piece is under it (shell-layout.spec.ts).
  const sell = page.locator('a[href="/sell"]', { hasText: 'Vender un producto' });
  await expect(sell).toBeAttached();
  expect(await sell.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await page.screenshot({ path: 'test-results/phone-product-1280.png' });
});
