import { productDetailCopy } from '../copy';
import { priceAlertSchema } from './priceAlertSchema';

async function targetError(target_price: unknown) {
  try {
    await priceAlertSchema.validateAt('target_price', { target_price });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('priceAlertSchema', () => {
  it("alerta mayor a 0: 'Por favor ingresa un precio válido'", async () => {
    for (const target_price of [0, '', undefined]) {
      expect(await targetError(target_price)).toBe(productDetailCopy.invalidAlertPrice);
    }
    expect(productDetailCopy.invalidAlertPrice).toBe('Por favor ingresa un precio válido');
    expect(await targetError(0.01)).toBeUndefined();
  });
});
