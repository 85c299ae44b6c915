import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ApplySchemaOptions } from './bootstrap';
import type { Database, JwtClaims, Queryable, QueryResult, ReadOptions } from './types';

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

/** One read-only statement as the caller: in one round trip where the adapter pipelines (Database.read). */
export function readAsRole<R = Record<string, unknown>>(
  db: Database,
  claims: JwtClaims,
  sql: string,
  params: unknown[],
  opts: ReadOptions = {},
): Promise<QueryResult<R>> {
  if (db.read) return db.read<R>(claims, sql, params, opts);
  return db.asRole(claims, (q) => q.query<R>(sql, params), { readOnly: true, settings: opts.settings });
}

export interface PreparedDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  supabaseDir: string;
  sqlDir: string;
  apiUrl: string;
  seed: boolean;
  /**
   * PGlite only: a folder for migrated template databases (`template-<hash of the SQL>`). A fresh data
   * folder starts as a copy of the template instead of running initdb and every migration again.
   */
  templateRoot?: string;
}

/**
 * Opens the configured database and brings its schema up to date: platform SQL, migrations and, on
 * first start, the seed.
 */
export async function openPreparedDatabase(opts: PreparedDatabaseOptions): Promise<Database> {
  const bootstrap = await import('./bootstrap');
  const extensions = opts.databaseUrl ? undefined : bootstrap.pgliteExtensions();
  const pgdata = path.join(opts.dataDir, 'pgdata');
  if (!opts.databaseUrl && opts.templateRoot && !hasData(pgdata)) {
    const template = await migratedPgliteTemplate({ ...opts, templateRoot: opts.templateRoot });
    copyDataFolder(template, pgdata);
  }
  const db = await openDatabase({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, extensions });
  try {
    await migrate(db, { ...opts, seed: opts.seed });
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}

async function migrate(db: Database, opts: PreparedDatabaseOptions): Promise<void> {
  const bootstrap = await import('./bootstrap');
  const exec = async (sql: string) => {
    if (db.exec) await db.exec(sql);
    else await db.admin((q) => q.query(sql));
  };
  const schemaOpts: ApplySchemaOptions = {
    supabaseDir: opts.supabaseDir,
    sqlDir: opts.sqlDir,
    apiUrl: opts.apiUrl,
    seed: opts.seed,
    exec,
  };
  // outside a request transaction: the scripts manage their own statements
  const direct: Queryable = { query: (sql, params) => db.admin((q) => q.query(sql, params)) };
  await bootstrap.applySchema(direct, schemaOpts);
}

function hasData(pgdata: string): boolean {
  return existsSync(pgdata) && readdirSync(pgdata).length > 0;
}

/**
 * Everything that shapes a migrated database without seed: platform SQL, migrations, realtime SQL. It names the
 * migrated templates (PGlite's folders here, PostgreSQL's template databases in throwaway.ts).
 */
export function schemaVersion(opts: Pick<PreparedDatabaseOptions, 'supabaseDir' | 'sqlDir'>): string {
  const hash = createHash('sha256');
  const migrations = path.join(opts.supabaseDir, 'migrations');
  const files = [
    path.join(opts.sqlDir, 'platform.sql'),
    path.join(opts.sqlDir, 'realtime.sql'),
    ...readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => path.join(migrations, f)),
  ];
  for (const file of files) hash.update(path.basename(file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export type TemplateOptions = Pick<PreparedDatabaseOptions, 'supabaseDir' | 'sqlDir' | 'apiUrl'> & {
  templateRoot: string;
};

/**
 * Copies a PGlite data folder (a template's ~1,200 files, 42 MB) file by file. Node 20's `fs.cp` and `cpSync` check
 * and stat each file on their way: 0.6-1.2 s a copy on a 2-core VM against 0.4 s for this loop, and every test
 * database, test backend and fresh `npm start` folder begins as one.
 */
export function copyDataFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDataFolder(source, target);
    else copyFileSync(source, target);
  }
}

/**
 * The PGlite data folder of a database migrated to the current SQL (no seed): copy it to start a fresh database.
 * initdb plus every migration costs many seconds on PGlite; tests start dozens of servers. The template
 * is built once per schema version in a temporary folder and renamed into place, so concurrent starts
 * never see half a template. The seed is not part of it: it embeds the API URL, which varies.
 */
export async function migratedPgliteTemplate(opts: TemplateOptions): Promise<string> {
  const template = path.join(opts.templateRoot, `template-${schemaVersion(opts)}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const building = `${template}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { pgliteExtensions } = await import('./bootstrap');
  const db = await openDatabase({ dataDir: building, extensions: pgliteExtensions() });
  try {
    await migrate(db, { ...opts, dataDir: building, seed: false });
  } finally {
    await db.close();
  }
  try {
    renameSync(path.join(building, 'pgdata'), template);
  } catch (err) {
    // another process finished the same template first: use theirs
    if (!existsSync(path.join(template, 'PG_VERSION'))) throw err;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}
