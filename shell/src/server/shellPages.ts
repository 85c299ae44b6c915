/**
 * The shell's own pages the server renders: they read no data and load no remote, and render the same for a visitor
 * and a member. Not `/` nor an unknown path: before launch what they render depends on who is signed in, which the
 * server does not know, and the home page's slots are remotes' (the newsletter form) that load in the browser.
 */
const SHELL_PAGES = /^\/(privacy|terms|contact)\/?$/;

export function shellRendersOnServer(pathname: string): boolean {
  return SHELL_PAGES.test(pathname);
}
