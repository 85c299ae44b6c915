import { categoryArt } from './categoryArt';

export type CategoryId = 'cards' | 'jerseys' | 'memorabilia' | 'equipment';

export interface SubcategoryItem {
  id: string;
  name: string;
  /** e.g. '/cards/basketball' (spec §2) */
  route: string;
}

export interface SubcategoryGroup {
  id: string;
  name: string;
  items: SubcategoryItem[];
}

export interface Category {
  id: CategoryId;
  name: string;
  description: string;
  image: string;
  /** the value stored in products.category */
  value: CategoryId;
  /** short label for selects and badges */
  label: string;
  subcategories: SubcategoryGroup[];
}

function items(categoryId: CategoryId, entries: [id: string, name: string][]): SubcategoryItem[] {
  return entries.map(([id, name]) => ({ id, name, route: `/${categoryId}/${id}` }));
}

export const categories: readonly Category[] = [
  {
    id: 'cards',
    name: 'Cartas & Trading Cards',
    description:
      'Tarjetas de novato, ediciones limitadas y piezas calificadas por PSA de las leyendas de cada deporte.',
    image: categoryArt('cards'),
    value: 'cards',
    label: 'Cartas',
    subcategories: [
      {
        id: 'sports',
        name: 'Deportes',
        items: items('cards', [
          ['basketball', 'Básquetbol'],
          ['baseball', 'Béisbol'],
          ['football', 'Fútbol Americano'],
          ['soccer', 'Fútbol'],
        ]),
      },
      {
        id: 'rarity',
        name: 'Rareza',
        items: items('cards', [
          ['rookie', 'Rookie Cards'],
          ['limited', 'Ediciones Limitadas'],
          ['signed', 'Autografiadas'],
          ['vintage', 'Vintage'],
        ]),
      },
    ],
  },
  {
    id: 'jerseys',
    name: 'Jerseys & Streetwear',
    description:
      'Jerseys oficiales, usados en partido y firmados, además de ediciones retro y conmemorativas para vestir la historia.',
    image: categoryArt('jerseys'),
    value: 'jerseys',
    label: 'Jerseys',
    subcategories: [
      {
        id: 'team',
        name: 'Liga',
        items: items('jerseys', [
          ['nba', 'NBA'],
          ['mlb', 'MLB'],
          ['nfl', 'NFL'],
          ['soccer', 'Fútbol'],
        ]),
      },
      {
        id: 'type',
        name: 'Tipo',
        items: items('jerseys', [
          ['match-worn', 'Usados en Partido'],
          ['signed', 'Firmados'],
          ['retro', 'Retro'],
          ['commemorative', 'Conmemorativos'],
        ]),
      },
    ],
  },
  {
    id: 'memorabilia',
    name: 'Firmadas & Legendarias',
    description: 'Fotografías, balones y objetos autografiados de las finales y campeonatos que marcaron una época.',
    image: categoryArt('memorabilia'),
    value: 'memorabilia',
    label: 'Memorabilia',
    subcategories: [
      {
        id: 'type',
        name: 'Tipo',
        items: items('memorabilia', [
          ['photos', 'Fotografías'],
          ['balls', 'Balones y Pelotas'],
          ['gear', 'Equipo de Juego'],
          ['posters', 'Pósters'],
        ]),
      },
      {
        id: 'events',
        name: 'Eventos',
        items: items('memorabilia', [
          ['super-bowl', 'Super Bowl'],
          ['nba-finals', 'Finales NBA'],
          ['world-series', 'Serie Mundial'],
          ['world-cup', 'Copa del Mundo'],
        ]),
      },
    ],
  },
  {
    id: 'equipment',
    name: 'Equipamiento de Leyenda',
    description: 'Bates, guantes, balones y tacos con historia: equipo usado y ediciones de colección de los grandes.',
    image: categoryArt('equipment'),
    value: 'equipment',
    label: 'Equipamiento',
    subcategories: [
      {
        id: 'sport',
        name: 'Deporte',
        items: items('equipment', [
          ['basketball', 'Básquetbol'],
          ['baseball', 'Béisbol'],
          ['football', 'Fútbol Americano'],
          ['soccer', 'Fútbol'],
        ]),
      },
      {
        id: 'collector',
        name: 'Coleccionista',
        items: items('equipment', [
          ['limited', 'Ediciones Limitadas'],
          ['commemorative', 'Conmemorativos'],
          ['signed', 'Firmados'],
          ['historical', 'Históricos'],
        ]),
      },
    ],
  },
];

export const CATEGORY_IDS = categories.map((c) => c.id);

/** Options for category selects (sell form, filter panel). */
export const CATEGORY_OPTIONS = categories.map((c) => ({ value: c.value, label: c.name }));

export function isCategoryId(id: string | null | undefined): id is CategoryId {
  return categories.some((c) => c.id === id);
}

export function getCategory(id: string | null | undefined): Category | undefined {
  return categories.find((c) => c.id === id);
}

export interface SubcategoryMatch {
  category: Category;
  group: SubcategoryGroup;
  item: SubcategoryItem;
}

/** The sub-category item with this id in this category ('/category/cards/rookie' → rookie). */
export function getSubcategory(categoryId: string, itemId: string): SubcategoryMatch | undefined {
  const category = getCategory(categoryId);
  if (!category) return undefined;
  for (const group of category.subcategories) {
    const item = group.items.find((i) => i.id === itemId);
    if (item) return { category, group, item };
  }
  return undefined;
}

/**
 * Resolves a sub-category path: '/cards/basketball' (spec route) or '/category/cards/basketball'
 * (mobile menu). Query string, hash and trailing slash are ignored.
 */
export function findSubcategoryRoute(path: string): SubcategoryMatch | undefined {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (parts.length === 3 && parts[0] === 'category') return getSubcategory(parts[1]!, parts[2]!);
  if (parts.length === 2) return getSubcategory(parts[0]!, parts[1]!);
  return undefined;
}

/** Every sub-category route, for the router to register (/cards/basketball …). */
export const SUBCATEGORY_ROUTES: readonly string[] = categories.flatMap((c) =>
  c.subcategories.flatMap((g) => g.items.map((i) => i.route)),
);
