import { MOBILE_BREAKPOINT_PX, useMediaQuery } from '@vitrina/shared/core';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** True at the spec's mobile breakpoint (640 px and narrower), from the first render on. */
export function useIsMobile(): boolean {
  return useMediaQuery(QUERY);
}
