import type { JwtClaims } from '../db/types';
import { fromDbError, StorageError, storageErrors } from './errors';
import { assertBucketId, assertObjectName } from './objectNames';
import { findBucket, findObjectAs, type StorageDeps } from './rows';
import { createSignedUrlToken } from './signedUrlToken';

const MAX_EXPIRES_IN = 60 * 60 * 24 * 365;

function expiresInFrom(body: { expiresIn?: unknown }): number {
  const value = Number(body.expiresIn);
  if (!Number.isInteger(value) || value < 1 || value > MAX_EXPIRES_IN) {
    throw storageErrors.invalidRequest('expiresIn must be a whole number of seconds');
  }
  return value;
}

/** The path storage-js appends to the storage URL; left unencoded because the client runs `encodeURI`. */
function signedPath(deps: StorageDeps, bucket: string, name: string, expiresIn: number): string {
  const token = createSignedUrlToken(`${bucket}/${name}`, expiresIn, deps.config.jwtSecret);
  return `/object/sign/${bucket}/${name}?token=${token}`;
}

/** `POST /object/sign/{bucket}/{name}` `{expiresIn}`: only for an object the caller may read (RLS). */
export async function signObject(
  deps: StorageDeps,
  claims: JwtClaims,
  bucket: string,
  name: string,
  body: { expiresIn?: unknown },
) {
  assertBucketId(bucket);
  assertObjectName(name);
  const expiresIn = expiresInFrom(body);
  await findBucket(deps.db, bucket);
  try {
    await findObjectAs(deps.db, claims, bucket, name);
  } catch (err) {
    throw fromDbError(err);
  }
  return Response.json({ signedURL: signedPath(deps, bucket, name, expiresIn) });
}

/** `POST /object/sign/{bucket}` `{expiresIn, paths}` (createSignedUrls): one entry per path, errors inline. */
export async function signObjects(
  deps: StorageDeps,
  claims: JwtClaims,
  bucket: string,
  body: { expiresIn?: unknown; paths?: unknown },
) {
  assertBucketId(bucket);
  const expiresIn = expiresInFrom(body);
  if (!Array.isArray(body.paths) || body.paths.some((p) => typeof p !== 'string')) {
    throw storageErrors.invalidRequest('paths must be an array of strings');
  }
  await findBucket(deps.db, bucket);
  const out: { error: string | null; path: string; signedURL: string | null }[] = [];
  for (const name of body.paths as string[]) {
    try {
      assertObjectName(name);
      await findObjectAs(deps.db, claims, bucket, name);
      out.push({ error: null, path: name, signedURL: signedPath(deps, bucket, name, expiresIn) });
    } catch (err) {
      const storageError = err instanceof StorageError ? err : fromDbError(err);
      out.push({ error: storageError.error, path: name, signedURL: null });
    }
  }
  return Response.json(out);
}
