import { isFloatingSellHiddenPath } from '@vitrina/shared/core';

/**
 * Spec: hidden on /sell, /auth, /checkout and /dashboard (the shared FLOATING_SELL_HIDDEN_PATHS, where the button
 * would cover the page's own main action), and hidden when there is no auth cookie (except on /auth).
 * supabase-js keeps the session in localStorage, not in a cookie, so "no auth cookie" means "no signed-in session".
 * The /auth exception only matters for the cookie rule; /auth is already hidden by the section rule.
 */
export function isFloatingSellButtonVisible(pathname: string, signedIn: boolean): boolean {
  if (isFloatingSellHiddenPath(pathname)) return false;
  return signedIn;
}
