import { MOBILE_BREAKPOINT_PX, useMediaQuery } from '@vitrina/shared/core';

/** The spec's mobile breakpoint: 640 px and narrower. */
export const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Media rules for a phone's width and for anything wider, the same line as `PHONE_QUERY`: a layout that differs
 * by width is CSS under these, so the server's HTML is already the phone's on a phone.
 */
export const onPhone = `@media ${PHONE_QUERY}`;
export const abovePhone = `@media not all and ${PHONE_QUERY}`;

/** True where `PHONE_QUERY` matches, from the first render on; false on the server and while hydrating. */
export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** Whether the viewport is a phone's at this moment: for an event handler, which runs only in the browser. */
export function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY).matches
    : false;
}
