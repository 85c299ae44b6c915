import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { invalidRole, roleSettingsQuery, toDbError, VALID_ROLES } from './roles';
import type { Database, JwtClaims, Queryable, QueryResult, RequestTxOptions } from './types';
import { currentRequestSignal, throwIfAbandoned } from './requestScope';

/**
 * PGlite is one single-user connection: every piece of work (requests, admin work, LISTEN) goes through
 * one FIFO queue so transactions never interleave. Do not call the database again from inside a running
 * asRole/admin callback: the inner call would wait behind the outer one forever.
 */
export async function openPglite(pgdata: string, extensions?: Record<string, unknown>): Promise<Database> {
  mkdirSync(pgdata, { recursive: true });
  // PGlite checks boolean parameters in JavaScript and throws a bare Error ('Invalid input for boolean type',
  // a 500) for a filter such as `featured=eq.abc`; passed on as text, Postgres answers 22P02 (a 400) as it
  // does through node-postgres.
  const serializers = { 16: (value: unknown) => (typeof value === 'boolean' ? (value ? 't' : 'f') : String(value)) };
  const pg: PGlite = await PGlite.create(pgdata, { extensions: (extensions ?? {}) as Extensions, serializers });
  let tail: Promise<unknown> = Promise.resolve();
  let closed = false;

  function enqueue<T>(work: () => Promise<T>): Promise<T> {
    if (closed) return Promise.reject(toDbError(Object.assign(new Error('database is closed'), { code: '08003' })));
    // Work of a request whose client has gone is skipped when its turn comes (before BEGIN: nothing half-done).
    const signal = currentRequestSignal();
    const guarded = async () => {
      // PGlite runs on this thread and each job resolves in microtasks: chained back to back, a busy queue never
      // let the event loop reach its I/O phase, so new connections waited in the kernel's accept queue (under the load
      // bench most of a burst of connections went unanswered while a few were served). One macrotask turn per
      // job lets the server accept and read new requests, which then queue fairly behind the running ones.
      await new Promise<void>((resolve) => setImmediate(resolve));
      throwIfAbandoned(signal);
      return work();
    };
    const run = tail.then(guarded, guarded);
    // the queue must keep moving whatever one job did
    tail = run.catch(() => undefined);
    return run;
  }

  const direct: Queryable = {
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      try {
        const res = await pg.query<R>(sql, params as unknown[]);
        return { rows: res.rows, affectedRows: res.affectedRows, fields: res.fields };
      } catch (err) {
        throw toDbError(err);
      }
    },
  };

  async function inTransaction<T>(
    begin: string,
    prepare: (() => Promise<void>) | null,
    fn: (q: Queryable) => Promise<T>,
  ): Promise<T> {
    await direct.query(begin);
    try {
      if (prepare) await prepare();
      const result = await fn(direct);
      await direct.query('commit');
      return result;
    } catch (err) {
      try {
        await pg.query('rollback');
      } catch {
        // the original error matters more than a failed rollback on a broken connection
      }
      throw err;
    }
  }

  return {
    kind: 'pglite',
    asRole<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>, opts?: RequestTxOptions): Promise<T> {
      if (!VALID_ROLES.includes(claims.role)) return Promise.reject(invalidRole(claims.role));
      return enqueue(() =>
        inTransaction(
          opts?.readOnly ? 'begin read only' : 'begin',
          async () => {
            const { sql, params } = roleSettingsQuery(claims, opts);
            await direct.query(sql, params);
          },
          fn,
        ),
      );
    },
    admin<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
      return enqueue(() => inTransaction('begin', null, fn));
    },
    async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
      const unlisten = await enqueue(() => pg.listen(channel, onPayload));
      return () => enqueue(() => unlisten());
    },
    async close(): Promise<void> {
      if (closed) return;
      const last = enqueue(async () => undefined);
      closed = true;
      await last;
      await pg.close();
    },
    exec(sql: string): Promise<void> {
      return enqueue(async () => {
        try {
          await pg.exec(sql);
        } catch (err) {
          throw toDbError(err);
        }
      });
    },
  };
}
