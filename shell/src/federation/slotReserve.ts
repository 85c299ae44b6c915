import type { SlotReserve } from './RemoteComponent';

/**
 * Rendered heights of mfe-auth's slots in Chromium (1280, 800, 640 and 390 px wide), kept as each slot's
 * min-height from first paint so the page below does not move when the remote arrives (a layout shift on /).
 * A slot that changes its layout must update its figure here; e2e/tests/layout-shift.spec.ts fails otherwise.
 */
export const SLOT_RESERVE = {
  /** e-mail field and button side by side; stacked at the phone's width (640 px and narrower) */
  newsletterEmailOnly: { height: '65px', mobileHeight: '113px' },
  newsletterFull: { height: '247px' },
  collectorCounter: { height: '42px' },
  waitlistForm: { height: '291px' },
} satisfies Record<string, SlotReserve>;
