import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@vitrina/shared/core';

/** A phone-sized screen or a finger as the main pointer: there is no keyboard shortcut to offer there. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px), (pointer: coarse)`;

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** True on a phone or a touch screen, read on the first render and kept up to date. */
export function useTouchFirst(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
