/**
 * API bench (run through bench/api/index.mjs): a fresh backend per engine with a 100,000-product catalogue;
 * the catalog's listing, the typo-tolerant search and a product detail, each timed through the REST layer
 * (HTTP, keep-alive) and as the very SQL statement the REST layer built, run directly on the server's own
 * Database object under the same role and RLS. The HTTP load comes from a child process (loadClient.mjs), like
 * any real client; the direct statements run in this process. Prints one markdown table and writes
 * bench/.out/api.json.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../../local-supabase/src/db/throwaway';
import { startServer, type RunningServer } from '../../local-supabase/src/server';
import { readAsRole } from '../../local-supabase/src/db/index';
import type { Database, JwtClaims, Queryable, RequestTxOptions } from '../../local-supabase/src/db/types';
import { generateCatalogue } from './generate';

type Engine = 'pglite' | 'postgres';
/** `search 'mesi'` and `search 'autografo'` are cells of their own: their costs differ, and a p50 over an even
 * mix of two costs falls between them, anywhere from run to run. */
type QueryName = 'listing' | `search '${string}'` | 'detail';

interface Options {
  engines: Engine[];
  products: number;
  /** requests per cell at 1 client and at 50 clients */
  requests: Record<number, number>;
  /** a cell stops early after this much wall time (PGlite at 50 clients queues on one connection) */
  cellCapMs: number;
  explain: boolean;
  postgresUrl: string;
}

interface Cell {
  engine: Engine;
  query: QueryName;
  clients: number;
  direct: Stats;
  rest: Stats;
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
}

const CLIENTS = [1, 50];
const ANON: JwtClaims = { role: 'anon' };
const LISTING_PATH =
  '/rest/v1/products?select=*,product_images(id,image_url,order)&status=eq.published&category=eq.cards&price_cents=gte.50000&price_cents=lte.2000000&order=created_at.desc&offset=0&limit=20';
const SEARCH_TERMS = ['mesi', 'autografo'];
const DETAIL_IDS = 200;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function parseOptions(argv: string[]): Options {
  const get = (name: string) =>
    argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const engine = get('engine') ?? 'all';
  const quick = argv.includes('--quick');
  return {
    engines: engine === 'all' ? ['pglite', 'postgres'] : (engine.split(',') as Engine[]),
    products: Number(get('products') ?? (quick ? 20000 : 100000)),
    requests: quick ? { 1: 50, 50: 200 } : { 1: 200, 50: 1000 },
    cellCapMs: Number(get('cap-ms') ?? 30000),
    explain: argv.includes('--explain'),
    postgresUrl:
      get('postgres-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  };
}

// --- HTTP client: keep-alive sockets, one per concurrent client --------------------------------------

function httpClient(baseUrl: string, anonKey: string, sockets: number) {
  // idle sockets are dropped before the server's 5 s keepAliveTimeout would close them under us
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, timeout: 4000 });
  const base = new URL(baseUrl);
  const auth = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  return {
    agent,
    request(
      method: string,
      pathAndQuery: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { host: base.hostname, port: base.port, method, path: pathAndQuery, agent, headers: { ...auth, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                headers: res.headers,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
  };
}

type Client = ReturnType<typeof httpClient>;

// --- the three requests, as the apps send them ----------------------------------------------------

interface Request {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function listingRequest(): Request {
  return { method: 'GET', path: LISTING_PATH, headers: { prefer: 'count=exact' } };
}

function searchRequest(term: string): Request {
  return {
    method: 'POST',
    path: '/rest/v1/rpc/search_products',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: term }),
  };
}

function detailRequest(id: string): Request {
  return {
    method: 'GET',
    path: `/rest/v1/products?select=*,product_images(id,image_url,order)&id=eq.${id}`,
    headers: { accept: 'application/vnd.pgrst.object+json' },
  };
}

/** Requests that met a socket the server had just closed (retried once; every request here is read-only). */
let resets = 0;

async function send(client: Client, r: Request) {
  let res;
  try {
    res = await client.request(r.method, r.path, r.headers, r.body);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') throw err;
    resets++;
    res = await client.request(r.method, r.path, r.headers, r.body);
  }
  // 206: PostgREST answers Partial Content when a counted page is not the whole set
  if (res.status !== 200 && res.status !== 206)
    throw new Error(`${r.method} ${r.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return res;
}

// --- the direct path: the REST layer's own statement, on the same Database -------------------------

interface Statement {
  sql: string;
  params: unknown[];
  /** the REST layer ran it as a prepared statement (PostgreSQL reads) */
  prepared: boolean;
  /** the transaction options it ran under: read-only, request.* settings */
  tx: RequestTxOptions | undefined;
  /** through Database.read (BEGIN, identity, statement and COMMIT in one flight) rather than asRole */
  read: boolean;
}

/**
 * Sends one request with a recorder around db.asRole and returns the statement the REST layer ran. The
 * handler holds the same Database object as server.db, so patching the method reaches it.
 */
async function captureStatement(
  server: RunningServer,
  client: Client,
  r: Request,
): Promise<{ statement: Statement; response: Awaited<ReturnType<typeof send>> }> {
  const db = server.db as Database & { asRole: Database['asRole']; read: Database['read'] };
  const original = { asRole: db.asRole, read: db.read };
  let captured: Statement | null = null;
  db.asRole = (claims, fn, opts) =>
    original.asRole.call(
      db,
      claims,
      (q: Queryable) =>
        fn({
          query: (sql, params) => {
            captured ??= { sql, params: params ?? [], prepared: false, tx: opts, read: false };
            return q.query(sql, params);
          },
        }),
      opts,
    ) as never;
  if (original.read) {
    const read = original.read;
    db.read = (claims, sql, params, opts) => {
      captured ??= {
        sql,
        params,
        prepared: opts?.prepared ?? false,
        tx: { readOnly: true, settings: opts?.settings },
        read: true,
      };
      return read.call(db, claims, sql, params, opts) as never;
    };
  }
  try {
    const response = await send(client, r);
    if (!captured) throw new Error(`no statement recorded for ${r.path}`);
    return { statement: captured, response };
  } finally {
    db.asRole = original.asRole;
    db.read = original.read;
  }
}

/** The transaction the REST layer ran: BEGIN READ ONLY, role + claims + request.* settings, the statement, COMMIT. */
function runDirect(db: Database, s: Statement) {
  if (s.read) return readAsRole(db, ANON, s.sql, s.params, { settings: s.tx?.settings, prepared: s.prepared });
  return db.asRole(ANON, (q) => q.query(s.sql, s.params), s.tx);
}

// --- the HTTP floor: what any Node HTTP server costs this client on this machine ---------------------

/** A detail's JSON as the REST layer answered it, for the floor server to send. */
let detailBody: string | undefined;

interface Floor {
  clients: number;
  stats: Stats;
}

/**
 * A bare node:http server in this process answering the detail's body from memory, driven by the same load
 * client: the part of REST − direct that no REST layer can remove (two process wake-ups and the socket
 * writes of one HTTP exchange on loopback).
 */
async function httpFloor(body: string, opts: Options): Promise<Floor[]> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/vnd.pgrst.object+json; charset=utf-8',
      'Content-Range': '0-0/*',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  const floors: Floor[] = [];
  try {
    for (const clients of CLIENTS) {
      const stats = await measureRest({ url, anonKey: 'floor' }, clients, opts.requests[clients], opts.cellCapMs, [
        detailRequest('floor'),
      ]);
      log(`HTTP floor ×${clients}: ${fmt(stats)}`);
      floors.push({ clients, stats });
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return floors;
}

// --- measurement -----------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** `clients` workers, each one request at a time, until `total` requests or the time cap. */
async function measure(
  clients: number,
  total: number,
  capMs: number,
  op: (i: number) => Promise<unknown>,
): Promise<Stats> {
  const samples: number[] = [];
  let next = 0;
  const deadline = performance.now() + capMs;
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      await op(i);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  samples.sort((a, b) => a - b);
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Plans cached, sockets open, JIT warm: every worker runs at least one request first. */
async function warmUp(clients: number, op: (i: number) => Promise<unknown>) {
  await measure(clients, Math.max(20, clients), 5000, op);
}

/** The same loop over HTTP, run by loadClient.mjs in a child process (it warms up the same way first). */
async function measureRest(
  server: Pick<RunningServer, 'url' | 'anonKey'>,
  clients: number,
  total: number,
  capMs: number,
  requests: Request[],
): Promise<Stats> {
  const child = fork(path.join(repoRoot, 'bench', 'api', 'loadClient.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer = once(child, 'message') as Promise<[{ samples?: number[]; resets?: number; error?: string }]>;
  child.send({
    baseUrl: server.url,
    anonKey: server.anonKey,
    clients,
    total,
    capMs,
    warmUp: Math.max(20, clients),
    requests,
  });
  const [result] = await answer;
  if (result.error || !result.samples) throw new Error(`load client failed: ${result.error ?? 'no answer'}`);
  resets += result.resets ?? 0;
  const samples = result.samples;
  return { n: samples.length, p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

// --- engines ---------------------------------------------------------------------------------------

function log(message: string) {
  process.stderr.write(`[bench api] ${message}\n`);
}

/** Ctrl-C mid-run still drops the throwaway database and the temporary data folder. */
let cleanup: (() => Promise<void>) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    void (cleanup ?? (async () => undefined))().finally(() => process.exit(130));
  });
}

async function benchEngine(engine: Engine, opts: Options): Promise<Cell[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `vitrina-bench-api-${engine}-`));
  const pgDb = engine === 'postgres' ? await createThrowawayDatabase(opts.postgresUrl, 'vt_bench') : null;
  let server: RunningServer | null = null;
  cleanup = async () => {
    await server?.close().catch(() => undefined);
    await pgDb?.drop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let t = performance.now();
    server = await startServer({ port: 0, dataDir, seed: true, databaseUrl: pgDb?.url });
    log(`${engine}: server up in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await generateCatalogue(server.db, opts.products, server.url);
    const counts = await server.db.admin((q) =>
      q.query<{ products: string; images: string }>(
        'select (select count(*) from public.products) as products, (select count(*) from public.product_images) as images',
      ),
    );
    log(
      `${engine}: ${counts.rows[0].products} products, ${counts.rows[0].images} images in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );

    const sockets = Math.max(...CLIENTS);
    const client = httpClient(server.url, server.anonKey, sockets);
    const srv = server;

    // Statements the REST layer builds, recorded once per distinct request (and checked on the way).
    const listing = await captureStatement(srv, client, listingRequest());
    const range = String(listing.response.headers['content-range'] ?? '');
    const listed = JSON.parse(listing.response.body) as unknown[];
    if (listed.length !== 20 || !/^0-19\/\d+$/.test(range))
      throw new Error(`unexpected listing answer: ${listed.length} rows, Content-Range ${range}`);
    log(`${engine}: listing Content-Range ${range}`);
    const searches: { request: Request; statement: Statement }[] = [];
    for (const term of SEARCH_TERMS) {
      const c = await captureStatement(srv, client, searchRequest(term));
      const found = JSON.parse(c.response.body) as { title: string }[];
      if (found.length === 0) throw new Error(`search '${term}' found nothing`);
      log(`${engine}: search '${term}' → ${found.map((p) => p.title).join(' | ')}`);
      searches.push({ request: searchRequest(term), statement: c.statement });
    }
    const ids = (
      await srv.db.admin((q) =>
        q.query<{ id: string }>(
          `select id from public.products where status = 'published' order by md5(id::text) limit ${DETAIL_IDS}`,
        ),
      )
    ).rows.map((r) => r.id);
    const details: { request: Request; statement: Statement }[] = [];
    for (const id of ids) {
      const c = await captureStatement(srv, client, detailRequest(id));
      detailBody ??= c.response.body;
      if ((JSON.parse(c.response.body) as { id: string }).id !== id)
        throw new Error(`detail ${id} answered another row`);
      details.push({ request: detailRequest(id), statement: c.statement });
    }

    if (opts.explain) {
      for (const [name, s] of [
        ['listing', listing.statement],
        ['search', searches[0].statement],
        ['detail', details[0].statement],
      ] as const) {
        const plan = await srv.db.asRole(
          ANON,
          (q) => q.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params),
          { readOnly: true },
        );
        log(`${engine}: plan of ${name}:\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }

    const workFor = (query: QueryName): { requests: Request[]; direct: (i: number) => Promise<unknown> } => {
      if (query === 'listing')
        return { requests: [listingRequest()], direct: () => runDirect(srv.db, listing.statement) };
      const list = query === 'detail' ? details : [searches[SEARCH_TERMS.findIndex((t) => query === `search '${t}'`)]];
      return {
        requests: list.map((entry) => entry.request),
        direct: (i) => runDirect(srv.db, list[i % list.length].statement),
      };
    };

    client.agent.destroy();
    const cells: Cell[] = [];
    const queries: QueryName[] = ['listing', ...SEARCH_TERMS.map((t): QueryName => `search '${t}'`), 'detail'];
    for (const query of queries) {
      let single: Cell | undefined;
      for (const clients of CLIENTS) {
        // PGlite serves one query at a time and PostgreSQL at most one per core: when 50 clients would
        // each wait longer than half the cap in that queue, the cell is reported as skipped, not run for minutes.
        const parallel = engine === 'pglite' ? 1 : os.cpus().length;
        const queued = single ? (single.direct.p50 * clients) / parallel : 0;
        if (queued > opts.cellCapMs / 2) {
          log(`${engine} ${query} ×${clients}: skipped (~${(queued / 1000).toFixed(1)} s of queue per request)`);
          cells.push({
            engine,
            query,
            clients,
            direct: { n: 0, p50: NaN, p95: NaN },
            rest: { n: 0, p50: NaN, p95: NaN },
          });
          continue;
        }
        const total = opts.requests[clients];
        const w = workFor(query);
        await warmUp(clients, w.direct);
        const direct = await measure(clients, total, opts.cellCapMs, w.direct);
        const rest = await measureRest(srv, clients, total, opts.cellCapMs, w.requests);
        const cell = { engine, query, clients, direct, rest };
        if (clients === 1) single = cell;
        log(`${engine} ${query} ×${clients}: direct ${fmt(direct)} | REST ${fmt(rest)}`);
        cells.push(cell);
      }
    }
    return cells;
  } finally {
    await cleanup();
    cleanup = null;
  }
}

// --- report ----------------------------------------------------------------------------------------

const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const fmt = (s: Stats) => `${ms(s.p50)} / ${ms(s.p95)} ms (n=${s.n})`;

/**
 * Targets: REST under 1.5x the direct SQL (p50 ratio); p95 under 25 ms at 50 clients on
 * PostgreSQL; search under 30 ms (REST p95 at 1 client on either engine, and at 50 clients on PostgreSQL).
 */
function verdict(c: Cell): string {
  if (c.rest.n === 0) {
    const queue = c.engine === 'pglite' ? 'one connection' : `${os.cpus().length} cores`;
    return `NO, not run: ${queue}, 50 clients would wait ≈ 50 × the 1-client time${c.engine === 'pglite' ? '' : ' / cores'} each`;
  }
  const misses: string[] = [];
  const overhead = c.rest.p50 / c.direct.p50;
  if (overhead >= 1.5) misses.push(`overhead ${overhead.toFixed(2)}x ≥ 1.5`);
  if (c.engine === 'postgres' && c.clients === 50 && c.rest.p95 >= 25) misses.push(`p95 ${ms(c.rest.p95)} ≥ 25 ms`);
  if (c.query.startsWith('search') && (c.clients === 1 || c.engine === 'postgres') && c.rest.p95 >= 30)
    misses.push(`search p95 ${ms(c.rest.p95)} ≥ 30 ms`);
  if (misses.length > 0) return `NO: ${misses.join('; ')}`;
  return c.engine === 'pglite' && c.clients === 50 ? 'yes (overhead only: one connection, requests queue)' : 'yes';
}

function table(cells: Cell[]): string {
  const head = [
    'engine',
    'query',
    'clients',
    'direct p50/p95 (ms)',
    'REST p50/p95 (ms)',
    'overhead x',
    'REST − direct p50 (ms)',
    'n direct/REST',
    'target met?',
  ];
  const rows = cells.map((c) => [
    c.engine === 'pglite' ? 'PGlite' : 'PostgreSQL 15',
    c.query,
    String(c.clients),
    `${ms(c.direct.p50)} / ${ms(c.direct.p95)}`,
    `${ms(c.rest.p50)} / ${ms(c.rest.p95)}`,
    c.rest.n === 0 ? '—' : `${(c.rest.p50 / c.direct.p50).toFixed(2)}`,
    c.rest.n === 0 ? '—' : ms(c.rest.p50 - c.direct.p50),
    `${c.direct.n}/${c.rest.n}`,
    verdict(c),
  ]);
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  log(`${opts.products} products, engines ${opts.engines.join(', ')}, load average before: ${load}`);
  const cells: Cell[] = [];
  for (const engine of opts.engines) cells.push(...(await benchEngine(engine, opts)));
  const floors = detailBody ? await httpFloor(detailBody, opts) : [];
  if (resets > 0)
    log(`${resets} request(s) met a socket closed by the server and were retried once (included in their time)`);
  const after = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  const header =
    `API bench ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${opts.products} products, ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, load average before ${load}, after ${after}`;
  const floorLine = floors.length
    ? `HTTP floor (a bare node:http server answering the detail's ${Buffer.byteLength(detailBody ?? '')}-byte body from memory, same load client): ` +
      floors
        .map(
          (f) => `${ms(f.stats.p50)} / ${ms(f.stats.p95)} ms p50/p95 at ${f.clients} client${f.clients > 1 ? 's' : ''}`,
        )
        .join(', ') +
      '. It is part of every REST − direct above.'
    : '';
  console.log(`\n${header}\n\n${table(cells)}\n\n${floorLine}\n`);
  const outDir = path.join(repoRoot, 'bench', '.out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'api.json'),
    JSON.stringify({ header, options: opts, cells, httpFloor: floors }, null, 2),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('[bench api] failed:', err);
    process.exit(1);
  },
);
