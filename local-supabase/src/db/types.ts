/**
 * The database seen by every part of the local backend. Two adapters implement it:
 * PGlite (default, one connection, so every transaction is queued) and PostgreSQL (a pool).
 */

/** Claims of a verified JWT, as Supabase issues them. */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  [claim: string]: unknown;
}

export interface QueryResult<R> {
  rows: R[];
  /** rows touched by INSERT/UPDATE/DELETE, when the driver reports it */
  affectedRows?: number;
  fields?: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface RequestTxOptions {
  /** reads run READ ONLY, like PostgREST */
  readOnly?: boolean;
  /** extra request.* settings (method, path, headers JSON) */
  settings?: Record<string, string>;
}

export interface ReadOptions {
  /** extra request.* settings, as RequestTxOptions.settings */
  settings?: Record<string, string>;
  /**
   * the statement recurs with other values (a REST read of a cached shape): the PostgreSQL adapter keeps it
   * prepared per connection, so it is parsed once and, after a few runs, planned once; PGlite runs it plainly
   */
  prepared?: boolean;
}

/** A database error carries the Postgres SQLSTATE and its fields, whatever the driver. */
export interface DbError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction under `SET LOCAL ROLE claims.role` with `request.jwt.claims` set to the
   * claims JSON (and the legacy request.jwt.claim.* settings), so row-level security alone decides.
   * Commits when fn resolves, rolls back when it throws (the error is rethrown).
   */
  asRole<T>(claims: JwtClaims, fn: (q: Queryable) => Promise<T>, opts?: RequestTxOptions): Promise<T>;
  /**
   * One read-only statement under the caller's identity, as asRole with `readOnly` and a single query would run
   * it. Adapters that can pipeline (PostgreSQL) send BEGIN, the settings, the statement and COMMIT in one flight:
   * one round trip. Optional: `readAsRole` falls back to asRole.
   */
  read?<R = Record<string, unknown>>(
    claims: JwtClaims,
    sql: string,
    params: unknown[],
    opts?: ReadOptions,
  ): Promise<QueryResult<R>>;
  /** Runs fn in one transaction as the owner (superuser): migrations, auth tables, storage bookkeeping. */
  admin<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; the callback gets each NOTIFY payload. Returns an unlisten function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs a multi-statement SQL script outside any request transaction (schema setup, seed).
   * Optional so test doubles need not implement it; both real adapters do.
   */
  exec?(sql: string): Promise<void>;
  close(): Promise<void>;
}
