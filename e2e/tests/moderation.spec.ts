import { expect, test, type Browser } from '@playwright/test';
import { signInThroughForm } from '../support/helpers';
import { visitorClient } from '../support/fixtureSellers';
import { clientAs } from '../support/fixtureProducts';
import { adminClient, createSeller, uniqueTag, type FixtureSeller } from '../support/checkoutFixtures';

// Listing moderation (issue 14): staff publish one fixture piece and reject another; each with its own seller.
test.describe.configure({ timeout: 180_000 });

const STAFF = { email: 'staff@vitrina.mx', password: 'Staff123!' };

async function pendingPiece(sellerId: string, title: string): Promise<string> {
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      seller_id: sellerId,
      title,
      price: 1800,
      description: 'Pieza de colección enviada a revisión para las pruebas de moderación.',
      category: 'cards',
      condition: 'excellent',
      status: 'pending',
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/auth');
  await signInThroughForm(page, who);
  await expect(page).not.toHaveURL(/\/auth/);
  return { page, context };
}

test('staff publican una pieza pendiente que aparece en el listado público y rechazan otra cuyo vendedor lee el motivo', async ({ browser }) => {
  const tag = uniqueTag();
  const seller: FixtureSeller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const publishTitle = `Tarjeta para publicar ${tag}`;
  const rejectTitle = `Tarjeta para rechazar ${tag}`;
  const toPublish = await pendingPiece(seller.id, publishTitle);
  const toReject = await pendingPiece(seller.id, rejectTitle);
  const reason = 'Sube una foto del reverso y del certificado';

  const staff = await signedInPage(browser, STAFF);
  await staff.page.goto('/dashboard/admin');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Panel Admin' })).toBeVisible();

  const first = staff.page.getByRole('listitem', { name: publishTitle });
  await expect(first.getByText('Vendedor E2E')).toBeVisible();
  await first.getByRole('button', { name: 'Publicar' }).click();
  const publish = staff.page.getByRole('dialog', { name: '¿Publicar esta pieza?' });
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await expect(staff.page.getByText('Pieza publicada', { exact: true })).toBeVisible();
  await expect(first).toHaveCount(0);

  const second = staff.page.getByRole('listitem', { name: rejectTitle });
  await second.getByRole('button', { name: 'Rechazar' }).click();
  const reject = staff.page.getByRole('dialog', { name: 'Rechazar pieza' });
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject.getByText('Escribe el motivo del rechazo para que el vendedor pueda corregirlo')).toBeVisible();
  await reject.getByLabel(/Motivo del rechazo/).fill(reason);
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(staff.page.getByText('Pieza rechazada', { exact: true })).toBeVisible();
  await expect(second).toHaveCount(0);
  await staff.context.close();

  // A visitor finds the published piece in the public listing, never the rejected one.
  const visitor = await browser.newPage();
  await visitor.goto(`/products?search=${encodeURIComponent(tag)}`);
  await expect(visitor.getByRole('article', { name: publishTitle })).toBeVisible();
  await expect(visitor.getByRole('article', { name: rejectTitle })).toHaveCount(0);
  await visitor.close();
  const { data: visible } = await visitorClient().from('products').select('id').in('id', [toPublish, toReject]);
  expect(visible).toEqual([{ id: toPublish }]);

  // The database logged both decisions and notified the seller.
  const admin = adminClient();
  const { data: log } = await admin.from('moderation_log').select('product_id, decision, reason').in('product_id', [toPublish, toReject]);
  expect(log).toEqual(
    expect.arrayContaining([
      { product_id: toPublish, decision: 'published', reason: null },
      { product_id: toReject, decision: 'rejected', reason },
    ]),
  );
  const { data: notes } = await admin.from('notifications').select('type, ref_id').eq('user_id', seller.id);
  expect(notes).toEqual(expect.arrayContaining([{ type: 'system', ref_id: toPublish }, { type: 'system', ref_id: toReject }]));

  // The seller reads the reason on Productos.
  const own = await signedInPage(browser, seller);
  await own.page.goto('/dashboard/collection');
  const rejected = own.page.getByRole('listitem', { name: rejectTitle });
  await expect(rejected.getByText(`Motivo del rechazo: ${reason}`)).toBeVisible();
  await own.context.close();
});

test('un miembro normal no ve la cola: /dashboard/admin muestra el 404 y su cliente no publica', async ({ browser }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const other = await createSeller({ phone: '+525512345679', identityVerified: true });
  const pieceId = await pendingPiece(seller.id, `Pieza ajena ${tag}`);
  const member = await signedInPage(browser, other);
  await member.page.goto('/dashboard/admin');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(member.page.getByText(`Pieza ajena ${tag}`)).toHaveCount(0);
  await member.context.close();
  const client = await clientAs(other);
  const { data: queue } = await client.from('products').select('id').eq('id', pieceId);
  expect(queue).toEqual([]);
  const { data: changed } = await client.from('products').update({ status: 'published' }).eq('id', pieceId).select('id');
  expect(changed ?? []).toEqual([]);
  const { data: log, error: logError } = await client.from('moderation_log').select('id');
  expect(logError ?? log).toEqual([]);
  const { error: writeError } = await client.from('moderation_log').insert({ subject: 'product', product_id: pieceId, decision: 'published' });
  expect(writeError?.code).toBe('42501');
  const { data } = await adminClient().from('products').select('status').eq('id', pieceId).single();
  expect(data?.status).toBe('pending');
});
