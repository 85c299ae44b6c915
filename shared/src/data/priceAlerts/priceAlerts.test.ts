import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { createPriceAlert, deletePriceAlert, fetchPriceAlerts } from './priceAlerts';

const rest = fakeRestPerTest(() => ({ status: 201, body: { id: 'a1' } }));

describe('price alerts', () => {
  it('crea la alerta con user_id, product_id y target_price', async () => {
    await createPriceAlert({ userId: 'u1', productId: 'p1', targetPrice: 999.5 });
    expect(rest.requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/price_alerts',
      body: { user_id: 'u1', product_id: 'p1', target_price: 999.5 },
    });
  });

  it('un fallo al crear llega a quien llama', async () => {
    rest.reply = () => postgrestRefusal('23514', 'violates check constraint');
    await expect(createPriceAlert({ userId: 'u1', productId: 'p1', targetPrice: 1 })).rejects.toMatchObject({
      code: '23514',
    });
  });

  it('lista las alertas del usuario, las más nuevas primero, con la pieza', async () => {
    rest.reply = () => ({
      body: [{ id: 'a1', target_price: '800.00', product: { id: 'p1', title: 'Jersey', price: '900.00' } }],
    });
    const alerts = await fetchPriceAlerts('u1');
    expect(alerts[0]).toMatchObject({ target_price: 800, product: { price: 900 } });
    expect(rest.requests[0].params.get('user_id')).toBe('eq.u1');
    expect(rest.requests[0].params.get('order')).toBe('created_at.desc');
  });

  it('borra una alerta por id', async () => {
    rest.reply = () => ({ status: 204 });
    await deletePriceAlert('a1');
    expect(rest.requests[0]).toMatchObject({ method: 'DELETE', path: '/rest/v1/price_alerts' });
    expect(rest.requests[0].params.get('id')).toBe('eq.a1');
  });
});
