/**
 * The database the REST suites run on: the backend's real adapters, never a stand-in, so requests go through
 * what the server uses (PGlite's queue; PostgreSQL's pool, pipelined transactions and prepared reads in db.read).
 * PGlite by default, in a temporary folder (a copy of a template, see pgliteTemplate); with DATABASE_URL set, a throwaway PostgreSQL database made for the
 * test file and dropped at the end, as test/helpers/backend.ts does for the contract suites.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pgliteExtensions } from '../../src/db/bootstrap';
import { copyDataFolder, openPreparedDatabase } from '../../src/db/index';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../src/db/throwaway';
import type { Database } from '../../src/db/types';

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
const SQL_DIR = path.join(REPO_ROOT, 'local-supabase/sql');
/** the backend's git-ignored folder of PGlite templates (src/server.ts keeps its migrated templates there) */
const TEMPLATE_ROOT = path.join(REPO_ROOT, '.data');

/** The engine of this run (Database.kind), for the suites' describe names as test/db names its drivers. */
export const ENGINE: Database['kind'] = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface EngineDatabase {
  db: Database;
  /** a multi-statement script as the owner, outside any request transaction (schema, seed, DDL) */
  exec(sql: string): Promise<void>;
  /** one statement as the owner (row-level security does not apply): what a test checks behind the API */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** closes the adapter and drops what was made for it (the temporary folder or the PostgreSQL database) */
  close(): Promise<void>;
}

interface Place {
  dataDir: string;
  database: ThrowawayDatabase | null;
  discard(): Promise<void>;
}

/**
 * prefix: lowercase letters, digits and underscores (it names the PostgreSQL database); migrated: PostgreSQL starts
 * as a copy of the migrated template (createThrowawayDatabase)
 */
async function makePlace(prefix: string, opts: { migrated?: boolean } = {}): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `vitrina-${prefix}-`));
  const adminUrl = process.env.DATABASE_URL;
  let database: ThrowawayDatabase | null = null;
  try {
    database = adminUrl ? await createThrowawayDatabase(adminUrl, prefix, opts) : null;
  } catch (err) {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    dataDir,
    database,
    async discard() {
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Both real adapters implement exec; the fallback only keeps the optional member honest. */
function execScript(db: Database, sql: string): Promise<void> {
  return db.exec ? db.exec(sql) : db.admin(async (q) => void (await q.query(sql)));
}

function engineDatabase(db: Database, place: Place): EngineDatabase {
  return {
    db,
    exec: (sql) => execScript(db, sql),
    query: async <R>(sql: string, params?: unknown[]) => (await db.admin((q) => q.query<R>(sql, params))).rows,
    async close() {
      try {
        await db.close();
      } finally {
        await place.discard();
      }
    },
  };
}

/**
 * A bare database with what Supabase provides (local-supabase/sql/platform.sql: the roles anon, authenticated and
 * service_role, auth.uid() and friends, the default grants on public), then `setupSql` (a fixture schema and rows).
 */
export async function openPlatformDatabase(prefix: string, setupSql: string[]): Promise<EngineDatabase> {
  const scripts = [await readFile(path.join(SQL_DIR, 'platform.sql'), 'utf8'), ...setupSql];
  const place = await makePlace(prefix);
  let db: Database | null = null;
  try {
    if (place.database) {
      db = await openPostgres(place.database.url);
      for (const sql of scripts) await execScript(db, sql);
    } else {
      const pgdata = path.join(place.dataDir, 'pgdata');
      copyDataFolder(await pgliteTemplate(scripts), pgdata);
      db = await openPglite(pgdata, pgliteExtensions());
    }
    return engineDatabase(db, place);
  } catch (err) {
    await db?.close().catch(() => undefined);
    await place.discard();
    throw err;
  }
}

/**
 * PGlite's initdb takes seconds (about 8 on a busy CI machine) and every test file needs a fresh database: the
 * scripts run once into a template folder named by their hash, and each file starts from a copy of it (under 2 s).
 * Built under a temporary name and renamed into place, so a concurrent run never copies half a template.
 */
async function pgliteTemplate(scripts: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const sql of scripts) hash.update(sql).update('\0');
  const template = path.join(TEMPLATE_ROOT, `rest-fixture-${hash.digest('hex').slice(0, 16)}`);
  if (await exists(path.join(template, 'PG_VERSION'))) return template;
  const building = `${template}.tmp-${process.pid}-${randomUUID().slice(0, 8)}`;
  try {
    const db = await openPglite(building, pgliteExtensions());
    try {
      for (const sql of scripts) await execScript(db, sql);
    } finally {
      await db.close();
    }
    await rename(building, template);
  } catch (err) {
    // another run finished the same template first: use theirs
    if (!(await exists(path.join(template, 'PG_VERSION')))) throw err;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A database brought up as the backend brings up its own: platform SQL, the project's migrations and seed. */
export async function openMigratedDatabase(prefix: string): Promise<EngineDatabase> {
  const place = await makePlace(prefix, { migrated: true });
  try {
    const db = await openPreparedDatabase({
      dataDir: place.dataDir,
      databaseUrl: place.database?.url,
      supabaseDir: SUPABASE_DIR,
      sqlDir: SQL_DIR,
      apiUrl: 'http://127.0.0.1:54321',
      seed: true,
      // the backend's own template folder (git-ignored): PGlite copies the migrated schema instead of migrating again
      templateRoot: path.join(REPO_ROOT, '.data'),
    });
    return engineDatabase(db, place);
  } catch (err) {
    await place.discard();
    throw err;
  }
}
