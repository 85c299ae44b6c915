import { copy } from '../copy';
import { type DbErrorKind, dbErrorKind, type RefusalCode, refusalCode } from './dbErrors';
import { isNetworkError } from './networkError';

/** A feature's own words for a failure: its fallback, and its wording for the refusals it tells apart. */
export interface ErrorTextOptions {
  /** shown when nothing better is known; the generic "try again" by default */
  fallback?: string;
  /**
   * A feature's wording for one refusal code ('VT409') or for a kind of refusal (a username taken), ahead of the
   * database's own text. A code's wording goes before its kind's.
   */
  messages?: Partial<Record<DbErrorKind | RefusalCode, string>>;
}

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    const message = error.message.trim();
    if (message) return message;
  }
  return undefined;
}

/**
 * The one way an error becomes words on screen (PostgREST refusal, Supabase auth error, network failure, Error):
 * no answer at all → the connection text; a code or kind the feature words itself → its words; an error of
 * Vitrina's refusal class (the database's refusal or the app's `UserError`, whose message is the member's text by
 * contract) → its message; a kind the app knows → `copy.dbErrors`; anything else (Postgres's, PostgREST's or the
 * browser's own messages, a status code, nothing) → `fallback`.
 */
export function errorText(error: unknown, { fallback = copy.common.tryAgain, messages = {} }: ErrorTextOptions = {}) {
  if (isNetworkError(error)) return copy.marketplace.connectionErrorDescription;
  const code = refusalCode(error);
  const kind = dbErrorKind(error);
  const own = (code === undefined ? undefined : messages[code]) ?? (kind === undefined ? undefined : messages[kind]);
  if (own !== undefined) return own;
  const message = messageOf(error);
  if (code !== undefined && message !== undefined) return message;
  const general: Partial<Record<DbErrorKind, string>> = copy.dbErrors;
  return (kind === undefined ? undefined : general[kind]) ?? fallback;
}
