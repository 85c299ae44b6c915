/**
 * Every SQLSTATE the app tells apart, by meaning (supabase/README.md "Errors the app shows"). Features match
 * `dbErrorKind(error)` against these names instead of writing codes by hand.
 */
export const DB_ERROR_CODES = {
  /** a unique index refused the row: an address already subscribed, a username taken */
  uniqueViolation: '23505',
  notNullViolation: '23502',
  /** a referenced row is missing */
  foreignKeyViolation: '23503',
  /** a check constraint refused the row (a column's format or range) */
  checkViolation: '23514',
  invalidParameter: '22023',
  /** row-level security or a privilege refused the caller */
  insufficientPrivilege: '42501',
  undefinedTable: '42P01',
  wrongState: '55000',
  /** guard_product: a seller without a phone number */
  phoneRequired: 'VT001',
  /** guard_product: a piece of 5,000 MXN or more from a seller without identity verification */
  identityRequired: 'VT002',
} as const;

export type DbErrorKind = keyof typeof DB_ERROR_CODES;

/**
 * Vitrina's own SQLSTATE class: every refusal the database raises for a member carries a code `VT…` and a Spanish
 * message written for that member (docs/refusal-codes.md lists each code). The apps' own user-facing errors
 * (`UserError`) carry the same class.
 */
export const REFUSAL_CLASS = 'VT';

/** A refusal code of Vitrina's class, e.g. 'VT409' (buying your own piece). */
export type RefusalCode = `VT${string}`;

/**
 * The kind a refusal code belongs to, by its third character: the standard condition the refusal stands for, so a
 * feature that words a kind (`insufficientPrivilege`) words the refusals of that kind too.
 */
const REFUSAL_KIND_BY_DIGIT: Readonly<Record<string, DbErrorKind>> = {
  '2': 'invalidParameter',
  '3': 'checkViolation',
  '4': 'insufficientPrivilege',
  '5': 'wrongState',
  '6': 'foreignKeyViolation',
  '7': 'uniqueViolation',
};

const KIND_BY_CODE: ReadonlyMap<string, DbErrorKind> = new Map(
  (Object.entries(DB_ERROR_CODES) as [DbErrorKind, string][]).map(([kind, code]) => [code, kind]),
);

/** The database's code of a refused write (SQLSTATE, or PostgREST's PGRST…), when the error has one. */
export function dbErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** The error's refusal code when it is one of Vitrina's class: its message is the member's text by contract. */
export function refusalCode(error: unknown): RefusalCode | undefined {
  const code = dbErrorCode(error);
  return code !== undefined && code.length === 5 && code.startsWith(REFUSAL_CLASS) ? (code as RefusalCode) : undefined;
}

/** What a refusal means, when its code is one the app tells apart. */
export function dbErrorKind(error: unknown): DbErrorKind | undefined {
  const code = dbErrorCode(error);
  if (code === undefined) return undefined;
  const known = KIND_BY_CODE.get(code);
  if (known !== undefined) return known;
  return refusalCode(error) === undefined ? undefined : REFUSAL_KIND_BY_DIGIT[code[2]];
}
