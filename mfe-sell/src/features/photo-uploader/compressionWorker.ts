import { compressionLibUrl } from './compressionLibUrl';
import { photoUploaderCopy } from './copy';

export interface CompressionOptions {
  maxSizeMB: number;
  maxWidthOrHeight: number;
  /** the output's type; the input's when absent */
  fileType?: string;
  initialQuality?: number;
}

export interface WorkerJob {
  /** the full photo's compression, or null when the file is uploaded as chosen */
  compress: CompressionOptions | null;
  /** the small copy to make from the (compressed) photo, or null for none */
  thumb: CompressionOptions | null;
}

export interface WorkerResult {
  /** the compressed photo; undefined when no compression was asked for */
  compressed?: Blob;
  /** the small copy; undefined when none was asked for or it could not be made (the photo still goes up) */
  thumb?: Blob;
}

/**
 * The worker's code. A remote is served from another origin than the page and a Worker must be same-origin, so
 * the worker is a Blob of the page's origin that imports the library with importScripts (allowed across origins).
 * The small copy is made from the compressed photo (already at most 1920 px), which decodes faster than the
 * original; its failure alone does not fail the job.
 */
const WORKER_SOURCE = `
self.onmessage = async (event) => {
  const { file, libUrl, job } = event.data;
  try {
    if (typeof self.imageCompression !== 'function') self.importScripts(libUrl);
    const onProgress = (progress) => self.postMessage({ progress });
    const compressed = job.compress
      ? await self.imageCompression(file, { ...job.compress, useWebWorker: false, onProgress })
      : undefined;
    let thumb;
    if (job.thumb) {
      try {
        thumb = await self.imageCompression(compressed || file, {
          ...job.thumb,
          useWebWorker: false,
          onProgress: job.compress ? undefined : onProgress,
        });
      } catch (error) {
        thumb = undefined;
      }
    }
    self.postMessage({ done: true, compressed, thumb });
  } catch (error) {
    self.postMessage({ error: String((error && error.message) || error) });
  }
};
`;

let workerUrl: string | undefined;

/**
 * Compresses one photo and makes its small copy in a web worker (browser-image-compression); progress 0–100.
 */
export function compressInWorker(
  file: File,
  job: WorkerJob,
  onProgress?: (percent: number) => void,
): Promise<WorkerResult> {
  workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl);
  return new Promise<WorkerResult>((resolve, reject) => {
    worker.onmessage = (
      event: MessageEvent<{ progress?: number; done?: boolean; compressed?: Blob; thumb?: Blob; error?: string }>,
    ) => {
      const { progress, done, compressed, thumb, error } = event.data;
      if (typeof progress === 'number') {
        onProgress?.(progress);
        return;
      }
      worker.terminate();
      if (done) resolve({ compressed, thumb });
      else reject(new Error(error ?? photoUploaderCopy.compressionFailed));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || photoUploaderCopy.compressionFailed));
    };
    worker.postMessage({ file, libUrl: compressionLibUrl, job });
  });
}
