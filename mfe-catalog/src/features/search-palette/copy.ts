/** The search palette's copy (Ctrl K). */
export const searchPaletteCopy = {
  title: 'Buscar piezas',
  placeholder: 'Busca por jugador, equipo o pieza…',
  suggestions: 'Sugerencias',
  popular: 'Búsquedas populares',
  recent: 'Búsquedas recientes',
  searchFor: 'Buscar “{term}”',
  empty: 'Sin coincidencias. Pulsa Enter para buscar en todo el catálogo.',
  searching: 'Buscando…',
  hint: 'Ctrl K',
  keysNavigate: 'navegar',
  keysChoose: 'abrir',
  keysClose: 'cerrar',
} as const;
