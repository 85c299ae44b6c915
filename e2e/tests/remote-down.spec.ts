import { expect, test } from '@playwright/test';
import { remoteServer } from '../support/helpers';

test.afterEach(async () => {
  await remoteServer('start', 'mfe_checkout');
});

test('con el servidor de un remoto detenido, su ruta muestra el aviso con Reintentar y lo demás sigue funcionando', async ({
  page,
}) => {
  await remoteServer('stop', 'mfe_checkout');
  await page.goto('/cart');

  const fallback = page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /inicio/ }).first()).toBeVisible();

  // Another route, served by the shell itself, still works in the same page.
  await page.getByRole('link', { name: 'Términos y condiciones' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The remote comes back: 'Reintentar' loads it without reloading the page.
  await remoteServer('start', 'mfe_checkout');
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
