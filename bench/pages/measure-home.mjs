// `/` as a visitor and as the demo buyer, 5 loads each (RUNS=n), 4x CPU throttle, cache off: FCP, LCP and its
// element, CLS, TBT and the page's JS. SHIFTS=1 prints every layout shift, FILES=1 every JS file; SSR=1 renders `/` on
// the server (off otherwise, whatever VITRINA_SSR says).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { startBackend } from '../../scripts/backendProcess.mjs';
import { serveApps } from '../../scripts/serveApps.mjs';
import { measureLoad } from './vitals.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const { launchedFromEnv } = createRequire(import.meta.url)('../../shared/build/runtimeFiles.cjs');
const base = Number(process.env.PORT_BASE ?? 48000);
const ports = {
  shell: base + 1,
  mfe_auth: base + 2,
  mfe_catalog: base + 3,
  mfe_checkout: base + 4,
  mfe_sell: base + 5,
  mfe_dashboard: base + 6,
};
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speed-'));
const backend = await startBackend({ port: base, dataDir });
// rendered in the browser unless SSR=1, whatever VITRINA_SSR says
const apps = await serveApps({
  ports,
  supabaseUrl: backend.url,
  anonKey: backend.anonKey,
  serverRendering: { enabled: process.env.SSR === '1', timeoutMs: 1000 },
  // launched, as npm start serves the site (SITE_LAUNCHED=false: the coming-soon page)
  extraConfig: { launched: launchedFromEnv(process.env, true) },
});
let browser;
try {
  browser = await chromium.launch(chromiumLaunchOptions());
} catch (error) {
  await apps.close();
  await backend.stop();
  throw error;
}
const runs = Number(process.env.RUNS ?? 5);
try {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
    if (signedIn) {
      const page = await context.newPage();
      await page.goto(`${apps.urls.shell}/auth`, { waitUntil: 'networkidle' });
      await page.getByLabel('Email').fill('comprador@vitrina.mx');
      await page.getByLabel('Contraseña').fill('Comprador123!');
      await page.getByLabel('Contraseña').press('Enter');
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.close();
    }
    for (let i = 0; i < runs; i++) {
      const r = await measureLoad(context, `${apps.urls.shell}/`);
      const kb = (bytes) => (bytes / 1024).toFixed(1);
      console.log(
        `${signedIn ? 'con sesión' : 'visitante'}  FCP ${r.fcp.toFixed(0)}  LCP ${r.lcp.toFixed(0)} ${r.lcpElement}` +
          `  CLS ${r.cls.toFixed(3)}  TBT ${r.tbt.toFixed(0)}  JS gzip ${kb(r.jsGzip)} KB  enviado ${kb(r.jsTransfer)} KB`,
      );
      if (process.env.SHIFTS) console.log(JSON.stringify(r.shifts, null, 1));
      if (process.env.FILES) {
        for (const file of r.files.sort((a, b) => b.gzip - a.gzip)) {
          console.log(
            `    ${kb(file.gzip)} ${file.encoding} ${kb(file.transfer)} ${file.url.host}${file.url.pathname}`,
          );
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  await apps.close();
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
