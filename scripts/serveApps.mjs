// Serves the built apps (each dist/ on its own port, as a team would deploy it) plus the two files written at
// start: /runtime-config.js (backend URL and key) and, for the shell, /remotes.json (where each remote lives).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { CORS_HEADERS, isHashedFile, retiredChunks, staticFiles } from './staticFiles.mjs';
import { hasPageMeta, htmlWithPageMeta, sitemapResponse } from './pageMeta.mjs';
import {
  createServerRenderer,
  DEFAULT_STREAM_AFTER_MS,
  htmlWithRenderedPage,
  isCrawler,
  serverRenderingFromEnv,
  streamedDocument,
} from './serverRender.mjs';

const require = createRequire(import.meta.url);
const { APPS, repoRoot } = require('../shared/build/apps.cjs');
const {
  runtimeConfigScript,
  remotesManifest,
  DEFAULT_SUPABASE_URL,
  DEFAULT_ANON_KEY,
} = require('../shared/build/runtimeFiles.cjs');
const {
  firstReadsOf,
  pageRemote,
  routeRemote,
  routeChunksOf,
  shellHeadHints,
  routeRemoteHints,
  injectShellHints,
} = require('../shared/build/shellHtml.cjs');

/**
 * Faults a resilience test can switch on per app: 'broken-entry' answers remoteEntry.js with code that throws,
 * 'broken-server-entry' the same for its server build (server/remoteEntry.js).
 */
const BROKEN_ENTRY = 'throw new Error("remoteEntry.js roto a propósito (prueba de resiliencia)");\n';
const SERVER_ENTRY = '/server/remoteEntry.js';

function notFound(res, app, pathname) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(`${app.name}: ${pathname} no existe`);
}

/** br, gzip or none, by the request's Accept-Encoding. */
function htmlEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * A test's slow reads (serveApps' `testHooks` only, never in production): the page's reads settle this many
 * milliseconds later, and the page may stream after the production default (whatever the environment says).
 */
const SLOW_READS_HEADER = 'x-vitrina-test-slow-reads';

function compressHtml(html, encoding, quality) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } });
  return zlib.gzipSync(html, { level: quality >= 9 ? 9 : 6 });
}

/**
 * The shell's index.html with the remotes map and the route's hints (shared/build/shellHtml.cjs). `serve` answers
 * the plain pages, compressed once per build, route kind and build of the route's remote, and read again when a
 * file changes (a rebuild or a deploy in place), like sirv's per-request lookup; `withHints` and `send` serve the
 * pages whose HTML is made per request (a piece's or a category's preview tags, scripts/pageMeta.mjs).
 * `remoteFile(name, file)` reads a file of the route remote's build as its server has it now: its mf-manifest.json
 * and its first-reads.json go into the page, so a remote's deploy shows on the next page load as before.
 */
function shellHtmlServer({ remotes, supabaseUrl, remoteFile, federated, runtimeConfig }) {
  const cache = new Map();
  // a page rendered on the server carries a visitor's data: its first reads start only for a member, who reads it
  // again with their session (`firstReads: 'members'`); and it is readable before its code runs, so its code starts
  // once it has painted, a person acts on it or a short limit passes (`codeAfterPaint`, shellHtml.cjs)
  const withHints = (html, pathname, search = '', { firstReads: readsFor = 'all', codeAfterPaint = false } = {}) => {
    const remote = pageRemote(pathname);
    const routeManifest = remote ? remoteFile(remote, 'mf-manifest.json')?.text : undefined;
    const firstReads = remote ? remoteFile(remote, 'first-reads.json')?.text : undefined;
    const routeChunks = remote ? remoteFile(remote, 'route-chunks.json')?.text : undefined;
    return injectShellHints(
      html,
      shellHeadHints({ remotes, supabaseUrl, pathname, federated }),
      routeRemoteHints({
        remotes,
        pathname,
        search,
        routeManifest,
        firstReads,
        routeChunks,
        federated,
        firstReadsForMembersOnly: readsFor === 'members',
      }),
      runtimeConfig,
      { codeAfterPaint },
    );
  };
  const headers = (extra) => ({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...extra,
  });
  return {
    withHints,
    /** A page made for this request: compressed at a fast level, no ETag. */
    send(req, res, status, html) {
      const encoding = htmlEncoding(req);
      const body = encoding ? compressHtml(Buffer.from(html), encoding, 5) : Buffer.from(html);
      const extra = { 'Content-Length': String(body.length) };
      if (encoding) extra['Content-Encoding'] = encoding;
      res.writeHead(status, headers(extra));
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    /**
     * A streamed page (renderPage.tsx's StreamedPage): the document up to #root with the shell React had, closed,
     * at once; then each chunk as React writes it, compressed and flushed one by one; the rest of <body> last. No
     * ETag: the page is made for this request, as `send`'s.
     */
    stream(req, res, html, page, log = () => {}) {
      const { head, tail } = streamedDocument(html, page);
      const encoding = htmlEncoding(req);
      res.writeHead(200, headers(encoding ? { 'Content-Encoding': encoding } : {}));
      let out = res;
      let flush = () => {};
      if (encoding) {
        const compressor =
          encoding === 'br'
            ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : zlib.createGzip({ level: 6 });
        compressor.pipe(res);
        out = compressor;
        flush = () =>
          compressor.flush(encoding === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH);
      }
      const write = (text) => {
        out.write(text);
        flush();
      };
      write(head);
      (async () => {
        for await (const chunk of page.rest) write(chunk);
      })()
        .catch((error) =>
          log(`el resto de la página no se escribió (${error instanceof Error ? error.message : error})`),
        )
        .finally(() => out.end(tail));
    },
    serve(req, res, indexPath) {
      let stat;
      try {
        stat = fs.statSync(indexPath);
      } catch {
        return false;
      }
      const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
      const remote = pageRemote(pathname);
      const kind = pathname === '/' ? '/' : (remote ?? 'other');
      // the route remote's build, and the page's own first reads when its remote lists some for it
      const build = remote ? (remoteFile(remote, 'mf-manifest.json')?.key ?? '') : '';
      const reads = remote ? firstReadsOf(remoteFile(remote, 'first-reads.json')?.text, pathname, search) : [];
      // and the page's own chunk when the remote's build lists one for it (a piece's, a seller's)
      const chunks = remote ? routeChunksOf(remoteFile(remote, 'route-chunks.json')?.text, pathname) : [];
      const key = `${indexPath}:${stat.mtimeMs}:${stat.size}:${kind}:${build}:${JSON.stringify(reads)}:${JSON.stringify(chunks)}`;
      let page = cache.get(key);
      if (!page) {
        const html = Buffer.from(withHints(fs.readFileSync(indexPath, 'utf8'), pathname, search));
        page = {
          identity: html,
          br: compressHtml(html, 'br', 11),
          gzip: compressHtml(html, 'gzip', 9),
          etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
        };
        if (cache.size > 32) cache.clear();
        cache.set(key, page);
      }
      if (req.headers['if-none-match'] === page.etag) {
        res.writeHead(304, headers({ ETag: page.etag })).end();
        return true;
      }
      const encoding = htmlEncoding(req);
      const body = encoding ? page[encoding] : page.identity;
      const extra = { ETag: page.etag, 'Content-Length': String(body.length) };
      if (encoding) extra['Content-Encoding'] = encoding;
      res.writeHead(200, headers(extra));
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

function createAppHandler({
  app,
  distDir: firstDistDir,
  runtimeConfig,
  remotesJson,
  shellHtml,
  faults,
  backend,
  serverRenderer,
  testHooks = false,
  log = () => {},
}) {
  let distDir = firstDistDir;
  let indexPath = path.join(distDir, 'index.html');
  let serveStatic = staticFiles(distDir);
  const retired = retiredChunks(app.dir);

  const handler = (req, res) => {
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const fault = faults.get(app.name);
    if (
      (fault === 'broken-entry' && pathname === '/remoteEntry.js') ||
      (fault === 'broken-server-entry' && pathname === SERVER_ENTRY)
    ) {
      res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(BROKEN_ENTRY);
      return;
    }
    if (pathname === '/runtime-config.js') {
      res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(runtimeConfig);
      return;
    }
    if (remotesJson && pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(remotesJson);
      return;
    }
    if (backend && pathname === '/sitemap.xml') {
      sitemapResponse(backend).then(
        ({ status, body, cacheControl }) => {
          res.writeHead(status, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl });
          res.end(body);
        },
        () => res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' }).end('sitemap no disponible'),
      );
      return;
    }
    // The shell: a page the server renders (a remote's, or one of the shell's own: scripts/serverRender.mjs), else as
    // below.
    const remote = routeRemote(pathname);
    if (
      serverRenderer?.enabled() &&
      req.method === 'GET' &&
      path.posix.extname(pathname) === '' &&
      fs.existsSync(indexPath) &&
      serverRenderer.handles({ pathname, remote })
    ) {
      retired.remember(distDir);
      const { search } = new URL(req.url ?? '/', 'http://localhost');
      const template = shellHtml.withHints(fs.readFileSync(indexPath, 'utf8'), pathname, search, {
        firstReads: 'members',
        codeAfterPaint: true,
      });
      const meta = hasPageMeta(pathname)
        ? htmlWithPageMeta({ html: template, pathname, ...backend })
        : Promise.resolve({ status: 200, html: template });
      // a streamed page does not wait for it
      meta.catch(() => undefined);
      // a person's browser may get the page streamed when its reads are late; a crawler always gets it whole
      const slowReads = testHooks ? Number(req.headers[SLOW_READS_HEADER]) : NaN;
      const rendering = serverRenderer.render({
        url: `${pathname}${search}`,
        remote,
        stream: !isCrawler(req.headers['user-agent']),
        ...(slowReads > 0 ? { readsDelayMs: slowReads, streamAfterMs: DEFAULT_STREAM_AFTER_MS } : {}),
      });
      rendering.then(
        (rendered) => {
          if (!rendered) servePage(req, res, pathname);
          // the head leaves now, with the shell's own title: the piece's comes with the page's code
          else if (rendered.streamed) shellHtml.stream(req, res, template, rendered, log);
          else
            meta.then(
              (page) => shellHtml.send(req, res, page.status, htmlWithRenderedPage(page.html, rendered)),
              () => servePage(req, res, pathname),
            );
        },
        () => servePage(req, res, pathname),
      );
      return;
    }
    servePage(req, res, pathname);
  };

  /** The page as it is served without server rendering: the app renders it in the browser. */
  const servePage = (req, res, pathname) => {
    // The shell: a piece's or a category's HTML carries its own title and preview tags (scripts/pageMeta.mjs).
    if (backend && req.method === 'GET' && hasPageMeta(pathname) && fs.existsSync(indexPath)) {
      retired.remember(distDir);
      const html = fs.readFileSync(indexPath, 'utf8');
      const { search } = new URL(req.url ?? '/', 'http://localhost');
      htmlWithPageMeta({
        html: shellHtml ? shellHtml.withHints(html, pathname, search) : html,
        pathname,
        ...backend,
      }).then(({ status, html: page }) => {
        if (shellHtml) shellHtml.send(req, res, status, page);
        else
          res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(page);
      });
      return;
    }
    const hashed = isHashedFile(pathname);
    // An entry point (HTML, manifest, remoteEntry.js) is about to name this build's chunks: keep them past a rebuild.
    if (!hashed) retired.remember(distDir);
    // The shell's pages (/, /index.html, deep links): its HTML with the remotes map and the route's hints.
    const isPage = pathname === '/index.html' || path.posix.extname(pathname) === '';
    if (shellHtml && isPage && (req.method === 'GET' || req.method === 'HEAD') && shellHtml.serve(req, res, indexPath))
      return;
    serveStatic(req, res, () => {
      if (hashed) {
        retired.serve(req, res, () => notFound(res, app, pathname));
        return;
      }
      // SPA fallback: a deep link such as /products/42 gets index.html; a missing asset stays a 404.
      if (path.posix.extname(pathname) === '' && fs.existsSync(indexPath)) {
        // Served by sirv as /index.html: compressed like the rest, and no-cache by name.
        req.url = '/index.html';
        serveStatic(req, res, () => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`${app.name}: index.html no se pudo servir`);
        });
        return;
      }
      notFound(res, app, pathname);
    });
  };
  /** The build folder answering now (a deploy changes it). */
  handler.distDir = () => distDir;
  /** A deploy: the same server answers from another build folder from the next request on. */
  handler.deploy = (nextDistDir) => {
    distDir = nextDistDir;
    indexPath = path.join(distDir, 'index.html');
    serveStatic = staticFiles(distDir);
  };
  handler.dispose = retired.dispose;
  return handler;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

/**
 * @param {{
 *   ports: Record<string, number>,        // app name -> port (shell, mfe_auth, …)
 *   supabaseUrl?: string, anonKey?: string,
 *   distRoot?: string,                     // folder holding <app dir>/dist (default: the repo)
 *   host?: string,                         // interface to bind (default 127.0.0.1)
 *   publicHost?: string,                   // host name written into remotes.json (default localhost)
 *   remoteUrls?: Record<string, string>,   // remote name -> base URL when deployed elsewhere
 *   extraConfig?: Record<string, unknown>, // added to window.__VITRINA_CONFIG__ (e.g. { e2e: true })
 *   serverRendering?: { enabled: boolean, timeoutMs: number, streamAfterMs?: number | null }, // default: env
 *   testHooks?: boolean,                   // honours a test's slow-reads header (SLOW_READS_HEADER); tests only
 * }} options
 * @returns {Promise<{ urls: Record<string, string>, close(): Promise<void>, stop(app: string): Promise<void>,
 *   start(app: string): Promise<void>, setFault(app: string, fault: 'broken-entry' | 'broken-server-entry' | null): void,
 *   deploy(app: string, distDir: string): void, setServerRendering(enabled: boolean): void }>}
 */
export async function serveApps({
  ports,
  supabaseUrl,
  anonKey,
  distRoot = repoRoot,
  host = '127.0.0.1',
  publicHost = 'localhost',
  remoteUrls = {},
  extraConfig = {},
  serverRendering = serverRenderingFromEnv(),
  testHooks = false,
}) {
  const runtimeConfig = runtimeConfigScript({ supabaseUrl, anonKey, extra: extraConfig });
  const remotes = remotesManifest({ ports, host: publicHost, remoteUrls });
  const remotesJson = JSON.stringify(remotes, null, 2);
  const servers = new Map();
  const urls = {};
  const faults = new Map();
  const handlers = new Map();
  const remoteFiles = new Map();
  /**
   * A file of a remote's build as its server answers now (mf-manifest.json, first-reads.json), read again when it
   * changes; null for a remote deployed elsewhere, down or broken on purpose: the runtime then asks its server itself.
   */
  const remoteFile = (name, fileName) => {
    const handler = handlers.get(name);
    if (!handler || remoteUrls[name] || faults.get(name) === 'broken-entry' || !servers.get(name)?.listening)
      return null;
    const file = path.join(handler.distDir(), fileName);
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let cached = remoteFiles.get(`${name}/${fileName}`);
    if (cached?.key !== key) {
      cached = { key, text: fs.readFileSync(file, 'utf8') };
      remoteFiles.set(`${name}/${fileName}`, cached);
    }
    return cached;
  };
  // a shell built as one bundle (bench pages) has no federation manifest: it loads no remote, so its pages get no
  // remote's preloads
  const federated = fs.existsSync(path.join(distRoot, 'shell', 'dist', 'mf-manifest.json'));
  const shellHtml = shellHtmlServer({
    remotes,
    supabaseUrl: supabaseUrl ?? DEFAULT_SUPABASE_URL,
    remoteFile,
    federated,
    runtimeConfig,
  });

  /**
   * A remote's server build as its own server answers it now (its URL and a key that changes with each build), or
   * null when it has none, is deployed elsewhere, is down or its browser entry is broken on purpose.
   */
  const remoteServer = (name) => {
    const handler = handlers.get(name);
    const fault = faults.get(name);
    if (!handler || remoteUrls[name] || (fault && fault !== 'broken-server-entry') || !servers.get(name)?.listening)
      return null;
    const file = path.join(handler.distDir(), 'server', 'remoteEntry.js');
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    return {
      entry: `http://127.0.0.1:${ports[name]}${SERVER_ENTRY}`,
      build: `${file}:${stat.mtimeMs}:${stat.size}:${fault ?? ''}`,
    };
  };
  const ssrLog = process.env.VITRINA_SSR_LOG === '1' ? (line) => console.log(`[ssr] ${line}`) : undefined;
  const serverRenderer = createServerRenderer({
    enabled: serverRendering.enabled,
    shellDist: () => handlers.get('shell').distDir(),
    remoteServer,
    // the browser's runtime config (runtimeConfigScript), so the server renders what the browser's first render does
    config: {
      supabaseUrl: supabaseUrl ?? DEFAULT_SUPABASE_URL,
      supabaseAnonKey: anonKey ?? DEFAULT_ANON_KEY,
      ...extraConfig,
    },
    timeoutMs: serverRendering.timeoutMs,
    ...(serverRendering.streamAfterMs !== undefined ? { streamAfterMs: serverRendering.streamAfterMs } : {}),
    log: ssrLog,
  });

  for (const app of APPS) {
    const distDir = path.join(distRoot, app.dir, 'dist');
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      throw new Error(`${app.dir}/dist no existe: compila primero (npm run build)`);
    }
    const handler = createAppHandler({
      app,
      distDir,
      runtimeConfig,
      remotesJson: app.remote ? undefined : remotesJson,
      shellHtml: app.remote ? undefined : shellHtml,
      faults,
      backend: app.remote
        ? undefined
        : { supabaseUrl: supabaseUrl ?? DEFAULT_SUPABASE_URL, anonKey: anonKey ?? DEFAULT_ANON_KEY },
      serverRenderer: app.remote ? undefined : serverRenderer,
      testHooks,
      log: ssrLog,
    });
    const server = http.createServer(handler);
    servers.set(app.name, server);
    handlers.set(app.name, handler);
  }

  async function start(name) {
    const server = servers.get(name);
    if (!server) throw new Error(`App desconocida: ${name}`);
    if (server.listening) return;
    await listen(server, ports[name], host);
  }

  async function stop(name) {
    const server = servers.get(name);
    if (!server) throw new Error(`App desconocida: ${name}`);
    await closeServer(server);
  }

  try {
    for (const app of APPS) {
      await start(app.name);
      urls[app.name] = `http://${publicHost}:${ports[app.name]}`;
    }
  } catch (error) {
    await Promise.all([...servers.values()].map(closeServer));
    for (const handler of handlers.values()) handler.dispose();
    throw error;
  }

  const remoteNames = APPS.filter((app) => app.remote).map((app) => app.name);
  // the remotes' server builds load now, not with the first page that needs one
  if (serverRendering.enabled) for (const name of remoteNames) serverRenderer.warm(name);

  /** Server rendering on or off from the next request on (a test compares both). */
  function setServerRendering(enabled) {
    serverRenderer.setEnabled(enabled);
    if (enabled) for (const name of remoteNames) serverRenderer.warm(name);
  }

  function setFault(name, fault) {
    if (!servers.has(name)) throw new Error(`App desconocida: ${name}`);
    if (fault) faults.set(name, fault);
    else faults.delete(name);
  }

  function deploy(name, distDir) {
    if (!handlers.has(name)) throw new Error(`App desconocida: ${name}`);
    handlers.get(name).deploy(distDir);
  }

  return {
    urls,
    start,
    stop,
    setFault,
    deploy,
    setServerRendering,
    close: async () => {
      await Promise.all([...servers.values()].map(closeServer));
      for (const handler of handlers.values()) handler.dispose();
    },
  };
}
