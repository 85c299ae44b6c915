import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until the element has the focus, as a keyboard user walks the page; fails if it is
 * not reached within `max` presses (unreachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `no se llega con ${backwards ? 'Shift+Tab' : 'Tab'} en ${max} pulsaciones`).toBeFocused({
    timeout: 1,
  });
}
