/**
 * Whether the site is launched: the app server writes `launched: true` into the runtime config (SITE_LAUNCHED; the
 * demo's `npm start` and `npm run dev` run launched). Off by default: before launch a visitor who is not signed in
 * gets the coming-soon page (spec §1); launched, the home page with its search, and the 404 on an unknown path.
 */
export function isLaunched(): boolean {
  // the browser's runtime config, or the one the server renders a page with (shell/src/server/renderPage.tsx)
  return (globalThis as { __VITRINA_CONFIG__?: { launched?: unknown } }).__VITRINA_CONFIG__?.launched === true;
}
