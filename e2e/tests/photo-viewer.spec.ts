import { expect, test, type Page } from '@playwright/test';
import { axeReport } from '../support/a11y';
import { adminClient, createSeller, type FixtureSeller } from '../support/fixtureSellers';
import { createPublishedProduct, type FixtureProduct } from '../support/fixtureProducts';

/** A piece of this spec with three photos (the seed's files), so there is a next and a previous one. */
async function pieceWithPhotos(seller: FixtureSeller): Promise<FixtureProduct> {
  const product = await createPublishedProduct(seller, { price: 3200 });
  const admin = adminClient();
  const { data: seed, error } = await admin.from('product_images').select('image_url').limit(20);
  if (error) throw error;
  const urls = [...new Set(seed.map((row) => row.image_url))].slice(1, 3);
  const { error: insertError } = await admin
    .from('product_images')
    .insert(urls.map((image_url, i) => ({ product_id: product.id, image_url, order: i + 1 })));
  if (insertError) throw insertError;
  return product;
}

const viewer = (page: Page) => page.locator('.yarl__root');
const slideLabel = (page: Page) =>
  viewer(page).locator('.yarl__slide_current').getAttribute('aria-label', { timeout: 5000 });

test.describe('fotos a pantalla completa y compartir', () => {
  let seller: FixtureSeller;
  let product: FixtureProduct;

  test.beforeAll(async () => {
    seller = await createSeller({ phone: '+525522224444', identityVerified: true });
    product = await pieceWithPhotos(seller);
  });

  test('clic y Enter abren la foto; flechas la cambian; Escape cierra y el foco vuelve', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.title} · Vitrina`);

    const photo = page.getByRole('button', { name: /ver en pantalla completa/ });
    await photo.click();
    await expect(viewer(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Acercar' })).toBeVisible();
    expect(await slideLabel(page)).toBe('Foto 1 de 3');
    expect(await axeReport(page, 'visor')).toEqual([]);
    await page.screenshot({ path: 'test-results/photo-viewer-1280.png' });

    // the zoom buttons: closer, then back
    const zoomOut = page.getByRole('button', { name: 'Alejar' });
    await expect(zoomOut).toBeDisabled();
    await page.getByRole('button', { name: 'Acercar' }).click();
    await expect(zoomOut).toBeEnabled();
    await zoomOut.click();
    await expect(zoomOut).toBeDisabled();

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideLabel(page)).toBe('Foto 2 de 3');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => slideLabel(page)).toBe('Foto 1 de 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slideLabel(page)).toBe('Foto 2 de 3');

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    // back on the photo that opened it, which now shows the one last seen
    await expect(photo).toBeFocused();
    await expect(photo).toHaveAccessibleName(/imagen 2 de 3/);

    await page.keyboard.press('Enter');
    await expect(viewer(page)).toBeVisible();
    expect(await slideLabel(page)).toBe('Foto 2 de 3');
    await page.keyboard.press('Escape');
    await expect(photo).toBeFocused();
  });

  test('a 390 px un deslizamiento pasa a la foto siguiente', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: /ver en pantalla completa/ }).tap();
    await expect(viewer(page)).toBeVisible();
    expect(await slideLabel(page)).toBe('Foto 1 de 3');

    // a finger from right to left across the photo: touch input as the phone's screen sends it (Chromium turns
    // it into touch pointer events)
    const box = (await viewer(page).locator('.yarl__container').boundingBox())!;
    const y = Math.round(box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 330, y }] });
    for (const x of [290, 230, 170, 110, 60])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => slideLabel(page)).toBe('Foto 2 de 3');
    await context.close();
  });

  test('Compartir copia el enlace donde no hay Web Share (1280 px); el listado nombra su pestaña', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/product/${product.id}`);
    await page.evaluate(() => {
      // desktop Chromium on Linux has no share sheet; make sure of it
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expect(page.getByText('Enlace copiado', { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveCount(0);

    await page.goto('/products');
    await expect(page).toHaveTitle('Todos los tesoros · Vitrina');
    // a piece opened from the listing in the page (no reload) names the tab, not the listing's title
    await page.getByRole('article', { name: product.title }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/products?/${product.id}`));
    await expect(page).toHaveTitle(`${product.title} · Vitrina`);
    await page.goBack();
    await expect(page).toHaveTitle('Todos los tesoros · Vitrina');
  });
});
