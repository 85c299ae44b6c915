// What both drivers share when they open a request's identity: the roles a token may name, the statement that
// sets them, and the driver errors made DbErrors. Apart from index.ts so the drivers it loads never import it back.
import type { DbError, JwtClaims, RequestTxOptions } from './types';

/** Turns whatever a driver threw into a DbError, keeping the Postgres fields the REST layer maps to HTTP. */
export function toDbError(err: unknown): DbError {
  if (err instanceof Error) {
    const e = err as Error & { code?: unknown; detail?: unknown; hint?: unknown };
    const out = err as DbError;
    out.code = typeof e.code === 'string' ? e.code : 'XX000';
    if (typeof e.detail !== 'string') delete out.detail;
    if (typeof e.hint !== 'string') delete out.hint;
    return out;
  }
  const out = new Error(String(err)) as DbError;
  out.code = 'XX000';
  return out;
}

/**
 * The statement that opens a request's identity inside its transaction, as PostgREST does it: the role,
 * the whole claims JSON, the legacy per-claim settings older SQL helpers read, and request.* settings.
 */
export function roleSettingsQuery(claims: JwtClaims, opts?: RequestTxOptions): { sql: string; params: unknown[] } {
  const pairs: [string, string][] = [
    ['role', claims.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.role', claims.role],
    ['request.jwt.claim.sub', claims.sub ?? ''],
    ['request.jwt.claim.email', claims.email ?? ''],
  ];
  for (const [k, v] of Object.entries(opts?.settings ?? {})) pairs.push([k, v]);
  const params: unknown[] = [];
  const calls = pairs.map(([k, v]) => {
    params.push(k, v);
    return `set_config($${params.length - 1}, $${params.length}, true)`;
  });
  return { sql: `select ${calls.join(', ')}`, params };
}

export const VALID_ROLES: readonly JwtClaims['role'][] = ['anon', 'authenticated', 'service_role'];

/** The error PostgreSQL gives for a role that does not exist, for a token naming a role the API does not have. */
export function invalidRole(role: unknown): DbError {
  return toDbError(Object.assign(new Error(`role "${String(role)}" does not exist`), { code: '22023' }));
}
