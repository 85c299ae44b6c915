import { SIDEBAR_COLLAPSE_PX, useMediaQuery } from '@vitrina/shared/core';

/** Narrower than the sidebar breakpoint the summary no longer sits beside the form but in the same column. */
const QUERY = `(max-width: ${SIDEBAR_COLLAPSE_PX - 0.02}px)`;

/** True when the checkout's form and summary share one column (a phone, a tablet). */
export function useStackedLayout(): boolean {
  return useMediaQuery(QUERY);
}
