import type { JwtClaims } from '../db/types';
import { servedContentType } from './contentTypes';
import { storageErrors } from './errors';
import { assertBucketId, assertObjectName } from './objectNames';
import { findBucket, findObjectAs, findObjectAsOwner, isoTime, type ObjectRow, type StorageDeps } from './rows';

/** `GET /object/info/{bucket}/{name}` (also `info/authenticated/…`): storage-js `info()` and `exists()`. */
export async function objectInfo(deps: StorageDeps, claims: JwtClaims, bucket: string, name: string) {
  assertBucketId(bucket);
  assertObjectName(name);
  await findBucket(deps.db, bucket);
  return Response.json(toInfo(await findObjectAs(deps.db, claims, bucket, name)));
}

/** `GET /object/info/public/{bucket}/{name}`: public buckets only. */
export async function publicObjectInfo(deps: StorageDeps, bucket: string, name: string) {
  assertBucketId(bucket);
  assertObjectName(name);
  const found = await findBucket(deps.db, bucket);
  if (!found.public) throw storageErrors.bucketNotFound();
  return Response.json(toInfo(await findObjectAsOwner(deps.db, bucket, name)));
}

function toInfo(row: ObjectRow) {
  const meta = row.metadata ?? {};
  return {
    id: row.id,
    version: row.id,
    name: row.name,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: servedContentType(meta.mimetype, row.name),
    cache_control: meta.cacheControl ?? 'max-age=3600',
    etag: meta.eTag ?? null,
    metadata: meta.userMetadata ?? {},
    last_modified: isoTime(row.updated_at),
    created_at: isoTime(row.created_at),
  };
}
