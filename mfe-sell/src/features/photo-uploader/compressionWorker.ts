import { compressionLibUrl } from './compressionLibUrl';
import { photoUploaderCopy } from './copy';

export interface CompressionOptions {
  maxSizeMB: number;
  maxWidthOrHeight: number;
}

/**
 * The worker's code. A remote is served from another origin than the page and a Worker must be same-origin, so
 * the worker is a Blob of the page's origin that imports the library with importScripts (allowed across origins).
 */
const WORKER_SOURCE = `
self.onmessage = async (event) => {
  const { file, libUrl, options } = event.data;
  try {
    if (typeof self.imageCompression !== 'function') self.importScripts(libUrl);
    const onProgress = (progress) => self.postMessage({ progress });
    const result = await self.imageCompression(file, { ...options, useWebWorker: false, onProgress });
    self.postMessage({ result });
  } catch (error) {
    self.postMessage({ error: String((error && error.message) || error) });
  }
};
`;

let workerUrl: string | undefined;

/** Compresses one photo in a web worker (browser-image-compression); progress 0–100. */
export function compressInWorker(
  file: File,
  options: CompressionOptions,
  onProgress?: (percent: number) => void,
): Promise<Blob> {
  workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl);
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ progress?: number; result?: Blob; error?: string }>) => {
      const { progress, result, error } = event.data;
      if (typeof progress === 'number') {
        onProgress?.(progress);
        return;
      }
      worker.terminate();
      if (result) resolve(result);
      else reject(new Error(error ?? photoUploaderCopy.compressionFailed));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || photoUploaderCopy.compressionFailed));
    };
    worker.postMessage({ file, libUrl: compressionLibUrl, options });
  });
}
