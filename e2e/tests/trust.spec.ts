import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeReport } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import {
  createBuyer,
  createPiece,
  createSeller,
  fillCheckout,
  uniqueTag,
  type FixtureSeller,
} from '../support/checkoutFixtures';
import { adminClient } from '../support/fixtureSellers';

// Trust, the whole journey: a new buyer buys from a new seller, the seller ships with a carrier of the list, the
// buyer confirms the delivery and rates 4 stars; the seller's page and the piece's seller card then say so.
test.describe.configure({ timeout: 180_000 });

const SCREENSHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function signedInPage(browser: Browser, who: FixtureSeller): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithSession(page, who);
  return page;
}

test('una compra entregada y calificada con 4 estrellas: la página del vendedor y su tarjeta lo muestran', async ({
  browser,
  page,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const { data: profile } = await adminClient().from('profiles').select('username').eq('id', seller.id).single();
  const username = (profile as { username: string }).username;
  // two in stock: the piece stays published after the sale, on the seller's page and its own
  const piece = await createPiece(seller.id, `Jersey firmado ${tag}`, 1500, 2);
  const buyer = await createBuyer('Lucía Compradora');

  // A visitor: the new seller has no reviews yet, and the seller card leads to their page.
  await page.goto(`/products/${piece.id}`);
  const card = page.getByRole('region', { name: 'Vendedor' });
  await expect(card).toContainText('Sin reseñas aún');
  await expect(card).not.toContainText('★');
  await card.getByRole('link', { name: 'Vendedor E2E' }).click();
  await expect(page).toHaveURL(`/sellers/${username}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vendedor E2E' })).toBeVisible();
  await expect(page.getByTestId('seller-rating')).toHaveText('Sin reseñas aún');
  await expect(page.getByTestId('seller-sales')).toHaveText('0 ventas entregadas');
  await expect(page.getByRole('article', { name: piece.title })).toBeVisible();

  // The buyer buys the piece from its page.
  const buyerPage = await signedInPage(browser, buyer);
  await buyerPage.goto(`/products/${piece.id}`);
  await buyerPage.getByRole('button', { name: 'Agregar al carrito' }).click();
  // the page arrives rendered: a click before it is live is replayed once it is, so wait for the add itself
  await expect(buyerPage.getByText('El producto se ha agregado al carrito', { exact: true }).first()).toBeVisible();
  await buyerPage.goto('/cart');
  await buyerPage.getByRole('link', { name: 'Proceder al pago' }).click();
  await fillCheckout(buyerPage);
  await buyerPage.getByRole('button', { name: /^Pagar/ }).click();
  await expect(buyerPage).toHaveURL(/\/checkout\/orden\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const orderId = /orden\/([0-9a-f-]{36})$/.exec(buyerPage.url())![1]!;

  // The seller ships it, choosing the carrier from the list.
  const sellerPage = await signedInPage(browser, seller);
  await sellerPage.goto(`/dashboard/orders/${orderId}`);
  await sellerPage.getByRole('button', { name: 'Marcar como enviado' }).click();
  const shipDialog = sellerPage.getByRole('dialog', { name: 'Datos del envío' });
  await shipDialog.getByLabel(/^Paquetería/).selectOption({ label: 'DHL' });
  await shipDialog.getByLabel(/^Número de guía/).fill('MX123456789');
  await shipDialog.getByRole('button', { name: 'Marcar como enviado' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(sellerPage.getByRole('link', { name: 'Rastrear en DHL' })).toHaveAttribute(
    'href',
    /tracking-id=MX123456789/,
  );

  // The buyer confirms the delivery and rates the seller: 4 stars and a comment.
  await buyerPage.goto(`/dashboard/orders/${orderId}`);
  await buyerPage.getByRole('button', { name: 'Confirmar recepción' }).click();
  const deliveryDialog = buyerPage.getByRole('dialog', { name: '¿Recibiste tu pedido?' });
  await deliveryDialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(deliveryDialog).toBeHidden();
  const reviewBox = buyerPage.getByRole('group', { name: 'Califica a Vendedor E2E' });
  await expect(reviewBox).toBeVisible();
  expect(await axeReport(buyerPage, 'order review form', '[role="group"][aria-labelledby^="review-"]')).toEqual([]);
  await reviewBox.getByRole('radio', { name: '4 de 5 estrellas' }).check();
  await reviewBox.getByLabel(/^Comentario/).fill('Llegó bien empacado y tal como en las fotos.');
  await reviewBox.getByRole('button', { name: 'Publicar reseña' }).click();
  const reviewed = buyerPage.getByRole('group', { name: 'Tu reseña de Vendedor E2E' });
  await expect(reviewed).toContainText('Llegó bien empacado y tal como en las fotos.');
  expect(await axeReport(buyerPage, 'order review', '[role="group"][aria-labelledby^="review-"]')).toEqual([]);
  await expect(reviewed.getByRole('link', { name: 'Vendedor E2E' })).toHaveAttribute('href', `/sellers/${username}`);

  // The seller's page: 4.0 from 1 review, 1 delivered sale, the review with the piece bought.
  await reviewed.getByRole('link', { name: 'Vendedor E2E' }).click();
  await expect(buyerPage).toHaveURL(`/sellers/${username}`);
  await expect(buyerPage).toHaveTitle('Vendedor E2E · Vitrina');
  await expect(buyerPage.getByTestId('seller-rating')).toHaveText('★ 4.0 · 1 reseña');
  await expect(buyerPage.getByTestId('seller-sales')).toHaveText('1 venta entregada');
  const review = buyerPage.getByRole('article', { name: 'Lucía Compradora' });
  await expect(review.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
  await expect(review).toContainText('Llegó bien empacado y tal como en las fotos.');
  await expect(review).toContainText('Compra verificada');
  await expect(review.getByRole('link', { name: `Compró: ${piece.title}` })).toHaveAttribute(
    'href',
    `/products/${piece.id}`,
  );

  // A visitor sees the same on the seller's page (axe clean) and on the piece's seller card.
  await page.goto(`/sellers/${username}`);
  await expect(page.getByTestId('seller-rating')).toHaveText('★ 4.0 · 1 reseña');
  await expect(page.getByRole('article', { name: 'Lucía Compradora' })).toBeVisible();
  await expect(page.getByRole('article', { name: piece.title })).toBeVisible();
  expect(await axeReport(page, 'seller page')).toEqual([]);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/seller-1280.png`, fullPage: true });

  await page.goto(`/products/${piece.id}`);
  await expect(card.getByTestId('seller-card-rating')).toHaveText('Calificación: ★ 4.0 · 1 reseña');
  await expect(card).toContainText('Ventas: 1');

  // The seller's page at 390 px: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/sellers/${username}`);
  await expect(page.getByTestId('seller-rating')).toHaveText('★ 4.0 · 1 reseña');
  await expect(page.getByRole('article', { name: 'Lucía Compradora' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/seller-390.png`, fullPage: true });

  await buyerPage.context().close();
  await sellerPage.context().close();
});

test('un usuario que no existe muestra el estado de no encontrado en español', async ({ page }) => {
  await page.goto('/sellers/nadie_existe_zz');
  await expect(page.getByRole('heading', { name: 'Vendedor no encontrado' })).toBeVisible();
  await expect(page.getByText('No existe un vendedor con el usuario @nadie_existe_zz.')).toBeVisible();
  await expect(page).toHaveTitle('Vendedor no encontrado · Vitrina');
});
