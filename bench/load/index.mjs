// Load bench: autocannon (loopback only, bounded: fixed duration and connections) against the REST API of the local
// backend on the seeded catalogue: listing, search and product detail at 50 and 200 connections, 30 s each.
// Prints requests/s, p50/p95/p99 (ms) and errors (non-2xx, timeouts, socket errors).
// `node bench/load/index.mjs [--duration 30] [--connections 50,200]`; DATABASE_URL set: PostgreSQL, else PGlite.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBackend } from '../../scripts/backendProcess.mjs';

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const DURATION_S = Number(option('duration', '30'));
const CONNECTIONS = option('connections', '50,200').split(',').map(Number);
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const LISTING =
  '/rest/v1/products?select=*,product_images(id,image_url,order)&status=eq.published&category=eq.cards&order=created_at.desc&offset=0&limit=20';

function run(url, anonKey, { title, method = 'GET', path: requestPath, body, headers = {} }, connections) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${requestPath}`,
        method,
        body,
        connections,
        duration: DURATION_S,
        timeout: 10,
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, ...headers },
      },
      (error, result) => (error ? reject(error) : resolve({ title, connections, result })),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-load-'));
const backend = await startBackend({ port: 0, dataDir });
try {
  const { url, anonKey } = backend;
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const first = await (await fetch(`${url}/rest/v1/products?select=id&status=eq.published&limit=1`, { headers })).json();
  const scenarios = [
    { title: 'listado', path: LISTING, headers: { prefer: 'count=exact' } },
    {
      title: "búsqueda 'jersey'",
      method: 'POST',
      path: '/rest/v1/rpc/search_products',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'jersey' }),
    },
    {
      title: 'detalle',
      path: `/rest/v1/products?select=*,product_images(id,image_url,order)&id=eq.${first[0].id}`,
      headers: { accept: 'application/vnd.pgrst.object+json' },
    },
  ];
  const rows = [];
  for (const scenario of scenarios) {
    for (const connections of CONNECTIONS) rows.push(await run(url, anonKey, scenario, connections));
  }
  console.log(`Carga REST en ${engine} (autocannon, ${DURATION_S} s por celda, 127.0.0.1; latencias en ms)`);
  console.log(
    ['consulta'.padEnd(18), 'conexiones'.padStart(10), 'req/s'.padStart(8), 'p50'.padStart(8), 'p95≈'.padStart(8),
      'p99'.padStart(8), 'errores'.padStart(8)].join(' '),
  );
  for (const { title, connections, result } of rows) {
    const errors = result.errors + result.timeouts + result.non2xx;
    // autocannon's summary has p90 and p97.5 but no p95: p95≈ is the midpoint of the two (an estimate).
    const p95 = result.latency.p97_5 !== undefined && result.latency.p90 !== undefined
      ? (result.latency.p90 + result.latency.p97_5) / 2
      : result.latency.p99;
    console.log(
      [title.padEnd(18), String(connections).padStart(10), result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8), p95.toFixed(1).padStart(8), String(result.latency.p99).padStart(8),
        String(errors).padStart(8)].join(' '),
    );
  }
} finally {
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
