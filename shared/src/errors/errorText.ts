import { copy } from '../copy';
import { type DbErrorKind, dbErrorKind } from './dbErrors';
import { isNetworkError } from './networkError';

/** A feature's own words for a failure: its fallback, and its wording for the database refusals it tells apart. */
export interface ErrorTextOptions {
  /** shown when nothing better is known; the generic "try again" by default */
  fallback?: string;
  /** a feature's wording for a kind of refusal (a username taken), ahead of the database's own text */
  messages?: Partial<Record<DbErrorKind, string>>;
}

/**
 * Words Spanish has and Postgres, PostgREST, GoTrue and browsers' English messages do not (accents, ¿ ¡ ñ, and
 * short function words). Every `raise exception` of the migrations and every Spanish text the app throws has one.
 */
const SPANISH =
  /[áéíóúüñ¿¡]|\b(de|del|la|las|el|los|un|una|tu|tus|que|para|con|por|al|en|es|ya|hay|solo|esta|este|debes|puedes|pieza|piezas)\b/i;

/** True when a message is already the user's text: written in Spanish (by the database or by the app). */
export function isUserText(message: string): boolean {
  return SPANISH.test(message);
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
 * no answer at all → the connection text; a kind the feature words itself → its words; a Spanish message (the
 * database's `raise exception`, already user text) → as it is; a kind the app knows → `copy.dbErrors`; anything
 * else (English, a status code, nothing) → `fallback`.
 */
export function errorText(error: unknown, { fallback = copy.common.tryAgain, messages = {} }: ErrorTextOptions = {}) {
  if (isNetworkError(error)) return copy.marketplace.connectionErrorDescription;
  const kind = dbErrorKind(error);
  const own = kind === undefined ? undefined : messages[kind];
  if (own !== undefined) return own;
  const message = messageOf(error);
  if (message !== undefined && isUserText(message)) return message;
  const general: Partial<Record<DbErrorKind, string>> = copy.dbErrors;
  return (kind === undefined ? undefined : general[kind]) ?? fallback;
}
