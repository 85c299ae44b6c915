import { productDetailCopy } from '../copy';
import { priceAlertSchema, priceAlertSchemaFor } from './priceAlertSchema';

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

  it('con el precio de la pieza: el objetivo debe quedar por debajo, con las palabras de la base de datos', async () => {
    const schema = priceAlertSchemaFor(1000);
    const error = async (target_price: unknown) =>
      schema.validateAt('target_price', { target_price }).then(
        () => undefined,
        (failure: Error) => failure.message,
      );
    const refusal =
      'Tu precio objetivo debe ser menor que el precio actual ($1,000 MXN): a ese precio ya puedes comprarla';
    expect(await error(1000)).toBe(refusal);
    expect(await error(1200)).toBe(refusal);
    expect(await error(0)).toBe(productDetailCopy.invalidAlertPrice);
    expect(await error(999.99)).toBeUndefined();
    // 999.999 is not saved as $1,000: the database's words
    expect(await error(999.999)).toBe('El precio objetivo lleva a lo más dos decimales (centavos)');
  });
});
