import { expect, test } from '@playwright/test';

// No product card exists yet (the catalog remote comes later), so the item is added through the page's own cart
// store: the zustand store the shell exposes to Playwright when the runtime config says e2e.
test('el contador del carrito muestra un artículo agregado con el store del carrito y lo conserva al recargar', async ({
  page,
}) => {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.evaluate(() => {
    const cart = (window as unknown as { __vitrina_cart__: { getState(): { addItem(p: object): void } } })
      .__vitrina_cart__;
    cart.getState().addItem({ id: 'e2e-jersey', title: 'Jersey firmado', price: 2500 });
    cart.getState().addItem({ id: 'e2e-jersey', title: 'Jersey firmado', price: 2500 });
  });
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  expect(await page.evaluate(() => window.localStorage.getItem('vitrina-cart'))).toContain('e2e-jersey');
});
