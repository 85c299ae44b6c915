import { useCallback, useEffect, useState } from 'react';

/** The fixed top bar's height: an element under it is out of view though still inside the window. */
export const TOP_BAR_PX = 64;

/**
 * True once the element has gone wholly above the visible part of the screen (under the top bar or past the window's
 * top); false while any of it shows and while it is still below the screen, not yet reached.
 */
export function isScrolledPast(entry: Pick<IntersectionObserverEntry, 'isIntersecting' | 'boundingClientRect'>) {
  return !entry.isIntersecting && entry.boundingClientRect.bottom <= TOP_BAR_PX;
}

/**
 * Whether the element has been scrolled past (isScrolledPast), watched by an IntersectionObserver; false where there
 * is none.
 */
export function useScrolledPast(): { ref: (element: Element | null) => void; scrolledPast: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const ref = useCallback((next: Element | null) => setElement(next), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setScrolledPast(isScrolledPast(entry));
      },
      { rootMargin: `-${TOP_BAR_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return { ref, scrolledPast };
}
