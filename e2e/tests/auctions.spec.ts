import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminClient, createBuyer, createSeller, fillCheckout, uniqueTag } from '../support/checkoutFixtures';
import { addSeedPhoto, clientAs } from '../support/fixtureProducts';
import { publishedPieceRow } from '../../shared/test/productFixtures';
import { createStaff } from '../support/staffFixtures';
import { signInWithSession } from '../support/helpers';
import { waitForRealtimeChannel } from '../support/realtime';

/**
 * Subastas, one journey: a seller lists a piece at auction, the staff approve it, two buyers bid from two browsers
 * (one at 1280 px, one at 390 px): the second sees the first's bid arrive live and the first is told at once when
 * outbid; a bid in the last minute extends the end; the clock moves past it and the scheduler's function closes the
 * auction; the winner pays the hammer price through the checkout, the loser gets nothing.
 */
test.describe.configure({ mode: 'serial' });

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedInPage(browser: Browser, width: number, user: { email: string; password: string }, path: string) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  await signInWithSession(page, user);
  await page.goto(path);
  return page;
}

async function bid(page: Page, amount: number) {
  const form = page.getByRole('form', { name: 'Pujar' });
  await form.getByLabel('Tu puja máxima').fill(String(amount));
  await form.getByRole('button', { name: 'Pujar' }).click();
}

test('subasta: pujas en vivo, extensión, cierre y pago del ganador', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = adminClient();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const staff = await createStaff();
  const ana = await createBuyer('Ana Postora');
  const beto = await createBuyer('Beto Postor');
  const title = `Jersey subastado ${uniqueTag()}`;

  // the seller lists the piece at auction from /sell on a phone: starting price, reserve, duration
  const sellerPage = await signedInPage(browser, 390, seller, '/sell');
  const form = sellerPage.getByRole('form', { name: 'Vende tu pieza' });
  await form.getByLabel(/^Título/).fill(title);
  await form.getByLabel(/^Precio/).fill('1000');
  await form.getByLabel(/^Descripción/).fill('Jersey de partido firmado, con certificado del club.');
  await form.getByLabel(/^Categoría/).selectOption('jerseys');
  await form.getByRole('radio', { name: /^Subasta/ }).check();
  await form.getByLabel(/^Precio de reserva/).fill('1800');
  await form.getByLabel(/^Duración/).selectOption('1');
  await sellerPage
    .getByTestId('photo-input')
    .setInputFiles([{ name: 'jersey.png', mimeType: 'image/png', buffer: PIXEL }]);
  const submit = sellerPage.getByRole('button', { name: 'Ver cómo lucirá en el Hall of Fame' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await sellerPage
    .getByRole('dialog', { name: 'Vista previa de tu publicación' })
    .getByRole('button', { name: 'Confirmar y publicar' })
    .click();
  await expect(sellerPage).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await sellerPage.context().close();
  const { data: listed } = await admin
    .from('auctions')
    .select('id, product_id, starting_price, duration_days, starts_at')
    .eq('seller_id', seller.id)
    .single();
  expect(listed).toMatchObject({ starting_price: 1000, duration_days: 1, starts_at: null });
  const auctionId = listed!.id as string;
  const piece = { id: listed!.product_id as string };

  // the staff approve it from the review queue: the clock starts
  const staffPage = await signedInPage(browser, 1280, staff, '/dashboard/admin');
  const queued = staffPage.getByRole('listitem', { name: title });
  await queued.getByRole('button', { name: 'Publicar' }).click();
  await staffPage
    .getByRole('dialog', { name: '¿Publicar esta pieza?' })
    .getByRole('button', { name: 'Publicar' })
    .click();
  await expect(queued).toHaveCount(0);
  await staffPage.context().close();

  const path = `/products/${piece!.id}`;
  const anaPage = await signedInPage(browser, 1280, ana, path);
  const betoPage = await signedInPage(browser, 390, beto, path);
  for (const page of [anaPage, betoPage]) {
    await expect(page.getByTestId('auction-panel')).toBeVisible();
    await expect(page.getByText('Precio de reserva no alcanzado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar ahora' })).toHaveCount(0);
    await waitForRealtimeChannel(page, `auction:${auctionId}`);
  }
  // at 390 px the bottom bar comes only once the bid form is behind, as the buy bar: not on arrival, where the form is
  // still ahead; yes at the page's end; its 'Pujar' goes back to the form's field, and the bar goes with it
  const bidBar = betoPage.getByTestId('auction-bid-bar');
  await expect(bidBar).toHaveCount(0);
  await betoPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bidBar).toBeVisible();
  await expect(bidBar).toContainText('Puja actual: $1,000');
  await bidBar.getByRole('button', { name: 'Pujar' }).click();
  await expect(betoPage.locator('input[name="max_amount"]')).toBeFocused();
  await expect(bidBar).toHaveCount(0);

  // a bid below the next valid amount is refused with that amount
  await bid(anaPage, 900);
  await expect(anaPage.getByTestId('auction-panel')).toContainText('Puja mínima: $1,000');
  await bid(anaPage, 1500);
  await expect(anaPage.getByText(/Vas ganando con una puja máxima de \$1,500/)).toBeVisible();
  // Beto's page shows it without reloading
  await expect(betoPage.getByTestId('auction-bid-count')).toHaveText('1');
  await expect(betoPage.getByTestId('auction-history')).toContainText('A***a');

  await bid(betoPage, 2000);
  await expect(betoPage.getByText(/Vas ganando/)).toBeVisible();
  await expect(betoPage.getByText('Precio de reserva alcanzado')).toBeVisible();
  // Ana is told at once, on the page and in the bell
  await expect(anaPage.getByTestId('auction-outbid')).toBeVisible();
  await expect(anaPage.getByTestId('auction-current')).toHaveText('$1,800');

  // the last minute: Ana's bid moves the end to two minutes after it
  const { data: before } = await admin.from('auctions').select('ends_at').eq('id', auctionId).single();
  const end = Date.parse(before!.ends_at as string);
  expect((await admin.rpc('set_app_clock', { moment: new Date(end - 60_000).toISOString() })).error).toBeNull();
  await bid(anaPage, 3000);
  await expect(anaPage.getByText(/Vas ganando con una puja máxima de \$3,000/)).toBeVisible();
  const { data: after } = await admin.from('auctions').select('ends_at').eq('id', auctionId).single();
  expect(Date.parse(after!.ends_at as string)).toBeGreaterThan(end + 30_000);
  await expect(betoPage.getByTestId('auction-outbid')).toBeVisible();
  await expect(anaPage.getByTestId('auction-time-left')).toHaveText(/min|s$/);

  // past the end, the scheduler's function closes it
  await admin.rpc('set_app_clock', { moment: new Date(Date.parse(after!.ends_at as string) + 60_000).toISOString() });
  expect((await admin.rpc('close_due_auctions')).error).toBeNull();
  await expect(anaPage.getByText('¡Ganaste esta subasta por $2,050!')).toBeVisible();
  await expect(betoPage.getByText('Vendida en subasta por $2,050.')).toBeVisible();
  await expect(betoPage.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // the winner pays the hammer price
  await anaPage.getByRole('button', { name: 'Pagar $2,050' }).click();
  await expect(anaPage).toHaveURL(/\/cart$/);
  await expect(anaPage.getByTestId('cart-total')).toHaveText('$2,050 MXN');
  await anaPage.getByRole('link', { name: 'Proceder al pago' }).click();
  await fillCheckout(anaPage);
  await anaPage.getByRole('button', { name: /^Pagar/ }).click();
  await expect(anaPage).toHaveURL(/\/checkout\/orden\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = anaPage.url().split('/').pop()!;
  const { data: order } = await admin.from('orders').select('subtotal, buyer_id').eq('id', orderId).single();
  expect(order).toEqual({ subtotal: 2050, buyer_id: ana.id });
  // the loser has no order and cannot buy it
  const { data: betoOrders } = await admin.from('orders').select('id').eq('buyer_id', beto.id);
  expect(betoOrders).toEqual([]);
  const betoClient = await clientAs(beto);
  const refused = await betoClient.rpc('create_order', {
    product_ids: [piece!.id],
    shipping_address: { address: 'x', city: 'y', state: 'z', zip_code: '44100' },
  });
  expect(refused.error).not.toBeNull();

  await admin.rpc('set_app_clock', { moment: null });
  await anaPage.context().close();
  await betoPage.context().close();
});

test('un vendedor sin identidad verificada: su subasta dice su límite de $5,000 MXN antes de pujar y lo cumple', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = adminClient();
  const seller = await createSeller({ phone: '+525512340000', identityVerified: false });
  const carla = await createBuyer('Carla Postora');
  const title = `Balón subastado ${uniqueTag()}`;

  // listed at auction by the seller from $3,000 (under the limit, as list_at_auction requires), then published
  const { data: row, error } = await admin
    .from('products')
    .insert({ ...publishedPieceRow(seller.id, title, 3000, 1), status: 'pending' })
    .select('id')
    .single();
  if (error) throw error;
  const piece = row.id as string;
  const listed = await (
    await clientAs(seller)
  ).rpc('list_at_auction', {
    product_id: piece,
    starting_price: 3000,
    duration_days: 1,
  });
  expect(listed.error).toBeNull();
  await addSeedPhoto(piece);
  expect((await admin.from('products').update({ status: 'published' }).eq('id', piece)).error).toBeNull();

  // a buyer on a phone reads the limit above the field, before typing; the keyboard sends the bid
  const page = await signedInPage(browser, 390, carla, `/products/${piece}`);
  const limit = page.getByTestId('auction-bid-limit');
  await expect(limit).toHaveText(
    'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad',
  );
  const form = page.getByRole('form', { name: 'Pujar' });
  const field = form.getByLabel('Tu puja máxima');
  await expect(field).toHaveAccessibleDescription(/admite pujas menores a \$5,000 MXN/);
  await field.fill('5000');
  await field.press('Enter');
  await expect(form.getByText('Tu puja debe ser menor a $5,000 MXN')).toBeVisible();
  await expect(field).toHaveValue('5000');
  await field.fill('4500');
  await field.press('Enter');
  await expect(page.getByText(/Vas ganando con una puja máxima de \$4,500/)).toBeVisible();

  // the database holds the limit whatever the page says: a maximum of $5,000 sent straight is refused in words
  const direct = await (await clientAs(carla)).rpc('place_bid', { auction_id: listed.data, max_amount: 5000 });
  expect(direct.error).toMatchObject({
    code: 'VT317',
    message: 'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad',
  });
  await page.context().close();
});
