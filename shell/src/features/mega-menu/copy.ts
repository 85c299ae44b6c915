/** The Categorías menu of the top bar. */
export const megaMenuCopy = {
  explore: 'Explorar',
  mainNavigation: 'Principal',
} as const;
