// Real-browser check of a page's first load: serves the built apps with a fresh backend, opens each route in
// Debian's Chromium as a signed-out visitor (or signed in) and counts every JS response (gzip level 9 of the body, as
// the static bench does, and the bytes actually sent: brotli from the app servers) until the page is idle. The page's
// total (shell + every remote entry and chunk it loaded) is what a visitor downloads, and what the 170 KB gzip target
// is about; shell and remote files are also reported apart.
// `node bench/bundle/browser.mjs [/ /privacy …] [--signed-in] [--files]` (after `npm run build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import net from 'node:net';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { serveApps } from '../../scripts/serveApps.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const { APPS } = require('../../shared/build/apps.cjs');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Everything a visitor downloads for one page: shell and remotes together. */
export const PAGE_JS_BUDGET_GZIP = 170 * 1024;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Demo buyer of the local backend's seed, for `--signed-in`. */
const DEMO_BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };

/** Signs in through mfe-auth's form, so the context's storage holds a session for the measured loads. */
async function signIn(context, shellUrl) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/auth`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(DEMO_BUYER.email);
  await page.getByLabel('Contraseña').fill(DEMO_BUYER.password);
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.close();
}

export async function measureRoutes(routes, { signedIn = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'));
  const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
  const ports = {};
  for (const app of APPS) ports[app.name] = await freePort();
  // rendered in the browser, whatever VITRINA_SSR says: the bytes of this bench's figures (bench pages compares both)
  const apps = await serveApps({
    ports,
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serverRendering: { enabled: false, timeoutMs: 1000 },
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
      // Signed in, the measured load is a later visit: the browser's HTTP cache is off so every file counts.
      if (signedIn) await signIn(context, apps.urls.shell);
      const page = await context.newPage();
      if (signedIn) await page.route('**/*', (route) => route.continue());
      const pending = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.pathname.endsWith('.js') || url.pathname === '/runtime-config.js') return;
        pending.push(
          Promise.all([response.body(), response.request().sizes()]).then(
            ([body, sizes]) => ({
              url,
              raw: body.length,
              gzip: zlib.gzipSync(body, { level: 9 }).length,
              wire: sizes.responseBodySize,
              encoding: response.headers()['content-encoding'] ?? 'identity',
            }),
            () => null,
          ),
        );
      });
      await page.goto(`${apps.urls.shell}${route}`, { waitUntil: 'networkidle' });
      // The page is interactive once the shell rendered its frame (top bar) and the route's content.
      await page.locator('header').first().waitFor();
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(pending)).filter(Boolean);
      const shellOrigin = new URL(apps.urls.shell).origin;
      const shellFiles = files.filter((file) => file.url.origin === shellOrigin);
      const remoteFiles = files.filter((file) => file.url.origin !== shellOrigin);
      const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
      const part = (list) => ({
        files: list.length,
        raw: sum(list, 'raw'),
        gzip: sum(list, 'gzip'),
        wire: sum(list, 'wire'),
      });
      results.push({ route, files, shell: part(shellFiles), remotes: part(remoteFiles), total: part(files) });
      await context.close();
    }
  } finally {
    await browser.close();
    await apps.close();
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --files lists every JS file counted, largest first (which chunk a change moved).
  const listFiles = process.argv.includes('--files');
  // --signed-in measures as the seed's demo buyer (session in storage) instead of a visitor.
  const signedIn = process.argv.includes('--signed-in');
  const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  const results = await measureRoutes(routes.length ? routes : ['/', '/privacy'], { signedIn });
  printPageTotals(results, { signedIn, listFiles });
}

/** One row per route: the page's total JS (gzip 9 and on the wire), then the shell's and the remotes' shares. */
export function printPageTotals(results, { signedIn = false, listFiles = false, print = console.log } = {}) {
  print(
    `Primera carga en Chromium (${signedIn ? 'con sesión' : 'visitante'}; JS gzip nivel 9; "enviado" = bytes en la red)`,
  );
  print(
    [
      'ruta'.padEnd(14),
      'página gzip'.padStart(12),
      'enviado'.padStart(10),
      'shell gzip'.padStart(11),
      'remotos gzip'.padStart(13),
      'archivos'.padStart(9),
      'meta < 170 KB'.padStart(14),
    ].join(' '),
  );
  const failures = [];
  for (const { route, shell, remotes, total, files } of results) {
    const met = total.gzip < PAGE_JS_BUDGET_GZIP;
    if (!met)
      failures.push(`${route}: ${kb(total.gzip)} gzip ≥ 170 KB (${kb(total.gzip - PAGE_JS_BUDGET_GZIP)} de más)`);
    print(
      [
        route.padEnd(14),
        kb(total.gzip).padStart(12),
        kb(total.wire).padStart(10),
        kb(shell.gzip).padStart(11),
        kb(remotes.gzip).padStart(13),
        String(total.files).padStart(9),
        (met ? 'sí' : `no (+${kb(total.gzip - PAGE_JS_BUDGET_GZIP)})`).padStart(14),
      ].join(' '),
    );
    if (!listFiles) continue;
    for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
      print(
        `      ${kb(file.gzip).padStart(9)} gzip ${kb(file.wire).padStart(9)} ${file.encoding.padEnd(8)} ${file.url.host}${file.url.pathname}`,
      );
    }
  }
  return failures;
}
