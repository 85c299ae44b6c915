import { QueryClient } from '@tanstack/react-query';
import { bumpCollectorCount, collectorCountKeys } from './collectorCount';

describe('contador de coleccionistas', () => {
  it('suma 1 al número mostrado tras un registro en la página', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(collectorCountKeys.all, 40);
    bumpCollectorCount(queryClient);
    expect(queryClient.getQueryData(collectorCountKeys.all)).toBe(41);
  });

  it('sin número leído aún, cuenta el registro desde cero', () => {
    const queryClient = new QueryClient();
    bumpCollectorCount(queryClient);
    expect(queryClient.getQueryData(collectorCountKeys.all)).toBe(1);
  });
});
