import { randomBytes } from 'node:crypto';
import pg from 'pg';

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

/**
 * A brand-new PostgreSQL database `<prefix>_<random>` on the server of `adminUrl`, for a test file or a bench run
 * that must not share data with another. The name is made here (letters, digits, underscore), never from input.
 */
export async function createThrowawayDatabase(adminUrl: string, prefix: string): Promise<ThrowawayDatabase> {
  if (!/^[a-z][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`invalid database prefix: ${prefix}`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
