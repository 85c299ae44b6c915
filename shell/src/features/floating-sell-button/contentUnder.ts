/** What a reader uses: a control, or whatever is inside one (a card's link, a field's label). */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** What a reader looks at without text of its own. */
const PICTURE = 'img, svg, picture, video, canvas';

/** The grid of points looked at under the button, in px: finer than a line of small text (about 16 px). */
const STEP_X = 12;
const STEP_Y = 8;

/** Whether a box hit at a point is something a reader needs: a control, a picture, or text of its own. */
function isContent(element: Element): boolean {
  if (element.closest(CONTROL) || element.closest(PICTURE)) return true;
  return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
}

/**
 * Whether content lies under `box` (the floating button's), besides `self` and what it holds: hit-tests a grid of
 * points over the box (`elementsAt`, the page's `document.elementsFromPoint`) and looks at the first box under the
 * button at each. A card's or a section's background is not content; its title, price or 'Pujar' is.
 */
export function isContentUnder(
  box: Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>,
  self: Element,
  elementsAt: (x: number, y: number) => Element[],
): boolean {
  for (let y = box.top + 1; y < box.bottom; y += STEP_Y) {
    for (let x = box.left + 1; x < box.right; x += STEP_X) {
      const under = elementsAt(x, y).find((element) => !self.contains(element));
      if (under && isContent(under)) return true;
    }
  }
  return false;
}
