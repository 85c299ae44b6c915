/** The mobile menu sheet. */
export const mobileSheetCopy = {
  openMenu: 'Abrir menú',
  seeAllIn: 'Ver todo en {category}',
  searchLabel: 'Buscar en el catálogo',
  searchPlaceholder: 'Jerseys, cartas, autógrafos…',
  searchButton: 'Buscar',
} as const;
