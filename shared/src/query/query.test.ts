import { queryClient } from './queryClient';
import { queryKeys } from './queryKeys';

describe('queryClient', () => {
  it('reintenta 3 veces y guarda caché 5 minutos', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(5 * 60 * 1000);
  });
});

describe('queryKeys', () => {
  it('las claves de productos comparten el prefijo para invalidar todo', () => {
    const list = queryKeys.products.list({ category: 'cards', page: 2 });
    const detail = queryKeys.products.detail('p1');
    expect(list.slice(0, 1)).toEqual(queryKeys.products.all);
    expect(detail.slice(0, 1)).toEqual(queryKeys.products.all);
    expect(list).toEqual(['products', 'list', { category: 'cards', page: 2 }]);
    expect(detail).toEqual(['products', 'detail', 'p1']);
  });

  it('claves por entidad', () => {
    expect(queryKeys.profile('u1')).toEqual(['profile', 'u1']);
    expect(queryKeys.notifications('u1')).toEqual(['notifications', 'u1']);
    expect(queryKeys.messages.thread('u1', 'u2')).toEqual(['messages', 'thread', 'u1', 'u2']);
    expect(queryKeys.collectorCount()).toEqual(['collectorCount']);
    expect(queryKeys.profilesByIds(['b', 'a'])).toEqual(['profiles', ['a', 'b']]);
  });
});
