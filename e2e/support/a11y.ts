import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is (or within one selector), run in the page itself. axe's 650 KB are
 * put in a document once and its later checks reuse them: @axe-core/playwright's builder put them in twice per
 * check (0.9 s a check on the CI machine kind, against 0.35 s to put them in once and 0.2-0.35 s a run). The app
 * renders no iframe, so there are no frames to gather. Only violations are reported node by node (`resultTypes`).
 */
export async function axeViolations(
  page: Page,
  { within, tags }: { within?: string; tags?: string[] } = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { resultTypes: ['violations'], ...(tags && { runOnly: { type: 'tag', values: tags } }) };
  const results = await page.evaluate(
    ({ within, options }) => window.axe!.run(within ? { include: [within] } : document, options),
    { within, options },
  );
  return results.violations;
}

/** Serious and critical WCAG 2.1 A and AA violations, one line per rule with up to five of its nodes. */
export async function axeReport(page: Page, label: string, within?: string): Promise<string[]> {
  const violations = await axeViolations(page, { within, tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label} ${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}  ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join('\n'),
    );
}

/**
 * Every input, select and textarea of the page (the hidden file inputs of the photo pickers too) has an accessible
 * name: a label, aria-label or aria-labelledby with text. Radix's mirror selects (aria-hidden) are not fields.
 */
export async function unnamedFields(page: Page, label: string, within = 'body'): Promise<string[]> {
  const unnamed = await page
    .locator(within)
    .first()
    .evaluate((root) => {
      const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const fields = Array.from(
        root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
      );
      return fields
        .filter((field) => field.type !== 'hidden' && !field.closest('[aria-hidden="true"]'))
        .filter((field) => {
          const byIds = (field.getAttribute('aria-labelledby') ?? '')
            .split(/\s+/)
            .filter(Boolean)
            .map((id) => text(document.getElementById(id)))
            .join('');
          const byLabels = Array.from(field.labels ?? [])
            .map((l) => text(l))
            .join('');
          return !(byIds || (field.getAttribute('aria-label') ?? '').trim() || byLabels);
        })
        .map((field) => field.outerHTML.slice(0, 160));
    });
  return unnamed.map((html) => `${label} campo sin nombre: ${html}`);
}
