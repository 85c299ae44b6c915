import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/helpers';
import { adminClient, createSeller, visitorClient, type FixtureSeller } from '../support/fixtureSellers';

const MB = 1024 * 1024;

/**
 * A real JPEG drawn by Chromium's canvas: coloured noise compresses badly, so its size grows with the pixel count.
 * Returns the bytes of the first size whose file lands between minBytes and maxBytes.
 */
async function noiseJpeg(page: Page, { minBytes, maxBytes }: { minBytes: number; maxBytes: number }): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ minBytes, maxBytes }) => {
      for (let width = 200; width <= 4000; width += width < 1000 ? 100 : 200) {
        const height = Math.round(width * 0.75);
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
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        if (blob.size >= minBytes && blob.size <= maxBytes) {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let binary = '';
          for (let offset = 0; offset < bytes.length; offset += 0x8000)
            binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
          return btoa(binary);
        }
        if (blob.size > maxBytes) break;
      }
      throw new Error('no se pudo generar una foto del tamaño pedido');
    },
    { minBytes, maxBytes },
  );
  return Buffer.from(base64, 'base64');
}

/** The sell form itself: the top bar has its own 'Categorías' menu. */
const sellForm = (page: Page) => page.getByRole('form', { name: 'Vende tu pieza' });

async function openSellAs(page: Page, seller: FixtureSeller) {
  await page.goto('/sell');
  await expect(page).toHaveURL(/\/auth/);
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/sell$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vende tu pieza' })).toBeVisible();
}

async function fillDetails(page: Page, { title, price }: { title: string; price: string }) {
  await sellForm(page)
    .getByLabel(/^Título/)
    .fill(title);
  await sellForm(page)
    .getByLabel(/^Precio/)
    .fill(price);
  await sellForm(page)
    .getByLabel(/^Descripción/)
    .fill('Pieza original de colección, guardada en vitrina y con su certificado de autenticidad.');
  await sellForm(page)
    .getByLabel(/^Categoría/)
    .selectOption('memorabilia');
  await sellForm(page)
    .getByLabel(/^Subcategoría/)
    .selectOption('balls');
}

async function addPhotos(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByTestId('photo-input').setInputFiles(files);
}

async function previewAndConfirm(page: Page) {
  const submit = page.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Vista previa de tu publicación' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar y publicar' }).click();
}

async function storedObjects(sellerId: string) {
  const { data, error } = await adminClient().storage.from('products').list(sellerId);
  if (error) throw error;
  return data ?? [];
}

test.describe('Vender una pieza (/sell)', () => {
  test('un vendedor con teléfono publica una pieza con dos fotos: queda pendiente, fuera del catálogo público, y sus fotos se sirven', async ({
    page,
  }) => {
    const seller = await createSeller({ phone: '+525512340001', identityVerified: false });
    await openSellAs(page, seller);
    const title = `Balón firmado E2E ${Date.now()}`;
    await fillDetails(page, { title, price: '2500' });
    const front = await noiseJpeg(page, { minBytes: 20_000, maxBytes: 400_000 });
    const back = await noiseJpeg(page, { minBytes: 20_000, maxBytes: 400_000 });
    await addPhotos(page, [
      { name: 'frente.jpg', mimeType: 'image/jpeg', buffer: front },
      { name: 'espalda.jpg', mimeType: 'image/jpeg', buffer: back },
    ]);
    await expect(page.getByText('2 de 6 fotos')).toBeVisible();
    await previewAndConfirm(page);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('¡Producto enviado para aprobación!', { exact: true })).toBeVisible();

    const admin = adminClient();
    const { data: products } = await admin
      .from('products')
      .select('id, title, status, price, category, subcategory, stock')
      .eq('seller_id', seller.id);
    expect(products).toHaveLength(1);
    expect(products![0]).toMatchObject({
      title,
      status: 'pending',
      price: 2500,
      category: 'memorabilia',
      subcategory: 'balls',
      stock: 1,
    });
    const productId = products![0].id as string;

    const { data: images } = await admin
      .from('product_images')
      .select('image_url, order')
      .eq('product_id', productId)
      .order('order');
    expect(images!.map((image) => image.order)).toEqual([0, 1]);
    expect(images![0].image_url).toMatch(new RegExp(`/products/${seller.id}/[0-9a-f-]{36}-frente\\.jpg$`));
    expect(images![1].image_url).toMatch(new RegExp(`/products/${seller.id}/[0-9a-f-]{36}-espalda\\.jpg$`));
    for (const [index, image] of images!.entries()) {
      const response = await page.request.get(image.image_url as string);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      expect((await response.body()).equals(index === 0 ? front : back)).toBe(true);
    }

    // The public catalogue (anon) does not see a piece waiting for review.
    const visitor = visitorClient();
    const { data: direct } = await visitor.from('products').select('id').eq('id', productId);
    expect(direct).toEqual([]);
    const { data: listing } = await visitor.rpc('list_products', { filters: { search: title } });
    expect((listing as { data: { id: string }[] }).data.map((row) => row.id)).not.toContain(productId);
    const { data: publicImages } = await visitor.from('product_images').select('id').eq('product_id', productId);
    expect(publicImages).toEqual([]);

    // The draft was cleared after success: a new visit starts empty.
    await page.goto('/sell');
    await expect(sellForm(page).getByLabel(/^Título/)).toHaveValue('');
  });

  test('un vendedor sin teléfono es enviado a su perfil, sin subir nada, y su borrador lo espera al volver', async ({
    page,
  }) => {
    const seller = await createSeller({ phone: null, identityVerified: false });
    await openSellAs(page, seller);
    await expect(
      page.getByText('Necesitas agregar un número de teléfono a tu perfil para vender').first(),
    ).toBeVisible();
    await fillDetails(page, { title: 'Jersey sin teléfono', price: '1200' });
    await addPhotos(page, [
      {
        name: 'jersey.jpg',
        mimeType: 'image/jpeg',
        buffer: await noiseJpeg(page, { minBytes: 10_000, maxBytes: 400_000 }),
      },
    ]);
    await previewAndConfirm(page);

    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Teléfono requerido', { exact: true })).toBeVisible();
    const { data: products } = await adminClient().from('products').select('id').eq('seller_id', seller.id);
    expect(products).toEqual([]);
    expect(await storedObjects(seller.id)).toEqual([]);

    await page.goto('/sell');
    await expect(sellForm(page).getByLabel(/^Título/)).toHaveValue('Jersey sin teléfono');
    await expect(page.getByText('Recuperamos tu borrador')).toBeVisible();
  });

  test('un vendedor sin identidad verificada es avisado al escribir 5,000 MXN y rechazado al publicar', async ({
    page,
  }) => {
    const seller = await createSeller({ phone: '+525512340002', identityVerified: false });
    await openSellAs(page, seller);
    await fillDetails(page, { title: 'Guante firmado de 5 mil', price: '5000' });
    await expect(page.getByText(/Para publicar desde \$5,000 MXN necesitas verificar tu identidad/)).toBeVisible();
    await addPhotos(page, [
      {
        name: 'guante.jpg',
        mimeType: 'image/jpeg',
        buffer: await noiseJpeg(page, { minBytes: 10_000, maxBytes: 400_000 }),
      },
    ]);
    await previewAndConfirm(page);

    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Verificación requerida', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Para productos de $5,000 MXN o más, necesitas verificar tu identidad', { exact: true }),
    ).toBeVisible();
    const { data: products } = await adminClient().from('products').select('id').eq('seller_id', seller.id);
    expect(products).toEqual([]);
    expect(await storedObjects(seller.id)).toEqual([]);

    // The database refuses it too, whatever a client sends (trigger guard_product, VT002).
    const asSeller = visitorClient();
    await asSeller.auth.signInWithPassword({ email: seller.email, password: seller.password });
    const { error } = await asSeller.from('products').insert({
      title: 'Directo a la API',
      price: 5000,
      description: 'Intento de saltarse la verificación de identidad.',
      condition: 'new',
      category: 'cards',
      seller_id: seller.id,
    });
    expect(error).toMatchObject({ code: 'VT002', details: 'Verificación requerida' });
  });

  test('un archivo de 6 MB y un GIF renombrado .jpg se rechazan con los mensajes del spec', async ({ page }) => {
    const seller = await createSeller({ phone: '+525512340003', identityVerified: false });
    await openSellAs(page, seller);
    const big = Buffer.alloc(6 * MB);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    await addPhotos(page, [
      { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: big },
      { name: 'animado.jpg', mimeType: 'image/jpeg', buffer: gif },
    ]);
    const alert = page.getByRole('alert').filter({ hasText: 'Error al subir' });
    await expect(alert).toContainText('enorme.jpg: Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 6MB');
    await expect(alert).toContainText('animado.jpg: Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.');
    await expect(page.getByText('0 de 6 fotos')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' })).toBeDisabled();
  });

  test('una foto de 3 MB se comprime en el navegador y se guarda con menos de 1.2 MB y 1920 px de lado', async ({
    page,
  }) => {
    const seller = await createSeller({ phone: '+525512340004', identityVerified: false });
    await openSellAs(page, seller);
    const photo = await noiseJpeg(page, { minBytes: 2.6 * MB, maxBytes: 3.6 * MB });
    await fillDetails(page, { title: 'Foto grande comprimida', price: '1800' });
    await addPhotos(page, [{ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect(page.getByText('1 de 6 fotos')).toBeVisible();
    await previewAndConfirm(page);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    // the photo and, beside it, its small copy
    const objects = await storedObjects(seller.id);
    expect(objects.map((object) => object.name.replace(/^[0-9a-f-]{36}-/, '')).sort()).toEqual([
      'grande-mini.webp',
      'grande.jpg',
    ]);
    const stored = objects.find((object) => object.name.endsWith('-grande.jpg'))!;
    const size = (stored.metadata as { size: number }).size;
    expect(photo.length).toBeGreaterThan(2.5 * MB);
    expect(size).toBeLessThan(1.2 * MB);
    const copy = objects.find((object) => object.name.endsWith('-grande-mini.webp'))!;
    expect((copy.metadata as { size: number }).size).toBeLessThan(size / 4);
    const { data: images } = await adminClient()
      .from('product_images')
      .select('image_url, products!inner(seller_id)')
      .eq('products.seller_id', seller.id)
      .order('created_at', { ascending: false })
      .limit(1);
    const dimensions = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return { width: bitmap.width, height: bitmap.height };
    }, images![0].image_url as string);
    expect(Math.max(dimensions.width, dimensions.height)).toBeLessThanOrEqual(1920);
  });
});
