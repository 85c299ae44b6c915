import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Makes the server's markup in `container` live as a transition.
 *
 * At the default priority React hydrates the whole page in one task: on a phone's CPU that one task blocks a tap
 * for as long as the page is large (the listing's cards, a piece's photos and panels). As a transition the hydration
 * renders in slices of a few milliseconds and gives the browser its turn between them; the page on screen is the
 * server's markup meanwhile, so nothing changes for the reader. A click before its element is live still gets
 * through: React hydrates the rest of the page at once, in that click's task, and then handles it (and the head's
 * early-click script holds a click on markup React has not reached yet: `earlyClicks.ts`).
 */
export function hydrateServerMarkup(container: Element, app: ReactNode): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  if (!root) throw new Error('hydrateRoot no devolvió la raíz');
  return root;
}
