import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Compression of JSON answers by Accept-Encoding, as Supabase's gateway does in front of PostgREST, GoTrue and the
 * functions. Only JSON: storage objects (images, already compressed) and HTML pass through untouched.
 */

/** Below this a compressed body saves less than the headers and the CPU cost. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Fast levels: a listing's answer compresses to about a fifth of its size (brotli 4, gzip 5) in well under a
 * millisecond, on libuv's thread pool rather than the event loop (PGlite runs its queries on the event loop).
 * Higher levels save little more for many times the CPU.
 */
export const GZIP_LEVEL = 5;
export const BROTLI_QUALITY = 4;

export type ContentEncoding = 'br' | 'gzip';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** The encoding to answer with: brotli when accepted, else gzip, else none; `q=0` refuses one. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    let q = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) q = Number(m[1]);
    }
    accepted.set(token, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: ContentEncoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz && br > 0 ? 'br' : 'gzip';
}

/** JSON media types: application/json, PostgREST's vnd.pgrst.object+json and any other +json. */
export function isJsonType(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Adds `Accept-Encoding` to a Vary value (which may be absent, or `*`). */
export function varyWithAcceptEncoding(vary: string | string[] | undefined): string {
  const current = Array.isArray(vary) ? vary.join(', ') : (vary ?? '');
  if (!current.trim()) return 'Accept-Encoding';
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return current;
  return `${current}, Accept-Encoding`;
}
