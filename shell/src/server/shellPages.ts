/**
 * The shell's own pages the server renders: they read no data and load no remote, and render the same for a visitor
 * and a member. The home page once the site is launched (everyone gets it then; its parts that are a member's or a
 * remote's, the newsletter and waitlist forms, render in the browser as before). Not `/` before launch (a visitor
 * gets the coming-soon page and a member the home page, and the server does not know who is signed in), nor an
 * unknown path (the same, and the 404 is not worth a render).
 */
const SHELL_PAGES = /^\/(privacy|terms|contact)\/?$/;

export function shellRendersOnServer(pathname: string, { launched = false }: { launched?: boolean } = {}): boolean {
  return SHELL_PAGES.test(pathname) || (launched && pathname === '/');
}
