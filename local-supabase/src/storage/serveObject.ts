import type { JwtClaims } from '../db/types';
import { objectSecurityHeaders, servedContentType } from './contentTypes';
import { storageErrors } from './errors';
import { assertBucketId, assertObjectName } from './objectNames';
import { findBucket, findObjectAs, findObjectAsOwner, isoTime, type ObjectRow, type StorageDeps } from './rows';
import { verifySignedUrlToken } from './signedUrlToken';

const DEFAULT_CACHE_CONTROL = 'max-age=3600';

/** `GET|HEAD /object/{bucket}/{name}` and `/object/authenticated/…`: the caller's RLS decides. */
export async function serveAuthenticated(
  deps: StorageDeps,
  claims: JwtClaims,
  req: Request,
  bucket: string,
  name: string,
) {
  assertBucketId(bucket);
  assertObjectName(name);
  await findBucket(deps.db, bucket);
  const row = await findObjectAs(deps.db, claims, bucket, name);
  return respondWithObject(deps, req, row);
}

/** `GET|HEAD /object/public/{bucket}/{name}`: only public buckets, no policy involved. */
export async function servePublic(deps: StorageDeps, req: Request, bucket: string, name: string) {
  assertBucketId(bucket);
  assertObjectName(name);
  const found = await findBucket(deps.db, bucket);
  if (!found.public) throw storageErrors.bucketNotFound();
  const row = await findObjectAsOwner(deps.db, bucket, name);
  return respondWithObject(deps, req, row);
}

/** `GET /object/sign/{bucket}/{name}?token=…`: the token must have been signed for exactly this object. */
export async function serveSigned(deps: StorageDeps, req: Request, bucket: string, name: string) {
  const token = new URL(req.url).searchParams.get('token');
  if (!token) throw storageErrors.invalidSignature('Missing token');
  const signedFor = verifySignedUrlToken(token, deps.config.jwtSecret);
  if (signedFor !== `${bucket}/${name}`) throw storageErrors.invalidSignature();
  assertBucketId(bucket);
  assertObjectName(name);
  const row = await findObjectAsOwner(deps.db, bucket, name);
  return respondWithObject(deps, req, row);
}

async function respondWithObject(deps: StorageDeps, req: Request, row: ObjectRow): Promise<Response> {
  const bytes = await deps.files.read(row.bucket_id, row.name);
  if (!bytes) throw storageErrors.objectNotFound();
  const meta = row.metadata ?? {};
  const contentType = servedContentType(meta.mimetype, row.name);
  const headers = new Headers({
    ...objectSecurityHeaders(contentType),
    'content-type': contentType,
    'cache-control': meta.cacheControl ?? DEFAULT_CACHE_CONTROL,
    'content-length': String(bytes.byteLength),
  });
  if (meta.eTag) headers.set('etag', meta.eTag);
  const modified = isoTime(row.updated_at);
  if (modified) headers.set('last-modified', new Date(modified).toUTCString());

  const download = new URL(req.url).searchParams.get('download');
  if (download !== null) {
    const fileName = download || row.name.split('/').pop() || row.name;
    headers.set('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  }
  if (meta.eTag && req.headers.get('if-none-match') === meta.eTag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
}
