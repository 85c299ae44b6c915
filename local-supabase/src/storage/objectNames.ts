import path from 'node:path';
import { storageErrors } from './errors';

/** S3's key limit, in bytes: it also keeps (bucket_id, name) well inside a btree index row. */
const MAX_NAME_LENGTH = 1024;
const MAX_SEGMENT_BYTES = 255;
const BUCKET_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;
// control characters and backslashes never belong in a key: they would change meaning on disk
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_IN_KEY = /[\u0000-\u001f\u007f\\]/;

export function assertBucketId(bucket: string): void {
  if (!BUCKET_ID.test(bucket) || bucket === '.' || bucket === '..') throw storageErrors.invalidBucketName(bucket);
}

/**
 * Accepts object names that are safe as relative paths: no empty, `.` or `..` segments, no leading
 * slash, no control characters. Unicode letters and spaces are fine (file names typed by people).
 */
export function assertObjectName(name: string): void {
  if (!name || Buffer.byteLength(name) > MAX_NAME_LENGTH || FORBIDDEN_IN_KEY.test(name) || name.startsWith('/')) {
    throw storageErrors.invalidKey(name);
  }
  for (const segment of name.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw storageErrors.invalidKey(name);
    // each segment is a file or folder name on disk, where 255 bytes is the limit (ENAMETOOLONG, a 500)
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES) throw storageErrors.invalidKey(name);
  }
}

/**
 * The on-disk path of an object, checked to stay inside `root` even if validation above were bypassed.
 */
export function resolveInside(root: string, ...segments: string[]): string {
  const base = path.resolve(root);
  const target = path.resolve(base, ...segments);
  if (target !== base && !target.startsWith(base + path.sep)) throw storageErrors.invalidKey(segments.join('/'));
  return target;
}

/** Splits `/{bucket}/{rest}` path tails as routes receive them. */
export function splitBucketAndName(tail: string): { bucket: string; name: string } {
  const slash = tail.indexOf('/');
  if (slash < 0) return { bucket: tail, name: '' };
  return { bucket: tail.slice(0, slash), name: tail.slice(slash + 1) };
}
