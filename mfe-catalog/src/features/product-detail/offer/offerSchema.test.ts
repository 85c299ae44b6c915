import { copy } from '@vitrina/shared/core';
import { offerSchema, offerSchemaFor } from './offerSchema';

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

  it('con el precio de la pieza: a lo más el precio publicado, con las palabras de la base de datos', async () => {
    const schema = offerSchemaFor(1500);
    const error = (value: unknown) =>
      schema.validateAt('amount', { amount: value }).then(
        () => undefined,
        (e: Error) => e.message,
      );
    expect(await error(3000)).toBe(
      'Tu oferta no puede ser mayor que el precio publicado ($1,500 MXN): a ese precio cómprala con "Comprar ahora"',
    );
    expect(await error(1500.01)).toBeDefined();
    expect(await error(1500)).toBeUndefined();
    expect(await error(850.555)).toBe('El monto de la oferta lleva a lo más dos decimales (centavos)');
    expect(await error(850.55)).toBeUndefined();
    expect(await error(0)).toBe('Por favor ingresa un monto válido');
  });
});
