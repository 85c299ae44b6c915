import { expect, test, type Browser } from '@playwright/test';
import { signInWithSession } from '../support/helpers';
import { visitorClient } from '../support/fixtureSellers';
import { addSeedPhoto, clientAs } from '../support/fixtureProducts';
import { adminClient, createSeller, uniqueTag, type FixtureSeller } from '../support/checkoutFixtures';

// Listing moderation: staff publish one fixture piece and reject another; each with its own seller.
test.describe.configure({ timeout: 180_000 });

const STAFF = { email: 'staff@vitrina.mx', password: 'Staff123!' };

async function pendingPiece(sellerId: string, title: string, category = 'cards'): Promise<string> {
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      seller_id: sellerId,
      title,
      price: 1800,
      description: 'Pieza de colección enviada a revisión para las pruebas de moderación.',
      category,
      condition: 'excellent',
      status: 'pending',
    })
    .select('id')
    .single();
  if (error) throw error;
  await addSeedPhoto(data.id as string);
  return data.id as string;
}

async function signedInPage(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithSession(page, who);
  return { page, context };
}

test('staff publican una pieza pendiente (tras corregir su certificado) que aparece en el listado público, rechazan otra cuyo vendedor lee el motivo, y la bitácora registra ambas', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller: FixtureSeller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const publishTitle = `Tarjeta para publicar ${tag}`;
  const rejectTitle = `Jersey para rechazar ${tag}`;
  const toPublish = await pendingPiece(seller.id, publishTitle);
  const toReject = await pendingPiece(seller.id, rejectTitle, 'jerseys');
  const reason = 'Sube una foto del reverso y del certificado';
  const certificate = `PSA-${tag}`.slice(0, 40);

  const staff = await signedInPage(browser, STAFF);
  await staff.page.goto('/dashboard/admin');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Panel Admin' })).toBeVisible();
  await expect(staff.page.getByRole('link', { name: 'Panel Admin' })).toHaveAccessibleDescription(
    /\d+ piezas pendientes de revisión/,
  );

  // The seller panel lists the seller's other piece; the category filter narrows the queue and lives in the URL.
  const first = staff.page.getByRole('listitem', { name: publishTitle });
  await expect(first.getByText('Vendedor E2E')).toBeVisible();
  await expect(
    first.getByRole('region', { name: 'Vendedor' }).getByRole('link', { name: rejectTitle }),
  ).toHaveAttribute('href', `/product/${toReject}`);
  await staff.page.getByRole('combobox', { name: 'Categoría' }).selectOption('jerseys');
  await expect(staff.page).toHaveURL(/categoria=jerseys/);
  await expect(staff.page.getByRole('listitem', { name: rejectTitle })).toBeVisible();
  await expect(first).toHaveCount(0);
  await staff.page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(first).toBeVisible();

  // Staff verify the certificate before publishing.
  await first.getByRole('button', { name: 'Editar autenticación' }).click();
  const auth = staff.page.getByRole('dialog', { name: 'Autenticación de la pieza' });
  await auth.getByRole('combobox', { name: 'Estado de autenticación' }).selectOption('verified');
  await auth.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    auth.getByText('Para marcarla como verificada indica la certificadora y el número de certificado').first(),
  ).toBeVisible();
  await auth.getByRole('textbox', { name: /Certificadora/ }).fill('PSA');
  await auth.getByRole('textbox', { name: /Número de certificado/ }).fill(certificate);
  await auth.getByRole('button', { name: 'Guardar' }).click();
  await expect(staff.page.getByText('Autenticación actualizada', { exact: true })).toBeVisible();
  await expect(auth).toHaveCount(0);
  await expect(first.getByText(certificate)).toBeVisible();

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

  // The log page lists both decisions, newest first, with who decided and the reason.
  await staff.page
    .getByRole('navigation', { name: 'Secciones del Panel Admin' })
    .getByRole('link', { name: 'Bitácora' })
    .click();
  await expect(staff.page).toHaveURL(/\/dashboard\/admin\/log$/);
  const log = staff.page.getByRole('list', { name: 'Decisiones registradas' });
  const rejectedEntry = log.getByRole('listitem').filter({ has: staff.page.getByRole('link', { name: rejectTitle }) });
  const publishedEntry = log
    .getByRole('listitem')
    .filter({ has: staff.page.getByRole('link', { name: publishTitle }) });
  await expect(rejectedEntry.getByText('Rechazó')).toBeVisible();
  await expect(rejectedEntry.getByText(reason)).toBeVisible();
  await expect(publishedEntry.getByText('Publicó')).toBeVisible();
  const titles = await log.getByRole('link').allTextContents();
  expect(titles.indexOf(rejectTitle)).toBeLessThan(titles.indexOf(publishTitle));
  await staff.context.close();

  // A visitor finds the published piece in the public listing, never the rejected one, and reads its certificate.
  const visitor = await browser.newPage();
  await visitor.goto(`/products?search=${encodeURIComponent(tag)}`);
  await expect(visitor.getByRole('article', { name: publishTitle })).toBeVisible();
  await expect(visitor.getByRole('article', { name: rejectTitle })).toHaveCount(0);
  await visitor.goto(`/product/${toPublish}`);
  await expect(visitor.getByText(certificate, { exact: true })).toBeVisible();
  await visitor.close();
  const { data: visible } = await visitorClient().from('products').select('id').in('id', [toPublish, toReject]);
  expect(visible).toEqual([{ id: toPublish }]);

  // The database logged both decisions and notified the seller.
  const admin = adminClient();
  const { data: logged } = await admin
    .from('moderation_log')
    .select('product_id, decision, reason')
    .in('product_id', [toPublish, toReject]);
  expect(logged).toEqual(
    expect.arrayContaining([
      { product_id: toPublish, decision: 'published', reason: null },
      { product_id: toReject, decision: 'rejected', reason },
    ]),
  );
  const { data: notes } = await admin.from('notifications').select('type, ref_id').eq('user_id', seller.id);
  expect(notes).toEqual(
    expect.arrayContaining([
      { type: 'system', ref_id: toPublish },
      { type: 'system', ref_id: toReject },
    ]),
  );

  // The seller reads the reason on Productos.
  const own = await signedInPage(browser, seller);
  await own.page.goto('/dashboard/collection');
  const rejected = own.page.getByRole('listitem', { name: rejectTitle });
  await expect(rejected.getByText(`Motivo del rechazo: ${reason}`)).toBeVisible();
  await own.context.close();
});

test('un miembro normal y un visitante ven el 404 en /dashboard/admin y su bitácora; el cliente del miembro no publica, no certifica ni sube fotos a la carpeta ajena', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const other = await createSeller({ phone: '+525512345679', identityVerified: true });
  const pieceId = await pendingPiece(seller.id, `Pieza ajena ${tag}`);
  const member = await signedInPage(browser, other);
  for (const path of ['/dashboard/admin', '/dashboard/admin/log']) {
    await member.page.goto(path);
    await expect(member.page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(member.page.getByText(`Pieza ajena ${tag}`)).toHaveCount(0);
    await expect(member.page.getByText('Bitácora')).toHaveCount(0);
    await expect(member.page.getByRole('link', { name: 'Panel Admin' })).toHaveCount(0);
  }
  await member.context.close();
  const visitorPage = await browser.newPage();
  for (const path of ['/dashboard/admin', '/dashboard/admin/log']) {
    await visitorPage.goto(path);
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(visitorPage).toHaveURL(new RegExp(`${path}$`));
  }
  await visitorPage.close();
  const client = await clientAs(other);
  const { data: queue } = await client.from('products').select('id').eq('id', pieceId);
  expect(queue).toEqual([]);
  const { data: changed } = await client
    .from('products')
    .update({ status: 'published' })
    .eq('id', pieceId)
    .select('id');
  expect(changed ?? []).toEqual([]);
  const { data: log, error: logError } = await client.from('moderation_log').select('id');
  expect(logError ?? log).toEqual([]);
  const { error: writeError } = await client
    .from('moderation_log')
    .insert({ subject: 'product', product_id: pieceId, decision: 'published' });
  expect(writeError?.code).toBe('42501');
  const { data: forged } = await client
    .from('products')
    .update({ certificate_number: 'FALSO-1', authentication_status: 'verified' })
    .eq('id', pieceId)
    .select('id');
  expect(forged ?? []).toEqual([]);
  const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });
  const { error: storageError } = await client.storage.from('products').upload(`${seller.id}/${tag}.png`, png);
  expect(storageError).not.toBeNull();
  const { data } = await adminClient().from('products').select('status, certificate_number').eq('id', pieceId).single();
  expect(data).toEqual({ status: 'pending', certificate_number: null });
});
