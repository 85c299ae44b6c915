/** The mobile menu sheet. */
export const mobileSheetCopy = {
  openMenu: 'Abrir menú',
  seeAllIn: 'Ver todo en {category}',
} as const;
