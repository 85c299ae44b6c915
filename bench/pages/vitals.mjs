// Web vitals of one page load in Chromium through the DevTools protocol: CPU throttling, cache on or off, and
// PerformanceObserver entries (largest-contentful-paint, layout-shift, longtask, event) collected in the page.
import zlib from 'node:zlib';

/** Runs in the page before any script: buffers the entries the observers see. */
function collectVitals() {
  const vitals = { fcp: 0, lcp: 0, lcpElement: '', cls: 0, shifts: [], longTasks: [], events: [] };
  window.__vitals = vitals;
  const describe = (node) => {
    if (!node || !node.tagName) return '';
    const text = (node.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.cls += entry.value;
      vitals.shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources || []).map((source) => ({
          node: describe(source.node),
          from: [source.previousRect.y, source.previousRect.height],
          to: [source.currentRect.y, source.currentRect.height],
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) vitals.events.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
}

/**
 * @param {import('playwright').BrowserContext} context
 * @param {string} url
 * @param {{ cpuThrottle?: number, cache?: boolean, settle?: (page: import('playwright').Page) => Promise<void>,
 *           interact?: (page: import('playwright').Page) => Promise<void> }} options
 */
export async function measureLoad(context, url, { cpuThrottle = 4, cache = false, settle, interact } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  await page.addInitScript(collectVitals);

  const responses = [];
  page.on('response', (response) => {
    const responseUrl = new URL(response.url());
    if (!responseUrl.pathname.endsWith('.js') || responseUrl.pathname === '/runtime-config.js') return;
    responses.push(
      Promise.all([
        response.body().catch(() => Buffer.alloc(0)),
        response
          .request()
          .sizes()
          .catch(() => null),
        response.headers(),
      ]).then(([body, sizes, headers]) => ({
        url: responseUrl,
        raw: body.length,
        gzip: body.length ? zlib.gzipSync(body, { level: 9 }).length : 0,
        // Bytes on the wire (body as sent: compressed when the server compressed it); 0 when served from cache.
        transfer: sizes ? sizes.responseBodySize : 0,
        encoding: headers['content-encoding'] ?? '',
        fromCache: sizes ? sizes.responseBodySize === 0 && body.length > 0 : false,
      })),
    );
  });

  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  if (settle) await settle(page);
  // Layout shifts and the LCP candidate settle after the last remote renders; give them a moment.
  await page.waitForTimeout(1500);
  const loadMs = Date.now() - started;
  if (interact) await interact(page);
  const vitals = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { ...window.__vitals, domContentLoaded: nav?.domContentLoadedEventEnd ?? 0, load: nav?.loadEventEnd ?? 0 };
  });
  // Total blocking time: the part of each long task over 50 ms, up to the load's end (a lab TBT).
  const tbt = vitals.longTasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  const inp = vitals.events.reduce((max, event) => Math.max(max, event.duration), 0);
  const files = await Promise.all(responses);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return {
    url,
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    lcpElement: vitals.lcpElement,
    cls: vitals.cls,
    shifts: vitals.shifts,
    tbt,
    inp,
    loadMs,
    jsFiles: files.length,
    jsRaw: sum('raw'),
    jsGzip: sum('gzip'),
    jsTransfer: sum('transfer'),
    files,
  };
}
