import { queryClient } from './queryClient';

describe('queryClient', () => {
  it('reintenta 3 veces y guarda caché 5 minutos', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.retry).toBe(3);
    expect(defaults?.gcTime).toBe(5 * 60 * 1000);
  });
});
