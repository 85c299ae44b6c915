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
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
