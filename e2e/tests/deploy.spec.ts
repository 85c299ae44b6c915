import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { deployRemote } from '../support/helpers';

// Issue #15 D: a new build of one remote reaches a shell that is already open, on the next navigation, with no
// reload: the remote's mf-manifest.json and remoteEntry.js are revalidated (no-cache), its hashed chunks are
// immutable and a new build gives changed code a new name.

const FIRST_BUILD = fileURLToPath(new URL('../../mfe-checkout/dist', import.meta.url));
let secondBuild: string;

/**
 * The second build: the first one with its './routes' chunk changed (it also sets window.__vitrinaCheckoutBuild = 2)
 * and renamed after its new content hash, and remoteEntry.js and mf-manifest.json pointing at the new name, as a
 * rebuild after a change to one file of the remote gives. The .br/.gz copies are made again like the build's.
 */
function makeSecondBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-deploy-'));
  fs.cpSync(FIRST_BUILD, dir, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const routes = manifest.exposes.find((expose: { name: string }) => expose.name === 'routes');
  const chunk = (routes.assets.js.sync as string[]).find((file) => file.includes('__federation_expose_routes'))!;
  const oldHash = /\.([0-9a-f]{10})\.js$/.exec(chunk)![1];
  const code = `${fs.readFileSync(path.join(dir, chunk), 'utf8')}\nself.__vitrinaCheckoutBuild = 2;\n`;
  const newHash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
  const write = (file: string, content: string) => {
    fs.writeFileSync(path.join(dir, file), content);
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
  };
  write(chunk.replace(oldHash, newHash), code);
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(text).toContain(oldHash);
    write(file, text.split(oldHash).join(newHash));
  }
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
