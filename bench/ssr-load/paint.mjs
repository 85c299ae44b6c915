// `npm run bench -- ssr-load --paint`: when a piece's top bar and its largest content paint in Chromium, with the
// page's reads as they are and made slow (the app server's test hook), streamed after the default limit and always
// whole (as before streaming). Chromium 1280 px, no CPU slowdown, cache off, one tab at a time; medians of --runs.
// First contentful paint is the top bar's (the first thing the page paints); largest contentful paint, the piece's.
// Starts its own backend and app servers on free ports (built apps, as `npm start`), stops them at the end.
//   npm run bench -- ssr-load --paint [--runs=5] [--slow=300]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { formatLoad, formatMs, markdownTable } from '../lib/stats.mjs';
import { serveAppsOnFreePorts, stopOnExit } from '../lib/servers.mjs';
import { newestPiece } from './piece.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const flag = (name, fallback) => {
  const found = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const RUNS = flag('runs', 5);
const SLOW_MS = flag('slow', 300);
const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const { cleanups, cleanUp } = stopOnExit();
const loadBefore = formatLoad(os.loadavg());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-ssr-paint-'));
cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
try {
  const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
  cleanups.push(() => backend.stop());
  const product = await newestPiece(backend);
  const streamed = await serveAppsOnFreePorts(backend, { testHooks: true });
  const whole = await serveAppsOnFreePorts(backend, {
    testHooks: true,
    serverRendering: { enabled: true, timeoutMs: 1000, streamAfterMs: null },
  });
  cleanups.push(
    () => streamed.close(),
    () => whole.close(),
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());

  const measure = async (apps, slow) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const url = `${apps.urls.shell}/product/${product.id}`;
    if (slow)
      await page.route(url, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-vitrina-test-slow-reads': String(slow) } }),
      );
    await page.addInitScript(() => {
      const marks = (window.__paint = { fcp: NaN, lcp: NaN });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) marks.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const marks = await page.evaluate(() => window.__paint);
    const ttfb = await page.evaluate(() => performance.getEntriesByType('navigation')[0].responseStart);
    await context.close();
    return { ...marks, ttfb };
  };

  // each comparison with its reference first (a cell that runs first also warms the servers up)
  const cells = [
    ['lecturas como son, entera (antes)', whole, 0],
    ['lecturas como son, por partes tras el límite', streamed, 0],
    [`lecturas lentas (+${SLOW_MS} ms), entera (antes)`, whole, SLOW_MS],
    [`lecturas lentas (+${SLOW_MS} ms), por partes`, streamed, SLOW_MS],
  ];
  // one page of each first: the servers load the catalogue's server build, the browser its code
  for (const [, apps, slow] of cells) await measure(apps, slow);
  const rows = [];
  for (const [title, apps, slow] of cells) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(apps, slow));
    rows.push([
      title,
      formatMs(median(runs.map((r) => r.ttfb))),
      formatMs(median(runs.map((r) => r.fcp))),
      formatMs(median(runs.map((r) => r.lcp))),
    ]);
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, /product/${product.id}, Chromium 1280 px, ` +
      `medianas de ${RUNS}; carga del sistema (1/5/15 min) al empezar ${loadBefore}, al terminar ${formatLoad(os.loadavg())}\n`,
  );
  console.log(markdownTable(['caso', 'primer byte ms', 'barra superior (FCP) ms', 'LCP ms'], rows));
} finally {
  await cleanUp();
}
