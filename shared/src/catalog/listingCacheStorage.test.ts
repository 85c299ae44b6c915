import { clearListingCache, listingCacheStorageKey } from './listingCacheStorage';

beforeEach(() => window.localStorage.clear());

describe('caché del listado (spec §9), lo que comparten catálogo y checkout', () => {
  it('limpiar todo borra solo las páginas del listado', () => {
    window.localStorage.setItem(listingCacheStorageKey({ sort: 'newest', page: 1 }), '{}');
    window.localStorage.setItem(listingCacheStorageKey({ sort: 'newest', page: 2 }), '{}');
    window.localStorage.setItem('vitrina-cart', '{"items":[]}');
    clearListingCache();
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem('vitrina-cart')).toBe('{"items":[]}');
  });

  it('ignora un almacenamiento que se niega', () => {
    const key = jest.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => clearListingCache()).not.toThrow();
    key.mockRestore();
  });
});
