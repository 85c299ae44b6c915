import type { JwtClaims } from '../db/types';
import { fromDbError, storageErrors } from './errors';
import { assertBucketId } from './objectNames';
import { findBucket, isoTime, OBJECT_COLUMNS, type ObjectRow, type StorageDeps } from './rows';

interface ListBody {
  prefix?: unknown;
  limit?: unknown;
  offset?: unknown;
  search?: unknown;
  sortBy?: { column?: unknown; order?: unknown };
}

export interface ListedItem {
  name: string;
  id: string | null;
  updated_at: string | null;
  created_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/**
 * `POST /object/list/{bucket}`: one folder level under `prefix`, like storage's `storage.search`. Objects
 * deeper down show as folder entries (id and dates null). Rows are read as the caller, so RLS filters.
 */
export async function listObjects(
  deps: StorageDeps,
  claims: JwtClaims,
  bucket: string,
  body: ListBody,
): Promise<Response> {
  assertBucketId(bucket);
  await findBucket(deps.db, bucket);
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : '';
  const prefix = rawPrefix ? `${rawPrefix}/` : '';
  const limit = clampInt(body.limit, 100, 1, 1000);
  const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const column =
    typeof body.sortBy?.column === 'string' && SORT_COLUMNS.has(body.sortBy.column) ? body.sortBy.column : 'name';
  const descending = typeof body.sortBy?.order === 'string' && body.sortBy.order.toLowerCase() === 'desc';
  if (body.sortBy?.column !== undefined && column !== body.sortBy.column) {
    throw storageErrors.invalidRequest(`cannot sort by ${String(body.sortBy.column)}`);
  }

  let rows: ObjectRow[];
  try {
    rows = await deps.db.asRole(
      claims,
      async (q) =>
        (
          await q.query<ObjectRow>(
            `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and starts_with(name, $2)`,
            [bucket, prefix],
          )
        ).rows,
      { readOnly: true },
    );
  } catch (err) {
    throw fromDbError(err);
  }

  const folders = new Map<string, ListedItem>();
  const files: ListedItem[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash >= 0) {
      const folder = rest.slice(0, slash);
      if (!folders.has(folder)) {
        folders.set(folder, {
          name: folder,
          id: null,
          updated_at: null,
          created_at: null,
          last_accessed_at: null,
          metadata: null,
        });
      }
    } else {
      files.push({
        name: rest,
        id: row.id,
        updated_at: isoTime(row.updated_at),
        created_at: isoTime(row.created_at),
        last_accessed_at: isoTime(row.updated_at),
        metadata: row.metadata,
      });
    }
  }
  const items = [...folders.values(), ...files].filter((item) => !search || item.name.toLowerCase().startsWith(search));
  items.sort((a, b) => compareItems(a, b, column as keyof ListedItem, descending));
  return Response.json(items.slice(offset, offset + limit));
}

function compareItems(a: ListedItem, b: ListedItem, column: keyof ListedItem, descending: boolean): number {
  const av = a[column] as string | null;
  const bv = b[column] as string | null;
  // entries without the value (folders) go last, as NULLs do in an ascending SQL sort
  if (av === null && bv !== null) return 1;
  if (bv === null && av !== null) return -1;
  const order = av === bv ? 0 : (av as string) < (bv as string) ? -1 : 1;
  const byName = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  return (descending ? -order : order) || byName;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isInteger(n)) return fallback;
  return Math.min(Math.max(n, min), max);
}
