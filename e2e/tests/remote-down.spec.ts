import { expect, test, type Page } from '@playwright/test';
import { remoteServer } from '../support/helpers';

test.afterEach(async () => {
  await remoteServer('fix', 'mfe_checkout');
  await remoteServer('start', 'mfe_checkout');
});

/** Marks the document so a later check can tell that 'Reintentar' did not reload the page. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

test('con el servidor de un remoto detenido, su ruta muestra el aviso con Reintentar y lo demás sigue funcionando', async ({
  page,
}) => {
  await remoteServer('stop', 'mfe_checkout');
  await page.goto('/cart');
  await markDocument(page);

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
  await expectSameDocument(page);
});

test('un remoto que sirve un remoteEntry.js roto muestra el aviso con Reintentar; ya corregido, Reintentar lo carga sin recargar la página', async ({
  page,
}) => {
  await remoteServer('break', 'mfe_checkout');
  await page.goto('/cart');
  await markDocument(page);

  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' })).toBeVisible();
  // The shell's own frame is intact: the top bar and the shell's pages work.
  await expect(page.getByRole('link', { name: /inicio/ }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Términos y condiciones' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();

  await remoteServer('fix', 'mfe_checkout');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No pudimos cargar esta sección' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSameDocument(page);
});
