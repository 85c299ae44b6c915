import path from 'node:path';
import type { ApplySchemaOptions } from './bootstrap';
import type { Database, DbError, JwtClaims, Queryable, RequestTxOptions } from './types';

export interface OpenDatabaseOptions {
  /** the backend's data folder; PGlite keeps its files in `<dataDir>/pgdata` */
  dataDir: string;
  /** with a PostgreSQL URL the backend uses a real server through a pool instead of PGlite */
  databaseUrl?: string;
  /** PGlite extensions (pg_trgm, unaccent, pgcrypto) as the bootstrap module provides them */
  extensions?: Record<string, unknown>;
}

/** Opens the database the configuration asks for. The drivers load lazily: PGlite's wasm is large. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres(opts.databaseUrl);
  }
  const { openPglite } = await import('./pglite');
  return openPglite(path.join(opts.dataDir, 'pgdata'), opts.extensions);
}

/** Turns whatever a driver threw into a DbError, keeping the Postgres fields the REST layer maps to HTTP. */
export function toDbError(err: unknown): DbError {
  if (err instanceof Error) {
    const e = err as Error & { code?: unknown; detail?: unknown; hint?: unknown };
    const out = err as DbError;
    out.code = typeof e.code === 'string' ? e.code : 'XX000';
    if (typeof e.detail !== 'string') delete out.detail;
    if (typeof e.hint !== 'string') delete out.hint;
    return out;
  }
  const out = new Error(String(err)) as DbError;
  out.code = 'XX000';
  return out;
}

/**
 * The statement that opens a request's identity inside its transaction, as PostgREST does it: the role,
 * the whole claims JSON, the legacy per-claim settings older SQL helpers read, and request.* settings.
 */
export function roleSettingsQuery(claims: JwtClaims, opts?: RequestTxOptions): { sql: string; params: unknown[] } {
  const pairs: [string, string][] = [
    ['role', claims.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.role', claims.role],
    ['request.jwt.claim.sub', claims.sub ?? ''],
    ['request.jwt.claim.email', claims.email ?? ''],
  ];
  for (const [k, v] of Object.entries(opts?.settings ?? {})) pairs.push([k, v]);
  const params: unknown[] = [];
  const calls = pairs.map(([k, v]) => {
    params.push(k, v);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  });
  return { sql: `select ${calls.join(', ')}`, params };
}

export const VALID_ROLES: readonly JwtClaims['role'][] = ['anon', 'authenticated', 'service_role'];

export interface PreparedDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  supabaseDir: string;
  sqlDir: string;
  apiUrl: string;
  seed: boolean;
}

/**
 * Opens the configured database and brings its schema up to date: platform SQL, migrations and, on
 * first start, the seed.
 */
export async function openPreparedDatabase(opts: PreparedDatabaseOptions): Promise<Database> {
  const bootstrap = await import('./bootstrap');
  const extensions = opts.databaseUrl ? undefined : bootstrap.pgliteExtensions();
  const db = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, extensions });
  try {
    const exec = async (sql: string) => {
      if (db.exec) await db.exec(sql);
      else await db.admin((q) => q.query(sql));
    };
    const schemaOpts: ApplySchemaOptions = { supabaseDir: opts.supabaseDir, sqlDir: opts.sqlDir, apiUrl: opts.apiUrl, seed: opts.seed, exec };
    // outside a request transaction: the scripts manage their own statements
    const direct: Queryable = { query: (sql, params) => db.admin((q) => q.query(sql, params)) };
    await bootstrap.applySchema(direct, schemaOpts);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
