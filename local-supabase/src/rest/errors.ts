import type { JwtClaims } from '../db/types';
import { arrayDimensions, MAX_ARRAY_DIMENSIONS } from '../http/nesting';

/** An error answered in PostgREST's JSON shape: `{ code, message, details, hint }`. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    /** Content-Range sent with a 416 */
    readonly contentRange?: string,
  ) {
    super(message);
  }

  body(): { code: string; details: string | null; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export const parseError = (what: string, input: string, details: string): RestError =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})"`, details);

export const tableNotFound = (table: string): RestError =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

/** The same error Postgres gives, raised before any SQL is sent because the name is not in the catalogue. */
export const columnNotFound = (table: string, column: string): RestError =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

export const bodyColumnNotFound = (table: string, column: string): RestError =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export const invalidBody = (message: string, details: string | null = null): RestError =>
  new RestError(400, 'PGRST102', message, details);

/** Refuses a value nested deeper than Postgres arrays allow, as the malformed literal it is (400, not 54000's 500). */
export function checkArrayDimensions(value: unknown, context: string): void {
  if (arrayDimensions(value) <= MAX_ARRAY_DIMENSIONS) return;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  throw new RestError(
    400,
    '22P02',
    `malformed array literal: "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`,
    `${context}: arrays have at most ${MAX_ARRAY_DIMENSIONS} dimensions.`,
  );
}

export const singularityError = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** Postgres SQLSTATE → HTTP status, as PostgREST's `mapSQLtoHTTP` does it. */
export function statusForSqlState(code: string, role: JwtClaims['role']): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '53400') return 500;
  const cls = code.slice(0, 2);
  switch (cls) {
    case '08':
    case '53':
      return 503;
    case '0L':
    case '0P':
    case '28':
      return 403;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500;
    default:
      return 400;
  }
}

interface DbErrorLike {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isDbError(err: unknown): err is DbErrorLike {
  return (
    typeof err === 'object' &&
    err !== null &&
    typeof (err as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((err as { code: string }).code) &&
    !(err instanceof RestError)
  );
}

export function fromDbError(err: DbErrorLike, role: JwtClaims['role']): RestError {
  let status = statusForSqlState(err.code, role);
  // PostgREST answers a missing role as an authentication problem
  if (err.code === '22023' && /role .* does not exist/.test(err.message)) status = 401;
  return new RestError(status, err.code, err.message, err.detail ?? null, err.hint ?? null);
}
