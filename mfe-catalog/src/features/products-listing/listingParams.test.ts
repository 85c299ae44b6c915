import { normalizeFilters, normalizeListingParams } from './listingParams';
import { productKeys } from './productKeys';
import { nextListingPage, type ProductPage } from './productsApi';

function pageOf(length: number, page: number, count: number): ProductPage {
  return { products: Array.from({ length }, () => ({}) as never), page, pageSize: 12, count };
}

describe('parámetros del listado', () => {
  it('los mismos filtros en otro orden dan la misma clave', () => {
    const a = productKeys.infinite({ filters: { maxPrice: 500, category: 'cards' }, sort: 'newest' });
    const b = productKeys.infinite({ filters: { category: 'cards', maxPrice: 500 } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('quita los filtros vacíos, falsos o no numéricos', () => {
    expect(
      normalizeFilters({ search: '  ', authenticated: false, featured: true, minPrice: Number.NaN, rarity: '' }),
    ).toEqual({
      featured: true,
    });
  });

  it('ordena por lo más nuevo si no se pide otro orden', () => {
    expect(normalizeListingParams({}).sort).toBe('newest');
  });

  it('todas las claves de productos comparten el prefijo para invalidar todo', () => {
    expect(productKeys.infinite({}).slice(0, 1)).toEqual(productKeys.all);
    expect(productKeys.suggestions('Mesi').slice(0, 1)).toEqual(productKeys.all);
    expect(productKeys.byCategory('cards', ['rookie']).slice(0, 1)).toEqual(productKeys.all);
  });
});

describe('paginación (spec §4)', () => {
  it('hay otra página mientras vuelve una página completa de 12 y quedan piezas', () => {
    expect(nextListingPage(pageOf(12, 1, 30))).toBe(2);
    expect(nextListingPage(pageOf(12, 2, 30))).toBe(3);
  });

  it('una página incompleta es la última', () => {
    expect(nextListingPage(pageOf(6, 3, 30))).toBeUndefined();
  });

  it('una página completa que agota el conteo es la última', () => {
    expect(nextListingPage(pageOf(12, 2, 24))).toBeUndefined();
  });
});
