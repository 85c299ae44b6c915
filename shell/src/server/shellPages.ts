/**
 * The shell's own pages the server renders: they read no data and load no remote. The home page `/` always: once
 * the site is launched everyone gets it (its parts that are a member's or a remote's, the newsletter and waitlist
 * forms, render in the browser as before); before launch the server renders the visitor's coming-soon page, and a
 * member's browser, which gets the home page instead, renders it without hydrating (visitorOnlyPage). Not an unknown
 * path (the 404 or the coming-soon page, by who is signed in, and not worth a render).
 */
const SHELL_PAGES = /^\/(privacy|terms|contact)?\/?$/;

export function shellRendersOnServer(pathname: string): boolean {
  return SHELL_PAGES.test(pathname);
}

/**
 * A page the server renders for a visitor that a signed-in member gets otherwise: `/` before launch. The server
 * cannot tell them apart (the session lives in the browser's storage), so it renders the visitor's, and the browser
 * of a member renders theirs in its place.
 */
export function visitorOnlyPage(pathname: string, { launched = false }: { launched?: boolean } = {}): boolean {
  return !launched && /^\/?$/.test(pathname);
}
