/**
 * Every SQLSTATE the app tells apart, by meaning (supabase/README.md "Errors the app shows"). Features match
 * `dbErrorKind(error)` against these names instead of writing codes by hand.
 */
export const DB_ERROR_CODES = {
  /** a unique index refused the row: an address already subscribed, a username taken */
  uniqueViolation: '23505',
  notNullViolation: '23502',
  /** a referenced row is missing; create_order and offers: the piece is no longer available */
  foreignKeyViolation: '23503',
  /** a check constraint (phone format) or a raised limit (stock, six images) */
  checkViolation: '23514',
  /** a function refused its arguments (create_order's missing address, ship_order's tracking number) */
  invalidParameter: '22023',
  /** RLS or a function refused the caller (signed out, own piece, staff only) */
  insufficientPrivilege: '42501',
  undefinedTable: '42P01',
  /** an order in the wrong state for the action (already shipped, already cancelled) */
  wrongState: '55000',
  /** guard_product: a seller without a phone number */
  phoneRequired: 'VT001',
  /** guard_product: a piece of 5,000 MXN or more from a seller without identity verification */
  identityRequired: 'VT002',
} as const;

export type DbErrorKind = keyof typeof DB_ERROR_CODES;

const KIND_BY_CODE: ReadonlyMap<string, DbErrorKind> = new Map(
  (Object.entries(DB_ERROR_CODES) as [DbErrorKind, string][]).map(([kind, code]) => [code, kind]),
);

/** The database's code of a refused write (SQLSTATE, or PostgREST's PGRST…), when the error has one. */
export function dbErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** What a refusal means, when its code is one the app tells apart. */
export function dbErrorKind(error: unknown): DbErrorKind | undefined {
  const code = dbErrorCode(error);
  return code === undefined ? undefined : KIND_BY_CODE.get(code);
}
