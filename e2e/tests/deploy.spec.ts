import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { rebuildRoutesChunk } from '../support/fakeRebuild';
import { deployRemote } from '../support/helpers';

// A new build of one remote reaches a shell that is already open, on the next navigation, with no
// reload: the remote's mf-manifest.json and remoteEntry.js are revalidated (no-cache), its hashed chunks are
// immutable and a new build gives changed code a new name.

const FIRST_BUILD = fileURLToPath(new URL('../../mfe-checkout/dist', import.meta.url));
let secondBuild: string;

/** The second build: the first one with its './routes' chunk changed (it also sets window.__vitrinaCheckoutBuild = 2). */
function makeSecondBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-deploy-'));
  fs.cpSync(FIRST_BUILD, dir, { recursive: true });
  rebuildRoutesChunk(dir, 'self.__vitrinaCheckoutBuild = 2;');
  return dir;
}

test.beforeAll(() => {
  secondBuild = makeSecondBuild();
});

test.afterAll(async () => {
  await deployRemote('mfe_checkout', FIRST_BUILD);
  fs.rmSync(secondBuild, { recursive: true, force: true });
});

test('una nueva versión de mfe-checkout llega al shell abierto en la siguiente navegación, sin recargar', async ({
  page,
}) => {
  const checkoutRequests: { url: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('__federation_expose_routes') || response.url().endsWith('mf-manifest.json')) {
      checkoutRequests.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' });
    }
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  expect(
    await page.evaluate(() => (window as unknown as { __vitrinaCheckoutBuild?: number }).__vitrinaCheckoutBuild),
  ).toBeUndefined();

  await deployRemote('mfe_checkout', secondBuild);
  // Any navigation: the shell notices the remote's new manifest.
  const recheck = page.waitForResponse((response) => response.url().endsWith('mf-manifest.json'));
  await page.getByRole('link', { name: 'Términos y condiciones' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await recheck;

  await page
    .getByRole('link', { name: /Carrito/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __vitrinaCheckoutBuild?: number }).__vitrinaCheckoutBuild))
    .toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The manifests were revalidated; both builds' routes chunks were downloaded, each cacheable for a year.
  const chunks = checkoutRequests.filter((request) => request.url.includes('__federation_expose_routes'));
  expect(new Set(chunks.map((request) => request.url)).size).toBe(2);
  for (const request of chunks) expect(request.cacheControl).toBe('public, max-age=31536000, immutable');
  for (const request of checkoutRequests.filter((request) => request.url.endsWith('mf-manifest.json'))) {
    expect(request.cacheControl).toBe('no-cache');
  }
});
