/** The shell's texts that several of its features show (top bar, menus, footer, home, coming-soon). The ones a
 * remote shows too (`settings`, `exploreProducts`, `remoteLoadError`, the 404's) stay in `copy.shell` in shared. */
export const shellCopy = {
  brand: 'Vitrina',
  categories: 'Categorías',
  cart: 'Carrito',
  sellYourPiece: 'Vende tu Pieza',
  signInButton: 'Entrar',
  skipToContent: 'Saltar al contenido',
  privacy: 'Privacidad',
  terms: 'Términos',
} as const;
