import { certainlySignedOut, getRuntimeConfig } from '@vitrina/shared/kernel';

/**
 * Public reads (the listing, a category, a piece, its seller's public profile) as PostgREST requests made with
 * `fetch`, the same requests supabase-js sends, without supabase-js: a visitor's catalogue pages are the ones a phone
 * opens from a search or a shared link, and supabase-js would sit on their critical path only to build a URL
 * (`npm run bench -- bundle` measures each page's JS). A visitor reads with the anonymous key, as supabase-js would; a
 * member's request carries their access token, the stored one while it is fresh (what the page's client would hand
 * out) and else the client's (which refreshes it), so RLS answers exactly as it does through supabase-js. Writes stay
 * on supabase-js.
 */

/** A PostgREST error answer (or a failed request), with the fields supabase-js's PostgrestError has. */
export class RestReadError extends Error {
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly status: number;

  constructor(status: number, body: { code?: string; message?: string; details?: string; hint?: string } | null) {
    super(body?.message || `HTTP ${status}`);
    this.name = 'RestReadError';
    this.code = body?.code ?? String(status);
    this.details = body?.details ?? null;
    this.hint = body?.hint ?? null;
    this.status = status;
  }
}

export interface RestReadRequest {
  /** the path under /rest/v1: a table or view (`products`), or `rpc/<function>` */
  path: string;
  /** PostgREST's query parameters: `select`, filters (`status: 'eq.published'`), `order`, `offset`, `limit` */
  params?: Record<string, string>;
  /** an rpc's arguments, sent as a POST body */
  args?: Record<string, unknown>;
  /** asks for the number of matching rows (`Prefer: count=exact`) */
  count?: boolean;
  /** only the count, no rows (a HEAD request, as supabase-js's `select(…, { head: true })`); implies `count` */
  head?: boolean;
}

export interface RestReadResult<T> {
  data: T;
  /** with `count`: every row matching the filters, not only the ones sent */
  count: number | null;
}

/** supabase-js strips whitespace outside quotes from `select`: the same request, byte for byte. */
export function compactSelect(select: string): string {
  let quoted = false;
  let out = '';
  for (const char of select) {
    if (char === '"') quoted = !quoted;
    if (!quoted && /\s/.test(char)) continue;
    out += char;
  }
  return out;
}

/**
 * supabase-js refreshes a session this close to its expiry before it hands out the token (auth-js's expiry margin,
 * 3 ticks of 30 s): a stored token younger than that is the one getSession() would return.
 */
const EXPIRY_MARGIN_MS = 90_000;

/**
 * The member's access token as supabase-js keeps it (`sb-<first label of the API host>-auth-token`), while it is
 * fresh: what getSession() would answer, read without waiting for supabase-js to load. Null when there
 * is none, it nears its expiry (supabase-js refreshes it) or it cannot be read.
 */
export function storedAccessToken(supabaseUrl: string, now = Date.now()): string | null {
  try {
    const key = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
      access_token?: unknown;
      expires_at?: unknown;
    } | null;
    if (typeof stored?.access_token !== 'string' || typeof stored.expires_at !== 'number') return null;
    return stored.expires_at * 1000 - now > EXPIRY_MARGIN_MS ? stored.access_token : null;
  } catch {
    return null;
  }
}

/** Which token a request carries: the anonymous key, or a member's access token. */
export type BearerToken = (supabaseUrl: string, anonKey: string) => Promise<string>;

/** The session's token as the member's supabase-js client hands it out (refreshed when near its expiry). */
export const sessionToken: BearerToken = async (_supabaseUrl, anonKey) => {
  const { getSupabase } = await import('@vitrina/shared/supabase');
  const { data } = await getSupabase().auth.getSession();
  return data.session?.access_token ?? anonKey;
};

/**
 * A visitor's token without supabase-js: the anonymous key when nobody can be signed in on this page, else the
 * member's stored token while it is fresh, else the client's.
 */
export const visitorOrSessionToken: BearerToken = async (supabaseUrl, anonKey) => {
  if (certainlySignedOut()) return anonKey;
  return storedAccessToken(supabaseUrl) ?? sessionToken(supabaseUrl, anonKey);
};

function countFrom(contentRange: string | null): number | null {
  // "0-23/150", "*/0"
  const total = contentRange?.split('/')[1];
  return total === undefined || total === '*' ? null : Number(total);
}

declare global {
  interface Window {
    /** Reads the page's HTML started before any script of the app (shared/build/shellHtml.cjs), by earlyReadKey. */
    __VITRINA_EARLY_READS__?: Record<string, Promise<Response | null> | undefined>;
  }
}

/**
 * How the page's HTML names a read it started early, with the token it sent (the anonymous key, or a member's
 * stored token); the inline script in shared/build/shellHtml.cjs builds the same.
 */
export function earlyReadKey(method: string, href: string, body: string | undefined, bearer: string): string {
  return body === undefined ? `${method} ${href} ${bearer}` : `${method} ${href} ${body} ${bearer}`;
}

/**
 * The answer to this exact request, with this very token, if the page's HTML already asked for it (a remote's
 * early reads, built from its pages' queries: the listing's first page, a piece), once. Null when none was started
 * or it failed on the network: the caller asks itself.
 */
async function takeEarlyRead(key: string): Promise<Response | null> {
  const reads = typeof window === 'undefined' ? undefined : window.__VITRINA_EARLY_READS__;
  const read = reads?.[key];
  if (!read) return null;
  delete reads[key];
  return read.catch(() => null);
}

/** The URL a request reads: the path under /rest/v1 with its parameters, `select` compacted as supabase-js does. */
export function restReadUrl(supabaseUrl: string, { path, params = {} }: RestReadRequest): URL {
  const url = new URL(`${supabaseUrl.replace(/\/$/, '')}/rest/v1/${path}`);
  for (const [name, value] of Object.entries(params)) {
    url.searchParams.set(name, name === 'select' ? compactSelect(value) : value);
  }
  return url;
}

/**
 * Sends one PostgREST read with `fetch` and the token `token` picks (by default a visitor's, or the member's when
 * signed in). Data modules call `read` (read.ts), which picks the token from who may make the read.
 */
export async function restRead<T>(
  request: RestReadRequest,
  token: BearerToken = visitorOrSessionToken,
): Promise<RestReadResult<T>> {
  const { args, head } = request;
  const count = request.count || head;
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const url = restReadUrl(supabaseUrl, request);
  const bearer = await token(supabaseUrl, supabaseAnonKey);
  const headers: Record<string, string> = {
    apikey: supabaseAnonKey,
    Authorization: `Bearer ${bearer}`,
    Accept: 'application/json',
  };
  if (count) headers.Prefer = 'count=exact';
  if (args) headers['Content-Type'] = 'application/json';
  const method = args ? 'POST' : head ? 'HEAD' : 'GET';
  const requestBody = args ? JSON.stringify(args) : undefined;
  const early = count ? null : await takeEarlyRead(earlyReadKey(method, url.href, requestBody, bearer));
  const response = early ?? (await fetch(url.href, { method, headers, body: requestBody }));
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw new RestReadError(response.status, body as ConstructorParameters<typeof RestReadError>[1]);
  return { data: body as T, count: count ? countFrom(response.headers.get('content-range')) : null };
}

/** PostgREST's `in.(…)` filter, quoting values the way supabase-js's `.in()` does (commas and parentheses). */
export function inList(values: readonly string[]): string {
  return `in.(${values.map((value) => (/[,()"]/.test(value) ? `"${value.replace(/"/g, '\\"')}"` : value)).join(',')})`;
}
