import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import { tabTo } from '../support/keyboard';
import { adminClient, createBuyer, createPiece, createSeller, seedCart, uniqueTag } from '../support/checkoutFixtures';

test.describe.configure({ timeout: 120_000 });

test('la compra entera, de la búsqueda al pago, se hace solo con el teclado, y cada error se anuncia en su campo', async ({
  page,
}) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Bate firmado ${tag}`, 1200);
  const buyer = await createBuyer('Ana López');
  await signInWithSession(page, buyer);
  await page.goto('/');

  // from here on, only keys: no click, no fill, no goto
  // the hero's plain box, which the catalogue's box with suggestions replaces (keeping the focus) once it loads
  await tabTo(
    page,
    page.getByRole('searchbox', { name: 'Buscar piezas' }).or(page.getByRole('combobox', { name: 'Buscar piezas' })),
  );
  await expect(page.getByRole('combobox', { name: 'Buscar piezas' })).toBeFocused();
  await page.keyboard.type(tag);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products\\?search=${tag}`));
  const card = page.getByRole('article', { name: piece.title });
  await tabTo(page, card.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/products?/${piece.id}`));
  await tabTo(page, page.getByRole('button', { name: 'Agregar al carrito' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await tabTo(page, page.getByRole('link', { name: 'Carrito: 1 artículo' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await tabTo(page, page.getByRole('link', { name: 'Proceder al pago' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  // the account tab fills in from the profile once it has loaded (a field walked through before that keeps what the
  // buyer left in it): the buyer sees the name arrive, then walks the form
  await expect(page.getByLabel(/^Nombre\*?$/)).toHaveValue('Ana');

  await tabTo(page, page.getByRole('tab', { name: /Cuenta/ }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Envío/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Nombre\*?$/)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByLabel(/^Dirección/)).toBeFocused();
  // Dirección, Colonia, Ciudad, Estado, Código postal, Teléfono, then Continuar
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // nothing typed: the errors are tied to their fields and the first one gets the focus
  await expect(page.getByLabel(/^Dirección/)).toBeFocused();
  await expect(page.getByLabel(/^Dirección/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'La dirección es muy corta' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Revisa los campos marcados en Envío' })).toBeVisible();

  await page.keyboard.type('Calle Madero 40');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Centro');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Puebla');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Puebla');
  await page.keyboard.press('Tab');
  await page.keyboard.type('72000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2221234567');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByLabel(/^Nombre en la tarjeta/)).toBeFocused();
  await page.keyboard.type('Ana López');
  await page.keyboard.press('Tab');
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1230');
  await page.keyboard.press('Tab');
  await page.keyboard.type('321');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pagar $1,200' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-number')).toBeVisible({ timeout: 20_000 });

  const { data: orders } = await adminClient().from('orders').select('shipping_address').eq('buyer_id', buyer.id);
  expect(orders).toEqual([
    { shipping_address: expect.objectContaining({ full_name: 'Ana López', city: 'Puebla', zip_code: '72000' }) },
  ]);
});

test('carrito y checkout sin violaciones de accesibilidad (axe)', async ({ page }) => {
  const tag = uniqueTag();
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPiece(seller.id, `Guante de portero ${tag}`, 950);
  const buyer = await createBuyer();
  await signInWithSession(page, buyer);
  await seedCart(page, [piece]);

  await page.goto('/cart');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  const cart = await axeViolations(page, { within: '#contenido' });
  expect(cart.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.goto('/checkout');
  await page.getByRole('tab', { name: /Envío/ }).click();
  await page.getByRole('tabpanel').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('La dirección es muy corta')).toBeVisible();
  const checkout = await axeViolations(page, { within: '#contenido' });
  expect(checkout.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
