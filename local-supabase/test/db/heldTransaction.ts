/**
 * Two transactions at once, in a known order, for the races of the database rules. The first runs up to its
 * `pause()` and stays open there until the test releases it; meanwhile the test starts the second and waits until
 * PostgreSQL shows it waiting for a lock (`untilWaiting`), so the order is known without guessing a delay. On PGlite
 * (one connection, one transaction at a time) nothing is held: the first runs to its end and the second after it,
 * which tests the same rule one call after the other.
 */
import type { Actor, Q, TestDatabase } from './testDatabase';

export interface HeldTransaction<T> {
  /** settles when the transaction has committed (or failed) */
  done: Promise<T>;
  /** resolves once the work reached its pause (or ended): the transaction is still open there on PostgreSQL */
  ready: Promise<void>;
  /** lets the paused transaction go on and commit */
  release(): void;
}

export function heldTransaction<T>(
  db: TestDatabase,
  actor: Actor,
  work: (q: Q, pause: () => Promise<void>) => Promise<T>,
): HeldTransaction<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const ready = new Promise<void>((resolve) => (reached = resolve));
  const pause = async () => {
    reached();
    if (db.kind === 'postgres') await released;
  };
  const done = db.as(actor, (q) => work(q, pause));
  // a transaction that fails before its pause must not leave the test waiting for it
  done.then(reached, reached);
  return { done, ready, release };
}

/**
 * Waits until `count` sessions of this database wait for a lock (PostgreSQL), at most `timeoutMs`: true when they
 * do. Always false on PGlite, where no transaction waits for another.
 */
export async function untilWaiting(db: TestDatabase, count = 1, timeoutMs = 5000): Promise<boolean> {
  if (db.kind !== 'postgres') return false;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ n }] = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (n >= count) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
