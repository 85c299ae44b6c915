import { createHash } from 'node:crypto';
import type { JwtClaims } from '../db/types';
import { bytesMatchType, formatMediaType, isMimeAllowed, parseMediaType } from './contentTypes';
import { fromDbError, storageErrors } from './errors';
import { assertBucketId, assertObjectName } from './objectNames';
import { findBucket, type ObjectMetadata, type StorageDeps } from './rows';
import { fileSizeLimitOf, parseUpload } from './uploadBody';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /object/{bucket}/{name}` (upsert when `x-upsert: true`) and `PUT` (always replaces). The row in
 * storage.objects is written as the caller, so the bucket's RLS policies accept or refuse the upload;
 * the file only lands in place once that write succeeded.
 */
export async function uploadObject(
  deps: StorageDeps,
  claims: JwtClaims,
  req: Request,
  bucketId: string,
  name: string,
): Promise<Response> {
  assertBucketId(bucketId);
  assertObjectName(name);
  const bucket = await findBucket(deps.db, bucketId);
  const upload = await parseUpload(req, bucket.file_size_limit);
  if (upload.bytes.byteLength > fileSizeLimitOf(bucket.file_size_limit)) throw storageErrors.entityTooLarge();
  // one media type, parsed whole: the bucket's list is checked against it, the bytes must be what it
  // claims, and only its normalized form is stored and later served
  const mediaType = parseMediaType(upload.contentType);
  if (!mediaType || !isMimeAllowed(mediaType.essence, bucket.allowed_mime_types)) {
    throw storageErrors.invalidMimeType(upload.contentType);
  }
  if (!bytesMatchType(mediaType.essence, upload.bytes)) throw storageErrors.contentMismatch(mediaType.essence);

  const upsert = req.method === 'PUT' || req.headers.get('x-upsert') === 'true';
  if (!upsert) {
    // checked as the owner: a duplicate is a conflict even when the caller cannot see the other row
    const { rows } = await deps.db.admin((q) =>
      q.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, name]),
    );
    if (rows.length > 0) throw storageErrors.duplicate();
  }

  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
    size: upload.bytes.byteLength,
    mimetype: formatMediaType(mediaType),
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.byteLength,
    httpStatusCode: 200,
    ...(upload.userMetadata ? { userMetadata: upload.userMetadata } : {}),
  };
  const owner = claims.sub && UUID.test(claims.sub) ? claims.sub : null;
  const ownerId = claims.sub ?? null;

  const staged = await deps.files.stage(upload.bytes);
  let id: string;
  try {
    id = await deps.db.asRole(claims, async (q) => {
      let rows: { id: string }[] = [];
      if (upsert) {
        ({ rows } = await q.query<{ id: string }>(
          `update storage.objects set owner = $3, owner_id = $4, metadata = $5, updated_at = now()
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, name, owner, ownerId, JSON.stringify(metadata)],
        ));
      }
      if (rows.length === 0) {
        ({ rows } = await q.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
           values ($1, $2, $3, $4, $5) returning id`,
          [bucketId, name, owner, ownerId, JSON.stringify(metadata)],
        ));
      }
      // moving the file inside the transaction: if it fails the row is rolled back too
      await staged.commit(bucketId, name);
      return rows[0].id;
    });
  } catch (err) {
    await staged.discard();
    throw fromDbError(err);
  }
  return Response.json({ Id: id, Key: `${bucketId}/${name}` });
}
