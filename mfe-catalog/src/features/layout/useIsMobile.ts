import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vitrina/shared/core';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * True at the spec's mobile breakpoint (640 px and narrower). Read synchronously on the first render, so the
 * listing starts in the right layout instead of switching (and shifting) after mount.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
