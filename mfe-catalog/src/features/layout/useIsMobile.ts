import { PHONE_QUERY, useMediaQuery } from '@vitrina/shared/core';

/**
 * True where the phone's width (`PHONE_QUERY`, shared's one definition) matches, from the first render on; false on
 * the server and while hydrating, so not for markup: a layout that differs by width is CSS under `onPhone` /
 * `abovePhone`.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
