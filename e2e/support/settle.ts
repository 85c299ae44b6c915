import type { Page } from '@playwright/test';

/**
 * Resolves once the page shows what it has loaded and has stopped moving: web fonts ready, every image on screen
 * decoded, scrolling at rest (the same position three frames running), then the tasks queued after that last frame,
 * which carry the layout-shift and paint entries of the last change to the page's observers.
 */
export async function untilStill(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    // an image that fails to load has nothing more to show
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
    let still = 0;
    let last = scrollY;
    while (still < 3) {
      await frame();
      still = scrollY === last ? still + 1 : 0;
      last = scrollY;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
