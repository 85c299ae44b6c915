import { PGlite } from '@electric-sql/pglite';
import type { Database, JwtClaims, Queryable, QueryResult } from '../../src/db/types';

/**
 * A minimal Database over in-memory PGlite for the REST tests only: one connection, so every
 * transaction is queued; asRole sets the role and claims with set_config(…, true) like PostgREST.
 */
export function pgliteDatabase(pg: PGlite): Database {
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  const wrap = (tx: { query: PGlite['query'] }): Queryable => ({
    async query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
      const res = await tx.query<R>(sql, params);
      return { rows: res.rows, affectedRows: res.affectedRows, fields: res.fields };
    },
  });
  return {
    kind: 'pglite',
    asRole<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>, opts?: { readOnly?: boolean; settings?: Record<string, string> }) {
      return enqueue(() =>
        pg.transaction(async (tx) => {
          if (opts?.readOnly) await tx.query('set transaction read only');
          const settings: [string, string][] = [
            ['role', claims.role],
            ['request.jwt.claims', JSON.stringify(claims)],
            ...Object.entries(opts?.settings ?? {}),
          ];
          await tx.query(
            `select ${settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
            settings.flat(),
          );
          return fn(wrap(tx));
        }),
      );
    },
    admin<T>(fn: (q: Queryable) => Promise<T>) {
      return enqueue(() => pg.transaction((tx) => fn(wrap(tx))));
    },
    async listen() {
      return async () => undefined;
    },
    async close() {
      await pg.close();
    },
  };
}
