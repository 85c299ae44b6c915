import {
  CATEGORY_OPTIONS,
  SUBCATEGORY_ROUTES,
  categories,
  findSubcategoryRoute,
  getCategory,
  getSubcategory,
  isCategoryId,
} from './categories';

describe('categories', () => {
  it('tiene las cuatro categorías con los nombres del spec', () => {
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      ['cards', 'Cartas & Trading Cards'],
      ['jerseys', 'Jerseys & Streetwear'],
      ['memorabilia', 'Firmadas & Legendarias'],
      ['equipment', 'Equipamiento de Leyenda'],
    ]);
  });

  it('agrupa subcategorías como el spec: cards deportes+rareza, jerseys equipo+tipo, …', () => {
    expect(Object.fromEntries(categories.map((c) => [c.id, c.subcategories.map((g) => g.id)]))).toEqual({
      cards: ['sports', 'rarity'],
      jerseys: ['team', 'type'],
      memorabilia: ['type', 'events'],
      equipment: ['sport', 'collector'],
    });
  });

  it('usa exactamente las rutas de subcategoría del spec §2', () => {
    expect(SUBCATEGORY_ROUTES).toEqual([
      '/cards/basketball',
      '/cards/baseball',
      '/cards/football',
      '/cards/soccer',
      '/cards/rookie',
      '/cards/limited',
      '/cards/signed',
      '/cards/vintage',
      '/jerseys/nba',
      '/jerseys/mlb',
      '/jerseys/nfl',
      '/jerseys/soccer',
      '/jerseys/match-worn',
      '/jerseys/signed',
      '/jerseys/retro',
      '/jerseys/commemorative',
      '/memorabilia/photos',
      '/memorabilia/balls',
      '/memorabilia/gear',
      '/memorabilia/posters',
      '/memorabilia/super-bowl',
      '/memorabilia/nba-finals',
      '/memorabilia/world-series',
      '/memorabilia/world-cup',
      '/equipment/basketball',
      '/equipment/baseball',
      '/equipment/football',
      '/equipment/soccer',
      '/equipment/limited',
      '/equipment/commemorative',
      '/equipment/signed',
      '/equipment/historical',
    ]);
  });

  it('cada categoría tiene descripción, imagen SVG, value y label', () => {
    for (const c of categories) {
      expect(c.description.length).toBeGreaterThan(30);
      expect(c.image).toMatch(/^data:image\/svg\+xml/);
      expect(decodeURIComponent(c.image)).toContain('<svg');
      expect(c.value).toBe(c.id);
      expect(c.label).not.toBe('');
    }
  });

  it('getCategory busca por id', () => {
    expect(getCategory('jerseys')?.name).toBe('Jerseys & Streetwear');
    expect(getCategory('trading-cards')).toBeUndefined();
    expect(getCategory(undefined)).toBeUndefined();
    expect(isCategoryId('cards')).toBe(true);
    expect(isCategoryId('autos')).toBe(false);
  });

  it('findSubcategoryRoute resuelve la ruta del spec y la del menú móvil', () => {
    const match = findSubcategoryRoute('/cards/rookie');
    expect(match?.category.id).toBe('cards');
    expect(match?.group.id).toBe('rarity');
    expect(match?.item).toEqual({ id: 'rookie', name: 'Rookie Cards', route: '/cards/rookie' });
    expect(findSubcategoryRoute('/category/memorabilia/world-cup?x=1')?.item.route).toBe('/memorabilia/world-cup');
    expect(findSubcategoryRoute('/jerseys/match-worn/')?.item.id).toBe('match-worn');
  });

  it('findSubcategoryRoute devuelve undefined para rutas desconocidas', () => {
    expect(findSubcategoryRoute('/cards/hockey')).toBeUndefined();
    expect(findSubcategoryRoute('/products/123')).toBeUndefined();
    expect(findSubcategoryRoute('/cards')).toBeUndefined();
    expect(getSubcategory('autos', 'x')).toBeUndefined();
  });

  it('CATEGORY_OPTIONS sirve para los selects', () => {
    expect(CATEGORY_OPTIONS[0]).toEqual({ value: 'cards', label: 'Cartas & Trading Cards' });
  });
});
