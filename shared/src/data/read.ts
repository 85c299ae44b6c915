import { restRead, sessionToken, visitorOrSessionToken, type RestReadRequest, type RestReadResult } from './restRead';

/**
 * The one way a data module reads the backend. An entity's read is written once as a PostgREST request (table or
 * `rpc/<function>`, its select, filters, order and range: `productDetailRead(id)`, `listingPageRead(params, page)`),
 * and `read` sends it. The request is built in one place (`restReadUrl`), so the early reads of the page's HTML, the
 * server render and the browser send the same bytes; what differs is only the token, picked from who may read:
 *
 * - `as: 'public'`: anyone may read it (the catalogue, a piece, public profiles, reviews). Nobody signed in on this
 *   page: the anonymous key, without loading supabase-js (a visitor's page stays small, and the server renders
 *   with it). A member: their stored token while fresh, else the one their client hands out, so RLS answers as
 *   it does for them.
 * - `as: 'member'`: only the signed-in member's rows (their orders, messages, favourites, staff queues). The token
 *   comes from the member's supabase-js client, loaded on first use, which refreshes an expiring session.
 *   Without a session the anonymous key goes, and RLS answers what a visitor may see (usually nothing).
 *
 * A database function is a read when it only reads (STABLE or IMMUTABLE in supabase/schema/functions): `read({
 * path: 'rpc/<name>', args }, { as })`. One that changes data is a write (lint tells them apart). Writes, storage,
 * edge functions and realtime stay on the member's client (`supabaseClient()`, `withClient()`), except a write a
 * visitor's page makes in passing, which goes with `callFunction` so that page need not load supabase-js.
 */
export type ReadAccess = 'public' | 'member';

/** One entity read: a PostgREST request (`path`, `params`, `args` for an rpc, `count`, `head`). */
export type EntityRead = RestReadRequest;

export interface ReadOptions {
  /** who may make this read: anyone (`public`) or only the signed-in member (`member`) */
  as: ReadAccess;
}

export function read<T>(request: EntityRead, { as }: ReadOptions): Promise<RestReadResult<T>> {
  return restRead<T>(request, as === 'member' ? sessionToken : visitorOrSessionToken);
}

/**
 * Calls a database function that changes data (VOLATILE) the way `read` sends a request: `fetch`, the token `as`
 * picks, no supabase-js. Only for a write a visitor's page makes in passing (counting a view), where loading the
 * member's client would cost the page more than the write is worth; every other write uses `supabaseClient()`.
 */
export async function callFunction(name: string, args: Record<string, unknown>, { as }: ReadOptions): Promise<void> {
  await restRead<unknown>({ path: `rpc/${name}`, args }, as === 'member' ? sessionToken : visitorOrSessionToken);
}

/** The first row of a read, or null: what supabase-js's `maybeSingle()` answers (an object answer is that row). */
export async function readOne<T>(request: EntityRead, options: ReadOptions): Promise<T | null> {
  const { data } = await read<T[] | T | null>(request, options);
  if (Array.isArray(data)) return (data[0] as T | undefined) ?? null;
  return data ?? null;
}

/** PostgREST's range of one page (1-based): `offset` and `limit` parameters. */
export function pageRange(page: number, pageSize: number): { offset: string; limit: string } {
  return { offset: String((page - 1) * pageSize), limit: String(pageSize) };
}
