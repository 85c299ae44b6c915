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
 * is none. The observer tells only when the element enters or leaves the screen, so while it is off screen a scroll
 * listener tells which side it is on: a jump from below the screen to above it (End, a scroll bar's drag, a scroll
 * restored on Back) crosses nothing the observer would report.
 */
export function useScrolledPast(): { ref: (element: Element | null) => void; scrolledPast: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const ref = useCallback((next: Element | null) => setElement(next), []);

  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setScrolledPast(element.getBoundingClientRect().bottom <= TOP_BAR_PX);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    let listening = false;
    const listen = (on: boolean) => {
      if (on === listening) return;
      listening = on;
      if (on) window.addEventListener('scroll', onScroll, { passive: true });
      else window.removeEventListener('scroll', onScroll);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        setScrolledPast(isScrolledPast(entry));
        listen(!entry.isIntersecting);
      },
      { rootMargin: `-${TOP_BAR_PX}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      listen(false);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [element]);

  return { ref, scrolledPast };
}
