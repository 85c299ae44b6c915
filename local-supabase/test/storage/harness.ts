import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { Database, JwtClaims, Queryable } from '../../src/db/types';
import type { ApiContext, ServerConfig } from '../../src/http/types';
import { attachRealtime } from '../../src/realtime';
import { createStorageHandler } from '../../src/storage';

/**
 * A tiny stand-in for the backend: an HTTP server that routes /storage/v1 to the storage handler and
 * upgrades /realtime/v1/websocket, over an in-memory PGlite holding fixture.sql. It speaks the same
 * contracts (Database, RouteHandler, attachRealtime) the real server uses, so the real supabase-js
 * client can be pointed at it.
 */
export const JWT_SECRET = 'test-secret-with-at-least-32-characters-long!';
export const SEED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

export interface Harness {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  config: ServerConfig;
  /** an access token for a user, as auth would issue it */
  userToken(sub: string, opts?: { expiresIn?: number }): string;
  close(): Promise<void>;
}

function b64(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function signJwt(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export async function verifyJwt(token: string): Promise<JwtClaims> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('Expected 3 parts in JWT');
  const expected = createHmac('sha256', JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('invalid signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JwtClaims;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) throw new Error('JWT expired');
  return claims;
}

/** The Database contract over one PGlite connection: work is queued so transactions never interleave. */
function pgliteDatabase(pg: PGlite): Database {
  let tail: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  const q: Queryable = {
    async query<R>(sql: string, params?: unknown[]) {
      const res = await pg.query<R>(sql, params);
      return { rows: res.rows, affectedRows: res.affectedRows, fields: res.fields };
    },
  };
  const tx = async <T>(begin: string, setup: (() => Promise<unknown>) | null, fn: (q: Queryable) => Promise<T>) => {
    await pg.query(begin);
    try {
      if (setup) await setup();
      const out = await fn(q);
      await pg.query('commit');
      return out;
    } catch (err) {
      await pg.query('rollback');
      throw err;
    }
  };
  return {
    kind: 'pglite',
    asRole: (claims, fn, opts) =>
      enqueue(() =>
        tx(
          opts?.readOnly ? 'begin read only' : 'begin',
          () =>
            pg.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
              claims.role,
              JSON.stringify(claims),
            ]),
          fn,
        ),
      ),
    admin: (fn) => enqueue(() => tx('begin', null, fn)),
    async listen(channel, onPayload) {
      const unlisten = await enqueue(() => pg.listen(channel, onPayload));
      return () => enqueue(() => unlisten());
    },
    close: () => enqueue(() => pg.close()),
  };
}

async function toRequest(req: http.IncomingMessage, base: string): Promise<Request> {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', base), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

export async function startHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-storage-'));
  const supabaseDir = path.join(dataDir, 'supabase');
  await mkdir(path.join(supabaseDir, 'seed', 'images', 'cards'), { recursive: true });
  await writeFile(path.join(supabaseDir, 'seed', 'images', 'cards', 'jordan.svg'), SEED_SVG);

  const pg = await PGlite.create();
  await pg.exec(readFileSync(path.join(__dirname, 'fixture.sql'), 'utf8'));
  await pg.query(
    `insert into storage.objects (bucket_id, name, metadata) values ('products', 'seed/cards/jordan.svg', null)`,
  );
  const db = pgliteDatabase(pg);

  const exp = Math.floor(Date.now() / 1000) + 3600;
  const anonKey = signJwt({ role: 'anon', exp });
  const serviceRoleKey = signJwt({ role: 'service_role', exp });
  const config: ServerConfig = {
    port: 0,
    apiUrl: '',
    dataDir,
    jwtSecret: JWT_SECRET,
    anonKey,
    serviceRoleKey,
    supabaseDir,
  };
  const storage = createStorageHandler(db, config);

  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const bearer = req.headers.authorization?.replace(/^Bearer\s+/i, '');
        const token = bearer || (req.headers.apikey as string | undefined);
        let claims: JwtClaims;
        try {
          claims = token ? await verifyJwt(token) : { role: 'anon' };
        } catch {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"invalid JWT"}');
          return;
        }
        if (!req.url?.startsWith('/storage/v1/')) {
          res.writeHead(404).end();
          return;
        }
        const ctx = {
          config,
          db,
          claims,
          mailbox: {
            send: async () => {
              throw new Error('no mail');
            },
            list: async () => [],
          },
        } as ApiContext;
        const response = await storage.handle(await toRequest(req, config.apiUrl), ctx);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (err) {
        res.writeHead(500).end(String(err));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  config.port = port;
  config.apiUrl = `http://127.0.0.1:${port}`;
  const realtime = attachRealtime(server, { db, config, verifyJwt });

  return {
    url: config.apiUrl,
    anonKey,
    serviceRoleKey,
    db,
    config,
    userToken: (sub, opts) =>
      signJwt({
        sub,
        role: 'authenticated',
        aud: 'authenticated',
        email: `${sub.slice(0, 8)}@example.com`,
        session_id: randomUUID(),
        exp: Math.floor(Date.now() / 1000) + (opts?.expiresIn ?? 3600),
      }),
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
