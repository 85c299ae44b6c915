/** The category pages' copy (/categories/:id, /category/:id[/:sub]). */
export const categoryCopy = {
  categoryNotFound: 'Categoría no encontrada',
  categoryEmpty: 'No hay productos en esta categoría todavía',
  backToCategories: 'Ver todas las categorías',
  claimAuthenticated: 'Revisadas y protegidas',
  claimExclusive: '500+ Artículos exclusivos',
  claimShipping: 'Envíos a todo México',
  otherCategories: 'Otras categorías',
  breadcrumb: 'Ruta de navegación',
  home: 'Inicio',
  catalogCrumb: 'Catálogo',
  allPieces: 'Ver todas las piezas',
  categoryPieces: 'Piezas de la colección',
  categorySubcategories: 'Explora por colección',
  backToCategory: 'Volver a {name}',
  seeAllInListing: 'Ver en el catálogo con filtros',
  groupItems: 'Colecciones de {name}',
  itemEmpty: 'No hay piezas en {name} todavía',
  categoryNotFoundDescription: 'La categoría que buscas no existe o cambió de nombre.',
  claimAuthenticatedDescription:
    'El equipo revisa cada pieza antes de publicarla y verifica los certificados que declaran los vendedores. Si no llega o no es lo que se describe, te devolvemos tu dinero.',
  claimExclusiveDescription: 'Piezas únicas de coleccionistas de todo México.',
} as const;
