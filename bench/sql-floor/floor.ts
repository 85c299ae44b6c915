/**
 * SQL floor bench (run through bench/sql-floor/index.mjs): what PostgreSQL alone gives for the API bench's three
 * requests, with no REST layer in front. A throwaway database gets the backend's schema (startServer) and the
 * API bench's catalogue; the statements the REST layer builds are recorded once, then Debian's pgbench replays
 * each request's exact transaction (BEGIN READ ONLY, the identity settings, the statement, COMMIT) with the
 * same bound values, at 1 and at 50 clients. Prints one markdown table and writes bench/.out/sql-floor.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../../local-supabase/src/db/throwaway';
import { startServer, type RunningServer } from '../../local-supabase/src/server';
import { roleSettingsQuery } from '../../local-supabase/src/db/roles';
import type { Database, JwtClaims, Queryable, RequestTxOptions } from '../../local-supabase/src/db/types';
import { generateCatalogue } from '../api/generate';

interface Options {
  products: number;
  /** seconds per measured pgbench run */
  seconds: number;
  clients: number[];
  mode: 'prepared' | 'extended' | 'simple';
  postgresUrl: string;
  pgbench: string;
  /** also replay the listing filtered on numeric `price` (what the catalog sent before price_cents) */
  priceListing: boolean;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SELECT_WITH_IMAGES = 'select=*,product_images(id,image_url,order)';
/** bench/api's requests: the catalog's listing (price_cents, as the catalog sends it), search, detail */
const LISTING_PATH = `/rest/v1/products?${SELECT_WITH_IMAGES}&status=eq.published&category=eq.cards&price_cents=gte.50000&price_cents=lte.2000000&order=created_at.desc&offset=0&limit=20`;
const PRICE_LISTING_PATH = `/rest/v1/products?${SELECT_WITH_IMAGES}&status=eq.published&category=eq.cards&price=gte.500&price=lte.20000&order=created_at.desc&offset=0&limit=20`;
const SEARCH_TERMS = ['mesi', 'autografo'];
/** detail ids drawn at random per transaction */
const DETAIL_IDS = 200;

function parseOptions(argv: string[]): Options {
  const get = (name: string) =>
    argv
      .find((a) => a.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=');
  const quick = argv.includes('--quick');
  const mode = get('mode') ?? 'prepared';
  if (mode !== 'prepared' && mode !== 'extended' && mode !== 'simple')
    throw new Error(`--mode must be prepared, extended or simple, not ${mode}`);
  return {
    products: Number(get('products') ?? (quick ? 20000 : 100000)),
    seconds: Number(get('seconds') ?? (quick ? 3 : 10)),
    clients: (get('clients') ?? '1,50').split(',').map(Number),
    mode,
    postgresUrl:
      get('postgres-url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
    pgbench: get('pgbench') ?? process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench',
    priceListing: !argv.includes('--no-price-listing'),
  };
}

function log(message: string) {
  process.stderr.write(`[bench sql-floor] ${message}\n`);
}

// --- recording the REST layer's transaction for a request ---------------------------------------------

interface Transaction {
  /** BEGIN READ ONLY or BEGIN */
  begin: string;
  settings: { sql: string; params: unknown[] };
  statement: { sql: string; params: unknown[] };
}

/** A one-statement read, where the adapter has one (`Database.read`, newer than asRole); typed loosely on purpose. */
type ReadFn = (
  claims: JwtClaims,
  sql: string,
  params: unknown[],
  opts?: { settings?: Record<string, string> },
) => Promise<unknown>;

/**
 * Sends one request with a recorder around db.asRole (and db.read where the adapter has it): the claims and
 * options give the identity settings the adapter runs (roleSettingsQuery), the Queryable or read() the
 * statement. The handler holds this same Database object, so patching its methods reaches it.
 */
async function record(
  server: RunningServer,
  pathAndQuery: string,
  init: RequestInit = {},
): Promise<{ tx: Transaction; body: string; headers: Headers }> {
  const db = server.db as Database & { asRole: Database['asRole'] };
  const reader = server.db as unknown as { read?: ReadFn };
  const original = db.asRole;
  const originalRead = reader.read;
  let tx: Transaction | null = null;
  db.asRole = (claims: JwtClaims, fn: (q: Queryable) => Promise<unknown>, opts?: RequestTxOptions) =>
    original.call(
      db,
      claims,
      (q: Queryable) =>
        fn({
          query: (sql, params) => {
            tx = {
              begin: opts?.readOnly ? 'BEGIN READ ONLY' : 'BEGIN',
              settings: roleSettingsQuery(claims, opts),
              statement: { sql, params: params ?? [] },
            };
            return q.query(sql, params);
          },
        }),
      opts,
    ) as never;
  if (originalRead) {
    reader.read = (claims, sql, params, opts) => {
      tx = {
        begin: 'BEGIN READ ONLY',
        settings: roleSettingsQuery(claims, { readOnly: true, settings: opts?.settings }),
        statement: { sql, params },
      };
      return originalRead.call(server.db, claims, sql, params, opts);
    };
  }
  try {
    const res = await fetch(`${server.url}${pathAndQuery}`, {
      ...init,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        ...(init.headers as Record<string, string>),
      },
    });
    const body = await res.text();
    if (res.status !== 200 && res.status !== 206)
      throw new Error(`${pathAndQuery} answered ${res.status}: ${body.slice(0, 300)}`);
    if (!tx) throw new Error(`no statement recorded for ${pathAndQuery}`);
    return { tx, body, headers: res.headers };
  } finally {
    db.asRole = original;
    if (originalRead) reader.read = originalRead;
  }
}

// --- pgbench scripts ---------------------------------------------------------------------------------

/**
 * One pgbench script per transaction: parameters become pgbench variables, so with -M prepared or extended
 * they are bound, untyped, exactly as pg binds them for the REST layer (pgbench numbers each occurrence, so a
 * parameter the REST layer uses twice is bound twice; an empty string is a literal). A variable is named after
 * its value, so the two search scripts share their statement texts and differ only in the term's variable.
 */
function script(
  tx: Transaction,
  vars: Map<string, string>,
  prelude: string[] = [],
  bound: Map<string, string> = new Map(),
): string {
  const bind = (sql: string, params: unknown[]) =>
    sql.replace(/\$(\d+)/g, (_m, n: string) => {
      const raw = params[Number(n) - 1];
      const value = typeof raw === 'string' ? raw : JSON.stringify(raw);
      const own = bound.get(value);
      if (own) return `:${own}`;
      // pgbench cannot define an empty variable (-D name=): an empty string goes in as a literal
      if (value === '') return "''";
      const name = `v_${createHash('sha1').update(value).digest('hex').slice(0, 12)}`;
      vars.set(name, value);
      return `:${name}`;
    });
  const oneLine = (sql: string) => {
    if (/[\r\n]/.test(sql))
      throw new Error('a recorded statement spans lines; pgbench scripts need one line per command');
    return sql;
  };
  return [
    ...prelude,
    `${tx.begin};`,
    `${oneLine(bind(tx.settings.sql, tx.settings.params))};`,
    `${oneLine(bind(tx.statement.sql, tx.statement.params))};`,
    'COMMIT;',
    '',
  ].join('\n');
}

interface Workload {
  query: string;
  /** script file names in the work folder, picked uniformly at random per transaction */
  files: string[];
  /** client counts to run, when not every --clients */
  clients?: number[];
}

// --- running pgbench ----------------------------------------------------------------------------------

interface Result {
  query: string;
  clients: number;
  transactions: number;
  failed: number;
  tps: number;
  p50: number;
  p95: number;
  mean: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

let running: ReturnType<typeof spawn> | null = null;

function runPgbench(
  opts: Options,
  dbUrl: string,
  work: string,
  w: Workload,
  clients: number,
  seconds: number,
  vars: Map<string, string>,
  logPrefix: string | null,
): Promise<string> {
  const url = new URL(dbUrl);
  const args = [
    '-n', // no pgbench tables to vacuum
    '-M',
    opts.mode,
    '-c',
    String(clients),
    '-j',
    String(Math.min(clients, 2)),
    '-T',
    String(seconds),
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username),
    ...[...vars].flatMap(([k, v]) => ['-D', `${k}=${v}`]),
    ...w.files.flatMap((f) => ['-f', path.join(work, f)]),
    ...(logPrefix ? ['--log', `--log-prefix=${logPrefix}`] : []),
    url.pathname.slice(1),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(opts.pgbench, args, {
      env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      running = null;
      if (code === 0) resolve(out);
      else reject(new Error(`pgbench exited with ${code}:\n${err.slice(-2000)}`));
    });
  });
}

/** pgbench --log: one line per transaction, `client_id transaction_no latency_us script_no epoch_s epoch_us` */
function readLatencies(work: string, prefix: string): { ms: number[]; failed: number } {
  const ms: number[] = [];
  let failed = 0;
  for (const f of fs.readdirSync(work).filter((name) => name.startsWith(`${prefix}.`))) {
    for (const line of fs.readFileSync(path.join(work, f), 'utf8').split('\n')) {
      const fields = line.split(' ');
      if (fields.length < 6) continue;
      if (fields[2] === 'failed' || fields[2] === 'skipped') failed++;
      else ms.push(Number(fields[2]) / 1000);
    }
    fs.rmSync(path.join(work, f));
  }
  return { ms: ms.sort((a, b) => a - b), failed };
}

async function measure(
  opts: Options,
  dbUrl: string,
  work: string,
  w: Workload,
  clients: number,
  vars: Map<string, string>,
): Promise<Result> {
  const prefix = `log_${w.query.replace(/\W/g, '_')}_${clients}`;
  const out = await runPgbench(opts, dbUrl, work, w, clients, opts.seconds, vars, path.join(work, prefix));
  const { ms, failed } = readLatencies(work, prefix);
  if (ms.length === 0)
    throw new Error(`pgbench logged no transaction for ${w.query} ×${clients}:\n${out.slice(-2000)}`);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? NaN);
  const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
  return {
    query: w.query,
    clients,
    transactions: ms.length,
    failed,
    tps,
    p50: percentile(ms, 50),
    p95: percentile(ms, 95),
    mean,
  };
}

// --- the run ------------------------------------------------------------------------------------------

/** Ctrl-C mid-run stops pgbench, then drops the throwaway database and removes the work folders. */
let cleanup: (() => Promise<void>) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    running?.kill('SIGINT');
    void (cleanup ?? (async () => undefined))().finally(() => process.exit(130));
  });
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));

function table(results: Result[]): string {
  const head = ['query', 'clients', 'p50 (ms)', 'p95 (ms)', 'transactions/s', 'transactions', 'p95 < 25 ms at 50?'];
  const rows = results.map((r) => [
    r.query,
    String(r.clients),
    ms(r.p50),
    ms(r.p95),
    r.tps.toFixed(0),
    `${r.transactions}${r.failed ? ` (${r.failed} failed)` : ''}`,
    r.clients >= 50 ? (r.p95 < 25 ? 'yes' : 'NO') : '',
  ]);
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  if (!fs.existsSync(opts.pgbench)) throw new Error(`pgbench not found at ${opts.pgbench} (--pgbench=PATH or PGBENCH)`);
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  log(
    `${opts.products} products, pgbench -M ${opts.mode}, ${opts.seconds} s per run, clients ${opts.clients.join(', ')}, load average before: ${loadBefore}`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-floor-data-'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-floor-'));
  const db = await createThrowawayDatabase(opts.postgresUrl, 'vt_floor');
  let server: RunningServer | null = null;
  cleanup = async () => {
    await server?.close().catch(() => undefined);
    server = null;
    await db.drop().catch((err: unknown) => log(`could not drop the database: ${String(err)}`));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    let t = performance.now();
    server = await startServer({ port: 0, dataDir, seed: true, databaseUrl: db.url });
    log(`server up in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    await generateCatalogue(server.db, opts.products, server.url);
    log(`catalogue of ${opts.products} products in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const vars = new Map<string, string>();
    const workloads: Workload[] = [];
    const listings: [string, string][] = [['listing', LISTING_PATH]];
    if (opts.priceListing) listings.push(['listing (price)', PRICE_LISTING_PATH]);
    for (const [name, p] of listings) {
      const r = await record(server, p, { headers: { prefer: 'count=exact' } });
      const rows = JSON.parse(r.body) as unknown[];
      log(`${name}: ${rows.length} rows, Content-Range ${r.headers.get('content-range')}`);
      const file = `${name === 'listing' ? 'listing' : 'listing_price'}.sql`;
      fs.writeFileSync(path.join(work, file), script(r.tx, vars));
      workloads.push({ query: name, files: [file] });
    }
    let detailTx: { tx: Transaction; id: string } | null = null;
    const searchFiles: string[] = [];
    for (const [i, term] of SEARCH_TERMS.entries()) {
      const r = await record(server, '/rest/v1/rpc/search_products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: term }),
      });
      const file = `search_${i}.sql`;
      fs.writeFileSync(path.join(work, file), script(r.tx, vars));
      searchFiles.push(file);
    }
    workloads.push({ query: 'search', files: searchFiles });
    const ids = (
      await server.db.admin((q) =>
        q.query<{ id: string }>(
          `select id from public.products where status = 'published' order by md5(id::text) limit ${DETAIL_IDS}`,
        ),
      )
    ).rows.map((row) => row.id);
    for (const id of ids) {
      const r = await record(server, `/rest/v1/products?${SELECT_WITH_IMAGES}&id=eq.${id}`, {
        headers: { accept: 'application/vnd.pgrst.object+json' },
      });
      if ((JSON.parse(r.body) as { id: string }).id !== id) throw new Error(`detail ${id} answered another row`);
      if (!detailTx) detailTx = { tx: r.tx, id };
      else if (r.tx.statement.sql !== detailTx.tx.statement.sql)
        throw new Error('the detail statement differs between ids');
    }
    if (!detailTx) throw new Error('no detail recorded');
    // One script for every id, so each connection prepares the statement once, as the REST layer's statement
    // cache does: the id is drawn at random and looked up by a trivial query before BEGIN (its round trip is
    // measured on its own below). One script per id would make most 50-client transactions a first execution.
    const pick = [
      `\\set detail_n random(1, ${ids.length})`,
      `select (array[${ids.map((id) => `'${id}'`).join(',')}])[:detail_n] as detail_id \\gset`,
    ];
    fs.writeFileSync(
      path.join(work, 'detail.sql'),
      script(detailTx.tx, vars, pick, new Map([[detailTx.id, 'detail_id']])),
    );
    fs.writeFileSync(path.join(work, 'detail_lookup.sql'), `${pick.join('\n')}\n`);
    const detailFiles = ['detail.sql'];
    workloads.push({ query: 'detail', files: detailFiles });
    workloads.push({ query: "detail's id lookup alone", files: ['detail_lookup.sql'], clients: [1] });
    // only pgbench talks to the database from here on
    await server.close();
    server = null;
    // for reading: the first script of each query and the variables they bind (bench/.out is git-ignored)
    const shown = path.join(repoRoot, 'bench', '.out', 'sql-floor');
    fs.mkdirSync(shown, { recursive: true });
    for (const w of workloads) fs.copyFileSync(path.join(work, w.files[0]), path.join(shown, w.files[0]));
    fs.writeFileSync(
      path.join(shown, 'variables.txt'),
      [...vars]
        .filter(([k]) => workloads.some((w) => fs.readFileSync(path.join(work, w.files[0]), 'utf8').includes(`:${k}`)))
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') + '\n',
    );

    const results: Result[] = [];
    for (const w of workloads) {
      // caches warm and plans made before the first measured run
      await runPgbench(opts, db.url, work, w, 2, 2, vars, null);
      for (const clients of w.clients ?? opts.clients) {
        const r = await measure(opts, db.url, work, w, clients, vars);
        log(
          `${w.query} ×${clients}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, ${r.tps.toFixed(0)} tps (n=${r.transactions}${r.failed ? `, ${r.failed} failed` : ''})`,
        );
        results.push(r);
      }
    }

    const loadAfter = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ');
    const header =
      `SQL floor ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${opts.products} products, pgbench -M ${opts.mode}, ` +
      `${opts.seconds} s per run, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average before ${loadBefore}, after ${loadAfter}`;
    console.log(`\n${header}\n\n${table(results)}\n`);
    const outDir = path.join(repoRoot, 'bench', '.out');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'sql-floor.json'), JSON.stringify({ header, options: opts, results }, null, 2));
  } finally {
    await cleanup();
    cleanup = null;
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('[bench sql-floor] failed:', err);
    process.exit(1);
  },
);
