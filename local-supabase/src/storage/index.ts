import type { Database, JwtClaims } from '../db/types';
import type { RouteHandler, ServerConfig } from '../http/types';
import { getBucket, listBuckets } from './buckets';
import { StorageError, storageErrors } from './errors';
import { FileStore } from './fileStore';
import { listObjects } from './listObjects';
import { objectInfo, publicObjectInfo } from './objectInfo';
import { splitBucketAndName } from './objectNames';
import { removeObjects, removeOneObject } from './removeObjects';
import type { StorageDeps } from './rows';
import { serveAuthenticated, servePublic, serveSigned } from './serveObject';
import { signObject, signObjects } from './signObjects';
import { readBodyCapped } from './uploadBody';
import { uploadObject } from './uploadObject';

const MAX_JSON_BODY_BYTES = 1024 * 1024;
const PREFIX = '/storage/v1';

/**
 * The `/storage/v1` routes supabase-js's storage client calls. Object rows live in storage.objects and
 * are read and written as the caller, so the RLS policies on that table decide, as in Supabase Storage;
 * the bytes live on disk under `<dataDir>/storage/<bucket>/<name>`.
 */
export function createStorageHandler(db: Database, config: ServerConfig): { handle: RouteHandler } {
  const deps: StorageDeps = { db, config, files: new FileStore(config.dataDir, config.supabaseDir) };
  return {
    async handle(req, ctx) {
      try {
        return await route(deps, ctx.claims, req);
      } catch (err) {
        const storageError = err instanceof StorageError ? err : storageErrors.internal();
        if (!(err instanceof StorageError)) console.error('[storage]', req.method, req.url, err);
        const response = storageError.toResponse();
        return req.method === 'HEAD'
          ? new Response(null, { status: response.status, headers: response.headers })
          : response;
      }
    },
  };
}

async function route(deps: StorageDeps, claims: JwtClaims, req: Request): Promise<Response> {
  const url = new URL(req.url);
  let rawPath = url.pathname;
  if (rawPath.startsWith(PREFIX)) rawPath = rawPath.slice(PREFIX.length);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw storageErrors.invalidRequest('malformed path');
  }
  const method = req.method === 'HEAD' ? 'GET' : req.method;

  if (path === '/bucket' || path === '/bucket/') {
    if (method === 'GET') return listBuckets(deps, claims);
  } else if (path.startsWith('/bucket/')) {
    if (method === 'GET') return getBucket(deps, claims, path.slice('/bucket/'.length));
  } else if (path.startsWith('/object/')) {
    const rest = path.slice('/object/'.length);
    const [first] = rest.split('/', 1);
    const tail = rest.slice(first.length + 1);
    switch (first) {
      case 'list':
        if (method === 'POST') return listObjects(deps, claims, tail, await readJson(req));
        break;
      case 'sign': {
        const { bucket, name } = splitBucketAndName(tail);
        if (method === 'POST') {
          return name
            ? signObject(deps, claims, bucket, name, await readJson(req))
            : signObjects(deps, claims, bucket, await readJson(req));
        }
        if (method === 'GET') return serveSigned(deps, req, bucket, name);
        break;
      }
      case 'info': {
        if (method !== 'GET') break;
        const [scope] = tail.split('/', 1);
        if (scope === 'public') return withParts(tail.slice('public/'.length), (b, n) => publicObjectInfo(deps, b, n));
        if (scope === 'authenticated')
          return withParts(tail.slice('authenticated/'.length), (b, n) => objectInfo(deps, claims, b, n));
        return withParts(tail, (b, n) => objectInfo(deps, claims, b, n));
      }
      case 'public':
        if (method === 'GET') return withParts(tail, (b, n) => servePublic(deps, req, b, n));
        break;
      case 'authenticated':
        if (method === 'GET') return withParts(tail, (b, n) => serveAuthenticated(deps, claims, req, b, n));
        break;
      default: {
        const { bucket, name } = splitBucketAndName(rest);
        if (method === 'DELETE') {
          return name
            ? removeOneObject(deps, claims, bucket, name)
            : removeObjects(deps, claims, bucket, await readJson(req));
        }
        if (!name) break;
        if (method === 'POST' || method === 'PUT') return uploadObject(deps, claims, req, bucket, name);
        if (method === 'GET') return serveAuthenticated(deps, claims, req, bucket, name);
      }
    }
  }
  throw storageErrors.routeNotFound(req.method, url.pathname);
}

function withParts(tail: string, fn: (bucket: string, name: string) => Promise<Response>): Promise<Response> {
  const { bucket, name } = splitBucketAndName(tail);
  return fn(bucket, name);
}

async function readJson(req: Request): Promise<Record<string, never>> {
  const bytes = await readBodyCapped(req, MAX_JSON_BODY_BYTES);
  if (bytes.byteLength === 0) return {};
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, never>;
  } catch {
    // reported below with the same message as a non-object body
  }
  throw storageErrors.invalidRequest('body must be a JSON object');
}
