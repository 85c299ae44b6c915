import { isJsonTooDeep } from '../http/nesting';
import { storageErrors } from './errors';

/** A bucket without a file_size_limit takes Supabase Storage's global default upload limit (50 MB). */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

/** Room for what a multipart body carries besides the file: boundaries, part headers, cacheControl, metadata. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

/** The bucket's own limit in bytes, or the global default when it has none (null, 0 or unreadable). */
export function fileSizeLimitOf(bucketLimit: number | string | null | undefined): number {
  const limit = bucketLimit === null || bucketLimit === undefined ? NaN : Number(bucketLimit);
  return Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_FILE_SIZE_LIMIT;
}

/**
 * How much of an upload request is read for a bucket: its file limit plus the multipart overhead. Reading
 * stops there, so a body far over the limit is refused without being buffered; the file itself is then
 * held to the bucket's limit exactly (uploadObject).
 */
export function uploadReadCap(bucketLimit: number | string | null | undefined): number {
  return fileSizeLimitOf(bucketLimit) + MULTIPART_OVERHEAD_BYTES;
}

export interface UploadedFile {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** Reads a request body, failing with EntityTooLarge as soon as it passes `limit` bytes. */
export async function readBodyCapped(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw storageErrors.entityTooLarge();
  if (!req.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw storageErrors.entityTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function cacheControlFrom(value: string | null): string {
  if (!value) return 'max-age=3600';
  // the multipart field carries seconds ("3600"); the raw upload header is already "max-age=3600"
  return /^\d+$/.test(value.trim()) ? `max-age=${value.trim()}` : value;
}

function parseMetadata(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw storageErrors.invalidRequest('metadata is not valid JSON');
  }
  // it is stored with JSON.stringify, which overflows the stack on deeply nested values
  if (isJsonTooDeep(value)) throw storageErrors.invalidRequest('metadata is nested too deeply');
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * `bucketLimit` is the bucket's file_size_limit: it sets how much of the request is read at most.
 * What storage-js sends: a multipart form with the file under the empty field name (plus `cacheControl`
 * and `metadata` fields) for Blob/File bodies, or the raw bytes with `content-type`, `cache-control` and
 * base64 `x-metadata` headers for buffers, strings and streams.
 */
export async function parseUpload(req: Request, bucketLimit: number | string | null): Promise<UploadedFile> {
  const bytes = await readBodyCapped(req, uploadReadCap(bucketLimit));
  const contentType = req.headers.get('content-type') ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageErrors.invalidRequest('malformed multipart body');
    }
    let file: Blob | null = null;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    const part = file as Blob | null;
    if (!part) throw storageErrors.invalidRequest('no file in the multipart body');
    const field = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' ? v : null;
    };
    return {
      bytes: new Uint8Array(await part.arrayBuffer()),
      contentType: part.type || 'application/octet-stream',
      cacheControl: cacheControlFrom(field('cacheControl')),
      userMetadata: parseMetadata(field('metadata')),
    };
  }
  const encodedMetadata = req.headers.get('x-metadata');
  return {
    bytes,
    contentType: contentType || 'application/octet-stream',
    cacheControl: cacheControlFrom(req.headers.get('cache-control')),
    userMetadata: encodedMetadata ? parseMetadata(Buffer.from(encodedMetadata, 'base64').toString('utf8')) : null,
  };
}
