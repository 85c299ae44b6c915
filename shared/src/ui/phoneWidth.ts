import { MOBILE_BREAKPOINT_PX } from '../constants';

/**
 * The spec's mobile layout: 640 px wide and narrower. The one definition every width-dependent rule uses, in CSS
 * (`onPhone`, `abovePhone`, the theme's `media.belowMobile` / `media.aboveMobile`) and in JS (`PHONE_QUERY`,
 * `isPhoneNow`), so a viewport is a phone's or not for all of them at once, 640 px included.
 */
export const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Rules of the phone's layout. */
export const onPhone = `@media ${PHONE_QUERY}`;

/**
 * Rules of every wider screen: the exact negation of `PHONE_QUERY`, so no width (a zoomed page's 640.5 px
 * included) is both or neither.
 */
export const abovePhone = `@media not all and ${PHONE_QUERY}`;

/** Whether the viewport is a phone's at this moment: for an event handler or an effect (false on the server). */
export function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;
}
