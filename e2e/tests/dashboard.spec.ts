import { expect, test, type Page } from '@playwright/test';
import { adminClient, createBuyer, createPiece, createSeller, uniqueTag, type FixtureSeller } from '../support/checkoutFixtures';
import { signInThroughForm } from '../support/helpers';

// Every member here is this spec's own (the demo accounts are left as the seed made them).

async function signInAs(page: Page, member: FixtureSeller, path: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`);
  await signInThroughForm(page, member);
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0]);
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
  await expect(buyerPage.getByRole('list', { name: 'Mensajes' })).toContainText('¿Sigue disponible? Me interesa mucho.');

  // The seller's page, untouched since it loaded, gets the message live.
  await expect(sellerPage.getByText('Nuevo mensaje', { exact: true }).first()).toBeVisible();
  const conversation = sellerPage.getByRole('list', { name: 'Conversaciones' }).getByRole('button', { name: /Diego Ramírez/ });
  await expect(conversation).toContainText(piece.title);
  await expect(conversation.getByLabel('1 sin leer')).toBeVisible();
  await conversation.click();
  await expect(sellerPage.getByRole('list', { name: 'Mensajes' })).toContainText('¿Sigue disponible? Me interesa mucho.');
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

  const orderId = '7a1f0c52-3c1d-4d7e-9a55-0f6b8e2d4c11';
  const { error } = await adminClient()
    .from('notifications')
    .insert({ user_id: member.id, type: 'order', title: 'Pedido enviado', message: 'Tu jersey va en camino', ref_id: orderId });
  expect(error).toBeNull();

  await expect(bell).toHaveAccessibleName('Notificaciones (1 sin leer)');
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

test('un miembro no puede leer ni cambiar los mensajes ni el perfil de otro con el cliente de la página', async ({ page }) => {
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
      const client = (globalThis as unknown as { __vitrinaSupabaseClient__: import('@supabase/supabase-js').SupabaseClient })
        .__vitrinaSupabaseClient__;
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
  const { data: sellerProfile } = await admin.from('profiles').select('display_name, avatar_url').eq('id', seller.id).single();
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
  await expect(card.getByRole('link', { name: new RegExp(piece.title) }).first()).toHaveAttribute('href', `/product/${piece.id}`);
  await expect(card).toContainText('$2,750');
  await expect(card.getByRole('button', { name: /Añadir/ })).toBeVisible();
});
