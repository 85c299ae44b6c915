import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type Page } from '@playwright/test';
import { signInWithSession } from '../support/helpers';
import { waitForRealtimeChannel } from '../support/realtime';
import { visitorClient } from '../support/fixtureSellers';
import {
  adminClient,
  createBuyer,
  createPiece,
  createSeller,
  fillCheckout,
  uniqueTag,
  type FixtureSeller,
} from '../support/checkoutFixtures';

// Offers and orders in the dashboard, each test with its own seller, buyer and pieces.
test.describe.configure({ timeout: 180_000 });

const ADDRESS = {
  full_name: 'Diego Ramírez',
  email: 'diego@example.com',
  address: 'Av. Juárez 120',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};

async function signInAs(page: Page, who: FixtureSeller) {
  await signInWithSession(page, who);
}

/** A member's own supabase-js client (anon key + their session): what their browser may do, nothing more. */
async function memberClient(who: FixtureSeller): Promise<SupabaseClient> {
  const client = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: who.email, password: who.password });
  if (error) throw error;
  return client;
}

test('la oferta hecha en la página de la pieza llega en vivo a la campana del vendedor, que contraoferta; el comprador la ve en vivo, acepta y compra al precio acordado', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Jersey negociado ${tag}`, 1000);
  const buyer = await createBuyer('Diego Ramírez');

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  try {
    // The seller sits on the offers page; nothing reloads it from here on.
    const sellerPage = await sellerContext.newPage();
    await signInAs(sellerPage, seller);
    await sellerPage.goto('/dashboard/offers');
    await expect(sellerPage.getByRole('heading', { name: 'Aún no recibes ofertas' })).toBeVisible();
    const sellerBell = sellerPage.getByRole('button', { name: /^Notificaciones/ });
    await expect(sellerBell).toHaveAccessibleName('Notificaciones');
    await waitForRealtimeChannel(sellerPage, 'notifications:');
    await waitForRealtimeChannel(sellerPage, 'offers:');

    // The buyer makes the offer from the piece's page.
    const buyerPage = await buyerContext.newPage();
    await signInAs(buyerPage, buyer);
    await buyerPage.goto(`/product/${piece.id}`);
    await buyerPage.getByRole('button', { name: 'Hacer una oferta' }).click();
    const offerDialog = buyerPage.getByRole('dialog', { name: 'Hacer una oferta' });
    await offerDialog.getByLabel(/Tu oferta/).fill('700');
    await offerDialog.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(offerDialog).toBeHidden();
    await expect(buyerPage.getByText('Oferta enviada', { exact: true }).first()).toBeVisible();

    // Live on the seller's page: the toast, the bell's count and item, and the offer in the received list.
    const offerMessage = `Diego Ramírez ofreció $700 MXN por "${piece.title}"`;
    await expect(sellerPage.getByText(offerMessage, { exact: true }).first()).toBeVisible();
    await expect(sellerBell).toHaveAccessibleName('Notificaciones: 1 sin leer');
    const received = sellerPage.getByRole('listitem', { name: piece.title });
    await expect(received.getByText('De Diego Ramírez')).toBeVisible();
    await sellerBell.click();
    const bellItem = sellerPage.getByRole('menuitem', { name: /Nueva oferta/ });
    await expect(bellItem).toContainText(offerMessage);
    await bellItem.click();
    await expect(sellerPage).toHaveURL(/\/dashboard\/offers/);
    await expect(sellerBell).toHaveAccessibleName('Notificaciones');

    // The buyer follows the offer from their offers page, which stays open (no reload) until they accept.
    await buyerPage.goto('/dashboard/offers?tab=sent');
    const sent = buyerPage.getByRole('listitem', { name: piece.title });
    await expect(sent.getByText('Esperando respuesta')).toBeVisible();
    await waitForRealtimeChannel(buyerPage, 'offers:');

    await received.getByRole('button', { name: 'Contraofertar' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Contraofertar' });
    await dialog.getByLabel(/Monto de tu contraoferta/).fill('850');
    await dialog.getByRole('button', { name: 'Contraofertar' }).click();
    await expect(sellerPage.getByText('Contraoferta enviada').first()).toBeVisible();
    await expect(received.getByText('Contraoferta', { exact: true }).first()).toBeVisible();

    // The buyer's offers page, open since before the counter, shows it live.
    await expect(sent.getByText('$850')).toBeVisible();
    await expect(buyerPage.getByText('Contraoferta recibida', { exact: true }).first()).toBeVisible();
    await sent.getByRole('button', { name: 'Aceptar contraoferta' }).click();
    await buyerPage
      .getByRole('dialog', { name: '¿Aceptar la contraoferta?' })
      .getByRole('button', { name: 'Aceptar contraoferta' })
      .click();
    await expect(buyerPage).toHaveURL(/\/cart$/);
    await expect(buyerPage.getByTestId('cart-total')).toHaveText('$850 MXN');
    // and the seller's page shows the acceptance live
    await expect(received.getByText('Aceptada', { exact: true }).first()).toBeVisible();

    await buyerPage.getByRole('link', { name: 'Proceder al pago' }).click();
    await fillCheckout(buyerPage);
    await buyerPage.getByRole('button', { name: /^Pagar/ }).click();
    await expect(buyerPage.getByText('¡Orden completada!').first()).toBeVisible({ timeout: 30_000 });

    const { data: items } = await adminClient()
      .from('order_items')
      .select('price, order_id')
      .eq('product_id', piece.id);
    expect(items?.map((item) => Number(item.price))).toEqual([850]);
    const { data: offer } = await adminClient()
      .from('offers')
      .select('amount, status, order_id')
      .eq('product_id', piece.id)
      .single();
    expect({ ...offer, amount: Number(offer?.amount) }).toEqual({
      amount: 700,
      status: 'accepted',
      order_id: items?.[0]?.order_id,
    });

    // the sale reaches the seller's orders, with the price paid
    await sellerPage.goto('/dashboard/orders?tab=sales');
    const sale = sellerPage.getByRole('listitem').filter({ hasText: piece.title });
    await expect(sale.getByText('$850').first()).toBeVisible();
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});

test('el comprador cancela un pedido sin enviar y la pieza vuelve a estar a la venta', async ({ page }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Tarjeta devuelta ${tag}`, 1200);
  const buyer = await createBuyer();
  const { data: orderId, error } = await (
    await memberClient(buyer)
  ).rpc('create_order', {
    product_ids: [piece.id],
    shipping_address: ADDRESS,
  });
  expect(error).toBeNull();
  const { data: sold } = await adminClient().from('products').select('status, stock').eq('id', piece.id).single();
  expect(sold).toEqual({ status: 'sold', stock: 0 });

  await signInAs(page, buyer);
  await page.goto(`/dashboard/orders/${orderId as string}`);
  await expect(page.getByText('Por enviar')).toBeVisible();
  await expect(page.getByTestId('order-address')).toContainText('Av. Juárez 120');
  await expect(page.getByTestId('order-address')).toContainText('Guadalajara, Jalisco');
  await expect(page.getByTestId('order-address')).toContainText('C.P. 44100');
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  await page
    .getByRole('dialog', { name: '¿Cancelar este pedido?' })
    .getByRole('button', { name: 'Cancelar pedido' })
    .click();
  await expect(page.getByText('Pedido cancelado').first()).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar pedido' })).toHaveCount(0);

  const { data: back } = await visitorClient().from('products').select('status, stock').eq('id', piece.id).single();
  expect(back).toEqual({ status: 'published', stock: 1 });
  await page.goto(`/products?search=${tag}`);
  await expect(page.getByRole('article', { name: piece.title })).toBeVisible();
  const { data: notes } = await adminClient()
    .from('notifications')
    .select('title, ref_id')
    .eq('user_id', seller.id)
    .eq('type', 'order');
  expect(notes).toContainEqual({ title: 'Pedido cancelado', ref_id: orderId });
});

test('un miembro no puede leer ni cambiar pedidos u ofertas ajenos con el cliente de la app', async ({ page }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const buyer = await createBuyer();
  const stranger = await createBuyer('Tercero Curioso');
  const offered = await createPiece(seller.id, `Balón ofertado ${tag}`, 900);
  const bought = await createPiece(seller.id, `Casco comprado ${tag}`, 1100);
  const buyerClient = await memberClient(buyer);
  const { data: offer } = await buyerClient
    .from('offers')
    .insert({ product_id: offered.id, buyer_id: buyer.id, seller_id: seller.id, amount: 600 })
    .select('id')
    .single();
  const { data: orderId } = await buyerClient.rpc('create_order', {
    product_ids: [bought.id],
    shipping_address: ADDRESS,
  });

  await signInAs(page, stranger);
  await page.goto(`/dashboard/orders/${orderId as string}`);
  await expect(page.getByText('No encontramos este pedido')).toBeVisible();

  // the page's own supabase-js client, signed in as the third member
  const tried = await page.evaluate(
    async ({ offerId, order }) => {
      // the client the page created when the member signed in (the e2e handle never creates one)
      const client = (window as unknown as { __vitrina_supabase__?: SupabaseClient }).__vitrina_supabase__;
      if (!client) throw new Error('la página no creó su cliente de Supabase');
      const offers = await client.from('offers').select('id').eq('id', offerId);
      const orders = await client.from('orders').select('id').eq('id', order);
      const items = await client.from('order_items').select('id').eq('order_id', order);
      const answer = await client.from('offers').update({ status: 'accepted' }).eq('id', offerId).select('id');
      const cancel = await client.rpc('cancel_order', { order_id: order });
      const ship = await client.rpc('ship_order', { order_id: order, carrier: 'DHL', tracking_number: '1234567890' });
      const edit = await client.from('orders').update({ status: 'delivered' }).eq('id', order).select('id');
      return {
        offers: offers.data,
        orders: orders.data,
        items: items.data,
        answer: answer.data,
        cancel: cancel.error?.code,
        ship: ship.error?.code,
        edit: edit.data,
      };
    },
    { offerId: offer!.id as string, order: orderId as string },
  );
  expect(tried).toEqual({ offers: [], orders: [], items: [], answer: [], cancel: 'VT402', ship: 'VT437', edit: [] });

  const admin = adminClient();
  const { data: offerRow } = await admin.from('offers').select('status').eq('id', offer!.id).single();
  const { data: orderRow } = await admin.from('orders').select('status').eq('id', orderId).single();
  expect(offerRow?.status).toBe('pending');
  expect(orderRow?.status).toBe('pending');
});
