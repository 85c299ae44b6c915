/** The suggestions under the home hero's and the listing's search boxes. */
export const searchSuggestCopy = {
  pieces: 'Piezas',
  players: 'Jugadores',
  categories: 'Categorías',
  searchFor: 'Buscar “{term}”',
  searching: 'Buscando…',
  noPieces: 'Sin piezas que coincidan. Pulsa Enter para buscar en todo el catálogo.',
  count: '{count} sugerencias',
} as const;
