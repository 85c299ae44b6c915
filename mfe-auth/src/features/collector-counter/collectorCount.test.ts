import { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { bumpCollectorCount, collectorCountKeys } from './collectorCountQueries';

describe('contador de coleccionistas', () => {
  it('suma 1 al número mostrado tras un registro en la página', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(collectorCountKeys.count, 40);
    bumpCollectorCount(queryClient);
    expect(queryClient.getQueryData(collectorCountKeys.count)).toBe(41);
  });

  it('la clave cuelga de la raíz collectors del kernel', () => {
    expect(collectorCountKeys.count.slice(0, 1)).toEqual([...queryRoots.collectors]);
  });

  it('sin número leído aún, cuenta el registro desde cero', () => {
    const queryClient = new QueryClient();
    bumpCollectorCount(queryClient);
    expect(queryClient.getQueryData(collectorCountKeys.count)).toBe(1);
  });
});
