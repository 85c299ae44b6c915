import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot } from '../config';

export interface ThrowawayDatabase {
  /** the admin URL with this database's name */
  url: string;
  name: string;
  /** drops it, closing whatever connections are left (tests and benches end while pools may still be open) */
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface ThrowawayOptions {
  /**
   * Start as a copy of the database migrated to the current SQL (no seed), so the backend's start has no migration
   * left to run: `CREATE DATABASE … TEMPLATE`, a file copy on the server, instead of every migration over the wire.
   */
  migrated?: boolean;
}

/**
 * A brand-new PostgreSQL database `<prefix>_<random>` on the server of `adminUrl`, for a test file or a bench run
 * that must not share data with another. The name is made here (letters, digits, underscore), never from input.
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  prefix: string,
  opts: ThrowawayOptions = {},
): Promise<ThrowawayDatabase> {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`invalid database prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const template = opts.migrated ? await migratedTemplate(adminUrl) : null;
  await asAdmin(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(adminUrl, name),
    name,
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * `vitrina_template_<hash of the SQL>` on the server, migrated without seed (the seed embeds the API URL): built on
 * first use under a temporary name and renamed into place once no connection is left on it, so a copy never starts
 * from half a template. A new version of the SQL makes a new one; the old ones can be dropped by hand.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const { openPreparedDatabase, schemaVersion } = await import('./index');
  const root = findRepoRoot();
  const paths = { supabaseDir: path.join(root, 'supabase'), sqlDir: path.join(root, 'local-supabase', 'sql') };
  const name = `vitrina_template_${schemaVersion(paths)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${building}`);
    try {
      const db = await openPreparedDatabase({
        ...paths,
        dataDir: os.tmpdir(), // PGlite's folder: unused with a database URL
        databaseUrl: databaseUrl(adminUrl, building),
        apiUrl: 'http://127.0.0.1:54321',
        seed: false,
      });
      await db.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (err) {
      // another run finished the same template first (duplicate_database): use theirs
      const done = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!done.rowCount) throw err;
    } finally {
      await admin.query(`drop database if exists ${building} with (force)`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
