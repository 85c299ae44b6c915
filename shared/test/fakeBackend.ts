import { createClient } from '@supabase/supabase-js';
import { DEFAULT_SUPABASE_URL, DEFAULT_SUPABASE_ANON_KEY, type Database } from '@vitrina/shared';

/**
 * A programmable stand-in for the backend's HTTP API. jsdom has no fetch, so the real supabase-js client
 * (installed as the page's one client) talks to these handlers: tests see the same error objects and
 * request bodies the app produces against the real backend.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown; headers?: Record<string, string> } | 'network-error';
type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

class FakeResponse {
  readonly ok: boolean;
  readonly statusText: string;
  readonly headers: Headers;
  readonly url: string;
  constructor(
    private readonly payload: string,
    readonly status: number,
    headers: Record<string, string>,
    url: string,
  ) {
    this.ok = status >= 200 && status < 300;
    this.statusText = status === 200 ? 'OK' : `HTTP ${status}`;
    this.headers = new Headers({ 'content-type': 'application/json', ...headers });
    this.url = url;
  }
  async text() {
    return this.payload;
  }
  async json() {
    return JSON.parse(this.payload) as unknown;
  }
  clone() {
    return new FakeResponse(this.payload, this.status, Object.fromEntries(this.headers.entries()), this.url);
  }
}

export class FakeBackend {
  readonly requests: RecordedRequest[] = [];
  private routes: { method: string; path: string; handler: Handler }[] = [];
  private fallback: Handler | undefined;

  /**
   * Registers (or replaces) the handler for METHOD + path (path without query string); a path ending in '*'
   * matches every path that starts with what comes before it (storage objects under a folder).
   */
  on(method: string, path: string, handler: Handler | FakeReply) {
    this.routes = this.routes.filter((r) => !(r.method === method && r.path === path));
    this.routes.push({ method, path, handler: typeof handler === 'function' ? handler : () => handler });
    return this;
  }

  /** Answers every request no route matches (the data modules' tests answer each request in one function). */
  otherwise(handler: Handler) {
    this.fallback = handler;
    return this;
  }

  /** The requests sent to one endpoint (or, with a trailing '*', under a prefix), oldest first. */
  calls(method: string, path: string) {
    return this.requests.filter(
      (r) => r.method === method && (r.path === path || (path.endsWith('*') && r.path.startsWith(path.slice(0, -1)))),
    );
  }

  fetch = async (input: unknown, init: { method?: string; headers?: HeadersInit; body?: unknown } = {}) => {
    const url = new URL(String(input instanceof URL ? input.href : input));
    const method = (init.method ?? 'GET').toUpperCase();
    let body: unknown = init.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // form bodies stay strings
      }
    }
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: new Headers(init.headers),
      body,
    };
    this.requests.push(request);
    const route = this.routes.find(
      (r) =>
        r.method === method &&
        (r.path === url.pathname || (r.path.endsWith('*') && url.pathname.startsWith(r.path.slice(0, -1)))),
    );
    const handler = route?.handler ?? this.fallback;
    const reply: FakeReply = handler
      ? await handler(request)
      : { status: 404, body: { message: `sin ruta ${method} ${url.pathname}` } };
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new FakeResponse(payload, reply.status ?? 200, reply.headers ?? {}, url.href);
  };
}

const CLIENT_KEY = '__vitrinaSupabaseClient__';
const INIT_KEY = '__vitrina_sessionInit__';

let current: FakeBackend | undefined;
let client: ReturnType<typeof createClient<Database>> | undefined;

/**
 * Installs a fresh FakeBackend as global fetch and a real supabase-js client on it as the page's client
 * (shared keeps the client on globalThis, so `supabase` from @vitrina/shared resolves to this one). The
 * client is created once per test file (its session lives in localStorage, cleared here) so supabase-js
 * does not warn about several GoTrue clients.
 */
export function installFakeBackend(): FakeBackend {
  const backend = new FakeBackend();
  current = backend;
  const g = globalThis as Record<string, unknown>;
  g.fetch = backend.fetch;
  delete g[INIT_KEY];
  window.localStorage.clear();
  client ??= createClient<Database>(DEFAULT_SUPABASE_URL, DEFAULT_SUPABASE_ANON_KEY, {
    auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: ((input: unknown, init?: never) => (current as FakeBackend).fetch(input, init)) as unknown as typeof fetch,
    },
  });
  g[CLIENT_KEY] = client;
  return backend;
}

export function uninstallFakeBackend() {
  const g = globalThis as Record<string, unknown>;
  delete g[CLIENT_KEY];
  delete g.fetch;
}

/**
 * The fake for a whole test file: a fresh one installed before each test (after `beforeInstall`, e.g. the app's
 * resetAppState), removed after each. What it returns always speaks to the running test's fake.
 */
export function fakeBackendPerTest(beforeInstall?: () => void): FakeBackend {
  beforeEach(() => {
    beforeInstall?.();
    installFakeBackend();
  });
  afterEach(uninstallFakeBackend);
  return new Proxy({} as FakeBackend, {
    get: (_target, key) => {
      const value: unknown = Reflect.get(current as FakeBackend, key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
}

/** A GoTrue session body for a user, as /auth/v1/token and /auth/v1/signup return it. */
export function sessionBody(user: { id: string; email: string; user_metadata?: Record<string, unknown> }) {
  const now = Math.floor(Date.now() / 1000);
  const payload = btoa(
    JSON.stringify({ sub: user.id, email: user.email, role: 'authenticated', exp: now + 3600, aud: 'authenticated' }),
  )
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  const fullUser = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.user_metadata ?? {},
    identities: [{ id: user.id, provider: 'email' }],
    created_at: new Date().toISOString(),
  };
  return {
    access_token: `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${payload}.firma`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'refresh-token',
    user: fullUser,
  };
}

/** A GoTrue error body with its machine code (supabase-js turns it into AuthApiError.code). */
export function authErrorBody(code: string, message: string) {
  return { code: 400, error_code: code, msg: message };
}

/** A PostgREST error body with its SQLSTATE code. */
export function postgrestError(code: string, message: string) {
  return { code, message, details: null, hint: null };
}

/** The same body as a whole answer, with the HTTP status PostgREST gives it. */
export function postgrestRefusal(code: string, message: string, status = 400): FakeReply {
  return { status, body: postgrestError(code, message) };
}
