import { listingCacheStorageKey, PRODUCT_CACHE_TTL_MS } from '@vitrina/shared/core';
import { readListingCache, writeListingCache } from './listingCache';

const params = { filters: { category: 'cards' }, sort: 'newest', page: 1 };
const page = { products: [{ id: 'p1' }], count: 1 };

beforeEach(() => window.localStorage.clear());

describe('caché del listado (spec §9)', () => {
  it('devuelve la página guardada por el mismo usuario con los mismos parámetros', () => {
    writeListingCache('u1', params, page, 1000);
    expect(readListingCache('u1', { ...params }, 1000 + 60_000)).toEqual(page);
  });

  it('cada combinación de parámetros es su propia entrada', () => {
    writeListingCache('u1', params, page, 1000);
    expect(readListingCache('u1', { ...params, page: 2 }, 1000)).toBeUndefined();
    expect(readListingCache('u1', { ...params, sort: 'price_asc' }, 1000)).toBeUndefined();
  });

  it('descarta la entrada de otro usuario', () => {
    writeListingCache('u1', params, page, 1000);
    expect(readListingCache('u2', params, 1000)).toBeUndefined();
    // dropped, not only hidden: the owner does not get it back either
    expect(readListingCache('u1', params, 1000)).toBeUndefined();
  });

  it('descarta la entrada con 5 minutos o más', () => {
    writeListingCache('u1', params, page, 1000);
    expect(readListingCache('u1', params, 1000 + PRODUCT_CACHE_TTL_MS - 1)).toEqual(page);
    expect(readListingCache('u1', params, 1000 + PRODUCT_CACHE_TTL_MS)).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
  });

  it('ignora una entrada ilegible y la borra', () => {
    window.localStorage.setItem(listingCacheStorageKey(params), '{no es json');
    expect(readListingCache('u1', params)).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
  });

  it('ignora los errores de lectura y escritura del almacenamiento', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeListingCache('u1', params, page)).not.toThrow();
    expect(readListingCache('u1', params)).toBeUndefined();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
