import { errorAt } from '../../../test/schemaErrorAt';
import { newsletterSchema } from './newsletterSchema';

describe('newsletterSchema', () => {
  it("email vacío: 'Campo requerido'; mal formado: 'Formato inválido'", async () => {
    expect(await errorAt(newsletterSchema, { email: '' }, 'email')).toBe('Campo requerido');
    expect(await errorAt(newsletterSchema, { email: 'no-es-email' }, 'email')).toBe('Formato inválido');
  });

  it('nombre y wants_to_sell son opcionales', async () => {
    await expect(newsletterSchema.isValid({ email: 'ana@vitrina.mx' })).resolves.toBe(true);
    await expect(newsletterSchema.isValid({ email: 'ana@vitrina.mx', name: 'Ana', wants_to_sell: true })).resolves.toBe(
      true,
    );
  });
});
