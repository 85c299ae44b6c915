import { applicableFilters, parseListingSearch, toListingSearch, withCategory } from './listingUrl';

describe('parámetros de /products en la URL', () => {
  it('lee cada parámetro del spec', () => {
    const params = parseListingSearch(
      '?category=cards&subcategory=rookie&psaGrade=psa_10&signedBy=player&rarity=legendary&condition=new&minPrice=500&maxPrice=4000&authenticated=true&featured=true&search=Messi&sort=price_desc',
    );
    expect(params).toEqual({
      filters: {
        authenticated: true,
        category: 'cards',
        condition: 'new',
        featured: true,
        maxPrice: 4000,
        minPrice: 500,
        psaGrade: 'psa_10',
        rarity: 'legendary',
        search: 'Messi',
        signedBy: 'player',
        subcategory: 'rookie',
      },
      sort: 'price_desc',
    });
  });

  it("entiende 'trading-cards' y 'sports-memorabilia' como sus categorías", () => {
    expect(parseListingSearch('?category=trading-cards').filters.category).toBe('cards');
    expect(parseListingSearch('?category=sports-memorabilia').filters.category).toBe('memorabilia');
  });

  it('ignora valores que no existen en lugar de filtrar por ellos', () => {
    const params = parseListingSearch(
      '?category=autos&rarity=mitica&psaGrade=psa_11&minPrice=abc&maxPrice=12.5&sort=azar&authenticated=si',
    );
    expect(params).toEqual({ filters: {}, sort: 'newest' });
  });

  it('una subcategoría de otra categoría no se aplica', () => {
    expect(parseListingSearch('?category=jerseys&subcategory=rookie').filters.subcategory).toBeUndefined();
  });

  it('un máximo por encima del slider (10,000) se conserva', () => {
    expect(parseListingSearch('?maxPrice=50000').filters).toEqual({ maxPrice: 50000 });
    expect(toListingSearch({ filters: { minPrice: 20000, maxPrice: 245000 }, sort: 'newest' })).toBe(
      '?minPrice=20000&maxPrice=245000',
    );
  });

  it('un rango invertido se endereza', () => {
    expect(parseListingSearch('?minPrice=5000&maxPrice=1000').filters).toEqual({ minPrice: 1000, maxPrice: 5000 });
  });

  it('escribe solo lo que filtra, en el orden del spec, y vuelve a leer lo mismo', () => {
    const params = {
      filters: { maxPrice: 4000, category: 'cards', featured: true, search: 'mesi' },
      sort: 'newest' as const,
    };
    const search = toListingSearch(params);
    expect(search).toBe('?search=mesi&category=cards&maxPrice=4000&featured=true');
    expect(parseListingSearch(search)).toEqual({ filters: params.filters, sort: 'newest' });
    expect(toListingSearch({ filters: {}, sort: 'newest' })).toBe('');
    expect(toListingSearch({ filters: {}, sort: 'popular' })).toBe('?sort=popular');
  });
});

describe('filtros condicionales del panel', () => {
  it('la calificación PSA solo aplica a cartas', () => {
    expect(applicableFilters({ category: 'cards' }).psaGrade).toBe(true);
    expect(applicableFilters({ category: 'jerseys' }).psaGrade).toBe(false);
  });

  it('firmado por aplica a memorabilia y a las colecciones de firmados', () => {
    expect(applicableFilters({ category: 'memorabilia' }).signedBy).toBe(true);
    expect(applicableFilters({ category: 'jerseys', subcategory: 'signed' }).signedBy).toBe(true);
    expect(applicableFilters({ category: 'jerseys' }).signedBy).toBe(false);
  });

  it('cambiar de categoría quita la subcategoría y los filtros que ya no aplican', () => {
    expect(
      withCategory({ category: 'cards', subcategory: 'rookie', psaGrade: 'psa_10', maxPrice: 900 }, 'jerseys'),
    ).toEqual({
      category: 'jerseys',
      maxPrice: 900,
    });
  });
});
