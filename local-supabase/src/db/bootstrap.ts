/**
 * Brings a database to the current schema: the local stub of what Supabase provides, the project's
 * migrations (each once, in file-name order), the local realtime capture, and the seed (once ever).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Queryable } from './types';

export interface ApplySchemaOptions {
  /** the repository's `supabase/` folder (migrations/ and seed.sql) */
  supabaseDir: string;
  /** the folder of platform.sql and realtime.sql */
  sqlDir: string;
  /**
   * The API URL, e.g. http://127.0.0.1:54321: replaces the literal `__SUPABASE_URL__` in seed.sql (image URLs) and is
   * stored as `api_url` in public.project_settings, where the photo rules read it
   */
  apiUrl: string;
  /** apply seed.sql if it has never been applied to this database */
  seed: boolean;
  /**
   * Runs a whole multi-statement SQL file. Required for PGlite (its `query` takes one statement:
   * pass `(sql) => db.exec(sql).then(() => undefined)`); with `pg` the default `q.query(sql)` works.
   */
  exec?: (sql: string) => Promise<void>;
}

export interface ApplySchemaResult {
  /** file names of the migrations applied by this call */
  applied: string[];
  /** whether this call applied the seed */
  seeded: boolean;
}

/** The placeholder of seed.sql for the API URL the storage URLs start with. */
export const SUPABASE_URL_PLACEHOLDER = '__SUPABASE_URL__';

const MIGRATION_FILE = /^(\d+)_([A-Za-z0-9_-]+)\.sql$/;

const BOOKKEEPING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  applied_at timestamptz not null default now()
);
alter table supabase_migrations.schema_migrations add column if not exists name text;
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz not null default now()
);
`;

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Each file runs as one multi-statement simple query, which Postgres executes as a single implicit
 * transaction: a failing migration leaves nothing behind, its bookkeeping row included.
 * `q` must not be inside an open transaction for that guarantee to hold.
 */
export async function applySchema(q: Queryable, opts: ApplySchemaOptions): Promise<ApplySchemaResult> {
  const run = opts.exec ?? (async (sql: string) => void (await q.query(sql)));

  const platform = await readFile(path.join(opts.sqlDir, 'platform.sql'), 'utf8');
  await run(`${platform}\n;\n${BOOKKEEPING_SQL}`);

  const migrationsDir = path.join(opts.supabaseDir, 'migrations');
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set(
    (await q.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );

  const applied: string[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
    const [, version, name] = match;
    // Older local data folders recorded the whole file name as the version.
    if (done.has(version) || done.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    try {
      await run(
        `${sql}\n;\ninsert into supabase_migrations.schema_migrations (version, name) values (${literal(version)}, ${literal(name)});`,
      );
    } catch (error) {
      throw withContext(error, `migration ${file}`);
    }
    applied.push(file);
  }

  const realtime = await readFile(path.join(opts.sqlDir, 'realtime.sql'), 'utf8');
  await run(realtime);

  // The rules compare stored photo URLs with the API URL (public.project_settings): written on every start, since
  // the port may change between runs of one data folder.
  await run(
    `insert into public.project_settings (key, value) values ('api_url', ${literal(opts.apiUrl.replace(/\/+$/, ''))})
     on conflict (key) do update set value = excluded.value;`,
  );

  let seeded = false;
  if (opts.seed) {
    const seedPath = path.join(opts.supabaseDir, 'seed.sql');
    const already = await q.query('select 1 from supabase_migrations.seed_files where path = $1', ['seed.sql']);
    if (already.rows.length === 0) {
      const seedSql = await readFile(seedPath, 'utf8');
      const hash = createHash('sha256').update(seedSql).digest('hex');
      try {
        await run(
          `${seedSql.split(SUPABASE_URL_PLACEHOLDER).join(opts.apiUrl.replace(/\/+$/, ''))}\n;\n` +
            `insert into supabase_migrations.seed_files (path, hash) values ('seed.sql', ${literal(hash)});`,
        );
      } catch (error) {
        throw withContext(error, 'seed.sql');
      }
      seeded = true;
    }
  }
  return { applied, seeded };
}

/** Keeps the driver's error (and its SQLSTATE fields) but says which file failed. */
function withContext(error: unknown, where: string): unknown {
  if (error instanceof Error) error.message = `${where}: ${error.message}`;
  return error;
}

/** The contrib extensions the migrations need; pass them to `new PGlite({ extensions })`. */
export function pgliteExtensions() {
  return { pg_trgm, unaccent, pgcrypto };
}
