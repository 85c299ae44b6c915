import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveApps } from '../../scripts/serveApps.mjs';
import { rebuildRoutesChunk } from '../support/fakeRebuild';
import { freePorts } from '../support/freePorts';

// `npm run build -w mfe-catalog` beside a running `npm start`: the app server answers the build written in place
// from the next request on (new chunks, the rewritten manifest with its own length and ETag) without a restart,
// and still answers the deleted chunks of the build an open page started with; that page keeps its build while it
// stays in the catalog and gets the new one after leaving it.

const APP_DIRS = ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-checkout', 'mfe-sell', 'mfe-dashboard'];
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

let distRoot: string;
let apps: Awaited<ReturnType<typeof serveApps>>;
let catalog: string;

test.beforeAll(async () => {
  distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-rebuild-'));
  for (const dir of APP_DIRS)
    fs.cpSync(path.join(repoRoot, dir, 'dist'), path.join(distRoot, dir, 'dist'), { recursive: true });
  const names = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'];
  const ports = Object.fromEntries((await freePorts(names.length)).map((port, index) => [names[index], port]));
  apps = await serveApps({
    ports,
    distRoot,
    supabaseUrl: process.env.E2E_SUPABASE_URL,
    anonKey: process.env.E2E_ANON_KEY,
  });
  catalog = apps.urls.mfe_catalog;
});

test.afterAll(async () => {
  await apps?.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

test('un remoto recompilado en su lugar se sirve sin reiniciar, y los chunks de la compilación anterior siguen respondiendo', async ({
  request,
  page,
}) => {
  const catalogDist = path.join(distRoot, 'mfe-catalog', 'dist');
  // A page open on the catalog's first build.
  await page.goto(`${apps.urls.shell}/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });

  const firstManifest = await request.get(`${catalog}/mf-manifest.json`, { headers: { 'Accept-Encoding': 'br' } });
  expect(firstManifest.status()).toBe(200);
  const firstEtag = firstManifest.headers()['etag'];

  // The rebuild: a new routes chunk, manifest and entry rewritten (same length: only a hash changes), old chunk gone.
  const { oldChunk, newChunk } = rebuildRoutesChunk(catalogDist, 'self.__vitrinaCatalogBuild = 2;', { clean: true });
  const later = new Date(Date.now() + 2000);
  for (const file of ['mf-manifest.json', 'mf-manifest.json.br', 'remoteEntry.js']) {
    fs.utimesSync(path.join(catalogDist, file), later, later);
  }

  for (const encoding of ['br', 'gzip', 'identity']) {
    const manifest = await request.get(`${catalog}/mf-manifest.json`, {
      headers: { 'Accept-Encoding': encoding, 'If-None-Match': firstEtag },
    });
    expect(manifest.status(), encoding).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(await manifest.text()).toBe(fs.readFileSync(path.join(catalogDist, 'mf-manifest.json'), 'utf8'));
  }
  const entry = await request.get(`${catalog}/remoteEntry.js`);
  expect(await entry.text()).toBe(fs.readFileSync(path.join(catalogDist, 'remoteEntry.js'), 'utf8'));

  const fresh = await request.get(`${catalog}/${newChunk}`, { headers: { 'Accept-Encoding': 'br' } });
  expect(fresh.status()).toBe(200);
  expect(fresh.headers()['content-encoding']).toBe('br');
  expect(fresh.headers()['cache-control']).toBe(IMMUTABLE);
  expect(await fresh.text()).toContain('self.__vitrinaCatalogBuild = 2;');

  // A page that read the first manifest still gets that build's chunk, byte for byte, compressed as before.
  expect(fs.existsSync(path.join(catalogDist, oldChunk))).toBe(false);
  const old = await request.get(`${catalog}/${oldChunk}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(old.status()).toBe(200);
  expect(old.headers()['content-encoding']).toBe('gzip');
  expect(old.headers()['cache-control']).toBe(IMMUTABLE);
  expect(await old.text()).not.toContain('__vitrinaCatalogBuild');

  expect((await request.get(`${catalog}/${oldChunk.replace(/[0-9a-f]{10}/, '0123456789')}`)).status()).toBe(404);

  // The open page keeps its build while it stays in the catalog: a product opens (its lazy chunks load).
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products?\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
  const build = () =>
    page.evaluate(() => (window as unknown as { __vitrinaCatalogBuild?: number }).__vitrinaCatalogBuild);
  expect(await build()).toBeUndefined();

  // Leaving the catalog lets the shell swap in the new build; coming back runs it, in the same document.
  const recheck = page.waitForResponse((response) => response.url() === `${catalog}/mf-manifest.json`);
  await page.getByRole('link', { name: 'Términos y condiciones' }).first().click();
  await expect(page).toHaveURL(/\/terms$/);
  await recheck;
  // the shell forgets the old build a moment after that answer (it drops the remote's webpack chunk array, then
  // registers the remote again): going back before that would render the old build, as a user would for one page
  await expect
    .poll(() => page.evaluate(() => !('webpackChunkmfe_catalog' in (globalThis as Record<string, unknown>))))
    .toBe(true);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(build).toBe(2);
  await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
