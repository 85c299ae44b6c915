import type { JwtClaims } from '../db/types';
import { fromDbError, storageErrors } from './errors';
import { assertBucketId } from './objectNames';
import { type BucketRow, isoTime, type StorageDeps } from './rows';

/**
 * `GET /bucket` and `GET /bucket/{id}`, read as the caller like storage does: what storage.buckets'
 * RLS lets the caller see (service_role sees all).
 */
export async function listBuckets(deps: StorageDeps, claims: JwtClaims) {
  const rows = await selectBuckets(deps, claims, null);
  return Response.json(rows.map(toJson));
}

export async function getBucket(deps: StorageDeps, claims: JwtClaims, id: string) {
  assertBucketId(id);
  const rows = await selectBuckets(deps, claims, id);
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return Response.json(toJson(rows[0]));
}

async function selectBuckets(deps: StorageDeps, claims: JwtClaims, id: string | null): Promise<BucketRow[]> {
  try {
    return await deps.db.asRole(
      claims,
      async (q) =>
        (
          await q.query<BucketRow>('select * from storage.buckets where $1::text is null or id = $1 order by name', [
            id,
          ])
        ).rows,
      { readOnly: true },
    );
  } catch (err) {
    throw fromDbError(err);
  }
}

function toJson(row: BucketRow) {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    type: 'STANDARD',
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at ?? row.created_at),
  };
}
