import { useCallback, useEffect, useRef, useState } from 'react';

export interface InViewOptions {
  /** Grows (or shrinks) the viewport the element is tested against, as CSS margins: '200px'. */
  rootMargin?: string;
  /** The share of the element that must be visible to count as in view (0: any pixel). */
  threshold?: number;
  /** Stops watching once the element has been in view: `inView` stays true. */
  triggerOnce?: boolean;
  /** Does not watch (`inView` keeps its value). */
  skip?: boolean;
  /** `inView` where IntersectionObserver is missing (old browsers, jsdom); unset: it keeps its initial value. */
  fallbackInView?: boolean;
  /** `inView` before the first observation (and on the server). */
  initialInView?: boolean;
}

/**
 * Whether an element is on (or near) the screen: `ref` goes on the element, `inView` follows it. A few lines over
 * IntersectionObserver, so each app's first load does not carry a library for it; with the options and results of
 * react-intersection-observer's `useInView` that the apps use, whose test helpers (`mockAllIsIntersecting`) drive it
 * as they drive the library, through the global IntersectionObserver.
 */
export function useInView({
  rootMargin,
  threshold = 0,
  triggerOnce = false,
  skip = false,
  fallbackInView,
  initialInView = false,
}: InViewOptions = {}): { ref: (element: Element | null) => void; inView: boolean } {
  const [element, setElement] = useState<Element | null>(null);
  const [inView, setInView] = useState(initialInView);
  const seen = useRef(false);
  const ref = useCallback((next: Element | null) => setElement(next), []);

  useEffect(() => {
    if (skip || !element || (triggerOnce && seen.current)) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      if (fallbackInView !== undefined) {
        seen.current = fallbackInView;
        setInView(fallbackInView);
      }
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const visible = entry.isIntersecting && entry.intersectionRatio >= threshold;
          setInView(visible);
          if (visible && triggerOnce) {
            seen.current = true;
            observer.disconnect();
          }
        }
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, threshold, triggerOnce, skip, fallbackInView]);

  return { ref, inView };
}
