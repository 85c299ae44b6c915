import { errorAt } from '../../../test/schemaErrorAt';
import { resetSchema, signInSchema, signUpSchema } from './authSchema';

describe('signInSchema / signUpSchema / resetSchema', () => {
  const valid = { email: 'ana@vitrina.mx', password: 'secreto' };

  it.each([signInSchema, signUpSchema])('acepta datos válidos', async (schema) => {
    await expect(schema.isValid(valid)).resolves.toBe(true);
  });

  it.each(['', 'ana', 'ana@', 'ana@vitrina', 'ana vitrina@x.mx'])(
    "rechaza el email '%s' con 'Por favor ingresa un email válido'",
    async (email) => {
      expect(await errorAt(signInSchema, { ...valid, email }, 'email')).toBe('Por favor ingresa un email válido');
      expect(await errorAt(signUpSchema, { ...valid, email }, 'email')).toBe('Por favor ingresa un email válido');
    },
  );

  it("rechaza contraseñas de menos de 6 caracteres con 'La contraseña debe tener al menos 6 caracteres'", async () => {
    for (const password of ['', '12345']) {
      expect(await errorAt(signInSchema, { ...valid, password }, 'password')).toBe(
        'La contraseña debe tener al menos 6 caracteres',
      );
    }
    expect(await errorAt(signInSchema, { ...valid, password: '123456' }, 'password')).toBeUndefined();
  });

  it('el modo restablecer solo valida el email', async () => {
    await expect(resetSchema.isValid({ email: 'ana@vitrina.mx' })).resolves.toBe(true);
    expect(await errorAt(resetSchema, { email: 'x' }, 'email')).toBe('Por favor ingresa un email válido');
  });
});
