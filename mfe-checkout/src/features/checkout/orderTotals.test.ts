import { orderTotals } from './orderTotals';

describe('orderTotals', () => {
  const items = [
    { id: 'a', price: 1234.55, quantity: 1 },
    { id: 'b', price: 500, quantity: 2 },
  ];

  it('suma el envío de cada pieza por sus unidades y descuenta 10% solo de las piezas', () => {
    const prices = new Map([
      ['a', 200],
      ['b', 50],
    ]);
    expect(orderTotals(items, prices)).toEqual({ subtotal: 2234.55, shipping: 300, discount: 0, total: 2534.55 });
    expect(orderTotals(items, prices, 10)).toEqual({
      subtotal: 2234.55,
      shipping: 300,
      discount: 223.46,
      total: 2311.09,
    });
  });

  it('no da total mientras falta el envío de alguna pieza', () => {
    expect(orderTotals(items, new Map([['a', 0]]))).toMatchObject({ shipping: null, total: null });
  });
});
