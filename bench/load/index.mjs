// Load bench: autocannon (loopback only, bounded: fixed duration and connections) against the REST API of the local
// backend on the seeded catalogue, on PGlite and on PostgreSQL 15: listing, search and product detail at 50 and 200
// connections, 30 s per cell. Prints requests/s, exact p50/p95/p99 (ms, every answer), and the errors by kind
// (status codes, timeouts, socket errors such as resets). On PostgreSQL it then replays the same statements with
// pgbench (bench/sql-floor on the same seeded catalogue) and prints REST p95 / pgbench p95.
//   node bench/load/index.mjs [--engine=pglite|postgres|all] [--duration=30] [--connections=50,200] [--quick]
//     [--no-floor] [--postgres-url=URL]   (--quick: 5 s per cell, no pgbench)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBackend } from '../../scripts/backendProcess.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function flag(name, fallback) {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (!found) return fallback;
  return found === `--${name}` ? true : found.slice(prefix.length);
}

const QUICK = Boolean(flag('quick', false));
const DURATION_S = Number(flag('duration', QUICK ? 5 : 30));
const CONNECTIONS = String(flag('connections', '50,200')).split(',').map(Number);
const ENGINES = flag('engine', 'all') === 'all' ? ['pglite', 'postgres'] : [String(flag('engine', 'all'))];
const FLOOR = !QUICK && !flag('no-floor', false) && ENGINES.includes('postgres');
const POSTGRES_URL = String(
  flag('postgres-url', process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'),
);
/** A request with no answer after this long counts as a timeout. */
const TIMEOUT_S = 10;

// The same three requests as bench/api and bench/sql-floor (so pgbench replays exactly these statements): the
// catalog's listing (cards, a price range on price_cents, newest first, 20 rows, exact count), the search RPC
// ('mesi' and 'autografo' in turn), and a product's detail over every published id in turn.
const SELECT_WITH_IMAGES = 'select=*,product_images(id,image_url,order)';
const LISTING_PATH = `/rest/v1/products?${SELECT_WITH_IMAGES}&status=eq.published&category=eq.cards&price_cents=gte.50000&price_cents=lte.2000000&order=created_at.desc&offset=0&limit=20`;
const SEARCH_TERMS = ['mesi', 'autografo'];

const loadavg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One cell: autocannon with every answer's latency and every failure's kind recorded. */
function runCell(baseUrl, anonKey, scenario, connections) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = new Map();
    const failures = new Map();
    const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: DURATION_S,
        timeout: TIMEOUT_S,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
        requests: scenario.requests,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        const non2xx = [...statuses].filter(([code]) => code < 200 || code > 299);
        resolve({
          title: scenario.title,
          connections,
          requests: latencies.length,
          rps: latencies.length / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? NaN,
          errors: non2xx.reduce((sum, [, n]) => sum + n, 0) + [...failures.values()].reduce((sum, n) => sum + n, 0),
          kinds: [
            ...non2xx.map(([code, n]) => `${n}× HTTP ${code}`),
            ...[...failures].map(([kind, n]) => `${n}× ${kind}`),
          ],
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      count(statuses, statusCode);
      latencies.push(responseTime);
    });
    instance.on('reqError', (error) => {
      const kind =
        error.message === 'request timed out' ? `sin respuesta en ${TIMEOUT_S} s` : (error.code ?? error.message);
      count(failures, kind);
    });
  });
}

async function asAdmin(sql) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function benchEngine(engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-load-'));
  let database = null;
  const env = { ...process.env };
  delete env.DATABASE_URL;
  if (engine === 'postgres') {
    database = `vt_load_${randomBytes(5).toString('hex')}`;
    await asAdmin(`create database ${database}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const backend = await startBackend({ port: 0, dataDir, env });
  try {
    const { url, anonKey } = backend;
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const ids = (
      await (await fetch(`${url}/rest/v1/products?select=id&status=eq.published&order=id`, { headers })).json()
    ).map((row) => row.id);
    const scenarios = [
      { title: 'listado', requests: [{ method: 'GET', path: LISTING_PATH, headers: { prefer: 'count=exact' } }] },
      {
        title: "búsqueda 'mesi' / 'autografo'",
        requests: SEARCH_TERMS.map((query) => ({
          method: 'POST',
          path: '/rest/v1/rpc/search_products',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query }),
        })),
      },
      {
        title: `detalle (${ids.length} piezas)`,
        requests: ids.map((id) => ({
          method: 'GET',
          path: `/rest/v1/products?${SELECT_WITH_IMAGES}&id=eq.${id}`,
          headers: { accept: 'application/vnd.pgrst.object+json' },
        })),
      },
    ];
    const rows = [];
    for (const scenario of scenarios) {
      // Caches and plans warm before the measured cell.
      await runCellQuiet(url, anonKey, scenario);
      for (const connections of CONNECTIONS) {
        const row = await runCell(url, anonKey, scenario, connections);
        console.error(
          `[load] ${engine} ${row.title} ×${connections}: ${row.rps.toFixed(0)} req/s, p95 ${row.p95} ms, ${row.errors} errores`,
        );
        rows.push({ engine, ...row });
      }
    }
    return rows;
  } finally {
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database)
      await asAdmin(`drop database if exists ${database} with (force)`).catch((error) => console.error(String(error)));
  }
}

/** 40 requests at 4 connections, not measured. */
function runCellQuiet(url, anonKey, scenario) {
  return new Promise((resolve) =>
    autocannon(
      {
        url,
        connections: 4,
        amount: 40,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
        requests: scenario.requests,
      },
      resolve,
    ),
  );
}

/** bench/sql-floor on the seeded catalogue (no generated products) at the same client counts and duration. */
function runFloor() {
  // PostgreSQL's max_connections is 100 here: pgbench opens one connection per client.
  const clients = CONNECTIONS.map((n) => Math.min(n, 90));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'bench', 'sql-floor', 'index.mjs'),
        '--products=0',
        `--clients=${[...new Set(clients)].join(',')}`,
        `--seconds=${DURATION_S}`,
        '--no-price-listing',
        `--postgres-url=${POSTGRES_URL}`,
      ],
      { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`bench/sql-floor salió con ${code}`));
      resolve(JSON.parse(fs.readFileSync(path.join(repoRoot, 'bench', '.out', 'sql-floor.json'), 'utf8')));
    });
  });
}

const ENGINE_LABEL = { pglite: 'PGlite', postgres: 'PostgreSQL 15' };
const ms = (value) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0));

const loadBefore = loadavg();
const started = new Date();
const rows = [];
for (const engine of ENGINES) rows.push(...(await benchEngine(engine)));
let floor = null;
if (FLOOR) floor = await runFloor();
const loadAfter = loadavg();

console.log(
  `\nCarga REST, catálogo sembrado, autocannon en 127.0.0.1, ${DURATION_S} s por celda, ${TIMEOUT_S} s de espera máxima; ` +
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} núcleos, carga del sistema (1/5/15 min) ` +
    `al empezar ${loadBefore}, al terminar ${loadAfter}\n`,
);
const header = [
  'motor',
  'consulta',
  'conexiones',
  'req/s',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'respuestas',
  'errores (tipo)',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const row of rows) {
  console.log(
    `| ${[
      ENGINE_LABEL[row.engine],
      row.title,
      row.connections,
      row.rps.toFixed(0),
      ms(row.p50),
      ms(row.p95),
      ms(row.p99),
      row.requests,
      row.errors ? `${row.errors} (${row.kinds.join(', ')})` : '0',
    ].join(' | ')} |`,
  );
}
if (floor) {
  const floorQuery = (title) =>
    title.startsWith('listado') ? 'listing' : title.startsWith('búsqueda') ? 'search' : 'detail';
  console.log(`\nREST p95 / pgbench p95 (las mismas sentencias; ${floor.header})\n`);
  const ratioHeader = [
    'consulta',
    'conexiones REST',
    'REST p95 ms',
    'clientes pgbench',
    'pgbench p95 ms',
    'REST / pgbench',
  ];
  console.log(`| ${ratioHeader.join(' | ')} |`);
  console.log(`| ${ratioHeader.map(() => '---').join(' | ')} |`);
  for (const row of rows.filter((r) => r.engine === 'postgres')) {
    const clients = Math.min(row.connections, 90);
    const match = floor.results.find((r) => r.query === floorQuery(row.title) && r.clients === clients);
    if (!match) continue;
    console.log(
      `| ${[row.title, row.connections, ms(row.p95), clients, ms(match.p95), `${(row.p95 / match.p95).toFixed(2)}x`].join(' | ')} |`,
    );
  }
}
fs.mkdirSync(path.join(repoRoot, 'bench', '.out'), { recursive: true });
fs.writeFileSync(
  path.join(repoRoot, 'bench', '.out', 'load.json'),
  JSON.stringify({ loadBefore, loadAfter, rows, floor }, null, 2),
);
