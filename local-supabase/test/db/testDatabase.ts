/**
 * A freshly migrated database for the schema tests, on the engine of the run: PGlite, or a real PostgreSQL when
 * DATABASE_URL is set (each suite creates and later drops its own database there). `npm test` runs the suites once
 * on each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { applySchema, pgliteExtensions, type ApplySchemaResult } from '../../src/db/bootstrap';
import { copyDataFolder, migratedPgliteTemplate } from '../../src/db/index';
import { createThrowawayDatabase } from '../../src/db/throwaway';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const SQL_DIR = path.join(REPO_ROOT, 'local-supabase/sql');
export const API_URL = 'http://127.0.0.1:54321';

export interface Row {
  [column: string]: unknown;
}

export interface Q {
  query<R = Row>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** Who runs a statement: a visitor with the anon key, a signed-in user, or the service role. */
export type Actor = 'anon' | 'service_role' | { id: string; email?: string };

export interface TestDatabase extends Q {
  kind: 'pglite' | 'postgres';
  schema: ApplySchemaResult;
  /** like PostgREST: one transaction under the actor's role and JWT claims; commits unless fn throws */
  as<T>(actor: Actor, fn: (q: Q) => Promise<T>): Promise<T>;
  /** shorthand for one statement as an actor */
  asQuery<R = Row>(actor: Actor, sql: string, params?: unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  seed?: boolean;
  /**
   * Run every migration here rather than start from a copy of the migrated template (PGlite's folder under .data/,
   * PostgreSQL's template database): for the tests of the migration runner itself.
   */
  fromScratch?: boolean;
}

export interface Driver {
  name: 'pglite' | 'postgres';
  open(opts?: OpenOptions): Promise<TestDatabase>;
}

function claimsOf(actor: Actor): { role: string; claims: Record<string, unknown> } {
  if (actor === 'anon' || actor === 'service_role') return { role: actor, claims: { role: actor } };
  return {
    role: 'authenticated',
    claims: {
      role: 'authenticated',
      sub: actor.id,
      email: actor.email ?? `${actor.id}@example.test`,
      aud: 'authenticated',
    },
  };
}

const SET_IDENTITY = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";

/**
 * initdb and the migrations take seconds on PGlite and every suite wants a fresh database: it starts from a copy of
 * the backend's migrated template (built once per version of the SQL), and applySchema adds what a start adds.
 */
async function openPglite(opts: OpenOptions = {}): Promise<TestDatabase> {
  const schemaOpts = { supabaseDir: SUPABASE_DIR, sqlDir: SQL_DIR, apiUrl: API_URL };
  let dataDir: string | null = null;
  if (!opts.fromScratch) {
    const template = await migratedPgliteTemplate({ ...schemaOpts, templateRoot: path.join(REPO_ROOT, '.data') });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-db-'));
    copyDataFolder(template, dataDir);
  }
  const db = new PGlite({ dataDir: dataDir ?? undefined, extensions: pgliteExtensions() });
  const schema = await applySchema(db, {
    ...schemaOpts,
    seed: opts.seed ?? false,
    exec: async (sql) => void (await db.exec(sql)),
  });
  const query = async <R>(sql: string, params?: unknown[]) => (await db.query<R>(sql, params)).rows;
  const as = <T>(actor: Actor, fn: (q: Q) => Promise<T>) =>
    db.transaction(async (tx) => {
      const { role, claims } = claimsOf(actor);
      await tx.query(SET_IDENTITY, [role, JSON.stringify(claims)]);
      return fn({ query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows });
    });
  return {
    kind: 'pglite',
    schema,
    query,
    as,
    asQuery: (actor, sql, params) => as(actor, (q) => q.query(sql, params)),
    close: async () => {
      await db.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(opts: OpenOptions = {}): Promise<TestDatabase> {
  // a copy of the migrated template, unless the test is about what the migrations apply to an empty database
  const database = await createThrowawayDatabase(process.env.DATABASE_URL as string, 'vitrina_t', {
    migrated: !opts.fromScratch,
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  // numeric and bigint as JS numbers, as PGlite returns them
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 1700 || oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format),
  };
  const q = { query: (sql: string, params?: unknown[]) => pool.query({ text: sql, values: params, types }) };
  try {
    const schema = await applySchema(q as never, {
      supabaseDir: SUPABASE_DIR,
      sqlDir: SQL_DIR,
      apiUrl: API_URL,
      seed: opts.seed ?? false,
    });
    const query = async <R>(sql: string, params?: unknown[]) => (await q.query(sql, params)).rows as R[];
    const as = async <T>(actor: Actor, fn: (q: Q) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { role, claims } = claimsOf(actor);
        await client.query(SET_IDENTITY, [role, JSON.stringify(claims)]);
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) =>
            (await client.query({ text: sql, values: params, types })).rows as R[],
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback');
        throw err;
      } finally {
        client.release();
      }
    };
    return {
      kind: 'postgres',
      schema,
      query,
      as,
      asQuery: (actor, sql, params) => as(actor, (qq) => qq.query(sql, params)),
      close: async () => {
        await pool.end();
        await database.drop();
      },
    };
  } catch (err) {
    await pool.end();
    await database.drop();
    throw err;
  }
}

/**
 * The engine of this run: PostgreSQL when DATABASE_URL is set, PGlite otherwise. `npm test` runs the backend suites
 * once without it and once with it (VITRINA_TEST_DATABASE_URL), so each suite meets both engines once.
 */
export function drivers(): Driver[] {
  return process.env.DATABASE_URL ? [{ name: 'postgres', open: openPostgres }] : [{ name: 'pglite', open: openPglite }];
}

export interface UserSpec {
  email?: string;
  phone?: string | null;
  identityVerified?: boolean;
  level?: 'unverified' | 'basic' | 'verified' | 'trusted' | 'vip';
  displayName?: string;
}

/** Creates an auth user (the trigger makes the profile), then sets the profile fields as the owner. */
export async function createUser(db: Q, spec: UserSpec = {}): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = spec.email ?? `user-${id.slice(0, 8)}@example.test`;
  await db.query(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, $2, 'x', now(), $3)`,
    [id, email, JSON.stringify({ display_name: spec.displayName ?? `Usuario ${id.slice(0, 4)}` })],
  );
  await db.query(
    `update public.profiles set phone_number = $2, identity_verified = $3, verification_level = $4 where id = $1`,
    [
      id,
      spec.phone === undefined ? '+525512345678' : spec.phone,
      spec.identityVerified ?? false,
      spec.level ?? 'unverified',
    ],
  );
  return { id, email };
}

export interface ProductSpec {
  title?: string;
  price?: number;
  category?: string;
  status?: string;
  /** photos a pending piece gets (default 1, as the sell flow leaves it: the staff publish only a piece with one) */
  photos?: number;
}

/**
 * Inserts a product as the owner (no client rules), e.g. an already published piece. A pending piece also gets its
 * photo (`spec.photos`, default 1), as the sell flow leaves it, so the staff may publish it.
 */
export async function createProduct(db: Q, sellerId: string, spec: ProductSpec = {}): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `insert into public.products (seller_id, title, description, price, category, condition, status)
     values ($1, $2, 'Pieza de colección en excelente estado.', $3, $4, 'excellent', $5) returning id`,
    [
      sellerId,
      spec.title ?? 'Tarjeta de prueba',
      spec.price ?? 1000,
      spec.category ?? 'cards',
      spec.status ?? 'published',
    ],
  );
  if (spec.status === 'pending') {
    for (let order = 0; order < (spec.photos ?? 1); order++) {
      // the row only (no storage object): as the seed's photos, written without the client rules
      const url = `${API_URL}/storage/v1/object/public/products/${sellerId}/pieza-${row.id}-${order}.jpg`;
      await db.query(`insert into public.product_images (product_id, image_url, "order") values ($1, $2, $3)`, [
        row.id,
        url,
        order,
      ]);
    }
  }
  return row.id;
}

/**
 * Puts an object in the products bucket as `owner` uploaded it (no client rules) and answers its public URL as
 * the app stores it, e.g. `http://127.0.0.1:54321/storage/v1/object/public/products/{owner}/{file}`.
 */
export async function uploadProductPhoto(db: Q, owner: { id: string }, file: string): Promise<string> {
  const name = `${owner.id}/${file}`;
  await db.query(
    `insert into storage.objects (bucket_id, name, owner_id) values ('products', $1, $2)
     on conflict (bucket_id, name) do nothing`,
    [name, owner.id],
  );
  return `${API_URL}/storage/v1/object/public/products/${encodeURI(name)}`;
}
