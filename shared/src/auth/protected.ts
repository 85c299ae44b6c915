import { FLOATING_SELL_HIDDEN_PATHS, PROTECTED_ROUTES, STAFF_DASHBOARD_PAGES } from '../constants';

export const PROTECTED_PATH_PREFIXES: readonly string[] = PROTECTED_ROUTES;

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function matchesPrefix(path: string, prefixes: readonly string[]): boolean {
  const p = normalise(path);
  return prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** /sell, /dashboard/*, /checkout and /verification-request need a user (spec §2); /cart does not. */
export function isProtectedPath(path: string): boolean {
  return matchesPrefix(path, PROTECTED_PATH_PREFIXES);
}

/** Paths where the floating 'Vender un producto' button is hidden (spec §2 top bar). */
export function isFloatingSellHiddenPath(path: string): boolean {
  return matchesPrefix(path, FLOATING_SELL_HIDDEN_PATHS);
}

const STAFF_PATH_PREFIXES = STAFF_DASHBOARD_PAGES.map((page) => `/dashboard/${page}`);

/** The dashboard's staff pages (STAFF_DASHBOARD_PAGES): a visitor gets their 404, not the sign-in. */
export function isStaffPath(path: string): boolean {
  return matchesPrefix(path, STAFF_PATH_PREFIXES);
}
