import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInThroughForm, signInWithSession } from '../support/helpers';
import {
  adminClient,
  createBuyer,
  createPiece,
  createSeller,
  fillCheckout,
  mailsTo,
  seedCart,
  uniqueTag,
  type FixturePiece,
  type FixtureSeller,
} from '../support/checkoutFixtures';
import { createStaff } from '../support/staffFixtures';

// Shipping and the welcome discount, end to end: the newsletter's BIENVENIDA10 from subscribing to the order the
// database charged, one shipping sum from the cart to the order, and a seller's shipping price and declared
// certificate reaching the piece's page after the staff publish it.

test.describe.configure({ timeout: 180_000 });

async function signInAs(page: Page, who: FixtureSeller) {
  await signInWithSession(page, who);
}

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  return context.newPage();
}

/** A published piece whose seller set a shipping price (MXN per unit). */
async function pieceWithShipping(sellerId: string, title: string, price: number, shipping: number) {
  const piece = await createPiece(sellerId, title, price);
  const { error } = await adminClient().from('products').update({ shipping_price: shipping }).eq('id', piece.id);
  if (error) throw error;
  return piece;
}

async function orderOf(buyerId: string) {
  const { data, error } = await adminClient()
    .from('orders')
    .select('id, subtotal, shipping_total, discount, discount_code, total')
    .eq('buyer_id', buyerId)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    id: row.id as string,
    subtotal: Number(row.subtotal),
    shipping: Number(row.shipping_total),
    discount: Number(row.discount),
    code: row.discount_code as string | null,
    total: Number(row.total),
  }));
}

async function applyCode(page: Page, code: string) {
  const field = page.getByRole('textbox', { name: 'Código de descuento' });
  await field.fill(code);
  await page.getByRole('button', { name: 'Aplicar' }).click();
}

async function pay(page: Page) {
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL(/\/checkout\/orden\/[0-9a-f-]{36}$/, { timeout: 30_000 });
}

test('BIENVENIDA10: una cuenta nueva se suscribe, recibe el código, lo usa en su primera compra y la base cobra lo mismo; la segunda vez, un código mal escrito y el de otra cuenta se rechazan en español', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const first = await pieceWithShipping(seller.id, `Jersey de bienvenida ${tag}`, 1000, 150);
  const second = await pieceWithShipping(seller.id, `Tarjeta segunda compra ${tag}`, 800, 0);
  const buyer = await createBuyer('Valeria Núñez');

  const page = await newPage(browser, 1280);
  await signInAs(page, buyer);
  // the home page's newsletter form, with the account's own address
  await page.goto('/');
  // below the fold, the form loads as its section nears the screen
  await page.locator('section[aria-labelledby="newsletter-title"]').scrollIntoViewIfNeeded();
  const newsletter = page.getByRole('form', { name: 'Suscripción al boletín' }).first();
  await newsletter.getByLabel(/^Email/).fill(buyer.email);
  await newsletter.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(page.getByText('¡Gracias por suscribirte!').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(async () => (await mailsTo(buyer.email)).some((mail) => mail.html.includes('BIENVENIDA10')), {
      timeout: 20_000,
    })
    .toBe(true);

  await seedCart(page, [first]);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-item-shipping')).toHaveText('Envío $150');
  await expect(page.getByTestId('cart-shipping')).toHaveText('$150');
  await page.getByRole('link', { name: 'Proceder al pago' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillCheckout(page);

  await applyCode(page, 'BIENVENIDA20');
  await expect(page.getByRole('alert').filter({ hasText: 'Este código de descuento no existe' })).toBeVisible();
  await applyCode(page, ' bienvenida10 ');
  await expect(page.getByTestId('discount-applied')).toContainText('10% de descuento');
  await expect(page.getByTestId('checkout-subtotal')).toHaveText('$1,000');
  await expect(page.getByTestId('checkout-discount')).toHaveText('−$100');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$150');
  await expect(page.getByTestId('checkout-total')).toHaveText('$1,050 MXN');
  await page.screenshot({ path: test.info().outputPath('checkout-bienvenida-1280.png'), fullPage: true });
  await pay(page);

  const [charged] = await orderOf(buyer.id);
  expect(charged).toMatchObject({ subtotal: 1000, shipping: 150, discount: 100, code: 'BIENVENIDA10', total: 1050 });
  await expect(page.getByTestId('order-shipping')).toHaveText('$150');
  await expect(page.getByTestId('order-discount')).toHaveText('−$100');
  await expect(page.getByTestId('order-total')).toHaveText('$1,050 MXN');
  await page.getByRole('link', { name: 'Ver mi orden en el dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${charged.id}$`));
  // the dashboard's order says the same lines as the confirmation, from the stored order
  await expect(page.getByTestId('order-subtotal')).toHaveText('$1,000');
  await expect(page.getByTestId('order-shipping')).toHaveText('$150');
  await expect(page.getByText('Descuento (BIENVENIDA10)', { exact: true })).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveText('−$100');
  await expect(page.getByTestId('order-total')).toHaveText('$1,050 MXN');
  await page.screenshot({ path: test.info().outputPath('pedido-bienvenida-1280.png'), fullPage: true });

  // a second order: the code was used
  await seedCart(page, [second]);
  await page.goto('/checkout');
  await fillCheckout(page);
  await applyCode(page, 'BIENVENIDA10');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ya usaste tu código BIENVENIDA10 en tu primera compra.' }),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$800 MXN');
  await pay(page);
  const orders = await orderOf(buyer.id);
  expect(orders).toHaveLength(2);
  expect(orders[1]).toMatchObject({ discount: 0, code: null, total: 800, shipping: 0 });

  // another account, which never subscribed, cannot use it, at 390 px
  const other = await createBuyer('Iván Ortega');
  const third = await pieceWithShipping(seller.id, `Balón de otra cuenta ${tag}`, 500, 90);
  const phone = await newPage(browser, 390);
  await signInAs(phone, other);
  await seedCart(phone, [third]);
  await phone.goto('/checkout');
  await applyCode(phone, 'BIENVENIDA10');
  await expect(
    phone.getByRole('alert').filter({ hasText: 'Este código es solo para quien se suscribió al boletín' }),
  ).toBeVisible();
  await expect(phone.getByTestId('checkout-total')).toHaveText('$590 MXN');
  await phone.screenshot({ path: test.info().outputPath('checkout-codigo-ajeno-390.png'), fullPage: true });
  await phone.context().close();
  await page.context().close();
});

test('envío por pieza: el carrito, el checkout, la confirmación y la orden dicen la misma suma por vendedor, y la base la cobra', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const otherSeller = await createSeller({ phone: '+525587654321', identityVerified: true });
  const pieces: FixturePiece[] = [
    await pieceWithShipping(seller.id, `Jersey con envío ${tag}`, 1200, 150),
    await pieceWithShipping(seller.id, `Gorra envío gratis ${tag}`, 300, 0),
    await pieceWithShipping(otherSeller.id, `Tarjeta de otro vendedor ${tag}`, 700, 99.5),
  ];
  const buyer = await createBuyer('Rocío Beltrán');
  for (const width of [390, 1280]) {
    const page = await newPage(browser, width);
    await signInAs(page, buyer);
    await page.goto(`/product/${pieces[0].id}`);
    await expect(page.getByTestId('product-shipping')).toHaveText('Envío $150');
    await page.goto(`/products?search=${tag}`);
    await expect(page.getByRole('article', { name: pieces[1].title }).getByTestId('card-shipping')).toHaveText(
      'Envío gratis',
    );
    if (width === 390) {
      await page.context().close();
      continue;
    }
    await seedCart(page, pieces);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-item-shipping')).toHaveText(['Envío $150', 'Envío gratis', 'Envío $99.5']);
    await expect(page.getByTestId('cart-shipping')).toHaveText('$249.5');
    await page.getByRole('link', { name: 'Proceder al pago' }).click();
    await fillCheckout(page);
    await expect(page.getByTestId('summary-item-shipping')).toHaveText(['Envío $150', 'Envío gratis', 'Envío $99.5']);
    await expect(page.getByTestId('checkout-shipping')).toHaveText('$249.5');
    await expect(page.getByTestId('checkout-total')).toHaveText('$2,449.5 MXN');
    await pay(page);
    await expect(page.getByTestId('order-shipping')).toHaveText('$249.5');
    await expect(page.getByTestId('order-total')).toHaveText('$2,449.5 MXN');
    const [order] = await orderOf(buyer.id);
    expect(order).toMatchObject({ subtotal: 2200, shipping: 249.5, discount: 0, total: 2449.5 });
    // stored per item: each seller's part of the shipping
    const { data: items } = await adminClient()
      .from('order_items')
      .select('seller_id, shipping')
      .eq('order_id', order.id);
    const perSeller = (id: string) =>
      (items ?? []).filter((item) => item.seller_id === id).reduce((sum, item) => sum + Number(item.shipping), 0);
    expect([perSeller(seller.id), perSeller(otherSeller.id)]).toEqual([150, 99.5]);
    await page.getByRole('link', { name: 'Ver mi orden en el dashboard' }).click();
    await expect(page.getByTestId('order-subtotal')).toHaveText('$2,200');
    await expect(page.getByTestId('order-shipping')).toHaveText('$249.5');
    await expect(page.getByTestId('order-discount')).toHaveCount(0);
    await expect(page.getByTestId('order-total')).toHaveText('$2,449.5 MXN');
    await page.context().close();
    // each seller's view of the same order: their pieces and their shipping, as stored per item, at 390 px
    const sellerPage = await newPage(browser, 390);
    await signInAs(sellerPage, seller);
    await sellerPage.goto(`/dashboard/orders/${order.id}`);
    await expect(sellerPage.getByTestId('order-subtotal')).toHaveText('$1,500');
    await expect(sellerPage.getByTestId('order-shipping')).toHaveText('$150');
    await expect(sellerPage.getByTestId('order-total')).toHaveText('$1,650 MXN');
    await expect(sellerPage.getByText('Tu venta con envío', { exact: true })).toBeVisible();
    await sellerPage.screenshot({ path: test.info().outputPath('venta-envio-390.png'), fullPage: true });
    await sellerPage.context().close();
  }
});

test('un vendedor fija el envío y declara su certificado (JSA AB12345) al vender; el equipo publica y la página de la pieza los muestra, "declarado por el vendedor"', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512340077', identityVerified: true });
  const title = `Jersey firmado con certificado ${tag}`;

  const page = await newPage(browser, 1280);
  await page.goto('/sell');
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/sell$/);
  const form = page.getByRole('form', { name: 'Vende tu pieza' });
  await form.getByLabel(/^Título/).fill(title);
  await form.getByLabel(/^Precio/).fill('3200');
  await form.getByLabel(/^Costo de envío/).fill('10001');
  await form.getByLabel(/^Costo de envío/).blur();
  await expect(form.getByText('El costo de envío debe estar entre $0 y $10,000 MXN')).toBeVisible();
  await form.getByLabel(/^Costo de envío/).fill('150');
  await expect(form.getByText(/Tus compradores verán: Envío \$150\./)).toBeVisible();
  await form
    .getByLabel(/^Descripción/)
    .fill('Jersey firmado en el vestidor, con su certificado de autenticidad de JSA y su holograma.');
  await form.getByLabel(/^Categoría/).selectOption('jerseys');
  await form.getByLabel(/^Certificadora/).fill('JSA');
  await form.getByLabel(/^Número de certificado/).fill('AB12345');
  await page.getByTestId('photo-input').setInputFiles([
    {
      name: 'jersey.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    },
  ]);
  await page.screenshot({ path: test.info().outputPath('vender-envio-1280.png'), fullPage: true });
  const submit = page.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  const preview = page.getByRole('dialog', { name: 'Vista previa de tu publicación' });
  await expect(preview.getByTestId('preview-shipping')).toHaveText('Envío $150');
  await preview.getByRole('button', { name: 'Confirmar y publicar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  const { data: rows } = await adminClient()
    .from('products')
    .select('id, status, shipping_price, authentication_status, certifier, certificate_number')
    .eq('seller_id', seller.id);
  expect(rows).toHaveLength(1);
  expect(rows![0]).toMatchObject({
    status: 'pending',
    shipping_price: 150,
    authentication_status: 'pending',
    certifier: 'JSA',
    certificate_number: 'AB12345',
  });
  const id = rows![0].id as string;

  // the staff publish it from the review queue as it is
  const staff = await createStaff();
  const staffPage = await newPage(browser, 1280);
  await signInAs(staffPage, staff);
  await staffPage.goto('/dashboard/admin');
  const item = staffPage.getByRole('listitem', { name: title });
  await expect(item.getByText('AB12345')).toBeVisible({ timeout: 20_000 });
  await item.getByRole('button', { name: 'Publicar' }).click();
  await staffPage
    .getByRole('dialog', { name: '¿Publicar esta pieza?' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(staffPage.getByText('Pieza publicada', { exact: true })).toBeVisible();
  await staffPage.context().close();

  for (const width of [1280, 390]) {
    const visitor = await newPage(browser, width);
    await visitor.goto(`/product/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId('product-shipping')).toHaveText('Envío $150');
    const block = visitor.getByRole('region', { name: 'Autenticidad' });
    await expect(block.getByText(/^Certificadora:/)).toHaveText('Certificadora: JSA (declarado por el vendedor)');
    await expect(block.getByText(/^Número de certificado:/)).toHaveText(
      'Número de certificado: AB12345 (declarado por el vendedor)',
    );
    await expect(block.getByText('Esta pieza no tiene una autenticación registrada.')).toHaveCount(0);
    await block.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: test.info().outputPath(`pieza-declarada-${width}.png`) });
    await visitor.context().close();
  }
  await page.context().close();
});
