import { isHostedPhotoUrl, listingPhotoPath, listingThumbPath } from './listingPhotos';

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

  it('la copia chica va junto a la foto, como -mini.webp', () => {
    expect(listingThumbPath('user-1/abc-balon-firmado-1.jpg')).toBe('user-1/abc-balon-firmado-1-mini.webp');
    expect(listingThumbPath('u/x-foto.webp')).toBe('u/x-foto-mini.webp');
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
