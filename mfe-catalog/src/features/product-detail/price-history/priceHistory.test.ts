import { installFakeRest, uninstallFakeRest, type SentRequest } from '../../../../test/fakeRest';
import { fetchPriceHistory } from './priceHistory';

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
