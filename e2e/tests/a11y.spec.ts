import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue #15 C: axe-core on every page a visitor reaches, at 1280 and 640 px: no serious or critical violation. A
// product page is the first published piece the listing links to.

const VISITOR_PAGES = ['/', '/auth', '/products', '/cart', '/privacy', '/terms', '/contact', '/cards'];

async function firstProductPath(page: Page): Promise<string | undefined> {
  await page.goto('/products');
  const link = page.locator('main a[href^="/product"]').first();
  try {
    await link.waitFor({ timeout: 15_000 });
  } catch {
    return undefined;
  }
  return (await link.getAttribute('href')) ?? undefined;
}

/** Serious and critical violations of one page, one line per rule with up to five of its nodes. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // The page settled: no loading status left in the main area (skeletons, remote slots).
  await expect(page.locator('main [role="status"][aria-live]')).toHaveCount(0, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  return serious.map(
    (violation) =>
      `${path} ${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
}

/** Every page is checked before failing, so one run lists all that is wrong. */
async function expectNoSeriousViolations(page: Page, paths: string[]) {
  const report: string[] = [];
  for (const path of paths) report.push(...(await seriousViolations(page, path)));
  expect(report, report.join('\n')).toEqual([]);
}

for (const width of [1280, 640]) {
  test.describe(`axe a ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('visitante: ninguna violación seria o crítica', async ({ page }) => {
      test.setTimeout(240_000);
      const product = await firstProductPath(page);
      await expectNoSeriousViolations(page, [...VISITOR_PAGES, ...(product ? [product] : [])]);
    });
  });
}
