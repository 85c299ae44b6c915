import { createClient } from '@supabase/supabase-js';
import { expect, test, type Page } from '@playwright/test';
import { signInWithSession } from '../support/helpers';
import {
  adminClient,
  createBuyer,
  createPiece,
  createSeller,
  uniqueTag,
  type FixtureSeller,
} from '../support/checkoutFixtures';

// Offers and price alerts that stay in sync, each test with its own seller, buyer and pieces.
test.describe.configure({ timeout: 180_000 });

const ADDRESS = { address: 'Av. Juárez 120', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };

async function signInAs(page: Page, who: FixtureSeller) {
  await signInWithSession(page, who);
}

/** A member's own supabase-js client (anon key + their session): what their browser may do, nothing more. */
async function memberClient(who: FixtureSeller) {
  const client = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword({ email: who.email, password: who.password });
  if (error) throw error;
  return client;
}

async function makeOffer(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Hacer una oferta' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Hacer una oferta' });
  await expect(
    dialog.getByText('Si ya tienes una oferta abierta por esta pieza, la nueva la reemplaza.'),
  ).toBeVisible();
  await dialog.getByLabel(/Tu oferta/).fill(amount);
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog).toBeHidden();
}

for (const viewport of [
  { name: '1280', width: 1280, height: 900 },
  { name: '390', width: 390, height: 844 },
]) {
  test(`a ${viewport.name} px: una segunda oferta reemplaza la primera, la contraoferta no pasa del precio publicado y al venderse la pieza la oferta se cierra`, async ({
    browser,
  }) => {
    const tag = uniqueTag();
    const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
    const piece = await createPiece(seller.id, `Balón reofertado ${tag}`, 1000);
    const buyer = await createBuyer('Diego Ramírez');
    const third = await createBuyer('Tercera Persona');
    const buyerContext = await browser.newContext({ viewport });
    const sellerContext = await browser.newContext({ viewport });
    try {
      const buyerPage = await buyerContext.newPage();
      await signInAs(buyerPage, buyer);
      await buyerPage.goto(`/product/${piece.id}`);
      // above the list price the dialog points to "Comprar ahora" and sends nothing (the database says the same)
      await buyerPage.getByRole('button', { name: 'Hacer una oferta' }).first().click();
      const tooHigh = buyerPage.getByRole('dialog', { name: 'Hacer una oferta' });
      await tooHigh.getByLabel(/Tu oferta/).fill('10000');
      await tooHigh.getByRole('button', { name: 'Enviar oferta' }).click();
      await expect(
        tooHigh.getByText(
          'Tu oferta no puede ser mayor que el precio publicado ($1,000 MXN): a ese precio cómprala con "Comprar ahora"',
        ),
      ).toBeVisible();
      await tooHigh.getByRole('button', { name: 'Cancelar' }).click();
      await expect(tooHigh).toBeHidden();
      await makeOffer(buyerPage, '600');
      await makeOffer(buyerPage, '700');

      // The seller sees one open offer (the newer), the first marked replaced, and was told.
      const sellerPage = await sellerContext.newPage();
      await signInAs(sellerPage, seller);
      await sellerPage.goto('/dashboard/offers');
      const cards = sellerPage.getByRole('listitem', { name: piece.title });
      await expect(cards).toHaveCount(2);
      const open = cards.filter({ hasText: 'Esperando respuesta' });
      await expect(open).toHaveCount(1);
      await expect(open.getByText('$700', { exact: true })).toBeVisible();
      await expect(cards.filter({ hasText: 'Reemplazada' })).toHaveCount(1);
      await expect(sellerPage.getByRole('button', { name: 'Contraofertar' })).toHaveCount(1);
      const { data: told } = await adminClient()
        .from('notifications')
        .select('title')
        .eq('user_id', seller.id)
        .eq('title', 'Oferta reemplazada');
      expect(told).toHaveLength(1);

      // A counter above the list price is refused in Spanish before anything is sent; one within it goes.
      await open.getByRole('button', { name: 'Contraofertar' }).click();
      const dialog = sellerPage.getByRole('dialog', { name: 'Contraofertar' });
      await expect(dialog.getByText('Más de $700 y hasta $1,000 (el precio publicado)')).toBeVisible();
      await dialog.getByLabel(/Monto de tu contraoferta/).fill('1200');
      await dialog.getByRole('button', { name: 'Contraofertar' }).click();
      await expect(dialog.getByText('La contraoferta no puede superar el precio publicado ($1,000 MXN)')).toBeVisible();
      if (viewport.name === '1280') await sellerPage.screenshot({ path: 'test-results/offers-counter-1280.png' });
      else await sellerPage.screenshot({ path: 'test-results/offers-counter-390.png' });
      // the database says the same to a client that skips the dialog
      const sellerClient = await memberClient(seller);
      const { data: openRow } = await adminClient()
        .from('offers')
        .select('id')
        .eq('product_id', piece.id)
        .eq('status', 'pending')
        .single();
      const direct = await sellerClient
        .from('offers')
        .update({ status: 'countered', counter_amount: 1200 })
        .eq('id', openRow!.id);
      expect(direct.error?.message).toBe('La contraoferta no puede superar el precio publicado ($1,000 MXN)');
      await dialog.getByLabel(/Monto de tu contraoferta/).fill('900');
      await dialog.getByRole('button', { name: 'Contraofertar' }).click();
      await expect(dialog).toBeHidden();
      await expect(cards.filter({ hasText: 'Contraoferta' }).getByText('$900', { exact: true })).toBeVisible();

      // A third member buys the piece: the buyer's countered offer closes, and "Aceptar contraoferta" is gone.
      await buyerPage.goto('/dashboard/offers?tab=sent');
      const sent = buyerPage.getByRole('listitem', { name: piece.title }).filter({ hasText: 'Contraoferta' });
      await expect(sent.getByRole('button', { name: 'Aceptar contraoferta' })).toBeVisible();
      const thirdClient = await memberClient(third);
      const order = await thirdClient.rpc('create_order', { product_ids: [piece.id], shipping_address: ADDRESS });
      expect(order.error).toBeNull();
      await buyerPage.reload();
      const closed = buyerPage
        .getByRole('listitem', { name: piece.title })
        .filter({ hasText: 'Cerrada: pieza vendida' });
      await expect(closed).toBeVisible();
      await expect(closed.getByText('La pieza se vendió; esta oferta quedó cerrada.')).toBeVisible();
      await expect(buyerPage.getByRole('button', { name: 'Aceptar contraoferta' })).toHaveCount(0);
      await buyerPage.screenshot({ path: `test-results/offers-closed-${viewport.name}.png`, fullPage: true });
      // tried anyway (a page left open before the sale): a Spanish sentence, not a 409
      const buyerClient = await memberClient(buyer);
      const late = await buyerClient.from('offers').update({ status: 'accepted' }).eq('id', openRow!.id);
      expect(late.error?.message).toBe('Esta pieza ya se vendió: la oferta quedó cerrada');
      const { data: buyerNotes } = await adminClient()
        .from('notifications')
        .select('title')
        .eq('user_id', buyer.id)
        .eq('title', 'Oferta cerrada');
      expect(buyerNotes).toHaveLength(1);
    } finally {
      await buyerContext.close();
      await sellerContext.close();
    }
  });

  test(`a ${viewport.name} px: la alerta de precio va por debajo del precio actual, una por pieza, y el mínimo histórico es real`, async ({
    browser,
  }) => {
    const tag = uniqueTag();
    const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
    const piece = await createPiece(seller.id, `Jersey con alerta ${tag}`, 1000);
    const steady = await createPiece(seller.id, `Tarjeta sin rebajas ${tag}`, 1000);
    // the piece was once cheaper: 1000 → 820 → 1000
    await adminClient().from('products').update({ price: 820 }).eq('id', piece.id);
    await adminClient().from('products').update({ price: 1000 }).eq('id', piece.id);
    const buyer = await createBuyer('Diego Ramírez');
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await signInAs(page, buyer);

      // A piece whose history never went below today's price: the line says today's is the lowest recorded.
      await page.goto(`/product/${steady.id}`);
      const steadyPanel = page.getByRole('region', { name: 'Historial de precio' });
      await steadyPanel.scrollIntoViewIfNeeded();
      await expect(steadyPanel.getByText('Oferta recomendada')).toBeVisible();
      await expect(steadyPanel.getByRole('table')).toBeVisible();
      await expect(
        steadyPanel.getByText('Precio mínimo histórico').locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('$1,000');
      await expect(steadyPanel.getByText('Hoy: precio más bajo registrado')).toBeVisible();

      await page.goto(`/product/${piece.id}`);
      const panel = page.getByRole('region', { name: 'Historial de precio' });
      await panel.scrollIntoViewIfNeeded();
      await expect(panel.getByText('Precio mínimo histórico').locator('xpath=following-sibling::dd')).toHaveText(
        '$820',
      );
      await expect(panel.getByText('Oferta recomendada').locator('xpath=following-sibling::dd')).toHaveText('$850');

      // At the current price: refused, in Spanish, under the field; nothing saved.
      const form = page.getByRole('form', { name: 'Alerta de precio' });
      const target = form.getByLabel(/Precio objetivo/);
      await target.fill('1000');
      await form.getByRole('button', { name: 'Crear alerta' }).click();
      await expect(
        form.getByText(
          'Tu precio objetivo debe ser menor que el precio actual ($1,000 MXN): a ese precio ya puedes comprarla',
        ),
      ).toBeVisible();
      // and the database refuses it the same way for a client that skips the form
      const direct = await (
        await memberClient(buyer)
      )
        .from('price_alerts')
        .insert({ user_id: buyer.id, product_id: piece.id, target_price: 1200 });
      expect(direct.error?.message).toBe(
        'Tu precio objetivo debe ser menor que el precio actual ($1,000 MXN): a ese precio ya puedes comprarla',
      );

      await target.fill('900');
      await form.getByRole('button', { name: 'Crear alerta' }).click();
      await expect(page.getByText('Alerta creada').first()).toBeVisible();
      await expect(form.getByText('Avisarme a $900')).toBeVisible();

      // A second alert on the piece replaces the first.
      await target.fill('850');
      await form.getByRole('button', { name: 'Crear alerta' }).click();
      await expect(page.getByText('Alerta actualizada').first()).toBeVisible();
      await expect(form.getByText('Avisarme a $850')).toBeVisible();
      await expect(form.getByText('Avisarme a $900')).toHaveCount(0);
      const { data: alerts } = await adminClient()
        .from('price_alerts')
        .select('target_price')
        .eq('user_id', buyer.id)
        .eq('product_id', piece.id);
      expect(alerts?.map((alert) => Number(alert.target_price))).toEqual([850]);
      await panel.screenshot({ path: `test-results/price-insights-${viewport.name}.png` });
    } finally {
      await context.close();
    }
  });
}
