/**
 * The request transaction of the Database adapters (asRole): on PostgreSQL it is pipelined (BEGIN, the identity
 * settings and the first statement leave together) and REST reads run as prepared statements. These tests pin the
 * behaviour that must not change with that: errors keep their own SQLSTATE, a failed transaction leaves the pool
 * usable, reads stay read-only, and a prepared statement answers what the plain one does. A single read
 * (readAsRole: one flight with its COMMIT on PostgreSQL) must behave like asRole with that one statement.
 */
import { readAsRole } from '../../src/db/index';
import type { Database, DbError, JwtClaims } from '../../src/db/types';
import { startTestBackend, type TestBackend } from '../helpers/backend';

const ANON: JwtClaims = { role: 'anon' };

let backend: TestBackend;
let db: Database;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.server.db;
});

afterAll(async () => {
  await backend.stop();
});

async function failure(work: Promise<unknown>): Promise<DbError> {
  try {
    await work;
  } catch (err) {
    return err as DbError;
  }
  throw new Error('expected the transaction to fail');
}

describe('request transactions', () => {
  it('runs the statement under the role and claims it was given', async () => {
    const claims: JwtClaims = {
      role: 'authenticated',
      sub: '00000000-0000-4000-8000-0000000000aa',
      email: 'ana@example.test',
    };
    const rows = await db.asRole(
      claims,
      (q) =>
        q.query<{ role: string; uid: string; method: string }>(
          "select current_user as role, auth.uid()::text as uid, current_setting('request.method', true) as method",
        ),
      { readOnly: true, settings: { 'request.method': 'GET' } },
    );
    expect(rows.rows).toEqual([{ role: 'authenticated', uid: claims.sub, method: 'GET' }]);
  });

  it('reports a failing identity setting with its own code, not as an aborted transaction', async () => {
    const err = await failure(
      db.asRole(ANON, (q) => q.query('select 1'), {
        readOnly: true,
        settings: { statement_timeout: 'not a duration' },
      }),
    );
    expect(err.code).toBe('22023');
  });

  it('keeps the code of a failing statement and rolls its transaction back', async () => {
    const err = await failure(db.asRole(ANON, (q) => q.query('select 1 / 0'), { readOnly: true }));
    expect(err.code).toBe('22012');
    const written = await failure(
      db.asRole(ANON, (q) => q.query("insert into public.newsletter_subscribers (email) values ('ro@example.test')"), {
        readOnly: true,
      }),
    );
    expect(written.code).toBe('25006');
  });

  it('leaves every pooled connection usable after failures', async () => {
    const failures = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        failure(db.asRole(ANON, (q) => q.query(`select ${i} / 0`), { readOnly: true })),
      ),
    );
    expect(new Set(failures.map((e) => e.code))).toEqual(new Set(['22012']));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        db.asRole(ANON, (q) => q.query<{ n: number }>('select $1::int as n', [i]), { readOnly: true }),
      ),
    );
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });
});

describe('concurrent requests', () => {
  it('each run in a transaction of their own; on PGlite (one connection) one after another, in arrival order', async () => {
    const events: string[] = [];
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.asRole(ANON, async (q) => {
          events.push(`start ${i}`);
          await q.query(`select set_config('vitrina.probe', $1, true)`, [String(i)]);
          // give every other request a chance to run on the same connection in between
          await sleep((i * 7) % 4);
          const { rows } = await q.query<{ probe: string; tx: string }>(
            `select current_setting('vitrina.probe') as probe, txid_current()::text as tx`,
          );
          events.push(`end ${i}`);
          return rows[0];
        }),
      ),
    );
    expect(results.map((r) => r.probe)).toEqual(Array.from({ length: 20 }, (_, i) => String(i)));
    expect(new Set(results.map((r) => r.tx)).size).toBe(20);
    if (db.kind === 'pglite') {
      expect(events).toEqual(Array.from({ length: 20 }, (_, i) => [`start ${i}`, `end ${i}`]).flat());
    }
  });

  it('keep the queue moving when one of them fails', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        db.asRole(ANON, async (q) => {
          if (i === 2) await q.query('select 1 / 0');
          return (await q.query<{ n: number }>('select $1::int as n', [i])).rows[0].n;
        }),
      ),
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as DbError).code))).toEqual([
      0,
      1,
      '22012',
      3,
      4,
      5,
    ]);
  });
});

describe('single reads (readAsRole)', () => {
  it("answers a prepared read as the plain one, with each run's own values", async () => {
    const sql = "select count(*)::int as n from public.products where status = 'published' and price >= $1";
    for (const min of [1, 5000, 50000, 5000, 1, 5000, 50000]) {
      const [plain, prepared] = await Promise.all([
        db.asRole(ANON, (q) => q.query<{ n: number }>(sql, [min]), { readOnly: true }),
        readAsRole<{ n: number }>(db, ANON, sql, [min], { prepared: true }),
      ]);
      expect(prepared.rows).toEqual(plain.rows);
    }
    const published = await readAsRole<{ n: number }>(db, ANON, sql, [1], { prepared: true });
    expect(published.rows[0].n).toBeGreaterThan(50);
  });

  it('keeps a recurring read prepared on PostgreSQL (PGlite runs it plainly)', async () => {
    // the statement looks for itself: prepared before it runs, it is listed on its own connection
    const sql = 'select count(*)::int as n from pg_prepared_statements where statement = $1';
    const seen = await readAsRole<{ n: number }>(db, ANON, sql, [sql], { prepared: true });
    expect(seen.rows[0].n).toBe(db.kind === 'postgres' ? 1 : 0);
  });

  it("answers under the caller's identity and request settings, prepared or not", async () => {
    const claims: JwtClaims = { role: 'authenticated', sub: '00000000-0000-4000-8000-0000000000bb' };
    const sql =
      "select current_user as role, auth.uid()::text as uid, current_setting('request.path', true) as path, $1::int as n";
    for (const prepared of [false, true, true]) {
      const res = await readAsRole<{ role: string; uid: string; path: string; n: number }>(db, claims, sql, [7], {
        settings: { 'request.path': '/products' },
        prepared,
      });
      expect(res.rows).toEqual([{ role: 'authenticated', uid: claims.sub, path: '/products', n: 7 }]);
    }
  });

  it('reports the first failure with its own code: a setting, then the statement', async () => {
    const setting = await failure(
      readAsRole(db, ANON, 'select 1', [], { settings: { statement_timeout: 'not a duration' } }),
    );
    expect(setting.code).toBe('22023');
    const statement = await failure(readAsRole(db, ANON, 'select 1 / $1::int', [0], { prepared: true }));
    expect(statement.code).toBe('22012');
    const written = await failure(
      readAsRole(db, ANON, "insert into public.newsletter_subscribers (email) values ('read@example.test')", []),
    );
    expect(written.code).toBe('25006');
  });

  it('refuses an unknown role before reaching the database', async () => {
    const err = await failure(readAsRole(db, { role: 'postgres' as JwtClaims['role'] }, 'select 1', []));
    expect(err.code).toBe('22023');
  });

  it('leaves every pooled connection idle and usable after failed reads', async () => {
    const failures = await Promise.all(
      Array.from({ length: 24 }, (_, i) => failure(readAsRole(db, ANON, `select ${i} / 0`, []))),
    );
    expect(new Set(failures.map((e) => e.code))).toEqual(new Set(['22012']));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        readAsRole<{ n: number; open: boolean }>(db, ANON, 'select $1::int as n', [i], { prepared: true }),
      ),
    );
    expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    // a write after all that still commits: no connection was left inside a transaction
    await db.asRole({ role: 'service_role' }, (q) =>
      q.query("insert into public.newsletter_subscribers (email) values ('after-reads@example.test')"),
    );
    const saved = await db.admin((q) =>
      q.query<{ n: number }>(
        "select count(*)::int as n from public.newsletter_subscribers where email = 'after-reads@example.test'",
      ),
    );
    expect(saved.rows[0].n).toBe(1);
  });
});
