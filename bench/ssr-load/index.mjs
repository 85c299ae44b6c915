// `npm run bench -- ssr-load`: time to first byte of a product page's HTML under load, from the shell's app server
// (scripts/serveApps.mjs, as `npm start` runs it), with server rendering on and off, and when the database fails
// (the backend answering errors, and the backend stopped): those must answer the client-rendered fallback, never a
// 500. Builds what is stale, starts its own backend (fresh data folder, demo seed) and app servers on free ports,
// stops them at the end (also on Ctrl-C). The load client runs in a process of its own (this file, forked with
// --load-client), so its JavaScript does not share the server's event loop. Streaming (docs/rendering.md): the same
// page with the page's reads as they are and made slow (the app server's test hook, +SLOW_READS_MS), each streamed
// after the default limit and always whole (as before streaming); "top bar" is the time until the top bar's bytes
// have arrived (decompressed as they come).
//   npm run bench -- ssr-load [--seconds=10] [--clients=10] [--ssr-timeout=1000] [--stream-after=ms] [--quick]
//   (--quick: 3 s per cell; --stream-after: the limit of the streaming cells, default VITRINA_SSR_STREAM_AFTER_MS's)
//   npm run bench -- ssr-load --paint [--runs=5] [--slow=300]   (when the top bar and the piece paint: paint.mjs)
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { newestPiece } from './piece.mjs';

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '..', '..');

/** The server-rendered page carries react-query's dehydrated cache (shell/src/server/serverState.ts). */
const RENDERED = /<script[^>]*\bid="vitrina-state"/;
/** The page every answer must be at least: the shell's HTML with its root (rendered or the boot paint). */
const HAS_ROOT = /<div id="root">/;
/** A streamed page: its content arrived as React's hidden segment, after the frame. */
const STREAMED = /<div hidden id="S:/;
/** React's instruction to render a boundary in the browser. */
const LEFT_TO_BROWSER = /\$RX\(/;
/** The top bar's element in the shell's layout. */
const TOP_BAR = '<header';
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
/** How much later the slow cells' reads land (the app server's test hook, x-vitrina-test-slow-reads). */
const SLOW_READS_MS = 300;

if (process.argv.includes('--load-client')) {
  process.once('message', (job) => {
    runLoad(job).then(
      (result) => process.send(result, () => process.exit(0)),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else if (process.argv.includes('--paint')) {
  // the paints in Chromium instead of the load (paint.mjs)
  await import('./paint.mjs');
} else {
  await main();
}

/**
 * `clients` loops, each one request at a time on its own keep-alive socket, for `seconds` after `warmUp` requests
 * per client. Time to first byte: from the request's start to its response's head (status and headers, which the
 * server writes with the first bytes of the body); total: to the body's end.
 * @param {{ url: string, clients: number, seconds: number, warmUp: number }} job
 */
async function runLoad({ url, clients, seconds, warmUp, headers: extraHeaders = {} }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, timeout: 4000 });
  const once = () =>
    new Promise((resolve) => {
      const startedAt = performance.now();
      const req = http.get(
        {
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          agent,
          // a person's browser (a crawler, or no User-Agent, always gets the whole page)
          headers: {
            accept: 'text/html',
            'accept-encoding': 'br, gzip',
            'user-agent': BROWSER_USER_AGENT,
            ...extraHeaders,
          },
        },
        (res) => {
          const ttfb = performance.now() - startedAt;
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? res.pipe(zlib.createBrotliDecompress())
              : encoding === 'gzip'
                ? res.pipe(zlib.createGunzip())
                : res;
          let html = '';
          let topBar = NaN;
          body.setEncoding('utf8');
          body.on('data', (text) => {
            html += text;
            if (Number.isNaN(topBar) && html.includes(TOP_BAR)) topBar = performance.now() - startedAt;
          });
          body.on('end', () => {
            const total = performance.now() - startedAt;
            resolve({
              status: res.statusCode ?? 0,
              ttfb,
              topBar,
              total,
              streamed: STREAMED.test(html),
              // a streamed page whose content React left to the browser (its reads failed late) is a fallback too
              kind:
                RENDERED.test(html) && !LEFT_TO_BROWSER.test(html)
                  ? 'rendered'
                  : HAS_ROOT.test(html)
                    ? 'fallback'
                    : 'other',
            });
          });
          body.on('error', (error) => resolve({ status: 0, ttfb, total: NaN, kind: `error ${error.code ?? ''}` }));
        },
      );
      req.on('error', (error) =>
        resolve({ status: 0, ttfb: NaN, total: NaN, kind: `error ${error.code ?? error.message}` }),
      );
    });
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let index = 0; index < warmUp; index += 1) await once();
    }),
  );
  const samples = [];
  const deadline = performance.now() + seconds * 1000;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) samples.push(await once());
    }),
  );
  agent.destroy();
  return { samples, seconds: (performance.now() - startedAt) / 1000 };
}

async function main() {
  const { LIFTED_ADDRESS_LIMITS, startBackend } = await import('../../scripts/backendProcess.mjs');
  const { serveApps } = await import('../../scripts/serveApps.mjs');
  const { buildApps } = await import('../../scripts/buildApps.mjs');
  const { formatLoad, formatMs, markdownTable } = await import('../lib/stats.mjs');
  const { summarize, TTFB_P95_MS } = await import('./summary.mjs');
  const { codeVersion } = await import('../lib/runInfo.mjs');
  const { freePorts, stopOnExit } = await import('../lib/servers.mjs');

  const flag = (name, fallback) => {
    const prefix = `--${name}=`;
    const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
    if (!found) return fallback;
    return found === `--${name}` ? true : found.slice(prefix.length);
  };
  const QUICK = Boolean(flag('quick', false));
  const SECONDS = Number(flag('seconds', QUICK ? 3 : 10));
  const CLIENTS = Number(flag('clients', 10));
  const SSR_TIMEOUT_MS = Number(flag('ssr-timeout', 1000));
  const streamAfterFlag = flag('stream-after', undefined);
  const STREAM_AFTER_MS = streamAfterFlag === undefined ? undefined : Number(streamAfterFlag);
  const { serverRenderingFromEnv } = await import('../../scripts/serverRender.mjs');
  const streamLimit = STREAM_AFTER_MS ?? serverRenderingFromEnv().streamAfterMs;
  const WARM_UP = 3;
  const load = () => formatLoad(os.loadavg());

  const { cleanups, cleanUp } = stopOnExit();
  const startApps = async (supabaseUrl, anonKey, { streamAfterMs } = {}) => {
    const names = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'];
    const ports = Object.fromEntries((await freePorts(names.length)).map((port, index) => [names[index], port]));
    // on from the start (its remotes' server builds load now), switched per cell; never the environment's default
    const apps = await serveApps({
      ports,
      supabaseUrl,
      anonKey,
      serverRendering: {
        enabled: true,
        timeoutMs: SSR_TIMEOUT_MS,
        ...(streamAfterMs !== undefined ? { streamAfterMs } : {}),
      },
      // the slow cells' header (never honoured by `npm start`)
      testHooks: true,
    });
    cleanups.push(() => apps.close());
    return apps;
  };
  /** A backend whose database fails: every REST, RPC and function call answers PostgREST's 503. */
  const startFailingBackend = async () => {
    const server = http.createServer((req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ code: 'PGRST001', message: 'Database client error. Retrying the connection.', details: null }),
      );
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    return `http://127.0.0.1:${server.address().port}`;
  };
  const runCell = (url, headers) =>
    new Promise((resolve, reject) => {
      const child = fork(thisFile, ['--load-client'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const kill = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      };
      cleanups.push(kill);
      child.once('message', resolve);
      child.once('exit', (code) =>
        code === 0 ? undefined : reject(new Error(`el cliente de carga salió con ${code}`)),
      );
      child.send({ url, clients: CLIENTS, seconds: SECONDS, warmUp: WARM_UP, headers });
    });

  const loadBefore = load();
  const command = `npm run bench -- ssr-load ${process.argv.slice(2).join(' ')}`.trim();
  const code = codeVersion(repoRoot);
  console.log(`Comando: ${command}\nCódigo: ${code}\nCarga del sistema (1/5/15 min) al empezar: ${loadBefore}`);
  await buildApps({ log: console.log });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-ssr-load-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
  cleanups.push(() => backend.stop());
  const rows = [];
  try {
    const product = await newestPiece(backend);
    const pagePath = `/product/${product.id}`;
    const apps = await startApps(backend.url, backend.anonKey, { streamAfterMs: STREAM_AFTER_MS });
    // the same servers as before streaming: every page whole, however late its reads
    const wholeApps = await startApps(backend.url, backend.anonKey, { streamAfterMs: null });
    const slow = { 'x-vitrina-test-slow-reads': String(SLOW_READS_MS) };
    const failing = await startApps(await startFailingBackend(), backend.anonKey);

    const cells = [
      // the first cell also warms the servers up: the one compared against runs after it
      { key: 'whole', title: 'SSR encendido, siempre entera (antes)', apps: wholeApps, enabled: true },
      { key: 'on', title: `SSR encendido (por partes si tarda más de ${streamLimit} ms)`, apps, enabled: true },
      {
        key: 'slow',
        title: `lecturas lentas (+${SLOW_READS_MS} ms), por partes`,
        apps,
        enabled: true,
        headers: slow,
      },
      {
        key: 'slow-whole',
        title: `lecturas lentas (+${SLOW_READS_MS} ms), entera (antes)`,
        apps: wholeApps,
        enabled: true,
        headers: slow,
      },
      { key: 'off', title: 'SSR apagado (navegador)', apps, enabled: false },
      { key: 'db-error', title: 'SSR encendido, la base responde con error (503)', apps: failing, enabled: true },
      {
        key: 'backend-down',
        title: 'SSR encendido, backend detenido',
        apps,
        enabled: true,
        before: () => backend.stop(),
      },
    ];
    for (const cell of cells) {
      cell.apps.setServerRendering(cell.enabled);
      if (cell.before) await cell.before();
      const { samples, seconds } = await runCell(`${cell.apps.urls.shell}${pagePath}`, cell.headers);
      const row = { key: cell.key, title: cell.title, ...summarize(samples, seconds) };
      rows.push(row);
      console.log(
        `  ${cell.title}: ${row.requests} respuestas, ${row.rps.toFixed(0)}/s, TTFB p50 ${formatMs(row.ttfb.p50)} ms, ` +
          `p95 ${formatMs(row.ttfb.p95)} ms, barra superior p50 ${formatMs(row.topBar.p50)} ms, ` +
          `${row.streamed} por partes (carga ${load()})`,
      );
    }
    const loadAfter = load();
    console.log(
      `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} núcleos, Node ${process.version}; ` +
        `${pagePath}, ${CLIENTS} clientes, ${SECONDS} s por celda, límite del render ${SSR_TIMEOUT_MS} ms; ` +
        `carga del sistema (1/5/15 min) al empezar ${loadBefore}, al terminar ${loadAfter}`,
    );
    console.log(`Comando: ${command}\nCódigo: ${code}\n`);
    console.log(
      markdownTable(
        [
          'caso',
          'respuestas',
          'por s',
          'TTFB p50 ms',
          'TTFB p95 ms',
          'TTFB p99 ms',
          'barra superior p50 / p95 ms',
          'total p50 / p95 ms',
          'por partes',
          'estados',
          'renderizadas / de respaldo / otras',
          'meta',
        ],
        rows.map((row) => [
          row.title,
          row.requests,
          row.rps.toFixed(0),
          formatMs(row.ttfb.p50),
          formatMs(row.ttfb.p95),
          formatMs(row.ttfb.p99),
          `${formatMs(row.topBar.p50)} / ${formatMs(row.topBar.p95)}`,
          `${formatMs(row.total.p50)} / ${formatMs(row.total.p95)}`,
          row.streamed,
          Object.entries(row.statuses)
            .map(([status, count]) => `${count}× ${status}`)
            .join(', '),
          `${row.kinds.rendered ?? 0} / ${row.kinds.fallback ?? 0} / ${row.requests - (row.kinds.rendered ?? 0) - (row.kinds.fallback ?? 0)}`,
          targetOf(row),
        ]),
      ),
    );
    console.log(`\nComando: ${command}\nCarga del sistema al empezar ${loadBefore}, al terminar ${loadAfter}`);
    fs.mkdirSync(path.join(repoRoot, 'bench', '.out'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot, 'bench', '.out', 'ssr-load.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          command,
          code,
          clients: CLIENTS,
          seconds: SECONDS,
          pagePath,
          loadBefore,
          loadAfter,
          rows,
        },
        null,
        2,
      ),
    );
  } finally {
    await cleanUp();
  }

  /** The verdict of a row: the TTFB target with rendering on, the fallback's rules when the database fails. */
  function targetOf(row) {
    if (row.key === 'off' || row.key === 'whole' || row.key.startsWith('slow')) return 'referencia';
    if (row.key === 'on') {
      const notes = [];
      if (!(row.ttfb.p95 < TTFB_P95_MS)) notes.push(`p95 ${formatMs(row.ttfb.p95)} ≥ ${TTFB_P95_MS} ms`);
      if ((row.kinds.rendered ?? 0) < row.requests)
        notes.push(`${row.requests - (row.kinds.rendered ?? 0)} sin renderizar en el servidor`);
      return notes.length ? `NO cumplida: ${notes.join('; ')}` : `cumplida (p95 < ${TTFB_P95_MS} ms)`;
    }
    const notes = [];
    if (row.serverErrors) notes.push(`${row.serverErrors} respuestas 5xx`);
    if ((row.kinds.fallback ?? 0) < row.requests)
      notes.push(`${row.requests - (row.kinds.fallback ?? 0)} no son la página de respaldo`);
    return notes.length ? `NO cumplida: ${notes.join('; ')}` : 'cumplida (todas de respaldo, ninguna 5xx)';
  }
}
