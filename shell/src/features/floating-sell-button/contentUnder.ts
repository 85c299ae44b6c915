/** What a reader uses: a control, or whatever is inside one (a card's link, a field's label). */
const CONTROL =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
/** What a reader looks at without text of its own. */
const PICTURE = 'img, svg, picture, video, canvas';

/**
 * The widest gaps between the points looked at under the button, in px: finer than a small control or a line of
 * small text (a 24 px wide grid let a card's small button slip between two columns of points). About 150 points for
 * the button at 1280 px (247 × 48), each an `elementsFromPoint`, looked at only when boxes move, not on every text.
 */
const STEP_X = 12;
const STEP_Y = 8;

/**
 * Points from `start` to `end` (both edges, 1 px inside), evenly spread, no two more than `step` apart; none for a
 * box with no size (a button not laid out: nothing can be under it).
 */
function spread(start: number, end: number, step: number): number[] {
  if (end <= start) return [];
  const first = start + 1;
  const last = end - 1;
  if (last <= first) return [first];
  const gaps = Math.ceil((last - first) / step);
  return Array.from({ length: gaps + 1 }, (_, index) => first + ((last - first) * index) / gaps);
}

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
  const columns = spread(box.left, box.right, STEP_X);
  for (const y of spread(box.top, box.bottom, STEP_Y)) {
    for (const x of columns) {
      const under = elementsAt(x, y).find((element) => !self.contains(element));
      if (under && isContent(under)) return true;
    }
  }
  return false;
}
