import { copy } from '@vitrina/shared/core';
import { eligibilityError, publishErrorFrom, PublishListingError } from './publishListingApi';

describe('reglas de venta antes de subir fotos', () => {
  it("sin teléfono: 'Teléfono requerido' y /dashboard/profile", () => {
    const error = eligibilityError({ phone_number: null, identity_verified: true }, 100);
    expect(error).toMatchObject({
      kind: 'phone-required',
      title: 'Teléfono requerido',
      description: 'Necesitas agregar un número de teléfono a tu perfil para vender',
      redirectTo: '/dashboard/profile',
    });
  });

  it("desde 5,000 MXN sin identidad verificada: 'Verificación requerida' y /dashboard/profile", () => {
    expect(eligibilityError({ phone_number: '+525512345678', identity_verified: false }, 4999.99)).toBeNull();
    expect(eligibilityError({ phone_number: '+525512345678', identity_verified: false }, 5000)).toMatchObject({
      kind: 'identity-required',
      title: 'Verificación requerida',
      description: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
      redirectTo: '/dashboard/profile',
    });
    expect(eligibilityError({ phone_number: '+525512345678', identity_verified: true }, 250_000)).toBeNull();
  });
});

describe('rechazos de la base de datos en palabras de la especificación', () => {
  it('VT001 y VT002 de guard_product son los avisos de teléfono y verificación', () => {
    expect(
      publishErrorFrom({ code: 'VT001', message: 'x', details: 'Teléfono requerido', hint: '/dashboard/profile' }),
    ).toMatchObject({
      kind: 'phone-required',
      title: 'Teléfono requerido',
    });
    expect(publishErrorFrom({ code: 'VT002', message: 'x' })).toMatchObject({
      kind: 'identity-required',
      title: 'Verificación requerida',
    });
  });

  it("cualquier otro error es 'Error al publicar' con su motivo, o 'Ocurrió un error inesperado'", () => {
    expect(publishErrorFrom({ code: 'VT306', message: 'Máximo 6 imágenes permitidas' })).toMatchObject({
      kind: 'failed',
      title: 'Error al publicar',
      description: 'Máximo 6 imágenes permitidas',
    });
    expect(publishErrorFrom(new TypeError('Failed to fetch')).description).toBe(
      copy.marketplace.connectionErrorDescription,
    );
    expect(publishErrorFrom(null).description).toBe('Ocurrió un error inesperado');
    expect(publishErrorFrom({ message: '  ' }).description).toBe('Ocurrió un error inesperado');
    const own = new PublishListingError('profile-check', 'No pudimos verificar tu perfil', 'x');
    expect(publishErrorFrom(own)).toBe(own);
  });
});
