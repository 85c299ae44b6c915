import { isHostedPhotoUrl, listingPhotoPath } from './listingPhotos';
import { eligibilityError, publishErrorFrom, PublishListingError } from './publishListing';

describe('ruta de una foto en el bucket products', () => {
  it('va en la carpeta del usuario con un id aleatorio y el nombre del archivo', () => {
    expect(listingPhotoPath('user-1', 'Balón Firmado (1).JPG', 'image/jpeg', 'abc')).toBe(
      'user-1/abc-balon-firmado-1.jpg',
    );
    expect(listingPhotoPath('user-1', 'jersey.png', 'image/png', 'r2')).toBe('user-1/r2-jersey.png');
  });

  it('la extensión sigue al tipo real del archivo, no a su nombre', () => {
    expect(listingPhotoPath('u', 'foto.jpg', 'image/webp', 'x')).toBe('u/x-foto.webp');
  });

  it('un nombre sin letras ni números queda como "foto"', () => {
    expect(listingPhotoPath('u', '¿¡!.png', 'image/png', 'x')).toBe('u/x-foto.png');
  });

  it('dos fotos con el mismo nombre no chocan', () => {
    expect(listingPhotoPath('u', 'a.png', 'image/png')).not.toBe(listingPhotoPath('u', 'a.png', 'image/png'));
  });

  it('solo las URLs http(s) cuentan como fotos alojadas', () => {
    expect(isHostedPhotoUrl('https://x.supabase.co/storage/v1/object/public/products/a.jpg')).toBe(true);
    expect(isHostedPhotoUrl('http://127.0.0.1:54321/storage/v1/object/public/products/a.jpg')).toBe(true);
    expect(isHostedPhotoUrl('blob:http://localhost:3000/1234')).toBe(false);
    expect(isHostedPhotoUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});

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
    expect(publishErrorFrom({ code: '23514', message: 'Máximo 6 imágenes permitidas' })).toMatchObject({
      kind: 'failed',
      title: 'Error al publicar',
      description: 'Máximo 6 imágenes permitidas',
    });
    expect(publishErrorFrom(new TypeError('Failed to fetch')).description).toBe('Failed to fetch');
    expect(publishErrorFrom(null).description).toBe('Ocurrió un error inesperado');
    expect(publishErrorFrom({ message: '  ' }).description).toBe('Ocurrió un error inesperado');
    const own = new PublishListingError('profile-check', 'No pudimos verificar tu perfil', 'x');
    expect(publishErrorFrom(own)).toBe(own);
  });
});
