import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInWithSession } from '../support/helpers';
import { adminClient, createSeller, visitorClient, type FixtureSeller } from '../support/fixtureSellers';
import { clientAs } from '../support/fixtureProducts';

// Verification requests and their review: each test makes its own member and its own staff member
// (trusted, through the service role), so the demo accounts and other specs' data stay untouched.
test.describe.configure({ timeout: 180_000 });

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1a1d40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function createMember(displayName: string): Promise<FixtureSeller> {
  const member = await createSeller({ phone: '+525598765432', identityVerified: false });
  const { error } = await adminClient().from('profiles').update({ display_name: displayName }).eq('id', member.id);
  if (error) throw error;
  return member;
}

async function createStaff(): Promise<FixtureSeller> {
  const staff = await createSeller({ phone: '+525511223344', identityVerified: true });
  const { error } = await adminClient()
    .from('profiles')
    .update({ verification_level: 'trusted', display_name: 'Equipo E2E' })
    .eq('id', staff.id);
  if (error) throw error;
  return staff;
}

async function signedInPage(browser: Browser, who: FixtureSeller, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Staff pages answer a visitor with the 404 (no sign-in that hints at them), so sign in first.
  await signInWithSession(page, who);
  await page.goto(path);
  return { page, context };
}

/** The member's request through their own client, as the page sends it: upload to documents/ (spec §7), then insert. */
async function requestAs(member: FixtureSeller, type: 'seller' | 'buyer' | 'vip') {
  const client = await clientAs(member);
  const path = `documents/${member.id}-${Date.now()}.pdf`;
  const upload = await client.storage
    .from('verification-documents')
    .upload(path, new Blob([PDF], { type: 'application/pdf' }));
  if (upload.error) throw upload.error;
  const { data, error } = await client
    .from('verification_requests')
    .insert({
      user_id: member.id,
      type,
      notes: 'Colecciono balones firmados desde 2008.',
      status: 'pending',
      documents: { urls: [path] },
    })
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

async function sellerLevelOnProduct(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  return page.getByLabel('Vendedor', { exact: true });
}

test('un miembro pide verificación con dos documentos, el equipo aprueba con un nivel y cambian su insignia y la regla de 5,000 MXN', async ({
  browser,
}) => {
  const name = `Memo Verificable ${Date.now().toString(36)}`;
  const member = await createMember(name);
  const staffMember = await createStaff();
  const { data: piece, error: pieceError } = await adminClient()
    .from('products')
    .insert({
      seller_id: member.id,
      title: `Balón firmado de ${name}`,
      price: 1500,
      description: 'Balón oficial firmado por el plantel campeón, con certificado.',
      category: 'memorabilia',
      condition: 'excellent',
      status: 'published',
    })
    .select('id')
    .single();
  if (pieceError) throw pieceError;

  // Before: a price of 5,000 MXN is refused by the database and the seller card says 'Vendedor Nuevo'.
  const asMember = await clientAs(member);
  const refused = await asMember.from('products').insert({
    title: 'Jersey de 6 mil',
    price: 6000,
    description: 'Jersey original firmado y enmarcado, con certificado.',
    category: 'jerseys',
    condition: 'excellent',
  });
  expect(refused.error).toMatchObject({ code: 'VT002' });

  const { page, context } = await signedInPage(browser, member, '/verification-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de cuenta' })).toBeVisible();
  await expect(page.getByText('Aún no has enviado solicitudes')).toBeVisible();
  await page.getByRole('radio', { name: /^Vendedor/ }).check();
  await page.getByLabel(/Notas para el equipo/).fill('Colecciono y vendo balones firmados desde 2008.');
  await page.getByLabel('Documentos', { exact: true }).setInputFiles([
    { name: 'ine.png', mimeType: 'image/png', buffer: PNG },
    { name: 'domicilio.pdf', mimeType: 'application/pdf', buffer: PDF },
  ]);
  await expect(page.getByText('2 de 5 documentos')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud enviada', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/Notas para el equipo/)).toHaveValue('');
  await expect(page.getByText('2 de 5 documentos')).toHaveCount(0);
  const history = page.getByRole('list', { name: 'Mis solicitudes' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('En revisión')).toBeVisible();
  // the type in review cannot be requested again
  await expect(page.getByRole('radio', { name: /^Vendedor/ })).toBeDisabled();

  const seller = await sellerLevelOnProduct(page, piece.id as string);
  await expect(seller).toContainText('Vendedor Nuevo');

  // Staff review: the requester's profile, the image shown and the PDF as a link, approve with a level.
  const staff = await signedInPage(browser, staffMember, '/dashboard/verification-review');
  await expect(staff.page.getByRole('heading', { level: 1, name: 'Revisión de verificaciones' })).toBeVisible();
  const card = staff.page.getByRole('listitem', { name: new RegExp(name) });
  await expect(card.getByText('Tipo: Vendedor')).toBeVisible();
  await expect(card.getByText('Identidad sin verificar')).toBeVisible();
  const image = card.getByRole('img', { name: `Documento 1 de ${name}` });
  await expect(image).toBeVisible();
  expect((await staff.page.request.get((await image.getAttribute('src'))!)).status()).toBe(200);
  const pdfLink = card.getByRole('link', { name: 'Abrir PDF 2' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const pdfResponse = await staff.page.request.get((await pdfLink.getAttribute('href'))!);
  expect(pdfResponse.status()).toBe(200);

  await card.getByRole('button', { name: 'Aprobar' }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Aprobar verificación' });
  await expect(dialog.getByLabel('Nivel a otorgar')).toHaveValue('verified');
  await dialog.getByRole('button', { name: 'Aprobar' }).click();
  await expect(staff.page.getByText('Solicitud aprobada', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await staff.context.close();

  // After: the badge, the sell page's notice, the database's rule and the member's page all changed.
  await expect(await sellerLevelOnProduct(page, piece.id as string)).toContainText('Vendedor Verificado');
  await page.goto('/verification-request');
  await expect(page.getByRole('list', { name: 'Mis solicitudes' }).getByText('Aprobada')).toBeVisible();
  await expect(page.getByText('Nivel otorgado: Vendedor Verificado')).toBeVisible();
  await page.goto('/sell');
  await page
    .getByRole('form', { name: 'Vende tu pieza' })
    .getByLabel(/^Precio/)
    .fill('5000');
  await expect(page.getByText(/Para publicar desde \$5,000 MXN necesitas verificar tu identidad/)).toHaveCount(0);
  await context.close();

  const allowed = await asMember
    .from('products')
    .insert({
      title: 'Jersey de 6 mil',
      price: 6000,
      description: 'Jersey original firmado y enmarcado, con certificado.',
      category: 'jerseys',
      condition: 'excellent',
    })
    .select('status')
    .single();
  expect(allowed.error).toBeNull();
  expect(allowed.data).toEqual({ status: 'pending' });

  // The database recorded who decided and told the member.
  const admin = adminClient();
  const { data: request } = await admin
    .from('verification_requests')
    .select('id, status, reviewed_by, granted_level')
    .eq('user_id', member.id)
    .single();
  expect(request).toMatchObject({ status: 'approved', reviewed_by: staffMember.id, granted_level: 'verified' });
  const { data: log } = await admin
    .from('moderation_log')
    .select('actor_id, subject, decision')
    .eq('request_id', request!.id);
  expect(log).toEqual([{ actor_id: staffMember.id, subject: 'verification_request', decision: 'approved' }]);
  const { data: notes } = await admin
    .from('notifications')
    .select('type, title')
    .eq('user_id', member.id)
    .eq('ref_id', request!.id);
  expect(notes).toEqual([{ type: 'system', title: 'Verificación aprobada' }]);
});

test('una solicitud rechazada con un motivo muestra ese motivo al miembro', async ({ browser }) => {
  const name = `Lupita Rechazada ${Date.now().toString(36)}`;
  const member = await createMember(name);
  const staffMember = await createStaff();
  await requestAs(member, 'vip');
  const reason = 'La foto de la identificación está borrosa; súbela de nuevo con buena luz';

  const staff = await signedInPage(browser, staffMember, '/dashboard/verification-review');
  const card = staff.page.getByRole('listitem', { name: new RegExp(name) });
  await card.getByRole('button', { name: 'Rechazar' }).click();
  const dialog = staff.page.getByRole('dialog', { name: 'Rechazar solicitud' });
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(dialog.getByText('Escribe el motivo del rechazo para que la persona pueda corregirlo')).toBeVisible();
  await dialog.getByLabel(/Motivo del rechazo/).fill(reason);
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await expect(staff.page.getByText('Solicitud rechazada', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await staff.context.close();

  const { page, context } = await signedInPage(browser, member, '/verification-request');
  const item = page.getByRole('list', { name: 'Mis solicitudes' }).getByRole('listitem');
  await expect(item.getByText('Rechazada')).toBeVisible();
  await expect(item.getByText(reason)).toBeVisible();
  // after a decision the same type can be requested again
  await expect(page.getByRole('radio', { name: /^VIP/ })).toBeEnabled();
  await context.close();
});

test('un miembro normal no sube su nivel ni decide solicitudes; no ve la revisión ni las de otros', async ({
  browser,
}) => {
  const member = await createMember(`Beto Curioso ${Date.now().toString(36)}`);
  const other = await createMember(`Ana Solicitante ${Date.now().toString(36)}`);
  const othersRequest = await requestAs(other, 'seller');
  const asMember = await clientAs(member);

  for (const change of [{ verification_level: 'trusted' }, { identity_verified: true }, { is_verified: true }]) {
    const { error } = await asMember.from('profiles').update(change).eq('id', member.id);
    expect(error).toMatchObject({ code: 'VT423' });
  }
  const decide = await asMember
    .from('verification_requests')
    .update({ status: 'approved', granted_level: 'trusted' })
    .eq('id', othersRequest)
    .select('id');
  expect(decide.data ?? []).toEqual([]);
  expect((await asMember.from('verification_requests').select('id').eq('id', othersRequest)).data).toEqual([]);
  expect((await visitorClient().from('verification_requests').select('id').eq('id', othersRequest)).data ?? []).toEqual(
    [],
  );
  const ownRequest = await requestAs(member, 'buyer');
  const own = await asMember
    .from('verification_requests')
    .update({ status: 'approved' })
    .eq('id', ownRequest)
    .select('id');
  expect(own.data ?? []).toEqual([]);

  const { data: statuses } = await adminClient()
    .from('verification_requests')
    .select('status')
    .in('id', [othersRequest, ownRequest]);
  expect(statuses?.map((row) => row.status)).toEqual(['pending', 'pending']);
  const { data: profile } = await adminClient()
    .from('profiles')
    .select('verification_level, identity_verified, is_verified')
    .eq('id', member.id)
    .single();
  expect(profile).toEqual({ verification_level: 'unverified', identity_verified: false, is_verified: false });

  // The review page answers a normal member with the 404, with no hint of the queue.
  const { page, context } = await signedInPage(browser, member, '/dashboard/verification-review');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByText('Revisión de verificaciones')).toHaveCount(0);
  await context.close();
});
