import { useEffect } from 'react';
import { copy } from '../copy';

/** "{title} · Vitrina", or just "Vitrina" when a page has no title of its own. */
export function documentTitle(title?: string | null): string {
  const brand = copy.shell.brand;
  return title ? `${title} · ${brand}` : brand;
}

/**
 * Sets the tab's title while the page is shown (history, bookmarks and screen readers announce it); undefined
 * (still loading) leaves the current one. On leaving, the previous title comes back so a page without a title
 * of its own never shows the last piece's.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined || typeof document === 'undefined') return;
    const previous = document.title;
    const own = documentTitle(title);
    document.title = own;
    return () => {
      // The next page may have named the tab already (a remote's route can mount before the last one unmounts):
      // only a title that is still this page's goes back.
      if (document.title === own) document.title = previous;
    };
  }, [title]);
}
