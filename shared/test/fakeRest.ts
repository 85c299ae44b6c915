import { createClient } from '@supabase/supabase-js';
import { DEFAULT_SUPABASE_ANON_KEY, DEFAULT_SUPABASE_URL } from '../src/config/runtimeConfig';
import type { Database } from '../src/types/database';

/** A request the data modules sent, as the REST server would receive it. */
export interface SentRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/**
 * Installs a real supabase-js client as the page's one client (the `supabase` proxy of @vitrina/shared reads it
 * from globalThis), talking to `reply` instead of a server: tests check the requests the data modules build
 * and how they read the answers, including PostgREST's error bodies.
 */
let current: ((input: unknown, init?: { method?: string; body?: unknown }) => Promise<unknown>) | undefined;
let client: ReturnType<typeof createClient<Database>> | undefined;

export function installFakeRest(reply: (request: SentRequest) => Reply) {
  const requests: SentRequest[] = [];
  current = async (input: unknown, init: { method?: string; body?: unknown } = {}) => {
    const url = new URL(String(input));
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      params: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    requests.push(request);
    const answer = reply(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const status = answer.status ?? 200;
    const payload = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no fetch Response: postgrest-js reads only these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: status === 200 ? 'OK' : `HTTP ${status}`,
      headers: new Headers({ 'content-type': 'application/json', ...answer.headers }),
      url: url.href,
      text: async () => payload,
      json: async () => JSON.parse(payload) as unknown,
    };
  };
  // One client per test file (several GoTrue clients warn); each install swaps only the handler.
  client ??= createClient<Database>(DEFAULT_SUPABASE_URL, DEFAULT_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: ((input: unknown, init?: never) => current!(input, init)) as unknown as typeof fetch },
  });
  (globalThis as Record<string, unknown>).__vitrinaSupabaseClient__ = client;
  // public reads go through fetch itself (restRead), as in the browser
  (globalThis as Record<string, unknown>).fetch = current;
  return requests;
}

export function uninstallFakeRest() {
  delete (globalThis as Record<string, unknown>).__vitrinaSupabaseClient__;
  delete (globalThis as Record<string, unknown>).fetch;
}

/** A PostgREST error body with its SQLSTATE code. */
export function postgrestError(code: string, message: string, status = 400): Reply {
  return { status, body: { code, message, details: null, hint: null } };
}
