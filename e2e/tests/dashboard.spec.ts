import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { expect, test, type Page } from '@playwright/test';
import {
  adminClient,
  createBuyer,
  createPiece,
  createSeller,
  uniqueTag,
  type FixtureSeller,
} from '../support/checkoutFixtures';
import { signInWithSession } from '../support/helpers';
import { waitForRealtimeChannel } from '../support/realtime';

// Every member here is this spec's own (the demo accounts are left as the seed made them).

async function signInAs(page: Page, member: FixtureSeller, path: string) {
  await signInWithSession(page, member);
  await page.goto(path);
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('un comprador escribe a un vendedor sobre una pieza y el vendedor lo ve en vivo', async ({ browser }) => {
  const seller = await createSeller({ phone: '+525511112222', identityVerified: false });
  const buyer = await createBuyer('Diego Ramírez');
  const piece = await createPiece(seller.id, `Jersey firmado ${uniqueTag()}`, 3200);

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const buyerPage = await buyerContext.newPage();

  await signInAs(sellerPage, seller, '/dashboard/messages');
  await expect(sellerPage.getByRole('heading', { name: 'Aún no tienes mensajes' })).toBeVisible();

  await signInAs(buyerPage, buyer, `/dashboard/messages?user=${seller.id}&product=${piece.id}`);
  await expect(buyerPage.getByRole('link', { name: `Sobre ${piece.title}` })).toBeVisible();
  const box = buyerPage.getByRole('textbox', { name: 'Mensaje' });
  await expect(buyerPage.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await box.fill('¿Sigue disponible? Me interesa mucho.');
  await buyerPage.getByRole('button', { name: 'Enviar' }).click();
  await expect(box).toHaveValue('');
  await expect(buyerPage.getByRole('list', { name: 'Mensajes' })).toContainText(
    '¿Sigue disponible? Me interesa mucho.',
  );

  // The seller's page, untouched since it loaded, gets the message live.
  await expect(sellerPage.getByText('Nuevo mensaje', { exact: true }).first()).toBeVisible();
  const conversation = sellerPage
    .getByRole('list', { name: 'Conversaciones' })
    .getByRole('button', { name: /Diego Ramírez/ });
  await expect(conversation).toContainText(piece.title);
  await expect(conversation.getByLabel('1 sin leer')).toBeVisible();
  await conversation.click();
  await expect(sellerPage.getByRole('list', { name: 'Mensajes' })).toContainText(
    '¿Sigue disponible? Me interesa mucho.',
  );
  await expect(conversation.getByLabel('1 sin leer')).toHaveCount(0);

  const { data } = await adminClient().from('messages').select('read, product_id').eq('sender_id', buyer.id);
  expect(data).toEqual([{ read: true, product_id: piece.id }]);
  await sellerContext.close();
  await buyerContext.close();
});

test('subir una foto de perfil muestra la nueva', async ({ page }) => {
  const member = await createBuyer('Lucía Torres');
  await signInAs(page, member, '/dashboard/settings');
  await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Avatar actualizado', { exact: true }).first()).toBeVisible();
  const picture = page.locator(`img[src*="/avatars/${member.id}/avatar.png?v="]`).first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  const { data } = await adminClient().from('profiles').select('avatar_url').eq('id', member.id).single();
  expect(data!.avatar_url).toContain(`/avatars/${member.id}/avatar.png?v=`);
});

test('una notificación nueva llega en vivo a la campana y al elegirla lleva a su pedido', async ({ page }) => {
  const member = await createBuyer('Sofía Mendoza');
  await signInAs(page, member, '/products');
  const bell = page.getByRole('button', { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName('Notificaciones');
  // The insert comes only once the bell listens: one made before the join would reach the list but never toast.
  await waitForRealtimeChannel(page, 'notifications:');

  const orderId = '7a1f0c52-3c1d-4d7e-9a55-0f6b8e2d4c11';
  const { error } = await adminClient().from('notifications').insert({
    user_id: member.id,
    type: 'order',
    title: 'Pedido enviado',
    message: 'Tu jersey va en camino',
    ref_id: orderId,
  });
  expect(error).toBeNull();

  await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
  await expect(page.getByText('Tu jersey va en camino').first()).toBeVisible();
  await bell.click();
  const item = page.getByRole('menuitem', { name: /Pedido enviado/ });
  await expect(item).toContainText('hace un momento');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  const { data } = await adminClient().from('notifications').select('read').eq('user_id', member.id);
  expect(data).toEqual([{ read: true }]);
});

test('un miembro no puede leer ni cambiar los mensajes ni el perfil de otro con el cliente de la página', async ({
  page,
}) => {
  const seller = await createSeller({ phone: '+525533334444', identityVerified: false });
  const other = await createBuyer('Andrés Ruiz');
  const intruder = await createBuyer('Intruso');
  const { data: message, error } = await adminClient()
    .from('messages')
    .insert({ sender_id: other.id, receiver_id: seller.id, message: 'Mensaje privado entre ellos' })
    .select('id')
    .single();
  expect(error).toBeNull();

  await signInAs(page, intruder, '/dashboard/messages');
  const attempts = await page.evaluate(
    async ({ messageId, sellerId, otherId }) => {
      // the client the page created when the member signed in (the e2e handle never creates one)
      const client = (window as unknown as { __vitrina_supabase__?: import('@supabase/supabase-js').SupabaseClient })
        .__vitrina_supabase__;
      if (!client) throw new Error('la página no creó su cliente de Supabase');
      const read = await client.from('messages').select('*').or(`sender_id.eq.${otherId},receiver_id.eq.${sellerId}`);
      const markRead = await client.from('messages').update({ read: true }).eq('id', messageId).select();
      const rewrite = await client.from('messages').update({ message: 'alterado' }).eq('id', messageId).select();
      const profile = await client.from('profiles').select('phone_number').eq('id', sellerId);
      const rename = await client.from('profiles').update({ display_name: 'Hackeado' }).eq('id', sellerId).select();
      const avatar = await client.storage
        .from('avatars')
        .upload(`${sellerId}/avatar.png`, new Blob(['x'], { type: 'image/png' }), { upsert: true });
      return {
        read: read.data,
        markRead: markRead.data,
        rewrite: rewrite.data,
        profile: profile.data,
        rename: rename.data,
        avatarError: Boolean(avatar.error),
      };
    },
    { messageId: message!.id as string, sellerId: seller.id, otherId: other.id },
  );
  expect(attempts).toEqual({ read: [], markRead: [], rewrite: [], profile: [], rename: [], avatarError: true });

  const admin = adminClient();
  const { data: stored } = await admin.from('messages').select('message, read').eq('id', message!.id).single();
  expect(stored).toEqual({ message: 'Mensaje privado entre ellos', read: false });
  const { data: sellerProfile } = await admin
    .from('profiles')
    .select('display_name, avatar_url')
    .eq('id', seller.id)
    .single();
  expect(sellerProfile).toEqual({ display_name: 'Vendedor E2E', avatar_url: null });
  // And the page itself shows the intruder nothing of theirs.
  await expect(page.getByRole('heading', { name: 'Aún no tienes mensajes' })).toBeVisible();
});

test('Favoritos dibuja las piezas guardadas con la tarjeta del catálogo', async ({ page }) => {
  const seller = await createSeller({ phone: '+525555556666', identityVerified: false });
  const member = await createBuyer('Valeria Cruz');
  const piece = await createPiece(seller.id, `Balón firmado ${uniqueTag()}`, 2750);
  const { error } = await adminClient().from('favorites').insert({ user_id: member.id, product_id: piece.id });
  expect(error).toBeNull();

  await signInAs(page, member, '/dashboard/wishlist');
  // The catalogue's own card (federation './ProductCard'): its link, price and 'Añadir' button.
  const card = page.getByRole('listitem').filter({ hasText: piece.title });
  await expect(card.getByRole('link', { name: new RegExp(piece.title) }).first()).toHaveAttribute(
    'href',
    `/product/${piece.id}`,
  );
  await expect(card).toContainText('$2,750');
  // the seller's line, as the listing's card has it, linked to their page
  await expect(card.getByText(/^Vendedor: Vendedor E2E/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Vendedor E2E' })).toHaveAttribute('href', /^\/sellers\//);
  await expect(card.getByRole('button', { name: /Añadir/ })).toBeVisible();

  // On a phone the same page lists the pieces as rows that fit the screen, with targets a thumb can hit.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: /Añadir/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // the phone's card may load its own part first (Suspense hides the card meanwhile): read it once it is back
  await expect(async () => {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }).toPass();
  const cardBox = (await card.boundingBox())!;
  // a row, not the desktop tile: the photo beside the text
  const photo = (await card.locator('a[tabindex="-1"]').first().boundingBox())!;
  expect(photo.width).toBeLessThan(cardBox.width / 2);
  for (const name of [/^Añadir/, /^Ofertar/, /favoritos$/]) {
    const box = (await card.getByRole('button', { name }).boundingBox())!;
    expect(box.height, `${name}: ${box.height} px de alto`).toBeGreaterThanOrEqual(44);
    expect(box.width, `${name}: ${box.width} px de ancho`).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});

test('editar una pieza cambia también sus fotos: agrega, reordena y quita; un guardado fallido no deja fotos huérfanas', async ({
  page,
}) => {
  const seller = await createSeller({ phone: '+525577778888', identityVerified: false });
  const piece = await createPiece(seller.id, `Tarjeta editable ${uniqueTag()}`, 1200);
  // The piece's current photo, uploaded by the seller into their own folder as /sell does.
  const sellerClient = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error: signInError } = await sellerClient.auth.signInWithPassword({
    email: seller.email,
    password: seller.password,
  });
  expect(signInError).toBeNull();
  const oldName = `vieja-${uniqueTag()}.png`;
  const { error: uploadError } = await sellerClient.storage
    .from('products')
    .upload(`${seller.id}/${oldName}`, PNG, { contentType: 'image/png' });
  expect(uploadError).toBeNull();
  const oldUrl = sellerClient.storage.from('products').getPublicUrl(`${seller.id}/${oldName}`).data.publicUrl;
  const { error: imageError } = await adminClient()
    .from('product_images')
    .insert({ product_id: piece.id, image_url: oldUrl, order: 0 });
  expect(imageError).toBeNull();
  const folder = async () =>
    ((await adminClient().storage.from('products').list(seller.id)).data ?? []).map((object) => object.name);

  const editPath = `/dashboard/products/${piece.id}/edit`;
  await signInAs(page, seller, editPath);
  const tiles = page.getByRole('list', { name: 'Fotos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first()).toHaveAccessibleName(`Foto 1 de 1, Principal: ${oldName}`);
  await expect(page.getByLabel(/^Precio \(MXN\)/)).toHaveValue('1200');

  // 6,000 MXN needs a verified identity: the database refuses, the page says so, and the photo it uploaded is gone.
  await page.getByTestId('photo-input').setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
  await expect(tiles).toHaveCount(2);
  await page.getByLabel(/^Precio \(MXN\)/).fill('6000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Verificación requerida', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect.poll(folder).toEqual([oldName]);

  await page.goto(editPath);
  await expect(tiles).toHaveCount(1);
  await page.getByTestId('photo-input').setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
  await expect(tiles).toHaveCount(2);
  await page.getByRole('button', { name: 'Mover antes: nueva.png' }).click();
  await expect(tiles.first()).toHaveAccessibleName('Foto 1 de 2, Principal: nueva.png');
  await page.getByRole('button', { name: `Quitar foto: ${oldName}` }).click();
  await expect(tiles).toHaveCount(1);
  await page.getByLabel(/^Precio \(MXN\)/).fill('1000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/products/${piece.id}$`));

  const admin = adminClient();
  const { data: images } = await admin.from('product_images').select('image_url, order').eq('product_id', piece.id);
  expect(images).toEqual([
    { image_url: expect.stringMatching(new RegExp(`/products/${seller.id}/[0-9a-f-]+-nueva\\.png$`)), order: 0 },
  ]);
  const { data: product } = await admin.from('products').select('price').eq('id', piece.id).single();
  expect(Number(product!.price)).toBe(1000);
  const { data: history } = await admin.from('price_history').select('price').eq('product_id', piece.id);
  expect(history!.map((row) => Number(row.price))).toContain(1000);
  // the new photo is the only one left in the seller's folder: the dropped one was removed from storage
  await expect.poll(folder).toEqual([images![0]!.image_url.split('/').pop()]);
});

test('a 640 px: la colección es una pieza por renglón con los botones alineados, y el botón del menú sigue a la vista', async ({
  page,
}) => {
  const seller = await createSeller({ phone: '+525555557777', identityVerified: true });
  const titles = [
    `Guante firmado ${uniqueTag()}`,
    `Casco de colección ${uniqueTag()}`,
    `Bat autografiado ${uniqueTag()}`,
  ];
  for (const [n, title] of titles.entries()) await createPiece(seller.id, title, 1500 + n * 100);
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, seller, '/dashboard/collection');

  const tiles = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Ver detalle' }) });
  await expect(tiles).toHaveCount(3);
  const boxes = await Promise.all([0, 1, 2].map(async (n) => (await tiles.nth(n).boundingBox())!));
  // one column: every tile starts at the same x and takes the row (two side by side wrapped titles to four lines)
  for (const box of boxes) {
    expect(box.x).toBe(boxes[0].x);
    expect(box.width).toBeGreaterThan(560);
  }
  // the same buttons sit at the same x in every tile
  for (const name of ['Ver detalle', 'Editar', 'Eliminar']) {
    const xs = await Promise.all(
      [0, 1, 2].map(
        async (n) =>
          (await tiles
            .nth(n)
            .getByRole(name === 'Eliminar' ? 'button' : 'link', { name })
            .boundingBox())!.x,
      ),
    );
    expect(new Set(xs).size, `${name}: ${xs.join(', ')}`).toBe(1);
  }

  // the menu button floats: still on screen, under the top bar, after scrolling down the page
  const menu = page.getByRole('button', { name: 'Abrir menú del dashboard' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(menu).toBeInViewport();
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.y).toBeGreaterThanOrEqual(60);
  await menu.click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // the overview's five figures: the first across the row, then two pairs with their numbers on one line
  await page.goto('/dashboard');
  const figures = page.getByRole('main').getByRole('listitem');
  await expect(figures).toHaveCount(5);
  await expect(figures.locator('strong')).toHaveCount(5);
  const rows = await figures.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(rows[1]).toBeGreaterThan(rows[0]);
  expect(rows[2]).toBe(rows[1]);
  expect(rows[4]).toBe(rows[3]);
  const numbers = await figures.evaluateAll((items) =>
    items.map((item) => item.querySelector('strong')!.getBoundingClientRect().top),
  );
  expect(numbers[2]).toBe(numbers[1]);
  expect(numbers[4]).toBe(numbers[3]);
});
