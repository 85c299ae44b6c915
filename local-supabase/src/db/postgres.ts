import { createHash } from 'node:crypto';
import pg from 'pg';
import { invalidRole, roleSettingsQuery, toDbError, VALID_ROLES } from './roles';
import type { Database, JwtClaims, Queryable, QueryResult, ReadOptions, RequestTxOptions } from './types';
import { currentRequestSignal, throwIfAbandoned } from './requestScope';

/** Prepared statements live as long as their connection: recycling connections bounds what a backend keeps. */
const CONNECTION_LIFETIME_SECONDS = 30 * 60;

/**
 * The client's socket, to cork while a flight of pipelined messages is written: one writev instead of a syscall
 * per protocol message (each query is up to five). `connection.stream` is pg's own field, not typed: without it
 * the messages simply go out one by one.
 */
function socketOf(client: pg.PoolClient): { cork(): void; uncork(): void } | null {
  const stream = (client as unknown as { connection?: { stream?: { cork?: unknown; uncork?: unknown } } }).connection
    ?.stream;
  return stream && typeof stream.cork === 'function' && typeof stream.uncork === 'function'
    ? (stream as { cork(): void; uncork(): void })
    : null;
}

/** A stable name per statement text (pg checks that a name is never reused for another text). */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `vt_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= 2000) statementNames.clear();
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * A real PostgreSQL server through a pool: the same transaction semantics as the PGlite adapter. Connections run
 * in pg's pipeline mode, so a request's BEGIN, identity settings and first statement leave in one flight and
 * cost one round trip instead of three.
 */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    maxLifetimeSeconds: CONNECTION_LIFETIME_SECONDS,
    pipeline: true,
  } as pg.PoolConfig);
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

  function wrap(
    client: pg.PoolClient,
  ): Queryable & { prepared<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> } {
    async function run<R>(config: pg.QueryConfig | string, params?: unknown[]): Promise<QueryResult<R>> {
      try {
        const res =
          typeof config === 'string' ? await client.query(config, params as unknown[]) : await client.query(config);
        return {
          rows: res.rows as R[],
          affectedRows: res.rowCount ?? undefined,
          fields: res.fields?.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      } catch (err) {
        throw toDbError(err);
      }
    }
    return {
      query: <R>(sql: string, params?: unknown[]) => run<R>(sql, params),
      prepared: <R>(sql: string, params?: unknown[]) =>
        run<R>({ name: statementName(sql), text: sql, values: params as unknown[] }),
    };
  }

  async function connect(): Promise<pg.PoolClient> {
    // A request whose client has gone while it waited for a connection gives it back at once (nothing ran yet).
    const signal = currentRequestSignal();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw toDbError(err);
    }
    if (signal?.aborted) {
      client.release();
      throwIfAbandoned(signal);
    }
    return client;
  }

  async function inTransaction<T>(
    begin: string,
    opening: { sql: string; params: unknown[] } | null,
    fn: (q: Queryable) => Promise<T>,
  ): Promise<T> {
    const client = await connect();
    const q = wrap(client);
    let broken = false;
    try {
      // Not awaited: in pipeline mode these go out with fn's first statement. Each statement of fn waits for them,
      // so a failure here (an unknown role) is what fn sees, not the "transaction is aborted" that follows it.
      const socket = socketOf(client);
      socket?.cork();
      // uncorked once this tick is over: fn's first statement, issued synchronously, joins the same write
      if (socket) process.nextTick(() => socket.uncork());
      const opened = Promise.all([q.query(begin), opening ? q.prepared(opening.sql, opening.params) : null]);
      opened.catch(() => undefined);
      const afterOpening = <R>(pending: Promise<QueryResult<R>>): Promise<QueryResult<R>> => {
        pending.catch(() => undefined);
        return opened.then(() => pending);
      };
      const result = await fn({ query: <R>(sql: string, params?: unknown[]) => afterOpening(q.query<R>(sql, params)) });
      await opened;
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
        return Promise.reject(invalidRole(claims.role));
      }
      return inTransaction(opts?.readOnly ? 'begin read only' : 'begin', roleSettingsQuery(claims, opts), fn);
    },
    async read<R>(claims: JwtClaims, sql: string, params: unknown[], opts?: ReadOptions): Promise<QueryResult<R>> {
      if (!VALID_ROLES.includes(claims.role)) {
        throw invalidRole(claims.role);
      }
      const client = await connect();
      const q = wrap(client);
      const identity = roleSettingsQuery(claims, { readOnly: true, settings: opts?.settings });
      // One flight. After a failure PostgreSQL skips to the next statement in an aborted transaction, and COMMIT
      // there ends it as a rollback: the connection always comes back idle. The first failure is the one to report.
      const socket = socketOf(client);
      socket?.cork();
      const flight = [
        q.query('begin read only'),
        q.prepared(identity.sql, identity.params),
        opts?.prepared ? q.prepared<R>(sql, params) : q.query<R>(sql, params),
        q.query('commit'),
      ];
      socket?.uncork();
      const outcomes = await Promise.allSettled(flight);
      const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
      // COMMIT fails only when the connection itself did: such a client must not go back to the pool
      client.release(outcomes[3].status === 'rejected');
      if (failed) throw failed.reason;
      return (outcomes[2] as PromiseFulfilledResult<QueryResult<R>>).value;
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
