import { expect, test, type Page } from '@playwright/test';
import { untilStill } from '../support/settle';
import { signIn } from '../support/helpers';

// The shell's frame as a member meets it: the home page's sections below the hero load in place (the page never
// blanks, the focus stays), the floating 'Vender un producto' never covers a control (1280 px) and scrolls under the
// top bar (390 px), the home page's category tiles hold their names (390 px), and at 640 px the home page shows
// each category once and the footer's links sit in two columns of 44 px rows; the keyboard's focus shows on a light
// page and in a menu.

const PHONE = { width: 390, height: 844 };
const SELL = 'Vender un producto';

/** The visible controls of the page (links, buttons, fields) that a fixed-position element covers, at this scroll. */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const floating = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed' && visible(el),
    );
    const covered: string[] = [];
    for (const control of document.querySelectorAll('main a[href], main button, main input, main select')) {
      if (!visible(control)) continue;
      const a = control.getBoundingClientRect();
      if (a.bottom <= 0 || a.top >= innerHeight) continue;
      for (const layer of floating) {
        if (layer.contains(control)) continue;
        const f = layer.getBoundingClientRect();
        if (a.left < f.right && f.left < a.right && a.top < f.bottom && f.top < a.bottom) {
          covered.push(`${(control.textContent || control.tagName).trim()} ⟵ ${(layer.textContent || '').trim()}`);
        }
      }
    }
    return covered;
  });
}

test('en el inicio, las secciones bajo el hero cargan en su lugar: la página no se vacía y el foco se queda', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(message.text());
  });
  await signIn(page);
  await page.goto('/');
  const sellYours = page.getByRole('button', { name: 'Vende tu colección' }).first();
  await expect(sellYours).toBeVisible();
  await untilStill(page);
  await sellYours.focus();
  // The shortest the page's text gets from here on, read every frame while the sections below load.
  await page.evaluate(() => {
    const shortest = { value: Infinity };
    (window as unknown as { shortest: typeof shortest }).shortest = shortest;
    const read = () => {
      shortest.value = Math.min(shortest.value, document.querySelector('main')!.innerText.length);
      requestAnimationFrame(read);
    };
    read();
  });
  for (const y of [500, 1200, 2000, 4000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await untilStill(page);
  }
  await expect(page.locator('[data-remote-slot="WaitlistHomeForm"] form')).toBeVisible();
  const shortest = await page.evaluate(() => (window as unknown as { shortest: { value: number } }).shortest.value);
  expect(shortest).toBeGreaterThan(2000);
  await expect(sellYours).toBeFocused();
  expect(warnings).toEqual([]);
});

test('a 1280 px el botón de vender flota sin tapar ningún control del listado ni de una pieza', async ({ page }) => {
  await signIn(page);
  await page.goto('/products');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const sell = page.locator('a[href="/sell"]', { hasText: SELL });
  expect(await sell.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  const productHref = await page
    .getByTestId('product-card')
    .first()
    .locator('a[href^="/product"]')
    .first()
    .getAttribute('href');

  for (const path of ['/products', productHref!]) {
    await page.goto(path);
    await untilStill(page);
    const covered = new Set<string>();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await untilStill(page);
      // the button looks again on the next frame
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const item of await coveredControls(page)) covered.add(item);
    }
    expect([...covered], path).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/shell-layout-piece-1280.png' });
});

test.describe('a 390 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('el botón de vender pasa por debajo de la barra superior al desplazarse', async ({ page }) => {
    await signIn(page);
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const sell = page.getByRole('link', { name: SELL });
    await sell.scrollIntoViewIfNeeded();
    await untilStill(page);
    // Scrolled so the button's middle sits under the top bar: what is drawn there is the bar.
    const drawn = await sell.evaluate((link) => {
      // room to scroll it that far: the two-column footer below it is shorter than the screen
      document.documentElement.style.paddingBottom = `${innerHeight}px`;
      const header = document.querySelector('header')!;
      const bar = header.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - bar.height / 2);
      const after = link.getBoundingClientRect();
      const x = after.left + after.width / 2;
      const y = after.top + after.height / 2;
      const top = document.elementFromPoint(x, y);
      return { underBar: y > 0 && y < bar.bottom, inHeader: Boolean(top && header.contains(top)) };
    });
    expect(drawn).toEqual({ underBar: true, inHeader: true });
    await page.screenshot({ path: 'test-results/shell-layout-sell-under-bar-390.png' });
  });

  test('los mosaicos de categorías del inicio contienen su nombre', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const explorer = page.getByRole('region', { name: 'Encuentra la pieza que falta en tu colección' });
    await expect(explorer.getByText('Equipamiento de Leyenda').first()).toBeVisible();
    await untilStill(page);
    const overflowing = await explorer.locator('ul li a').evaluateAll((tiles) =>
      tiles
        .filter((tile) => {
          const box = tile.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(tile);
          const text = range.getBoundingClientRect();
          return text.right > box.right - 1 || tile.scrollWidth > tile.clientWidth;
        })
        .map((tile) => tile.textContent),
    );
    expect(overflowing).toEqual([]);
    await explorer.locator('ul').first().screenshot({ path: 'test-results/shell-layout-tiles-390.png' });
  });
});

test('el foco del teclado se ve: un mosaico en crema lleva el anillo de tinta, y el menú de cuenta marca su opción', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  const tile = page
    .getByRole('region', { name: 'Encuentra la pieza que falta en tu colección' })
    .getByRole('link', { name: /Cartas & Trading Cards/ })
    .first();
  await tile.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  // ink (#0b1630) and gold (#e6c65c) rings: the ink one reads on the cream page, the gold one on navy
  const ring = await tile.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(ring).toContain('rgb(11, 22, 48) 0px 0px 0px 2px');
  expect(ring).toContain('rgb(230, 198, 92) 0px 0px 0px 4px');

  const trigger = page.getByRole('button', { name: 'Menú de cuenta' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const highlighted = menu.locator('[role="menuitem"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  await expect(highlighted).toBeFocused();
  expect(await highlighted.evaluate((el) => getComputedStyle(el).boxShadow)).toContain('rgb(11, 22, 48)');
  await menu.screenshot({ path: 'test-results/shell-layout-account-menu-keyboard.png' });
});

test.describe('a 640 px', () => {
  test.use({ viewport: { width: 640, height: 900 }, hasTouch: true, isMobile: true });

  test('el inicio muestra cada categoría una vez y el pie va en dos columnas de enlaces de 44 px', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    const explorer = page.getByRole('region', { name: 'Encuentra la pieza que falta en tu colección' });
    // the four tiles are the explorer on a phone; the big cards (three of the same categories) are not drawn
    const tiles = explorer.locator('ul li a:has(img)');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) await expect(tile).toBeVisible();
    await expect(explorer.locator('article')).toHaveCount(3);
    for (const card of await explorer.locator('article').all()) await expect(card).toBeHidden();

    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const categories = footer.getByRole('navigation', { name: 'Categorías' });
    const brand = footer.getByRole('navigation', { name: 'Vitrina' });
    const [left, right] = [await categories.boundingBox(), await brand.boundingBox()];
    // side by side: the same top, the second to the right of the first
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(1);
    expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width);
    const heights = await footer
      .locator('nav a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights).toHaveLength(7);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    await footer.screenshot({ path: 'test-results/shell-layout-footer-640.png' });
  });
});
