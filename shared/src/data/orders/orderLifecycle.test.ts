import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { changeOrder, fetchOrder, fetchSales, orderActions, type DashboardOrder } from './orderLifecycle';

const rest = fakeRestPerTest();

const ORDER_ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const item = (seller: string, shipped: string | null = null, delivered: string | null = null) => ({
  id: `i-${seller}`,
  order_id: ORDER_ID,
  product_id: 'p1',
  seller_id: seller,
  title: 'Jersey',
  quantity: 1,
  price: '880.00',
  carrier: null,
  tracking_number: null,
  shipped_at: shipped,
  delivered_at: delivered,
  created_at: '2026-01-01T00:00:00Z',
  product: null,
});
const order = (status: string, items = [item('s1')]) =>
  ({
    id: ORDER_ID,
    buyer_id: 'b1',
    status,
    total: '880.00',
    order_items: items,
    buyer: null,
  }) as unknown as DashboardOrder;

describe('changeOrder', () => {
  it('cancelar, enviar y confirmar llaman a las funciones de la base de datos', async () => {
    rest.reply = () => ({ status: 204 });
    await changeOrder({ orderId: ORDER_ID, action: 'cancel' });
    await changeOrder({ orderId: ORDER_ID, action: 'ship', carrier: 'DHL', trackingNumber: 'MX-1234' });
    await changeOrder({ orderId: ORDER_ID, action: 'confirmDelivery' });
    await changeOrder({ orderId: ORDER_ID, action: 'confirmDelivery', sellerId: 's2' });
    await changeOrder({
      orderId: ORDER_ID,
      action: 'correctTracking',
      carrier: 'fedex',
      trackingNumber: '123456789012',
    });
    expect(rest.requests.map((r) => [r.path, r.body])).toEqual([
      ['/rest/v1/rpc/cancel_order', { order_id: ORDER_ID }],
      ['/rest/v1/rpc/ship_order', { order_id: ORDER_ID, carrier: 'DHL', tracking_number: 'MX-1234' }],
      ['/rest/v1/rpc/confirm_delivery', { order_id: ORDER_ID }],
      ['/rest/v1/rpc/confirm_delivery', { order_id: ORDER_ID, seller_id: 's2' }],
      ['/rest/v1/rpc/update_tracking', { order_id: ORDER_ID, carrier: 'fedex', tracking_number: '123456789012' }],
    ]);
  });

  it('la negativa de la base de datos llega con su mensaje', async () => {
    rest.reply = () => postgrestRefusal('VT503', 'Este pedido ya fue enviado y no se puede cancelar', 400);
    await expect(changeOrder({ orderId: ORDER_ID, action: 'cancel' })).rejects.toMatchObject({
      message: 'Este pedido ya fue enviado y no se puede cancelar',
    });
  });
});

describe('fetchOrder y fetchSales', () => {
  it('un id que no es uuid no consulta al servidor', async () => {
    await expect(fetchOrder('abc')).resolves.toBeNull();
    expect(rest.requests).toHaveLength(0);
  });

  it('un pedido que RLS oculta no existe', async () => {
    rest.reply = () => ({ body: null });
    await expect(fetchOrder(ORDER_ID)).resolves.toBeNull();
  });

  it('las ventas leen los pedidos con piezas del vendedor y solo sus artículos', async () => {
    rest.reply = (request) => {
      if (request.path === '/rest/v1/order_items') return { body: [{ order_id: ORDER_ID }] };
      if (request.path === '/rest/v1/orders') return { body: [order('paid', [item('s1'), item('s2')])] };
      return { body: [{ id: 'b1', display_name: 'Ana', avatar_url: null }] };
    };
    const [sale] = await fetchSales('s1');
    expect(rest.requests[0].params.get('seller_id')).toBe('eq.s1');
    expect(rest.requests[1].params.get('id')).toBe(`in.(${ORDER_ID})`);
    expect(sale.order_items.map((i) => i.seller_id)).toEqual(['s1']);
    expect(sale.total).toBe(880);
    expect(sale.buyer?.display_name).toBe('Ana');
  });
});

describe('orderActions', () => {
  it('el comprador cancela mientras nada se ha enviado', () => {
    expect(orderActions(order('paid'), 'b1')).toEqual({
      canCancel: true,
      canShip: false,
      canCorrectTracking: false,
      canConfirmDelivery: false,
    });
    expect(orderActions(order('paid', [item('s1', '2026-01-02')]), 'b1').canCancel).toBe(false);
  });
  it('el vendedor envía sus piezas pendientes; el comprador confirma un pedido enviado', () => {
    expect(orderActions(order('pending'), 's1').canShip).toBe(true);
    expect(orderActions(order('cancelled'), 's1').canShip).toBe(false);
    expect(orderActions(order('shipped', [item('s1', '2026-01-02')]), 'b1').canConfirmDelivery).toBe(true);
    expect(orderActions(order('shipped'), 'otro')).toEqual({
      canCancel: false,
      canShip: false,
      canCorrectTracking: false,
      canConfirmDelivery: false,
    });
  });
  it('con dos vendedores, cada parte se confirma y se corrige por su cuenta', () => {
    const mixed = order('pending', [item('s1', '2026-01-02'), item('s2')]);
    expect(orderActions(mixed, 'b1', 's1').canConfirmDelivery).toBe(true);
    expect(orderActions(mixed, 'b1', 's2').canConfirmDelivery).toBe(false);
    // without a part the buyer of two sellers confirms on the order page, part by part
    expect(orderActions(mixed, 'b1').canConfirmDelivery).toBe(false);
    expect(orderActions(mixed, 's1')).toMatchObject({ canShip: false, canCorrectTracking: true });
    expect(orderActions(mixed, 's2')).toMatchObject({ canShip: true, canCorrectTracking: false });
    const arrived = order('pending', [item('s1', '2026-01-02', '2026-01-04'), item('s2')]);
    expect(orderActions(arrived, 'b1', 's1').canConfirmDelivery).toBe(false);
    expect(orderActions(arrived, 's1').canCorrectTracking).toBe(false);
  });
});
