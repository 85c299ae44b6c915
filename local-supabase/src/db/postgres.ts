import pg from 'pg';
import { roleSettingsQuery, toDbError, VALID_ROLES } from './index';
import type { Database, JwtClaims, Queryable, QueryResult, RequestTxOptions } from './types';

/** A real PostgreSQL server through a pool: the same transaction semantics as the PGlite adapter. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // an idle client dying (server restart) must not crash the backend
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  await pool.query('select 1').catch((err) => {
    throw toDbError(err);
  });

  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.Client | null = null;

  async function listenConnection(): Promise<pg.Client> {
    if (listenClient) return listenClient;
    const client = new pg.Client({ connectionString });
    await client.connect();
    client.on('notification', (msg) => {
      for (const cb of listeners.get(msg.channel) ?? []) cb(msg.payload ?? '');
    });
    client.on('error', (err) => console.error('[db] listen connection error:', err.message));
    listenClient = client;
    return client;
  }

  function wrap(client: pg.PoolClient): Queryable {
    return {
      async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
        try {
          const res = await client.query(sql, params as unknown[]);
          return {
            rows: res.rows as R[],
            affectedRows: res.rowCount ?? undefined,
            fields: res.fields?.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          };
        } catch (err) {
          throw toDbError(err);
        }
      },
    };
  }

  async function inTransaction<T>(begin: string, prepare: ((q: Queryable) => Promise<void>) | null, fn: (q: Queryable) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw toDbError(err);
    }
    const q = wrap(client);
    let broken = false;
    try {
      await q.query(begin);
      if (prepare) await prepare(q);
      const result = await fn(q);
      await q.query('commit');
      return result;
    } catch (err) {
      try {
        await client.query('rollback');
      } catch {
        broken = true;
      }
      throw err;
    } finally {
      client.release(broken);
    }
  }

  return {
    kind: 'postgres',
    asRole<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>, opts?: RequestTxOptions): Promise<T> {
      if (!VALID_ROLES.includes(claims.role)) {
        return Promise.reject(toDbError(Object.assign(new Error(`role "${String(claims.role)}" does not exist`), { code: '22023' })));
      }
      return inTransaction(opts?.readOnly ? 'begin read only' : 'begin', async (q) => {
        const { sql, params } = roleSettingsQuery(claims, opts);
        await q.query(sql, params);
      }, fn);
    },
    admin<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      return inTransaction('begin', null, fn);
    },
    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      const client = await listenConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        const current = listeners.get(channel);
        if (!current) return;
        current.delete(onPayload);
        if (current.size === 0) {
          listeners.delete(channel);
          await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    async exec(sql: string): Promise<void> {
      try {
        await pool.query(sql);
      } catch (err) {
        throw toDbError(err);
      }
    },
    async close(): Promise<void> {
      if (listenClient) await listenClient.end().catch(() => undefined);
      listenClient = null;
      await pool.end();
    },
  };
}
