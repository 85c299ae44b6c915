import type { JwtClaims } from '../db/types';
import { fromDbError, storageErrors } from './errors';
import { assertBucketId, assertObjectName } from './objectNames';
import { findBucket, isoTime, OBJECT_COLUMNS, type ObjectRow, type StorageDeps } from './rows';

const MAX_PREFIXES = 1000;

/**
 * `DELETE /object/{bucket}` with `{prefixes: [names]}` (storage-js `remove`). Deletes run as the caller:
 * rows RLS hides are silently kept, and only the files of rows actually deleted are removed. Answers
 * with the deleted objects, as storage does.
 */
export async function removeObjects(
  deps: StorageDeps,
  claims: JwtClaims,
  bucket: string,
  body: { prefixes?: unknown },
) {
  assertBucketId(bucket);
  const names = body.prefixes;
  if (
    !Array.isArray(names) ||
    names.length === 0 ||
    names.length > MAX_PREFIXES ||
    names.some((n) => typeof n !== 'string')
  ) {
    throw storageErrors.invalidRequest(`prefixes must be an array of 1 to ${MAX_PREFIXES} strings`);
  }
  for (const name of names as string[]) assertObjectName(name);
  await findBucket(deps.db, bucket);
  const deleted = await deleteRows(deps, claims, bucket, names as string[]);
  return Response.json(deleted.map(toJson));
}

/** `DELETE /object/{bucket}/{name}`: one object; a row the caller cannot delete is "not found". */
export async function removeOneObject(deps: StorageDeps, claims: JwtClaims, bucket: string, name: string) {
  assertBucketId(bucket);
  assertObjectName(name);
  await findBucket(deps.db, bucket);
  const deleted = await deleteRows(deps, claims, bucket, [name]);
  if (deleted.length === 0) throw storageErrors.objectNotFound();
  return Response.json({ message: 'Successfully deleted' });
}

async function deleteRows(deps: StorageDeps, claims: JwtClaims, bucket: string, names: string[]): Promise<ObjectRow[]> {
  let rows: ObjectRow[];
  try {
    rows = await deps.db.asRole(
      claims,
      async (q) =>
        (
          await q.query<ObjectRow>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
            [bucket, names],
          )
        ).rows,
    );
  } catch (err) {
    throw fromDbError(err);
  }
  for (const row of rows) await deps.files.remove(row.bucket_id, row.name);
  return rows;
}

function toJson(row: ObjectRow) {
  return {
    bucket_id: row.bucket_id,
    name: row.name,
    id: row.id,
    owner: row.owner,
    owner_id: row.owner_id,
    metadata: row.metadata,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    last_accessed_at: isoTime(row.updated_at),
  };
}
