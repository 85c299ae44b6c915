import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeReport } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import {
  adminClient,
  createBuyer,
  createPiece,
  createSeller,
  uniqueTag,
  type FixtureSeller,
} from '../support/checkoutFixtures';

// Fulfilment per seller: in an order of two sellers, seller A ships (the ship form checks the carrier's format and
// the seller sees the colonia and the courier's phone), the buyer confirms and rates A while B has not shipped.
// The buyer works at 390 px and the seller at 1280 px; each page is also checked at the other width.
test.describe.configure({ timeout: 180_000 });

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;
const ADDRESS = {
  full_name: 'Diego Ramírez',
  email: 'diego@example.com',
  address: 'Av. Juárez 120',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
  phone: '3312345678',
};

async function named(seller: FixtureSeller, displayName: string) {
  const { error } = await adminClient().from('profiles').update({ display_name: displayName }).eq('id', seller.id);
  if (error) throw error;
}

async function signedInPage(browser: Browser, who: FixtureSeller, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInWithSession(page, who);
  return page;
}

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('pedido de dos vendedores: A envía, el comprador confirma y califica a A mientras B no ha enviado', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const sellerA = await createSeller({ phone: '+525512345678', identityVerified: true });
  const sellerB = await createSeller({ phone: '+525512345679', identityVerified: true });
  await named(sellerA, 'Tienda Alfa');
  await named(sellerB, 'Tienda Beta');
  const pieceA = await createPiece(sellerA.id, `Tarjeta Alfa ${tag}`, 1200);
  const pieceB = await createPiece(sellerB.id, `Jersey Beta ${tag}`, 2400);
  const buyer = await createBuyer('Diego Ramírez');

  const buyerClient = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const signIn = await buyerClient.auth.signInWithPassword({ email: buyer.email, password: buyer.password });
  expect(signIn.error).toBeNull();
  const { data: orderId, error } = await buyerClient.rpc('create_order', {
    product_ids: [pieceA.id, pieceB.id],
    shipping_address: ADDRESS,
  });
  expect(error).toBeNull();

  // Seller A at 1280 px: their part, the address with colonia and phone; the ship form refuses an emoji guía.
  const sellerPage = await signedInPage(browser, sellerA, 1280);
  await sellerPage.goto(`/dashboard/orders/${orderId}`);
  const ownPart = sellerPage.getByRole('group', { name: 'Tu envío' });
  await expect(ownPart).toContainText(pieceA.title);
  await expect(ownPart).not.toContainText(pieceB.title);
  const shipTo = sellerPage.getByTestId('order-address');
  await expect(shipTo).toContainText('Col. Centro');
  await expect(shipTo).toContainText('Tel. 3312345678');
  await ownPart.getByRole('button', { name: 'Marcar como enviado' }).click();
  const shipDialog = sellerPage.getByRole('dialog', { name: 'Datos del envío' });
  await shipDialog.getByLabel(/^Paquetería/).selectOption({ label: 'DHL' });
  await shipDialog.getByLabel(/^Número de guía/).fill('😀😀😀😀');
  await shipDialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shipDialog.getByText(/^Revisa el número de guía: en DHL son 10 dígitos/)).toBeVisible();
  await shipDialog.getByLabel(/^Número de guía/).fill('12 3456 7890');
  await shipDialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(ownPart.getByRole('link', { name: 'Rastrear en DHL' })).toHaveAttribute(
    'href',
    /tracking-id=1234567890&/,
  );
  await expect(ownPart.getByRole('button', { name: 'Corregir guía' })).toBeVisible();
  await expectNoOverflow(sellerPage);
  if (SCREENSHOTS) await sellerPage.screenshot({ path: `${SCREENSHOTS}/order-seller-1280.png`, fullPage: true });

  // The buyer at 390 px: the order is shipped in part; A's part is confirmed and rated, B's waits.
  const buyerPage = await signedInPage(browser, buyer, 390);
  await buyerPage.goto(`/dashboard/orders/${orderId}`);
  await expect(buyerPage.getByRole('region', { name: 'Piezas' })).toContainText('Enviado en parte');
  const partA = buyerPage.getByRole('group', { name: 'Envío de Tienda Alfa' });
  const partB = buyerPage.getByRole('group', { name: 'Envío de Tienda Beta' });
  await expect(partB).toContainText('Aún no se envía');
  await expect(partB.getByRole('button', { name: 'Confirmar recepción' })).toHaveCount(0);
  await partA.getByRole('button', { name: 'Confirmar recepción' }).click();
  const receipt = buyerPage.getByRole('dialog', { name: '¿Recibiste las piezas de Tienda Alfa?' });
  await receipt.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(receipt).toBeHidden();
  await expect(buyerPage.getByRole('region', { name: 'Piezas' })).toContainText('Entregado en parte');
  const reviewBox = partA.getByRole('group', { name: 'Califica a Tienda Alfa' });
  await reviewBox.getByRole('radio', { name: '5 de 5 estrellas' }).check();
  await reviewBox.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(partA.getByRole('group', { name: 'Tu reseña de Tienda Alfa' })).toBeVisible();
  await expect(partB.getByRole('group', { name: /Califica/ })).toHaveCount(0);
  expect(await axeReport(buyerPage, 'order page by seller part', 'main')).toEqual([]);
  await expectNoOverflow(buyerPage);
  if (SCREENSHOTS) await buyerPage.screenshot({ path: `${SCREENSHOTS}/order-buyer-390.png`, fullPage: true });

  // Each page at the other width.
  await buyerPage.setViewportSize({ width: 1280, height: 900 });
  await expect(partA.getByRole('group', { name: 'Tu reseña de Tienda Alfa' })).toBeVisible();
  await expectNoOverflow(buyerPage);
  if (SCREENSHOTS) await buyerPage.screenshot({ path: `${SCREENSHOTS}/order-buyer-1280.png`, fullPage: true });
  await sellerPage.setViewportSize({ width: 390, height: 844 });
  await sellerPage.reload();
  await expect(sellerPage.getByRole('group', { name: 'Tu envío' })).toContainText('Recibido el');
  await expectNoOverflow(sellerPage);
  if (SCREENSHOTS) await sellerPage.screenshot({ path: `${SCREENSHOTS}/order-seller-390.png`, fullPage: true });

  await buyerPage.context().close();
  await sellerPage.context().close();
});
