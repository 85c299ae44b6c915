import { photoFile } from '../../../test/photoFiles';
import { checkPhotoFile } from './checkPhotoFile';
import { detectImageType } from './imageSignature';

describe('tipo real de la foto por sus primeros bytes', () => {
  it('reconoce JPEG, PNG y WebP', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(detectImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe(
      'image/webp',
    );
  });

  it('no reconoce GIF, un RIFF que no es WebP (WAV) ni archivos vacíos', () => {
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]))).toBeNull();
    expect(detectImageType(new Uint8Array([]))).toBeNull();
  });
});

describe('checkPhotoFile', () => {
  const typeMessage = 'Tipo de archivo no permitido. Solo se aceptan jpg, png y webp.';

  it('acepta jpg, png y webp cuyo contenido coincide', async () => {
    await expect(checkPhotoFile(photoFile('a.jpg'))).resolves.toEqual({ ok: true, type: 'image/jpeg' });
    await expect(checkPhotoFile(photoFile('a.png', { bytes: 'png', type: 'image/png' }))).resolves.toEqual({
      ok: true,
      type: 'image/png',
    });
    await expect(checkPhotoFile(photoFile('a.webp', { bytes: 'webp', type: 'image/webp' }))).resolves.toEqual({
      ok: true,
      type: 'image/webp',
    });
  });

  it('rechaza un GIF renombrado .jpg aunque el navegador diga image/jpeg', async () => {
    await expect(checkPhotoFile(photoFile('falso.jpg', { bytes: 'gif', type: 'image/jpeg' }))).resolves.toEqual({
      ok: false,
      message: typeMessage,
    });
  });

  it('rechaza tipos no permitidos aunque los bytes sean de imagen', async () => {
    await expect(checkPhotoFile(photoFile('a.gif', { bytes: 'gif', type: 'image/gif' }))).resolves.toEqual({
      ok: false,
      message: typeMessage,
    });
    await expect(checkPhotoFile(photoFile('a.jpg', { type: '' }))).resolves.toEqual({
      ok: false,
      message: typeMessage,
    });
    await expect(checkPhotoFile(photoFile('a.pdf', { bytes: 'pdf', type: 'application/pdf' }))).resolves.toEqual({
      ok: false,
      message: typeMessage,
    });
  });

  it("rechaza más de 5MB: 'Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 6MB'", async () => {
    await expect(checkPhotoFile(photoFile('grande.jpg', { size: 6 * 1024 * 1024 }))).resolves.toEqual({
      ok: false,
      message: 'Archivo demasiado grande. Tamaño máximo: 5MB, tu archivo: 6MB',
    });
    await expect(checkPhotoFile(photoFile('justo.jpg', { size: 5 * 1024 * 1024 }))).resolves.toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });
});
