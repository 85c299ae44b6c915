import { photoSrcSet, thumbUrlOf } from './photoUrls';

const full = 'https://x/storage/v1/object/public/products/u/a-foto.jpg';
const thumb = 'https://x/storage/v1/object/public/products/u/a-foto-480.webp';

describe('direcciones de una foto', () => {
  it('lo que se muestra chico pide la miniatura, o la foto completa si no la tiene', () => {
    expect(thumbUrlOf({ image_url: full, thumb_url: thumb })).toBe(thumb);
    expect(thumbUrlOf({ image_url: full, thumb_url: null })).toBe(full);
    expect(thumbUrlOf({ image_url: full })).toBe(full);
  });

  it('srcset ofrece la miniatura a 480w y la completa a 1920w; sin miniatura no hay srcset', () => {
    expect(photoSrcSet({ image_url: full, thumb_url: thumb })).toBe(`${thumb} 480w, ${full} 1920w`);
    expect(photoSrcSet({ image_url: full, thumb_url: null })).toBeUndefined();
  });
});
