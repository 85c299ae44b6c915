import { pieceShippingLabel } from './shippingLabel';

describe('pieceShippingLabel', () => {
  it('dice el envío de la pieza por sus unidades, o "Envío gratis" en 0', () => {
    expect(pieceShippingLabel(150)).toBe('Envío $150');
    expect(pieceShippingLabel('99.75', 2)).toBe('Envío $199.5');
    expect(pieceShippingLabel(0)).toBe('Envío gratis');
    expect(pieceShippingLabel(null)).toBe('Envío gratis');
  });
});
