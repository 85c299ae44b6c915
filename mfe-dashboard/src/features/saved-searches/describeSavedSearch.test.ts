import { describeSavedSearch, savedSearchHref } from './describeSavedSearch';

describe('una búsqueda guardada en palabras', () => {
  it('dice el texto y cada filtro en el orden del listado', () => {
    expect(
      describeSavedSearch({
        search: 'messi',
        filters: { category: 'memorabilia', signedBy: 'player', minPrice: 1000, maxPrice: 5000, authenticated: true },
      }),
    ).toBe('"messi" · Firmadas & Legendarias · Firmado por: Jugador · $1,000 – $5,000 · Solo autenticados');
    expect(describeSavedSearch({ search: null, filters: { maxPrice: 800 } })).toBe('Hasta $800');
    expect(describeSavedSearch({ search: null, filters: { minPrice: 800 } })).toBe('Desde $800');
  });

  it('sin texto ni filtros son todas las piezas nuevas', () => {
    expect(describeSavedSearch({ search: null, filters: {} })).toBe('Todas las piezas nuevas');
  });

  it('abre el listado con los mismos parámetros de la URL', () => {
    expect(
      savedSearchHref({
        search: 'balon firmado',
        filters: { category: 'memorabilia', maxPrice: 5000, featured: true },
      }),
    ).toBe('/products?search=balon+firmado&category=memorabilia&maxPrice=5000&featured=true');
    expect(savedSearchHref({ search: null, filters: {} })).toBe('/products');
  });
});
