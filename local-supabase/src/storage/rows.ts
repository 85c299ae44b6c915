import type { Database, JwtClaims, Queryable } from '../db/types';
import type { ServerConfig } from '../http/types';
import { storageErrors } from './errors';
import type { FileStore } from './fileStore';

/** What every storage route needs besides the request. */
export interface StorageDeps {
  db: Database;
  config: ServerConfig;
  files: FileStore;
}

export interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: unknown;
  [column: string]: unknown;
}

/** storage.objects.metadata as Supabase Storage writes it. */
export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
  [key: string]: unknown;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  metadata: ObjectMetadata | null;
  created_at: unknown;
  updated_at: unknown;
}

export const OBJECT_COLUMNS = 'id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at';

/** Buckets are read as the owner, like storage's `asSuperUser().findBucket`: limits apply to everyone. */
export async function findBucket(db: Database, id: string): Promise<BucketRow> {
  const { rows } = await db.admin((q) => q.query<BucketRow>('select * from storage.buckets where id = $1', [id]));
  if (!rows[0]) throw storageErrors.bucketNotFound();
  return rows[0];
}

/** Selects one object as `claims`: row-level security decides whether it exists for the caller. */
export async function findObjectAs(db: Database, claims: JwtClaims, bucket: string, name: string): Promise<ObjectRow> {
  const rows = await db.asRole(claims, (q) => selectObject(q, bucket, name), { readOnly: true });
  if (!rows[0]) throw storageErrors.objectNotFound();
  return rows[0];
}

export async function findObjectAsOwner(db: Database, bucket: string, name: string): Promise<ObjectRow> {
  const rows = await db.admin((q) => selectObject(q, bucket, name));
  if (!rows[0]) throw storageErrors.objectNotFound();
  return rows[0];
}

async function selectObject(q: Queryable, bucket: string, name: string): Promise<ObjectRow[]> {
  const { rows } = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1`,
    [bucket, name],
  );
  return rows;
}

export function isoTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}
