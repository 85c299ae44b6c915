import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { verifyJwt, JwtError } from './auth/jwt';
import { authRateLimitsFromEnv, type AuthRateLimits } from './auth/rateLimits';
import { AUTH_PUBLIC_ROUTES, createAuthHandler } from './auth/routes';
import { buildConfig, findRepoRoot, MAX_JSON_BODY_BYTES } from './config';
import { openPreparedDatabase } from './db/index';
import type { Database, JwtClaims } from './db/types';
import { RequestAbandonedError, requestScope } from './db/requestScope';
import { createFunctionsHandler } from './functions/routes';
import { publicFunctionNames } from './functions/publicFunctions';
import { answerClientErrors } from './http/clientErrors';
import { corsHeaders } from './http/cors';
import { authError, functionsError, gatewayNoApiKey, json, restError, storageError } from './http/errors';
import {
  BodyTooLargeError,
  BufferedRequest,
  readBody,
  sendWebResponse,
  toWebRequest,
  type HandlerResponse,
} from './http/nodeBridge';
import type { ApiContext, ServerConfig } from './http/types';
import { FileMailbox } from './mailbox/fileMailbox';
import { attachRealtime } from './realtime/index';
import { createRestHandler } from './rest/index';
import { createStorageHandler } from './storage/index';
import { createMailboxHandler } from './mailbox/routes';
import { AUCTION_JOBS } from './scheduler/auctionJobs';
import { PROTECTION_JOBS } from './scheduler/protectionJobs';
import { schedulerIntervalMs, startScheduler, type Scheduler } from './scheduler/index';

export interface StartServerOptions {
  /** 0 picks a free port */
  port?: number;
  dataDir: string;
  /** load supabase/seed.sql on first start (default true) */
  seed?: boolean;
  /** a PostgreSQL URL; without it the data lives in PGlite under dataDir */
  databaseUrl?: string;
  /** defaults to the repository's supabase/ folder */
  supabaseDir?: string;
  /** defaults to local-supabase/sql */
  sqlDir?: string;
  host?: string;
  /** where auth redirects go by default (GoTrue's SITE_URL) */
  siteUrl?: string;
  /** log each request line */
  logRequests?: boolean;
  /**
   * Auth's request limits; absent, hosted Auth's defaults, each replaced by its AUTH_RATE_LIMIT_* environment
   * variable when set (see auth/rateLimits.ts)
   */
  authRateLimits?: Partial<AuthRateLimits>;
  /** the auth limiters' clock (tests move it instead of waiting) */
  authClock?: () => number;
  /** milliseconds between runs of the scheduled SQL jobs (default SCHEDULER_INTERVAL_MS or 15 s; 0: only scheduler.runOnce()) */
  schedulerIntervalMs?: number;
  /** PGlite: reuse a migrated template for fresh data folders (default true; env LOCAL_SUPABASE_TEMPLATE=0 turns it off) */
  useTemplate?: boolean;
}

export interface RunningServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  config: ServerConfig;
  db: Database;
  /** the timer of the database's scheduled jobs (protection window, claims, closing auctions); runOnce() runs a round now */
  scheduler: Scheduler;
  close(): Promise<void>;
}

type Service = 'rest' | 'auth' | 'storage' | 'functions' | 'realtime' | 'mailbox' | 'other';

function serviceOf(pathname: string): Service {
  const m = pathname.match(/^\/(rest|auth|storage|functions|realtime)\/v1(\/|$)/);
  if (m) return m[1] as Service;
  if (pathname === '/mailbox' || pathname.startsWith('/mailbox/')) return 'mailbox';
  return 'other';
}

/** A 401 for a refused token, in the caller's service's own error shape. */
function unauthorized(service: Service, err: JwtError): Response {
  switch (service) {
    case 'rest':
      return restError(401, err.reason === 'expired' ? 'PGRST303' : 'PGRST301', err.message);
    case 'auth':
      return authError(401, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${err.message}`);
    case 'storage':
      return storageError(401, '403', 'InvalidJWT', err.reason === 'expired' ? 'jwt expired' : err.message);
    default:
      return functionsError(401, 'Invalid JWT');
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

function tooLarge(service: Service): Response {
  const message = `Request body larger than ${MAX_JSON_BODY_BYTES} bytes`;
  if (service === 'rest') return restError(413, 'PGRST413', message);
  if (service === 'auth') return authError(413, 'request_too_large', message);
  return functionsError(413, message);
}

function internalError(service: Service): Response {
  if (service === 'rest') return restError(500, 'PGRST000', 'Internal server error');
  if (service === 'auth')
    return authError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
  if (service === 'storage') return storageError(500, '500', 'internal', 'Internal Server Error');
  return json({ code: 500, message: 'Internal server error' }, 500);
}

/** Storage paths a browser loads without headers (an <img> of a public object, a signed URL). */
function isPublicStoragePath(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return /^\/storage\/v1\/(object\/public|render\/image\/public|object\/sign|render\/image\/sign)\//.test(pathname);
}

/**
 * Starts the local Supabase-compatible backend: opens the database, applies platform SQL, migrations
 * and (on first start) the seed, then serves /rest, /auth, /storage, /functions, /realtime and /mailbox.
 */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  const repoRoot = findRepoRoot();
  const supabaseDir = path.resolve(opts.supabaseDir ?? path.join(repoRoot, 'supabase'));
  const sqlDir = path.resolve(opts.sqlDir ?? path.join(repoRoot, 'local-supabase', 'sql'));
  const dataDir = path.resolve(opts.dataDir);
  const host = opts.host ?? '127.0.0.1';

  const server = http.createServer();
  answerClientErrors(server);
  // keep-alive sockets would otherwise hold close() for seconds
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const config: ServerConfig = {
    ...buildConfig({ port, dataDir, supabaseDir, host }),
    siteUrl: opts.siteUrl ?? process.env.SITE_URL ?? undefined,
  };

  let db: Database;
  let realtime: { close(): Promise<void> } | null = null;
  try {
    const useTemplate = opts.useTemplate ?? process.env.LOCAL_SUPABASE_TEMPLATE !== '0';
    db = await openPreparedDatabase({
      dataDir,
      databaseUrl: opts.databaseUrl,
      supabaseDir,
      sqlDir,
      apiUrl: config.apiUrl,
      seed: opts.seed ?? true,
      templateRoot: useTemplate ? path.join(repoRoot, '.data') : undefined,
    });
  } catch (err) {
    server.close();
    throw err;
  }
  const database = db;

  const mailbox = new FileMailbox(dataDir);
  const handleMailbox = createMailboxHandler(mailbox);
  const handleAuth = createAuthHandler({
    db: database,
    config,
    mailbox,
    rateLimits: { ...authRateLimitsFromEnv(), ...opts.authRateLimits },
    now: opts.authClock,
  });
  const publicFunctions = publicFunctionNames(supabaseDir);
  const handleFunctions = createFunctionsHandler(path.join(supabaseDir, 'functions'), {
    SUPABASE_URL: config.apiUrl,
    SUPABASE_ANON_KEY: config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    SUPABASE_DB_URL: opts.databaseUrl ?? '',
    MAIL_API_URL: `${config.apiUrl}/mailbox/api`,
    MAIL_API_KEY: process.env.MAIL_API_KEY ?? 'local-mailbox',
    SITE_URL: config.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000',
  });

  const rest = createRestHandler(database);
  const storage = createStorageHandler(database, config);
  await rest.refreshSchema();
  const scheduler = startScheduler({
    db: database,
    mailbox,
    siteUrl: config.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000',
    jobs: [...PROTECTION_JOBS, ...AUCTION_JOBS],
    intervalMs: opts.schedulerIntervalMs ?? schedulerIntervalMs(),
  });
  // what fell due while the backend was down runs before the first request, not in the middle of a session
  if (scheduler.intervalMs > 0) await scheduler.runOnce();
  realtime = attachRealtime(server, { db: database, config, verifyJwt: (token) => verifyJwt(token, config.jwtSecret) });

  async function route(req: http.IncomingMessage, url: URL): Promise<HandlerResponse> {
    const method = (req.method ?? 'GET').toUpperCase();
    const service = serviceOf(url.pathname);
    if (service === 'other') {
      if (url.pathname === '/' || url.pathname === '/health')
        return json({ name: 'vitrina-local-supabase', status: 'ok' });
      return json({ message: 'no Route matched with those values' }, 404);
    }
    if (service === 'mailbox') {
      const buffer = method === 'POST' ? await readBody(req, MAX_JSON_BODY_BYTES) : undefined;
      return handleMailbox(toWebRequest(req, url, { buffer }), url);
    }
    if (service === 'realtime') return json({ message: 'no Route matched with those values' }, 404);

    // Identity: the Bearer token, else the apikey. Both must verify when present.
    const authorization = req.headers.authorization ?? '';
    const bearer = /^bearer\s+(\S+)/i.exec(authorization)?.[1];
    const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? undefined;
    const open =
      (service === 'auth' && AUTH_PUBLIC_ROUTES.includes(url.pathname)) ||
      (service === 'storage' && isPublicStoragePath(method, url.pathname));
    const publicFunction = service === 'functions' && publicFunctions.has(url.pathname.split('/')[3] ?? '');
    if (service === 'functions' && !bearer && !publicFunction) {
      return functionsError(401, 'Missing authorization header');
    }
    if (!apikey && !open && (service === 'rest' || service === 'storage' || service === 'auth'))
      return gatewayNoApiKey();
    let claims: JwtClaims = { role: 'anon' };
    try {
      if (apikey) claims = await verifyJwt(apikey, config.jwtSecret);
      if (bearer) claims = await verifyJwt(bearer, config.jwtSecret);
    } catch (err) {
      if (err instanceof JwtError) {
        // the open routes (a mailed link, the provider page) do not depend on the caller's identity
        if (!open) return unauthorized(service, err);
        claims = { role: 'anon' };
      } else throw err;
    }
    const ctx: ApiContext = { config, db: database, mailbox, claims, clientIp: req.socket.remoteAddress };

    if (service === 'storage') return storage.handle(toWebRequest(req, url, { stream: true }), ctx);
    let buffer: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') buffer = await readBody(req, MAX_JSON_BODY_BYTES);
    // the REST layer parses (and refuses, PGRST102) the JSON body itself: once, where it is used
    if (service === 'rest') return rest.handle(new BufferedRequest(req, url.href, buffer), ctx);
    const request = toWebRequest(req, url, { buffer });
    if (service === 'auth') return handleAuth(request, url, ctx);
    return handleFunctions(request, url, ctx);
  }

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = Date.now();
    const method = (req.method ?? 'GET').toUpperCase();
    // two header reads: not worth building a web Headers of every request header
    const cors = corsHeaders({ method, headers: { get: (name) => headerValue(req.headers[name.toLowerCase()]) } });
    let url: URL;
    try {
      url = new URL(req.url ?? '/', config.apiUrl);
    } catch {
      res
        .writeHead(400, { 'Content-Type': 'application/json', ...cors })
        .end(JSON.stringify({ message: 'Bad request URL' }));
      return;
    }
    const service = serviceOf(url.pathname);
    // The client closing its connection before the answer (a timeout, a closed tab) aborts the request's database
    // work that has not started yet (db/requestScope.ts).
    const abandoned = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) abandoned.abort();
    });
    const respond = async (): Promise<HandlerResponse> => {
      if (method === 'OPTIONS') return new Response(null, { status: 204 });
      try {
        return await requestScope.run({ signal: abandoned.signal }, () => route(req, url));
      } catch (err) {
        if (err instanceof BodyTooLargeError) return tooLarge(service);
        // nobody is listening: no log line per dead request under load; 499 is nginx's "client closed request"
        if (err instanceof RequestAbandonedError) return new Response(null, { status: 499 });
        console.error(`[server] ${method} ${url.pathname} failed:`, err);
        return internalError(service);
      }
    };
    respond()
      .then(async (response) => {
        if (opts.logRequests) console.log(`${method} ${url.pathname} ${response.status} ${Date.now() - started}ms`);
        // a request body left unread (413, early errors) must be drained or the socket stalls
        if (!req.readableEnded && !req.destroyed) req.resume();
        // JSON of REST, auth and functions is compressed by Accept-Encoding (Supabase's gateway does the same)
        const compressible = service === 'rest' || service === 'auth' || service === 'functions';
        await sendWebResponse(res, response, cors, method === 'HEAD', {
          acceptEncoding: compressible ? headerValue(req.headers['accept-encoding']) : undefined,
        });
      })
      .catch((err: unknown) => {
        console.error(`[server] writing the response to ${method} ${url.pathname} failed:`, err);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json', ...cors });
        res.end();
      });
  });

  let closing: Promise<void> | null = null;
  return {
    url: config.apiUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    config,
    db: database,
    scheduler,
    close() {
      closing ??= (async () => {
        await scheduler.stop();
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (realtime) await realtime.close();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
        await stopped;
        await mailbox.flush();
        await database.close();
      })();
      return closing;
    },
  };
}
