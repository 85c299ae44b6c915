import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by react-router's location.key; kept for the tab's life. */
const STORAGE_KEY = 'vitrina:scroll-positions';
/** How long Back waits for a remote page to grow tall enough to reach the saved position. */
const RESTORE_TIMEOUT_MS = 4000;
/** Entries kept in sessionStorage: the newest ones, enough for any walk back. */
const MAX_ENTRIES = 50;

function readStored(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const entries = raw ? (JSON.parse(raw) as [string, number][]) : [];
    return new Map(entries.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)));
  } catch {
    return new Map();
  }
}

function persist(positions: Map<string, number>) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: Back still restores within this page load.
  }
}

function scrollToY(y: number) {
  window.scrollTo({ top: y, left: 0, behavior: 'instant' });
}

/**
 * Scrolls to y once the page is tall enough: a remote page renders after its code and data arrive, so on Back the
 * listing may be a skeleton for a moment. Gives up after RESTORE_TIMEOUT_MS or as soon as the reader scrolls.
 */
function restoreWhenReachable(y: number): () => void {
  let done = false;
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight;
  const attempt = () => {
    if (done) return;
    scrollToY(Math.min(y, Math.max(0, reachable())));
    if (reachable() >= y) stop();
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(attempt);
  const readerInputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_TIMEOUT_MS);
  function stop() {
    done = true;
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of readerInputs) window.removeEventListener(type, stop);
  }
  for (const type of readerInputs) window.addEventListener(type, stop, { passive: true });
  observer?.observe(document.body);
  attempt();
  return stop;
}

/**
 * The shell's scroll rule for every page: a navigation to another path (a link, a redirect) starts at
 * the top; Back and Forward return to where the reader was on that entry, also after a reload. A change of the
 * query string alone (the listing's filters and sort) keeps the reader where they are. The shell uses a
 * BrowserRouter, where react-router's ScrollRestoration does not work (it needs a data router), hence this hook.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  positions.current ??= readStored();
  const previousPath = useRef<string | null>(null);

  // The browser's own restoration runs before a remote page has rendered, and then fights ours.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const save = () => persist(positions.current!);
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = before;
    };
  }, []);

  // The entry on screen remembers its position as the reader scrolls (read before the next page replaces it).
  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions.current!.set(key, window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (navigationType === 'POP') {
      // A fresh page load with no history state has the key 'default', shared with any other such load.
      const known = previous !== null || location.key !== 'default';
      const saved = known ? positions.current!.get(location.key) : undefined;
      if (saved !== undefined && saved > 0) return restoreWhenReachable(saved);
      // An entry never scrolled (or the first page of the visit, which the browser placed itself).
      if (previous !== null && previous !== location.pathname) scrollToY(0);
      return undefined;
    }
    if (previous === null || previous === location.pathname) return undefined;
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else scrollToY(0);
    return undefined;
  }, [location.key, location.pathname, location.hash, navigationType]);
}
