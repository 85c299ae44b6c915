import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm, signInWithSession } from '../support/helpers';
import { visitorClient } from '../support/fixtureSellers';
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

test.describe.configure({ timeout: 120_000 });

async function signInAs(page: Page, who: FixtureSeller) {
  await signInWithSession(page, who);
}

async function addFromListing(page: Page, tag: string, piece: FixturePiece) {
  await page.goto(`/products?search=${tag}`);
  // the listing arrives rendered as a visitor's: the cards' buttons act for the member once the session is known,
  // which the account menu shows
  await expect(page.getByRole('button', { name: 'Menú de cuenta' })).toBeVisible();
  const card = page.getByRole('article', { name: piece.title });
  await card.getByRole('button', { name: /Añadir|Agregar/ }).click();
  await expect(page.getByText('Producto agregado').first()).toBeVisible();
}

test('compra dos piezas: la orden, sus items y las notificaciones de comprador y vendedor existen, y las piezas salen del listado', async ({
  page,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const jersey = await createPiece(seller.id, `Jersey firmado ${tag}`, 1500);
  const card = await createPiece(seller.id, `Tarjeta rookie ${tag}`, 800.5);
  const buyer = await createBuyer();

  await signInAs(page, buyer);
  await addFromListing(page, tag, jersey);
  await addFromListing(page, tag, card);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText('$2,300.5 MXN');
  await page.getByRole('link', { name: 'Proceder al pago' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillCheckout(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
  // the order's confirmation page: its number, at most one toast
  await expect(page).toHaveURL(/\/checkout\/orden\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^Orden #[0-9A-F]{8}$/);
  await expect(page.getByTestId('order-address')).toContainText('Col. Centro');
  await expect(page.getByRole('link', { name: 'Ver mi orden en el dashboard' })).toBeVisible();
  // the order's notification has reached the page (the bell counts it): at most one toast says so (a toast is a list
  // item; Radix also announces its text once to screen readers, outside the list)
  await expect(page.getByRole('button', { name: 'Notificaciones: 1 sin leer' })).toBeVisible();
  expect(await page.getByRole('listitem').filter({ hasText: '¡Orden completada!' }).count()).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  const admin = adminClient();
  const { data: orders } = await admin
    .from('orders')
    .select('id, total, shipping_address, order_items(product_id, price, quantity, seller_id)')
    .eq('buyer_id', buyer.id);
  expect(orders).toHaveLength(1);
  const order = orders![0] as {
    id: string;
    total: number;
    shipping_address: Record<string, string>;
    order_items: { product_id: string; price: number; quantity: number }[];
  };
  expect(Number(order.total)).toBe(2300.5);
  expect(order.shipping_address).toMatchObject({
    full_name: 'Diego Ramírez',
    email: buyer.email,
    city: 'Guadalajara',
    zip_code: '44100',
  });
  expect(JSON.stringify(order.shipping_address)).not.toContain('4242');
  expect(order.order_items.map((i) => i.product_id).sort()).toEqual([jersey.id, card.id].sort());

  const { data: notifications } = await admin
    .from('notifications')
    .select('user_id, type, title')
    .eq('ref_id', order.id);
  expect(notifications).toEqual(
    expect.arrayContaining([
      { user_id: buyer.id, type: 'order', title: '¡Orden completada!' },
      { user_id: seller.id, type: 'order', title: 'Nueva venta' },
    ]),
  );
  expect(notifications).toHaveLength(2);

  const { data: pieces } = await admin.from('products').select('status, stock').in('id', [jersey.id, card.id]);
  expect(pieces).toEqual([
    { status: 'sold', stock: 0 },
    { status: 'sold', stock: 0 },
  ]);
  // The search is typo-tolerant, so other specs' pieces with a similar tag may come back: check these two by id.
  const { data: listing } = await visitorClient().rpc('list_products', { filters: { search: tag } });
  const listedIds = (listing as { data: { id: string }[] }).data.map((p) => p.id);
  expect(listedIds).not.toContain(jersey.id);
  expect(listedIds).not.toContain(card.id);
  await page.goto(`/products?search=${tag}`);
  await expect(page.getByRole('article', { name: jersey.title })).toHaveCount(0);

  await expect
    .poll(async () => (await mailsTo(buyer.email)).map((m) => m.subject))
    .toContain(`Confirmación de tu orden #${order.id.slice(0, 8).toUpperCase()}`);
});

test('dos compradores se disputan la misma pieza: exactamente una orden, el otro ve la pieza nombrada', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Balón de la final ${tag}`, 4200);
  const buyers = [await createBuyer('Ana López'), await createBuyer('Luis Pérez')];
  const contexts = await Promise.all(buyers.map(() => browser.newContext()));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));

  for (const [index, page] of pages.entries()) {
    await signInAs(page, buyers[index]!);
    await seedCart(page, [piece]);
    await page.goto('/checkout');
    await fillCheckout(page);
  }
  await Promise.all(pages.map((page) => page.getByRole('button', { name: /^Pagar/ }).click()));

  const outcome = async (page: Page) => {
    const success = page.getByText('¡Orden completada!').first();
    const failure = page.getByTestId('order-refusal');
    await expect(success.or(failure)).toBeVisible({ timeout: 20_000 });
    return (await failure.isVisible()) ? 'refused' : 'ordered';
  };
  const results = await Promise.all(pages.map(outcome));
  expect([...results].sort()).toEqual(['ordered', 'refused']);

  const loser = pages[results.indexOf('refused')]!;
  await expect(loser.getByTestId('order-refusal')).toContainText(`"${piece.title}" ya no está disponible`);
  await expect(loser.getByTestId('summary-item').filter({ hasText: piece.title })).toHaveAttribute(
    'data-flagged',
    'true',
  );
  await expect(loser.getByLabel(/^Número de tarjeta/)).toHaveValue('4242 4242 4242 4242');
  await loser.goto('/cart');
  await expect(loser.getByTestId('cart-item').filter({ hasText: piece.title })).toContainText('Vendido');

  const { data: items } = await adminClient().from('order_items').select('order_id').eq('product_id', piece.id);
  expect(items).toHaveLength(1);
  await Promise.all(contexts.map((context) => context.close()));
});

test('un visitante va a /auth desde el carrito y vuelve a /checkout al iniciar sesión', async ({ page }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Gorra autografiada ${tag}`, 650);
  const buyer = await createBuyer();

  await page.goto('/cart');
  await seedCart(page, [piece]);
  await page.reload();
  await page.getByRole('button', { name: 'Iniciar sesión para comprar' }).click();
  await expect(page).toHaveURL(/\/auth/);
  await signInThroughForm(page, buyer);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Finalizar compra' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText(piece.title);
  await expect(page.getByLabel(/^Email/)).toHaveValue(buyer.email);
});

test('un carrito guardado antes de las miniaturas muestra la copia pequeña de la foto en el carrito y en el pago', async ({
  page,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Tarjeta con miniatura ${tag}`, 900);
  const buyer = await createBuyer();
  // two of the seed's pictures stand in for the full photo and its small copy (the service role stores any URL)
  const { data: seed, error } = await adminClient().from('product_images').select('image_url').limit(2);
  if (error || seed.length < 2) throw error ?? new Error('sin fotos de ejemplo');
  const [full, thumb] = seed.map((row) => row.image_url as string);
  const inserted = await adminClient()
    .from('product_images')
    .insert({ product_id: piece.id, image_url: full, thumb_url: thumb, order: 0 });
  if (inserted.error) throw inserted.error;

  await signInAs(page, buyer);
  await page.goto('/cart');
  // what a cart stored before thumbnails holds: the full photo's URL only
  await page.evaluate(
    (item) => localStorage.setItem('vitrina-cart', JSON.stringify({ state: { items: [item] }, version: 1 })),
    { id: piece.id, title: piece.title, price: piece.price, quantity: 1, images: [full] },
  );
  await page.reload();
  const line = page.getByTestId('cart-item').getByRole('img', { name: piece.title });
  await expect(line).toHaveAttribute('src', thumb);
  await expect.poll(() => line.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole('link', { name: 'Proceder al pago' }).click();
  const summary = page.getByRole('complementary', { name: 'Resumen del pedido' });
  await expect(summary.getByTestId('summary-item').locator('img')).toHaveAttribute('src', thumb);
  // the cart keeps what it stored; only the picture shown is the small one
  expect(await page.evaluate(() => localStorage.getItem('vitrina-cart'))).toContain(full);
});

test('un cambio en el carrito de una pestaña se ve en la otra', async ({ context }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const first = await createPiece(seller.id, `Programa oficial ${tag}`, 300);
  const second = await createPiece(seller.id, `Banderín ${tag}`, 200);
  const one = await context.newPage();
  await one.goto('/cart');
  await seedCart(one, [first, second]);
  await one.reload();
  const two = await context.newPage();
  await two.goto('/cart');
  await expect(two.getByTestId('cart-item')).toHaveCount(2);
  await expect(two.getByTestId('cart-count')).toHaveText('2');

  await one.getByRole('button', { name: `Eliminar ${first.title} del carrito` }).click();
  await expect(two.getByTestId('cart-item')).toHaveCount(1);
  await expect(two.getByTestId('cart-count')).toHaveText('1');

  await one.getByRole('button', { name: 'Vaciar carrito' }).click();
  await expect(two.getByText('Tu carrito está vacío')).toBeVisible();
  await expect(two.getByTestId('cart-count')).toHaveCount(0);
});

test('a 390 px recargar el pago vuelve a Envío con la dirección escrita, sin la tarjeta; el código va antes de Pagar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Balón firmado ${tag}`, 1200);
  const buyer = await createBuyer();
  await signInAs(page, buyer);
  await seedCart(page, [piece]);
  await page.goto('/checkout');
  await fillCheckout(page);
  await page.getByRole('tab', { name: /Envío/ }).click();
  await page.reload();

  await expect(page.getByRole('tab', { name: /Envío/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Dirección/)).toHaveValue('Av. Juárez 120');
  await expect(page.getByLabel(/^Código postal/)).toHaveValue('44100');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toMatch(/4242|1230|12\/30|"123"/);
  await page.getByRole('tab', { name: /Pago/ }).click();
  await expect(page.getByLabel(/^Número de tarjeta/)).toHaveValue('');

  // in one column the discount code comes before 'Pagar', not under it
  const code = (await page.getByRole('textbox', { name: 'Código de descuento' }).boundingBox())!;
  const pay = (await page.getByRole('button', { name: /^Pagar/ }).boundingBox())!;
  expect(code.y).toBeLessThan(pay.y);
  await page.screenshot({ path: 'test-results/checkout-reload-390.png', fullPage: true });
});
