import { setErrorReporter, consoleErrorReporter } from '@vitrina/shared/kernel';
import { photoFile } from '../../../test/photoFiles';
import { compressInWorker } from './compressionWorker';
import { needsCompression, preparePhoto } from './preparePhoto';

jest.mock('./compressionWorker', () => ({ compressInWorker: jest.fn() }));
const compress = compressInWorker as jest.MockedFunction<typeof compressInWorker>;
const MB = 1024 * 1024;

beforeEach(() => compress.mockReset());
afterEach(() => setErrorReporter(consoleErrorReporter));

describe('compresión de fotos', () => {
  it('solo comprime archivos de más de 1 MB', () => {
    expect(needsCompression(photoFile('a.jpg', { size: MB }))).toBe(false);
    expect(needsCompression(photoFile('a.jpg', { size: MB + 1 }))).toBe(true);
  });

  it('una foto de hasta 1 MB se sube tal cual, sin cargar el compresor', async () => {
    const file = photoFile('chica.jpg', { size: MB });
    await expect(preparePhoto(file)).resolves.toBe(file);
    expect(compress).not.toHaveBeenCalled();
  });

  it('una foto de 3 MB se comprime a ~1 MB y 1920 px en el worker, con progreso', async () => {
    const file = photoFile('grande.jpg', { size: 3 * MB });
    compress.mockImplementation(async (_file, _options, onProgress) => {
      onProgress?.(50);
      onProgress?.(100);
      return new Blob([new Uint8Array(900 * 1024)], { type: 'image/jpeg' });
    });
    const progress: number[] = [];
    const result = await preparePhoto(file, (percent) => progress.push(percent));
    expect(compress).toHaveBeenCalledWith(file, { maxSizeMB: 1, maxWidthOrHeight: 1920 }, expect.any(Function));
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('grande.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(900 * 1024);
    expect(progress).toEqual([50, 100]);
  });

  it('si la compresión falla se conserva el original (ya pasó las reglas de tipo y 5 MB) y se reporta', async () => {
    const reports: unknown[] = [];
    setErrorReporter((error) => reports.push(error));
    compress.mockRejectedValue(new Error('sin OffscreenCanvas'));
    const file = photoFile('grande.png', { bytes: 'png', type: 'image/png', size: 2 * MB });
    await expect(preparePhoto(file)).resolves.toBe(file);
    expect(reports).toHaveLength(1);
  });

  it('si el resultado no es más chico se conserva el original', async () => {
    compress.mockResolvedValue(new Blob([new Uint8Array(3 * MB)], { type: 'image/jpeg' }));
    const file = photoFile('grande.jpg', { size: 2 * MB });
    await expect(preparePhoto(file)).resolves.toBe(file);
  });
});
