import { useSyncExternalStore } from 'react';
import { SIDEBAR_COLLAPSE_PX } from '@vitrina/shared/core';

/** Narrower than the sidebar breakpoint the summary no longer sits beside the form but in the same column. */
const QUERY = `(max-width: ${SIDEBAR_COLLAPSE_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** True when the checkout's form and summary share one column (a phone, a tablet). */
export function useStackedLayout(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
