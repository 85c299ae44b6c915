import { copy } from '@vitrina/shared/core';
import { offerSchema } from './offerSchema';

async function amountError(amount: unknown) {
  try {
    await offerSchema.validateAt('amount', { amount });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('offerSchema', () => {
  it("oferta mayor a 0: 'Por favor ingresa un monto válido'", async () => {
    for (const amount of [0, -1, '', 'abc']) {
      expect(await amountError(amount)).toBe(copy.marketplace.invalidOfferAmount);
    }
    expect(copy.marketplace.invalidOfferAmount).toBe('Por favor ingresa un monto válido');
    expect(await amountError(850)).toBeUndefined();
  });
});
