import { PHONE_QUERY, useMediaQuery } from '@vitrina/shared/core';

/** A phone-sized screen or a finger as the main pointer: there is no keyboard shortcut to offer there. */
const QUERY = `${PHONE_QUERY}, (pointer: coarse)`;

/** True on a phone or a touch screen, read on the first render and kept up to date. */
export function useTouchFirst(): boolean {
  return useMediaQuery(QUERY);
}
