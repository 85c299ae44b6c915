import { setErrorReporter } from '@vitrina/shared/kernel';
import { consoleErrorReporter } from '@vitrina/shared/core';
import { photoFile } from '../../../test/photoFiles';
import { compressInWorker } from './compressionWorker';
import { needsCompression, preparePhoto, THUMB_OPTIONS } from './preparePhoto';

jest.mock('./compressionWorker', () => ({ compressInWorker: jest.fn() }));
const compress = compressInWorker as jest.MockedFunction<typeof compressInWorker>;
const MB = 1024 * 1024;
const webp = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/webp' });

beforeEach(() => compress.mockReset());
afterEach(() => setErrorReporter(consoleErrorReporter));

describe('compresión de fotos y su copia chica', () => {
  it('solo comprime archivos de más de 1 MB', () => {
    expect(needsCompression(photoFile('a.jpg', { size: MB }))).toBe(false);
    expect(needsCompression(photoFile('a.jpg', { size: MB + 1 }))).toBe(true);
  });

  it('la copia chica es WebP de 480 px en el lado largo', () => {
    expect(THUMB_OPTIONS).toMatchObject({ maxWidthOrHeight: 480, fileType: 'image/webp' });
  });

  it('una foto de hasta 1 MB se sube tal cual; el worker solo hace su copia chica', async () => {
    const file = photoFile('chica.jpg', { size: MB });
    const thumb = webp(30 * 1024);
    compress.mockResolvedValue({ thumb });
    const prepared = await preparePhoto(file);
    expect(compress).toHaveBeenCalledWith(file, { compress: null, thumb: THUMB_OPTIONS }, undefined);
    expect(prepared.file).toBe(file);
    expect(prepared.thumb).toBe(thumb);
  });

  it('una foto de 3 MB se comprime a ~1 MB y 1920 px en el worker, con progreso, y trae su copia chica', async () => {
    const file = photoFile('grande.jpg', { size: 3 * MB });
    const thumb = webp(40 * 1024);
    compress.mockImplementation(async (_file, _job, onProgress) => {
      onProgress?.(50);
      onProgress?.(100);
      return { compressed: new Blob([new Uint8Array(900 * 1024)], { type: 'image/jpeg' }), thumb };
    });
    const progress: number[] = [];
    const { file: result, thumb: small } = await preparePhoto(file, (percent) => progress.push(percent));
    expect(compress).toHaveBeenCalledWith(
      file,
      { compress: { maxSizeMB: 1, maxWidthOrHeight: 1920 }, thumb: THUMB_OPTIONS },
      expect.any(Function),
    );
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('grande.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(900 * 1024);
    expect(small).toBe(thumb);
    expect(progress).toEqual([50, 100]);
  });

  it('si el worker falla se conserva el original (ya pasó las reglas de tipo y 5 MB), sin copia, y se reporta', async () => {
    const reports: unknown[] = [];
    setErrorReporter((error) => reports.push(error));
    compress.mockRejectedValue(new Error('sin OffscreenCanvas'));
    const file = photoFile('grande.png', { bytes: 'png', type: 'image/png', size: 2 * MB });
    await expect(preparePhoto(file)).resolves.toEqual({ file, thumb: null });
    expect(reports).toHaveLength(1);
  });

  it('si la compresión no achica se conserva el original; una copia que no es más chica que la foto no se usa', async () => {
    compress.mockResolvedValue({ compressed: new Blob([new Uint8Array(3 * MB)], { type: 'image/jpeg' }) });
    const file = photoFile('grande.jpg', { size: 2 * MB });
    await expect(preparePhoto(file)).resolves.toEqual({ file, thumb: null });

    const tiny = photoFile('mini.jpg', { size: 10 * 1024 });
    compress.mockResolvedValue({ thumb: webp(12 * 1024) });
    await expect(preparePhoto(tiny)).resolves.toEqual({ file: tiny, thumb: null });
  });
});
