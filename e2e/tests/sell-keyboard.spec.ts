import { expect, test } from '@playwright/test';
import { signInWithSession } from '../support/helpers';
import { tabTo } from '../support/keyboard';
import { adminClient, createSeller } from '../support/fixtureSellers';

// A seller publishes a piece with the keyboard alone: every field typed or chosen with keys, the photos
// picked through the drop zone opened with Enter (the OS file dialog is what the file chooser stands in for), the
// preview dialog confirmed with keys. Nothing is clicked.

test.describe.configure({ timeout: 150_000 });

/** A small real PNG (1×1, red). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('un vendedor publica una pieza con fotos solo con el teclado', async ({ page }) => {
  const seller = await createSeller({ phone: '+525512340077', identityVerified: false });
  await signInWithSession(page, seller);
  await page.goto('/sell');
  const form = page.getByRole('form', { name: 'Vende tu pieza' });
  await expect(page.getByRole('heading', { level: 1, name: 'Vende tu pieza' })).toBeVisible();
  // Playwright catches file dialogs only once a listener asks it to, and turns that on asynchronously: waiting from
  // here, long before the key that opens the dialog, means the dialog is always caught. Listening just before the
  // key lost that race about half the time once the suite stopped recording traces.
  const chooser = page.waitForEvent('filechooser');

  // from here on, only keys
  const title = `Balón firmado por teclado ${Date.now().toString(36)}`;
  await tabTo(page, form.getByLabel(/^Título/));
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Precio/)).toBeFocused();
  await page.keyboard.type('3200');
  await page.keyboard.press('Tab');
  // the shipping price, left empty: free shipping
  await expect(form.getByLabel(/^Costo de envío/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Condición/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Categoría/)).toBeFocused();
  await page.keyboard.type('Firmadas');
  await expect(form.getByLabel(/^Categoría/)).toHaveValue('memorabilia');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Subcategoría/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.getByLabel(/^Subcategoría/)).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Descripción/)).toBeFocused();
  await page.keyboard.type('Balón oficial firmado por todo el equipo campeón, con certificado y vitrina de acrílico.');

  // the drop zone is a button: Enter opens the file dialog
  await tabTo(page, page.getByTestId('photo-dropzone'), { backwards: true });
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: PNG },
    { name: 'espalda.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByText('2 de 6 fotos')).toBeVisible();

  const submit = page.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const preview = page.getByRole('dialog', { name: 'Vista previa de tu publicación' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Escape goes back to the form with the focus on the button that opened the preview, the form as it was
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(submit).toBeFocused();
  await expect(form.getByLabel(/^Título/)).toHaveValue(title);
  await page.keyboard.press('Enter');
  await expect(preview).toBeVisible();
  await tabTo(page, preview.getByRole('button', { name: 'Confirmar y publicar' }), { max: 20 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const { data: products } = await adminClient()
    .from('products')
    .select('id, title, price, category, status')
    .eq('seller_id', seller.id);
  expect(products).toEqual([
    expect.objectContaining({ title, price: 3200, category: 'memorabilia', status: 'pending' }),
  ]);
  const { data: images } = await adminClient()
    .from('product_images')
    .select('order')
    .eq('product_id', products![0].id)
    .order('order');
  expect(images!.map((image) => image.order)).toEqual([0, 1]);
});
