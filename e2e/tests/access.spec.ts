import { expect, test } from '@playwright/test';
import { DEMO_BUYER, signIn, signInThroughForm } from '../support/helpers';

test.describe('acceso según el estado de la sesión', () => {
  test('un visitante ve la página Próximamente en el inicio y en una ruta desconocida', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /coleccionables deportivos/ })).toBeVisible();
    await expect(page.getByText('Próximamente').first()).toBeVisible();

    await page.goto('/no-existe-esta-ruta');
    await expect(page.getByRole('heading', { level: 1, name: /coleccionables deportivos/ })).toBeVisible();
  });

  test('una ruta protegida manda a /auth y, tras iniciar sesión con el formulario, regresa a ella', async ({
    page,
  }) => {
    await page.goto('/sell');
    await expect(page).toHaveURL(/\/auth/);
    await signInThroughForm(page, DEMO_BUYER);
    await expect(page).toHaveURL(/\/sell$/);
  });

  test('con sesión, una ruta desconocida muestra la página 404 en inglés con enlace al inicio', async ({ page }) => {
    await signIn(page);
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('el menú de cuenta muestra el email y las opciones del spec', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Menú de cuenta' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(DEMO_BUYER.email);
    for (const item of ['Dashboard', 'Carrito', 'Checkout', 'Configuración', 'Cerrar Sesión']) {
      await expect(menu.getByRole('menuitem', { name: new RegExp(item) })).toBeVisible();
    }
  });
});
