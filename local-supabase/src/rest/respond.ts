import { fromDbError, isDbError, RestError } from './errors';
import type { JwtClaims } from '../db/types';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function errorResponse(err: unknown, role: JwtClaims['role']): Response {
  let rest: RestError;
  if (err instanceof RestError) rest = err;
  else if (isDbError(err)) rest = fromDbError(err, role);
  else {
    const message = err instanceof Error ? err.message : String(err);
    rest = new RestError(500, 'PGRSTX00', `Internal error: ${message}`);
  }
  const headers = new Headers({ 'Content-Type': JSON_TYPE });
  if (rest.status === 401) headers.set('WWW-Authenticate', 'Bearer');
  if (rest.code === 'PGRST103' && rest.contentRange) headers.set('Content-Range', rest.contentRange);
  return new Response(JSON.stringify(rest.body()), { status: rest.status, headers });
}

/** PostgREST's Content-Range: `first-last/total`, `*` where a part is unknown or empty. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  const rangeText = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${rangeText}/${totalText}`;
}

/** 200, 206 for a partial page of a counted read, 416 past the end. */
export function rangeStatus(lower: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  if (n < total) return 206;
  return 200;
}
