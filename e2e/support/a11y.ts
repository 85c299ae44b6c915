import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical violations of the page as it is, one line per rule with up to five of its nodes. */
export async function axeReport(page: Page, label: string, within?: string): Promise<string[]> {
  // resultTypes: only violations are reported node by node (passes are not collected), which halves axe's time.
  // Legacy mode runs axe.run in the page itself; the default mode opens a blank page of its own for every check to
  // gather its frames' results, which tripled each check's time (2.1-3.5 s against 0.85-1.2 s) for pages that have
  // no frame to gather: the app renders no iframe.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
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
