import { expect, test, type Page } from '@playwright/test';
import { createSeller } from '../support/fixtureSellers';
import { untilStill } from '../support/settle';
import { createPublishedProduct } from '../support/fixtureProducts';

// The product page must not move while it loads (skeleton with the final layout's boxes, image frame of fixed
// shape, price panel of reserved height, lazy chart inside it): CLS under 0.02 with a 4x slower CPU and no cache.

interface Vitals {
  cls: number;
  shifts: { value: number; nodes: string[] }[];
  lcp: number;
  lcpElement: string;
}

async function observeVitals(page: Page) {
  await page.addInitScript(() => {
    const vitals = { cls: 0, shifts: [] as { value: number; nodes: string[] }[], lcp: 0, lcpElement: '' };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        vitals.cls += entry.value;
        vitals.shifts.push({
          value: entry.value,
          nodes: entry.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        vitals.lcp = entry.startTime;
        vitals.lcpElement = entry.element?.tagName.toLowerCase() ?? '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 640, height: 900 },
]) {
  test(`la página de una pieza carga sin moverse (CLS < 0.02) a ${viewport.width} px con la CPU 4x más lenta`, async ({
    page,
  }) => {
    const seller = await createSeller({ phone: '+525533334444', identityVerified: true });
    const product = await createPublishedProduct(seller, { price: 3200 });
    await page.setViewportSize(viewport);
    await observeVitals(page);
    await throttle(page);
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Tabla del historial de precio' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    // the chart loads when its frame comes on screen (below the fold at both widths): scrolling there must not shift
    await table.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('price-history-chart').locator('canvas')).toBeVisible({ timeout: 30_000 });
    await untilStill(page);
    const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
    console.log(
      `product page ${viewport.width}px: CLS ${vitals.cls.toFixed(4)}, LCP ${Math.round(vitals.lcp)} ms (${vitals.lcpElement})`,
    );
    expect(vitals.cls, JSON.stringify(vitals.shifts)).toBeLessThan(0.02);
  });
}
