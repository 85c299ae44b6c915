import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeReport } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import { waitForRealtimeChannel } from '../support/realtime';
import { adminClient, createBuyer, createSeller, mailsTo, uniqueTag } from '../support/checkoutFixtures';
import { addSeedPhoto, clientAs } from '../support/fixtureProducts';
import { createStaff } from '../support/staffFixtures';

// Saved searches: a member saves a search on /products; when staff publish a matching piece the member's
// bell shows it live and opens the piece; a piece that does not match says nothing; the member renames, pauses and
// deletes the search in the dashboard. Two browser contexts: the member and the staff.
test.describe.configure({ timeout: 240_000 });

async function pendingPiece(title: string, category: string, price: number): Promise<string> {
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const { data, error } = await adminClient()
    .from('products')
    .insert({
      seller_id: seller.id,
      title,
      price,
      description: 'Pieza de colección enviada a revisión para las pruebas de búsquedas guardadas.',
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

async function signedInPage(browser: Browser, who: { email: string; password: string }, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signInWithSession(page, who);
  return { page, context };
}

async function saveSearch(page: Page, name: string, { email }: { email: boolean }) {
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await expect(dialog).toBeVisible();
  expect(await axeReport(page, 'diálogo Guardar búsqueda', '[role="dialog"]')).toEqual([]);
  const field = dialog.getByRole('textbox', { name: /Nombre de la búsqueda/ });
  await field.fill('');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Escribe un nombre para tu búsqueda')).toBeVisible();
  await field.fill(name);
  if (email) await dialog.getByRole('checkbox', { name: 'Avisarme también por correo' }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Búsqueda guardada', { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('un miembro guarda una búsqueda, recibe en vivo la pieza que coincide al publicarla el equipo (y no la que no), y la administra en el dashboard', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const member = await createBuyer('Coleccionista Búsquedas');
  const staffUser = await createStaff();
  const matchTitle = `Balón autografiado ${tag}`;
  const otherTitle = `Jersey de entrenamiento ${tag}`;
  const match = await pendingPiece(matchTitle, 'memorabilia', 2400);
  const other = await pendingPiece(otherTitle, 'jerseys', 2400);

  // A visitor is sent to sign in first.
  const visitor = await browser.newPage();
  await visitor.goto(`/products?search=${tag}&category=memorabilia`);
  await visitor.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await expect(visitor).toHaveURL(/\/auth/);
  await expect(visitor.getByText('Debes iniciar sesión para guardar búsquedas', { exact: true })).toBeVisible();
  await visitor.close();

  // The member saves the search (text with a typo and no accent, a category and a maximum price), asking for e-mail.
  const memberSide = await signedInPage(browser, member);
  const page = memberSide.page;
  await page.goto(
    `/products?search=${encodeURIComponent(`balon autografiad ${tag}`)}&category=memorabilia&maxPrice=5000`,
  );
  await expect(page.getByRole('button', { name: 'Guardar búsqueda' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await expect(
    dialog.getByText(/Se guardará: Búsqueda: balon autografiad .* · Firmadas & Legendarias · Hasta \$5,000/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/saved-searches-1280-dialog.png' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await saveSearch(page, `Balones ${tag}`, { email: true });
  await page.screenshot({ path: 'test-results/saved-searches-1280-listing.png' });

  // Staff publish both pieces from the review queue while the member's bell listens.
  await page.goto('/');
  await waitForRealtimeChannel(page, 'notifications:');
  const staff = await signedInPage(browser, staffUser);
  await staff.page.goto('/dashboard/admin');
  for (const title of [otherTitle, matchTitle]) {
    const item = staff.page.getByRole('listitem', { name: title });
    await item.getByRole('button', { name: 'Publicar' }).click();
    await staff.page
      .getByRole('dialog', { name: '¿Publicar esta pieza?' })
      .getByRole('button', { name: 'Publicar' })
      .click();
    await expect(item).toHaveCount(0);
  }
  await staff.context.close();

  // The member sees it live: a toast and the bell, whose item opens the piece.
  await expect(page.getByText(`Nueva pieza para "Balones ${tag}"`).first()).toBeVisible();
  await page.getByRole('button', { name: /Notificaciones: \d+ sin leer/ }).click();
  const item = page.getByRole('menuitem', { name: new RegExp(`Nueva pieza para "Balones ${tag}"`) });
  await expect(item).toContainText(`"${matchTitle}" ya está a la venta en Vitrina.`);
  await expect(page.getByRole('menuitem', { name: new RegExp(otherTitle) })).toHaveCount(0);
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/products?/${match}$`));
  await expect(page.getByRole('heading', { level: 1, name: matchTitle })).toBeVisible();

  // One notification, for the matching piece only; and one e-mail, since the member asked for it.
  const { data: notes } = await adminClient()
    .from('notifications')
    .select('ref_id')
    .eq('user_id', member.id)
    .eq('type', 'saved_search');
  expect(notes).toEqual([{ ref_id: match }]);
  expect(other).not.toBe(match);
  await expect
    .poll(async () => (await mailsTo(member.email)).map((mail) => mail.subject))
    .toEqual([`Nueva pieza para "Balones ${tag}": ${matchTitle}`]);

  // The dashboard lists the search in words; the member renames, pauses, resumes, opens and deletes it.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Secciones del dashboard' })
    .getByRole('link', { name: 'Mis búsquedas' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/busquedas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis búsquedas' })).toBeVisible();
  const row = page.getByRole('listitem', { name: `Balones ${tag}` });
  await expect(row.getByText(`"balon autografiad ${tag}" · Firmadas & Legendarias · Hasta $5,000`)).toBeVisible();
  await expect(row.getByText('Activa', { exact: true })).toBeVisible();
  await expect(row.getByText('También por correo')).toBeVisible();
  expect(await axeReport(page, '/dashboard/busquedas')).toEqual([]);
  await page.screenshot({ path: 'test-results/saved-searches-1280-dashboard.png' });

  await row.getByRole('button', { name: `Renombrar la búsqueda Balones ${tag}` }).click();
  const rename = page.getByRole('dialog', { name: 'Renombrar búsqueda' });
  await rename.getByRole('textbox', { name: /Nombre de la búsqueda/ }).fill(`Balones firmados ${tag}`);
  await rename.getByRole('button', { name: 'Guardar nombre' }).click();
  await expect(page.getByText('Búsqueda renombrada', { exact: true })).toBeVisible();
  const renamed = page.getByRole('listitem', { name: `Balones firmados ${tag}` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: /^Pausar/ }).click();
  await expect(renamed.getByText('En pausa', { exact: true })).toBeVisible();
  const { data: paused } = await adminClient().from('saved_searches').select('name, paused').eq('user_id', member.id);
  expect(paused).toEqual([{ name: `Balones firmados ${tag}`, paused: true }]);
  await renamed.getByRole('button', { name: /^Reanudar/ }).click();
  await expect(renamed.getByText('Activa', { exact: true })).toBeVisible();

  await renamed.getByRole('link', { name: /^Abrir/ }).click();
  await expect(page).toHaveURL(/\/products\?search=balon\+autografiad\+.*&category=memorabilia&maxPrice=5000$/);
  await expect(page.getByRole('article', { name: matchTitle })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: `Borrar la búsqueda Balones firmados ${tag}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Borrar esta búsqueda?' });
  await confirm.getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(page.getByText('Búsqueda borrada', { exact: true })).toBeVisible();
  await expect(page.getByText('Aún no guardas búsquedas')).toBeVisible();
  await memberSide.context.close();
});

test('a 390 px un miembro guarda una búsqueda y la pausa; en pausa no le llega el aviso; al llegar a 20 se le dice en español', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const member = await createBuyer('Coleccionista Móvil');
  const staffUser = await createStaff();
  const memberSide = await signedInPage(browser, member, 390);
  const page = memberSide.page;

  await page.goto(`/products?search=${tag}`);
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  await page.screenshot({ path: 'test-results/saved-searches-390-dialog.png' });
  await page.getByRole('dialog', { name: 'Guardar búsqueda' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.screenshot({ path: 'test-results/saved-searches-390-listing.png' });
  await saveSearch(page, `Móvil ${tag}`, { email: false });

  await page.goto('/dashboard/busquedas');
  const row = page.getByRole('listitem', { name: `Móvil ${tag}` });
  await expect(row.getByText(`"${tag}"`)).toBeVisible();
  await row.getByRole('button', { name: /^Pausar/ }).click();
  await expect(row.getByText('En pausa', { exact: true })).toBeVisible();
  expect(await axeReport(page, '/dashboard/busquedas a 390 px')).toEqual([]);
  await page.screenshot({ path: 'test-results/saved-searches-390-dashboard.png', fullPage: true });

  // Paused: staff publish a matching piece and the member is not told.
  const piece = await pendingPiece(`Tarjeta ${tag}`, 'cards', 900);
  const staffClient = await clientAs(staffUser);
  const { error } = await staffClient.from('products').update({ status: 'published' }).eq('id', piece);
  expect(error).toBeNull();
  const { data: notes } = await adminClient()
    .from('notifications')
    .select('id')
    .eq('user_id', member.id)
    .eq('type', 'saved_search');
  expect(notes).toEqual([]);

  // At 20 searches the dialog says why it cannot save another.
  const rows = Array.from({ length: 19 }, (_, i) => ({ user_id: member.id, name: `Extra ${i + 1}`, search: `x${i}` }));
  const { error: fillError } = await adminClient().from('saved_searches').insert(rows);
  expect(fillError).toBeNull();
  await page.goto(`/products?search=${tag}`);
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar búsqueda' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.',
  );
  await memberSide.context.close();
});
