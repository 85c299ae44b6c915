import type { DbError } from '../db/types';

/**
 * An error in the shape Supabase Storage renders: the real status goes in the string `statusCode`, the
 * HTTP status is 400 for every client error (storage's default without `respectStatusCode`), and `code`
 * is what storage-js exposes as `error.code` (e.g. `exists()` looks for `NoSuchKey`).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  get httpStatus(): number {
    return Number(this.statusCode) >= 500 ? Number(this.statusCode) : 400;
  }

  toResponse(headers?: Record<string, string>): Response {
    const body = { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message };
    return new Response(JSON.stringify(body), {
      status: this.httpStatus,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    });
  }
}

export const storageErrors = {
  bucketNotFound: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  duplicate: () => new StorageError('409', 'Duplicate', 'Duplicate', 'The resource already exists'),
  accessDenied: (message = 'new row violates row-level security policy') =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', message),
  entityTooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  contentMismatch: (mimeType: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `the file's content is not ${mimeType}`),
  invalidKey: (name: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${name}`),
  invalidBucketName: (name: string) =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Invalid Input', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError('400', 'InvalidSignature', 'Invalid JWT', message),
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'NotFound', 'Not Found', `Route ${method}:${path} not found`),
  internal: () => new StorageError('500', 'InternalError', 'internal', 'Internal Server Error'),
};

/** Maps a Postgres error raised while touching storage.objects to what storage answers. */
export function fromDbError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const code = (err as Partial<DbError> | null)?.code;
  switch (code) {
    case '42501':
      return storageErrors.accessDenied();
    case '23505':
      return storageErrors.duplicate();
    case '23503':
      return storageErrors.bucketNotFound();
    default:
      return storageErrors.internal();
  }
}
