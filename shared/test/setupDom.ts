import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'util';
import { fakeMatchMedia } from './matchMedia';

// jsdom lacks the Encoding API that react-router 7 reads when its module loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom also lacks browser APIs that Radix primitives call on interaction (pointer capture on
// toasts and selects, scrollIntoView in select lists, ResizeObserver for popper sizing).
if (typeof window !== 'undefined') {
  const g = globalThis as Record<string, unknown>;
  if (typeof g.ResizeObserver === 'undefined') {
    g.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = fakeMatchMedia(false);
  }
  // jsdom has no layout: its scrollTo only reports 'Not implemented' (the shell scrolls on every navigation).
  window.scrollTo = () => undefined;
  const proto = window.Element.prototype as unknown as Record<string, unknown>;
  if (typeof proto.scrollIntoView !== 'function') proto.scrollIntoView = () => undefined;
  if (typeof proto.hasPointerCapture !== 'function') proto.hasPointerCapture = () => false;
  if (typeof proto.setPointerCapture !== 'function') proto.setPointerCapture = () => undefined;
  if (typeof proto.releasePointerCapture !== 'function') proto.releasePointerCapture = () => undefined;
}

// AppProviders loads the Toaster lazily from @vitrina/shared/ui on the first toast. Requiring that entry
// cold takes over a second in jest, longer than a find* query waits, so each test file warms it first.
beforeAll(() => import('@vitrina/shared/ui'));

// Pages load their chunks lazily (React.lazy, dynamic imports of shared entries): on a busy 2-core CI machine the
// first cold import of a chunk takes longer than Testing Library's default 1 s wait, which made findBy/waitFor
// fail on load, not on behaviour. A failing expectation still fails, only later.
configure({ asyncUtilTimeout: 5000 });
