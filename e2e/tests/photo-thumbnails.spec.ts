import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughForm, signInWithSession } from '../support/helpers';
import { adminClient, createSeller } from '../support/fixtureSellers';

// Thumbnails load small images, the full-screen view the full one. A seller uploads a real JPEG in the
// sell flow, the browser makes its small copy (WebP, 480 px) beside it, staff publish the piece, and a visitor's
// card, gallery strip and (on a phone) main photo load the small object while the viewer loads the full one.
test.describe.configure({ timeout: 240_000 });

const STAFF = { email: 'staff@vitrina.mx', password: 'Staff123!' };

/** A real JPEG drawn by Chromium's canvas (coloured noise, so its size follows its pixels), as bytes. */
async function noiseJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      for (let index = 0; index < image.data.length; index += 4) {
        image.data[index] = Math.random() * 255;
        image.data[index + 1] = Math.random() * 255;
        image.data[index + 2] = Math.random() * 255;
        image.data[index + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let offset = 0; offset < bytes.length; offset += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Every image response of the page: URL → bytes received. */
function recordImages(page: Page): Map<string, number> {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/storage/v1/object/public/products/')) return;
    try {
      sizes.set(response.url(), (await response.body()).length);
    } catch {
      // a response whose body the page dropped (navigation) says nothing here
    }
  });
  return sizes;
}

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithSession(page, who);
  return { page, context };
}

test('una foto subida al vender se guarda con su copia chica: tarjeta, tira y teléfono piden la chica, el visor la completa', async ({
  browser,
  page,
}) => {
  const seller = await createSeller({ phone: '+525512349024', identityVerified: false });
  const title = `Tarjeta con miniatura E2E ${Date.now()}`;

  // The seller sells the piece with a real 1600 × 1200 JPEG (under 1 MB: uploaded as chosen, copy made anyway).
  await page.goto('/sell');
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/sell$/);
  const form = page.getByRole('form', { name: 'Vende tu pieza' });
  await form.getByLabel(/^Título/).fill(title);
  await form.getByLabel(/^Precio/).fill('2400');
  await form
    .getByLabel(/^Descripción/)
    .fill('Tarjeta original de colección, guardada en vitrina y con su certificado de autenticidad.');
  await form.getByLabel(/^Categoría/).selectOption('memorabilia');
  await form.getByLabel(/^Subcategoría/).selectOption('balls');
  const jpeg = await noiseJpeg(page, 1200, 900);
  expect(jpeg.length).toBeLessThan(1024 * 1024);
  await page.getByTestId('photo-input').setInputFiles({ name: 'frente.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByText('1 de 6 fotos')).toBeVisible();
  const submit = page.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await page
    .getByRole('dialog', { name: 'Vista previa de tu publicación' })
    .getByRole('button', { name: 'Confirmar y publicar' })
    .click();
  await expect(page.getByText('¡Producto enviado para aprobación!', { exact: true })).toBeVisible();

  // Both objects are stored, side by side, and the row keeps both.
  const admin = adminClient();
  const { data: product } = await admin.from('products').select('id').eq('seller_id', seller.id).single();
  const productId = product!.id as string;
  const { data: images } = await admin
    .from('product_images')
    .select('image_url, thumb_url')
    .eq('product_id', productId);
  expect(images).toHaveLength(1);
  const { image_url: full, thumb_url: thumb } = images![0] as { image_url: string; thumb_url: string };
  expect(full).toMatch(new RegExp(`/products/${seller.id}/[0-9a-f-]{36}-frente\\.jpg$`));
  expect(thumb).toBe(full.replace(/\.jpg$/, '-mini.webp'));
  const fullResponse = await page.request.get(full);
  expect(fullResponse.headers()['content-type']).toBe('image/jpeg');
  expect((await fullResponse.body()).equals(jpeg)).toBe(true);
  const thumbResponse = await page.request.get(thumb);
  expect(thumbResponse.headers()['content-type']).toBe('image/webp');

  // The thumbnail maker's output, decoded by the browser: WebP, 480 px on the long side, the photo's proportions.
  const decoded = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return { width: bitmap.width, height: bitmap.height };
  }, thumb);
  expect(decoded).toEqual({ width: 480, height: 360 });

  // Staff publish it from the queue, whose thumbnail is the small copy (the full photo one click away).
  const staff = await signedInPage(browser, STAFF);
  await staff.page.goto('/dashboard/admin');
  const item = staff.page.getByRole('listitem', { name: title });
  await expect(item.getByRole('img').first()).toHaveAttribute('src', thumb);
  await expect(
    item
      .getByRole('link')
      .filter({ has: staff.page.getByRole('img') })
      .first(),
  ).toHaveAttribute('href', full);
  await item.getByRole('button', { name: 'Publicar' }).click();
  await staff.page
    .getByRole('dialog', { name: '¿Publicar esta pieza?' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(staff.page.getByText('Pieza publicada', { exact: true })).toBeVisible();
  await staff.context.close();

  // A visitor at 1280 px: the card loads the small object, far lighter than the full one.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  const loaded = recordImages(visitor);
  await visitor.goto(`/products?search=${encodeURIComponent(title)}`);
  const card = visitor.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const cardImage = card.locator('img').first();
  await expect
    .poll(() => cardImage.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toBe(thumb);
  await expect.poll(() => loaded.get(thumb)).toBeDefined();
  expect(loaded.get(thumb)!).toBeLessThan(jpeg.length / 4);
  expect(loaded.has(full)).toBe(false);
  await visitor.screenshot({ path: 'test-results/thumbnails-card-1280.png' });

  // The product page: the large photo is the full one at desktop width, the strip's thumbnail the small one.
  await visitor.goto(`/product/${productId}`);
  const open = visitor.getByRole('button', { name: /ver en pantalla completa/ });
  const mainImage = open.getByRole('img');
  await expect
    .poll(() => mainImage.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toBe(full);
  await expect(visitor.getByRole('button', { name: 'Ver imagen 1' }).locator('img')).toHaveAttribute('src', thumb);
  await visitor.screenshot({ path: 'test-results/thumbnails-product-1280.png' });

  // The viewer shows the full photo.
  await open.click();
  const slide = visitor.locator('.yarl__root .yarl__slide_current img');
  await expect(slide).toHaveAttribute('src', full);
  await expect.poll(() => loaded.get(full)).toBe(jpeg.length);
  await visitor.keyboard.press('Escape');
  await visitorContext.close();

  // A phone (390 px): the listing's card and the product page's main photo both take the small copy.
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  const phone = await phoneContext.newPage();
  const phoneLoaded = recordImages(phone);
  await phone.goto(`/products?search=${encodeURIComponent(title)}`);
  const phoneCard = phone.getByRole('article', { name: title }).locator('img').first();
  await expect
    .poll(() => phoneCard.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toBe(thumb);
  await phone.screenshot({ path: 'test-results/thumbnails-card-390.png' });
  await phone.goto(`/product/${productId}`);
  const phoneMain = phone.getByRole('button', { name: /ver en pantalla completa/ }).getByRole('img');
  await expect
    .poll(() => phoneMain.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc))
    .toBe(thumb);
  expect(phoneLoaded.has(full)).toBe(false);
  await phone.screenshot({ path: 'test-results/thumbnails-product-390.png' });
  // full screen, the phone loads the full photo
  await phone.getByRole('button', { name: /ver en pantalla completa/ }).tap();
  await expect(phone.locator('.yarl__root .yarl__slide_current img')).toHaveAttribute('src', full);
  await expect.poll(() => phoneLoaded.get(full)).toBe(jpeg.length);
  await phoneContext.close();
});
