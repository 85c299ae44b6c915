// One page load in Chromium, measured through the DevTools protocol: CPU throttling, HTTP cache on or off, the
// page's web vitals (PerformanceObserver entries collected from before the first script) and every script byte
// the network delivered (CDP Network events: the shell, every remote's entry and chunks, runtime-config.js).
import zlib from 'node:zlib';
import { snapshotDocument } from './floor.mjs';

/** Runs in the page before any script: buffers the entries the observers see. */
function collectVitals() {
  const vitals = { fcp: 0, lcp: 0, lcpElement: '', cls: 0, longTasks: [], events: [] };
  window.__vitals = vitals;
  const describe = (node) => {
    if (!node || !node.tagName) return '';
    const text = (node.textContent || node.getAttribute?.('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${node.tagName.toLowerCase()} "${text}"`;
  };
  const observe = (type, onEntry, extra = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true, ...extra });
    } catch {
      // An entry type this Chromium lacks leaves its figure at 0.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    vitals.lcp = entry.startTime;
    vitals.lcpElement = describe(entry.element);
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) vitals.cls += entry.value;
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  });
  observe('longtask', (entry) => vitals.longTasks.push({ start: entry.startTime, duration: entry.duration }));
  // Event timing: every event of an interaction (pointerdown/up, click, keydown…) carries its interactionId; the
  // interaction's latency is the longest of them (input delay + handlers + the next paint).
  observe(
    'event',
    (entry) => {
      if (entry.interactionId)
        vitals.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    },
    { durationThreshold: 16 },
  );
}

/**
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @param {{ cpuThrottle?: number, cache?: boolean, ready?: (page: import('playwright').Page) => Promise<void>,
 *   interact?: (page: import('playwright').Page) => Promise<void>, gzip?: boolean, settleMs?: number,
 *   snapshot?: boolean, inspectDocument?: (html: string) => unknown }} options
 *   ready: waits for the page's content; interact: the interaction whose latency is the INP figure;
 *   gzip: also gzip (level 9) every script body, to compare with the bundle budgets (slower);
 *   snapshot: also save the page as it rendered, before the interaction, without scripts (floor.mjs);
 *   inspectDocument: reads the HTML the server answered (e.g. whether it was rendered on the server).
 */
export async function measurePage(
  context,
  url,
  {
    cpuThrottle = 4,
    cache = false,
    ready,
    interact,
    gzip = false,
    settleMs = 500,
    snapshot = false,
    inspectDocument,
  } = {},
) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.addInitScript(collectVitals);

  /** requestId -> script as received */
  const scripts = new Map();
  const bodies = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, {
      url: event.response.url,
      status: event.response.status,
      transfer: 0,
      decoded: 0,
      gzip: 0,
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const script = scripts.get(event.requestId);
    if (script) script.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const script = scripts.get(event.requestId);
    if (!script) return;
    // Every byte the network delivered for it: headers and the (compressed) body; 0 from the memory cache.
    script.transfer = event.encodedDataLength;
    if (gzip) {
      bodies.push(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then(({ body, base64Encoded }) => {
            const buffer = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
            script.gzip = zlib.gzipSync(buffer, { level: 9 }).length;
          })
          .catch(() => undefined),
      );
    }
  });

  const started = Date.now();
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!response || response.status() >= 400) throw new Error(`${url} respondió ${response?.status() ?? 'nada'}`);
  const documentInfo = inspectDocument ? inspectDocument(await response.text()) : undefined;
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  // The LCP candidate and late layout shifts settle after the last chunk renders.
  await page.waitForTimeout(settleMs);
  const readyMs = Date.now() - started;
  const before = await page.evaluate(() => ({
    ...window.__vitals,
    domContentLoaded: performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd ?? 0,
  }));
  const savedHtml = snapshot ? await page.evaluate(snapshotDocument) : undefined;
  // The page's JS: what arrived before the interaction (the palette, for one, loads its chunks on Ctrl+K).
  for (const file of scripts.values()) file.beforeInteraction = true;
  let inp = null;
  if (interact) {
    const knownIds = new Set(before.events.map((event) => event.id));
    await interact(page);
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => window.__vitals.events);
    const fresh = after.filter((event) => !knownIds.has(event.id));
    // No entry means every event of the interaction finished under 16 ms (the smallest threshold allowed).
    inp = fresh.reduce((max, event) => Math.max(max, event.duration), fresh.length ? 0 : 16);
  }
  await Promise.all(bodies);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
  await page.close();

  const files = [...scripts.values()];
  const loadFiles = files.filter((file) => file.beforeInteraction);
  const sum = (key, list = files) => list.reduce((total, file) => total + file[key], 0);
  // Lab total blocking time: the part over 50 ms of every long task of the load.
  const tbt = before.longTasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0);
  return {
    url,
    fcp: before.fcp,
    lcp: before.lcp,
    lcpElement: before.lcpElement,
    cls: before.cls,
    tbt,
    inp,
    readyMs,
    domContentLoaded: before.domContentLoaded,
    jsFiles: loadFiles.length,
    jsTransfer: sum('transfer', loadFiles),
    jsTransferWithInteraction: sum('transfer'),
    jsDecoded: sum('decoded', loadFiles),
    jsGzip: gzip ? sum('gzip', loadFiles) : null,
    files: loadFiles,
    documentInfo,
    savedHtml,
  };
}
