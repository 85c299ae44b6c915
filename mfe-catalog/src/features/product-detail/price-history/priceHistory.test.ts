import { installFakeRest, uninstallFakeRest, type SentRequest } from '../../../../test/fakeRest';
import { fetchPriceHistory, historicalMinPrice } from './priceHistoryQueries';

let requests: SentRequest[];
beforeEach(() => {
  requests = installFakeRest(() => ({
    body: [
      { price: '1500.00', recorded_at: '2026-01-01T00:00:00Z' },
      { price: 1200, recorded_at: '2026-02-01T00:00:00Z' },
    ],
  }));
});
afterEach(uninstallFakeRest);

it('lee price y recorded_at de la pieza, del más antiguo al más reciente', async () => {
  const points = await fetchPriceHistory('p1');
  expect(points).toEqual([
    { price: 1500, recorded_at: '2026-01-01T00:00:00Z' },
    { price: 1200, recorded_at: '2026-02-01T00:00:00Z' },
  ]);
  expect(requests[0].path).toBe('/rest/v1/price_history');
  expect(requests[0].params.get('select')).toBe('price,recorded_at');
  expect(requests[0].params.get('product_id')).toBe('eq.p1');
  expect(requests[0].params.get('order')).toBe('recorded_at.asc');
});

it('el precio mínimo histórico es el más bajo entre el historial y el de hoy, y dice cuándo es el de hoy', () => {
  const at = (price: number, day: number) => ({ price, recorded_at: `2026-01-0${day}T00:00:00Z` });
  expect(historicalMinPrice([at(1500, 1), at(900, 2), at(1200, 3)], 1200)).toEqual({ price: 900, isCurrent: false });
  // a history that never went under today's price, or none at all: today's price is the lowest recorded
  expect(historicalMinPrice([at(1500, 1), at(1200, 2)], 1200)).toEqual({ price: 1200, isCurrent: true });
  expect(historicalMinPrice([at(1500, 1)], 1000)).toEqual({ price: 1000, isCurrent: true });
  expect(historicalMinPrice([], 1000)).toEqual({ price: 1000, isCurrent: true });
});
