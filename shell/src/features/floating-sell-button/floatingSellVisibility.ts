/** Sections where the floating 'Vender un producto' button would cover the page's own main action. */
const HIDDEN_SECTIONS = ['/sell', '/auth', '/checkout', '/dashboard'] as const;

function isInSection(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * Spec: hidden on /sell, /auth, /checkout and /dashboard, and hidden when there is no auth cookie (except on /auth).
 * supabase-js keeps the session in localStorage, not in a cookie, so "no auth cookie" means "no signed-in session".
 * The /auth exception only matters for the cookie rule; /auth is already hidden by the section rule.
 */
export function isFloatingSellButtonVisible(pathname: string, signedIn: boolean): boolean {
  if (HIDDEN_SECTIONS.some((section) => isInSection(pathname, section))) return false;
  return signedIn;
}
