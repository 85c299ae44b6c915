import { isValidWaitlistPhone } from '@vitrina/shared/core';
import { errorAt } from '../../../test/schemaErrorAt';
import { waitlistHomeError, waitlistHomeSchema, waitlistLandingSchema } from './waitlistSchema';

describe('waitlistHomeSchema', () => {
  const valid = { full_name: 'Ana López', email: 'ana@vitrina.mx', phone: '5512345678' };

  it.each(['5512345678', '+525512345678', '+52 55 1234 5678', '525512345678', '+15551234567'])(
    "acepta el teléfono '%s'",
    async (phone) => {
      expect(await errorAt(waitlistHomeSchema, { ...valid, phone }, 'phone')).toBeUndefined();
      expect(isValidWaitlistPhone(phone)).toBe(true);
    },
  );

  it.each(['', '12345', '0512345678x', '+0512345678', '+5255123456789012', 'abcdefghij'])(
    "rechaza el teléfono '%s'",
    async (phone) => {
      expect(await errorAt(waitlistHomeSchema, { ...valid, phone }, 'phone')).toBe(
        'Por favor ingresa un número de teléfono válido',
      );
    },
  );

  it('el nombre no puede quedar vacío tras recortar espacios', async () => {
    expect(await errorAt(waitlistHomeSchema, { ...valid, full_name: '   ' }, 'full_name')).toBe(
      'Por favor ingresa tu nombre completo',
    );
  });

  it('el email debe coincidir con el patrón', async () => {
    expect(await errorAt(waitlistHomeSchema, { ...valid, email: 'ana@' }, 'email')).toBe(
      'Por favor ingresa un email válido',
    );
  });

  it('waitlistHomeError devuelve el toast del primer problema, en orden de campos', () => {
    expect(waitlistHomeError(valid)).toBeNull();
    expect(waitlistHomeError({ ...valid, full_name: ' ', phone: '1' })).toEqual({
      field: 'full_name',
      title: 'Nombre requerido',
      description: 'Por favor ingresa tu nombre completo',
    });
    expect(waitlistHomeError({ ...valid, email: 'x' })).toEqual({
      field: 'email',
      title: 'Email inválido',
      description: 'Por favor ingresa un email válido',
    });
    expect(waitlistHomeError({ ...valid, phone: '123' })).toEqual({
      field: 'phone',
      title: 'Teléfono inválido',
      description: 'Por favor ingresa un número de teléfono válido',
    });
  });
});

describe('waitlistLandingSchema', () => {
  const valid = { full_name: 'Ana', email: 'ana@vitrina.mx', phone: '55' };

  it('todos los campos son obligatorios, sin revisar dígitos del teléfono', async () => {
    await expect(waitlistLandingSchema.isValid(valid)).resolves.toBe(true);
    expect(await errorAt(waitlistLandingSchema, { ...valid, full_name: '' }, 'full_name')).toBe(
      'Por favor ingresa tu nombre completo',
    );
    expect(await errorAt(waitlistLandingSchema, { ...valid, email: '' }, 'email')).toBe(
      'Por favor ingresa un email válido',
    );
    expect(await errorAt(waitlistLandingSchema, { ...valid, phone: '' }, 'phone')).toBe(
      'Por favor ingresa tu número de teléfono',
    );
  });

  it('nombre y email máximo 100, teléfono máximo 15', async () => {
    expect(await errorAt(waitlistLandingSchema, { ...valid, full_name: 'a'.repeat(101) }, 'full_name')).toBe(
      'El nombre no puede exceder 100 caracteres',
    );
    expect(await errorAt(waitlistLandingSchema, { ...valid, full_name: 'a'.repeat(100) }, 'full_name')).toBeUndefined();
    expect(await errorAt(waitlistLandingSchema, { ...valid, email: `${'a'.repeat(92)}@mail.com` }, 'email')).toBe(
      'El email no puede exceder 100 caracteres',
    );
    expect(await errorAt(waitlistLandingSchema, { ...valid, phone: '1'.repeat(16) }, 'phone')).toBe(
      'El teléfono no puede exceder 15 caracteres',
    );
    expect(await errorAt(waitlistLandingSchema, { ...valid, phone: '1'.repeat(15) }, 'phone')).toBeUndefined();
  });

  it('el email no admite espacios', async () => {
    expect(await errorAt(waitlistLandingSchema, { ...valid, email: 'ana lopez@vitrina.mx' }, 'email')).toBe(
      'Por favor ingresa un email válido',
    );
  });
});
