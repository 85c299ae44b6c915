import { expect, test, type Page } from '@playwright/test';
import { signInThroughForm } from '../support/helpers';
import { adminClient, createSeller, visitorClient, type FixtureSeller } from '../support/fixtureSellers';
import { clientAs, createBuyer, createPublishedProduct, type FixtureProduct } from '../support/fixtureProducts';

/** Signs in through /auth and waits to be back on the page that sent the user there. */
async function signInFrom(page: Page, user: FixtureSeller, back: RegExp) {
  await expect(page).toHaveURL(/\/auth/);
  await signInThroughForm(page, user);
  await expect(page).toHaveURL(back);
}

async function openSignedIn(page: Page, user: FixtureSeller, path: string) {
  await page.goto(`/auth?redirect=${encodeURIComponent(path)}`);
  await signInFrom(page, user, new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const title = (page: Page, product: FixtureProduct) => page.getByRole('heading', { level: 1, name: product.title });

test.describe('detalle de una pieza', () => {
  let seller: FixtureSeller;
  let buyer: FixtureSeller;

  test.beforeAll(async () => {
    seller = await createSeller({ phone: '+525522223333', identityVerified: true });
    buyer = await createBuyer();
  });

  test('visitante: ve la pieza en /product y /products; comprar pide iniciar sesión y vuelve a la pieza', async ({
    page,
  }) => {
    const product = await createPublishedProduct(seller, { price: 2000 });
    await page.goto(`/products/${product.id}`);
    await expect(title(page, product)).toBeVisible();
    // the price history's table (below) repeats the price in a cell once its lazy chunk lands;
    // the price itself is the paragraph
    await expect(page.getByRole('paragraph').filter({ hasText: /^\$2,000$/ })).toBeVisible();
    await expect(page.getByText('Verificado por PSA/DNA · E2E-0001')).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(breadcrumb.getByRole('link', { name: 'Jerseys & Streetwear' })).toHaveAttribute(
      'href',
      '/products?category=jerseys',
    );
    await expect(page.getByRole('region', { name: 'Historial de precio' }).getByRole('table')).toContainText('$2,000');

    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Debes iniciar sesión para agregar al carrito', { exact: true }).first()).toBeVisible();
    await signInFrom(page, buyer, new RegExp(`/product/${product.id}$`));
    await expect(title(page, product)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comprar ahora' })).toBeVisible();
  });

  test('comprador: agrega al carrito, compra ahora va a /cart; nada de editar ni eliminar', async ({ page }) => {
    const product = await createPublishedProduct(seller, { price: 1500 });
    await openSignedIn(page, buyer, `/product/${product.id}`);
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('El producto se ha agregado al carrito', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Comprar ahora' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('una oferta llega al vendedor como notificación offer', async ({ page }) => {
    const product = await createPublishedProduct(seller, { price: 3000 });
    await openSignedIn(page, buyer, `/product/${product.id}?offer=true`);
    const dialog = page.getByRole('dialog', { name: 'Hacer una oferta' });
    await expect(dialog.getByLabel(/Tu oferta/)).toHaveValue('2550');
    await dialog.getByLabel(/Tu oferta/).fill('2600');
    await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Oferta enviada', { exact: true }).first()).toBeVisible();

    const admin = adminClient();
    const { data: offers } = await admin
      .from('offers')
      .select('id, buyer_id, seller_id, amount, status')
      .eq('product_id', product.id);
    expect(offers).toEqual([
      { id: expect.any(String), buyer_id: buyer.id, seller_id: seller.id, amount: 2600, status: 'pending' },
    ]);
    const { data: notifications } = await admin
      .from('notifications')
      .select('type, title, ref_id')
      .eq('user_id', seller.id)
      .eq('ref_id', offers![0]!.id);
    expect(notifications).toEqual([{ type: 'offer', title: 'Nueva oferta', ref_id: offers![0]!.id }]);
  });

  test('una alerta de precio se dispara (PRICE_ALERT) cuando el vendedor baja el precio bajo el objetivo', async ({
    page,
  }) => {
    const product = await createPublishedProduct(seller, { price: 5000 });
    await openSignedIn(page, buyer, `/product/${product.id}`);
    // the form loads as its panel nears the screen
    await page.getByRole('region', { name: 'Historial de precio' }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Alerta de precio' });
    await form.getByLabel(/Precio objetivo/).fill('4500');
    await form.getByRole('button', { name: 'Crear alerta' }).click();
    await expect(page.getByText('Alerta creada', { exact: true }).first()).toBeVisible();
    await expect(form.getByText('Avisarme a $4,500')).toBeVisible();

    const admin = adminClient();
    const priceAlerts = async () =>
      (
        await admin
          .from('notifications')
          .select('type, ref_id')
          .eq('user_id', buyer.id)
          .eq('type', 'PRICE_ALERT')
          .eq('ref_id', product.id)
      ).data;
    expect(await priceAlerts()).toEqual([]);

    // The seller lowers the price with their own session, as the edit page does.
    const asSeller = await clientAs(seller);
    const { error } = await asSeller.from('products').update({ price: 4400 }).eq('id', product.id);
    expect(error).toBeNull();
    expect(await priceAlerts()).toEqual([{ type: 'PRICE_ALERT', ref_id: product.id }]);
  });

  test('dueño: ve editar y eliminar; eliminar con ELIMINAR la quita del listado', async ({ page }) => {
    const product = await createPublishedProduct(seller, { price: 2500 });
    await openSignedIn(page, seller, `/product/${product.id}`);
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/dashboard/products/${product.id}/edit`,
    );
    for (const name of ['Comprar ahora', 'Agregar al carrito', 'Hacer una oferta', 'Contactar al vendedor']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar pieza' });
    const confirm = dialog.getByRole('button', { name: 'Eliminar' });
    await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('eliminar');
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await confirm.click();
    await expect(page).toHaveURL(/\/products$/);

    const { data: row } = await adminClient().from('products').select('status').eq('id', product.id).single();
    expect(row).toEqual({ status: 'deleted' });
    const { data: listing } = await visitorClient().rpc('list_products', {
      filters: { search: product.title },
      page_size: 50,
    });
    expect((listing as { data: { id: string }[] }).data.map((p) => p.id)).not.toContain(product.id);

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Este tesoro ya no está disponible' })).toBeVisible();
  });

  test("una pieza que no existe: 'Este tesoro ya no está disponible' con botón para volver", async ({ page }) => {
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Este tesoro ya no está disponible' })).toBeVisible();
    await page.getByRole('button', { name: /Volver/ }).click();
    await expect(page).toHaveURL(/\/products$/);
  });
});
