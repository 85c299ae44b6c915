// `npm run bench -- pages`: the pages of issue #32 three ways, side by side: rendered in the browser (server
// rendering switched off), rendered on the server (switched on) and the static-HTML floor (the same page saved after
// it rendered, its HTML and CSS without script, served as a static file by the same server). Each way: Lighthouse
// 12.2.3's mobile preset (score, LCP, TBT) and Chromium at 1280 px, 4x CPU, cache off (LCP, CLS, total blocking
// time, JS bytes on the wire), medians of --runs; then each target of the issue beside its figure. Builds what is
// stale and starts its own backend (fresh data folder, demo seed) and app servers as the e2e global setup does,
// and stops them at the end (also on Ctrl-C). Opt-in: --warm (warm-cache rows) and --single (the same apps built as
// one bundle, issue #15). Flags: bench/README.md ("pages").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { createRequire } from 'node:module';
import { buildApps } from '../../scripts/buildApps.mjs';
import { formatLoad, markdownTable, median } from '../lib/stats.mjs';
import { codeVersion } from '../lib/runInfo.mjs';
import { serveAppsOnFreePorts, stopOnExit } from '../lib/servers.mjs';
import { measurePage } from './measure.mjs';
import { lighthouseRows, LIGHTHOUSE_FLAGS } from './lighthouse.mjs';
import { floorRoot, snapshotDocument } from './floor.mjs';
import {
  checkNoScriptListing,
  checkNoScriptPiece,
  checkTargets,
  FLOOR_TBT_SLOW_MS,
  machineCheck,
  verdict,
} from './targets.mjs';
import { CHROMIUM_PATH as CHROMIUM, chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { launchedFromEnv } = createRequire(import.meta.url)('../../shared/build/runtimeFiles.cjs');
/** Launched, as `npm start` serves the site (scripts/start.mjs): `/` is the home page, rendered on the server. */
const LAUNCHED = launchedFromEnv(process.env, true);
const SINGLE_DIST = path.join(repoRoot, 'shell', 'dist-single');

function flag(name, fallback) {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (!found) return fallback;
  return found === `--${name}` ? true : found.slice(prefix.length);
}

const RUNS = Number(flag('runs', flag('quick', false) ? 1 : 3));
const WARM = Boolean(flag('warm', false));
const SINGLE = Boolean(flag('single', false));
const SSR = !flag('no-ssr', false);
const FLOOR = !flag('no-floor', false);
/** The server's time limit of one page's render in the server-rendered column (production's default). */
const SSR_TIMEOUT_MS = Number(flag('ssr-timeout', 1000));
const DEFAULT_PAGES = ['home', 'products', 'category', 'product', 'seller', 'home-buyer', 'product-buyer'];
const ONLY = String(flag('pages', DEFAULT_PAGES.join(','))).split(',');
const LIST_FILES = Boolean(flag('files', false));
const LIGHTHOUSE = !flag('no-lighthouse', false);
const LH_RUNS = Number(flag('lighthouse-runs', RUNS));
const OUT_DIR = path.join(repoRoot, 'bench', '.out');

const BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };
const SELLER = { email: 'vendedor@vitrina.mx', password: 'Vendedor123!' };
const ACCOUNTS = { buyer: BUYER, seller: SELLER };
const AS_LABEL = { visitor: 'visitante', buyer: 'comprador', seller: 'vendedor' };

/** The server-rendered page carries react-query's dehydrated cache (shell/src/server/serverState.ts). */
const isServerRendered = (html) => /<script[^>]*\bid="vitrina-state"/.test(html);

const load = () => formatLoad(os.loadavg());

/** What is running, stopped at the end or on Ctrl-C. */
const { cleanups, cleanUp } = stopOnExit();

/** The single-bundle shell (shell/dist-single), rebuilt when it is older than any input of the federated build. */
async function ensureSingleBundle() {
  const builtAt = fs.existsSync(path.join(SINGLE_DIST, 'index.html'))
    ? fs.statSync(path.join(SINGLE_DIST, 'index.html')).mtimeMs
    : 0;
  const newestDist = Math.max(
    ...['shell', 'mfe-auth', 'mfe-catalog', 'mfe-checkout', 'mfe-sell', 'mfe-dashboard'].map(
      (dir) => fs.statSync(path.join(repoRoot, dir, 'dist', 'mf-manifest.json')).mtimeMs,
    ),
  );
  if (builtAt > newestDist && !flag('build', false)) return;
  console.log('Compilando el shell en un solo bundle (VITRINA_SINGLE_BUNDLE=1)…');
  await new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: path.join(repoRoot, 'shell'),
      env: { ...process.env, NODE_ENV: 'production', VITRINA_SINGLE_BUNDLE: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack (un solo bundle) salió con ${code}`)),
    );
  });
}

/** A folder shaped like the repository (<app>/dist) whose shell is the single bundle: serveApps' distRoot. */
function singleBundleRoot() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-single-'));
  for (const dir of ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-checkout', 'mfe-sell', 'mfe-dashboard']) {
    fs.mkdirSync(path.join(root, dir));
    fs.symlinkSync(dir === 'shell' ? SINGLE_DIST : path.join(repoRoot, dir, 'dist'), path.join(root, dir, 'dist'));
  }
  return root;
}

async function signIn(context, shellUrl, account) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/auth`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
  await page.close();
}

const h1 = (page) => page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
const firstCard = (page) => page.getByTestId('product-card').first().waitFor({ timeout: 60_000 });

/**
 * @returns {{ key: string, title: string, as: 'visitor' | 'buyer' | 'seller', path: string, ready, interact?,
 *   interaction?: string }[]}
 */
function pageList({ product, sellerUsername }) {
  return [
    { key: 'privacy', title: '/privacy', as: 'visitor', path: '/privacy', ready: h1 },
    {
      key: 'home',
      title: '/',
      as: 'visitor',
      path: '/',
      ready: h1,
      interaction: 'Ctrl+K (paleta)',
      interact: async (page) => {
        await page.keyboard.press('Control+k');
        await page.getByRole('dialog', { name: 'Buscar piezas' }).waitFor({ timeout: 60_000 });
      },
    },
    {
      key: 'products',
      title: '/products',
      as: 'visitor',
      path: '/products',
      ready: firstCard,
      interaction: 'filtro (Solo productos autenticados)',
      interact: async (page) => {
        await page.getByLabel('Solo productos autenticados').first().click();
      },
    },
    { key: 'category', title: '/categories/cards', as: 'visitor', path: '/categories/cards', ready: firstCard },
    { key: 'product', title: '/product/:id', as: 'visitor', path: `/product/${product.id}`, ready: h1 },
    {
      key: 'seller',
      title: '/sellers/:username',
      as: 'visitor',
      path: `/sellers/${encodeURIComponent(sellerUsername)}`,
      ready: h1,
    },
    { key: 'home-buyer', title: '/', as: 'buyer', path: '/', ready: h1 },
    {
      key: 'product-buyer',
      title: '/product/:id',
      as: 'buyer',
      path: `/product/${product.id}`,
      ready: h1,
      interaction: 'Agregar al carrito',
      interact: async (page) => {
        await page.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
      },
    },
    { key: 'cart', title: '/cart', as: 'buyer', path: '/cart', ready: h1 },
    { key: 'sell', title: '/sell', as: 'seller', path: '/sell', ready: h1 },
    { key: 'dashboard', title: '/dashboard', as: 'seller', path: '/dashboard', ready: h1 },
  ].filter((entry) => ONLY.includes(entry.key));
}

/**
 * Starts the six app servers of `npm start` on free ports, launched as it runs them, server rendering on or off (never
 * the default).
 */
async function startApps({ backend, distRoot, serverRendering }) {
  const apps = await serveAppsOnFreePorts(backend, {
    distRoot,
    serverRendering: { enabled: serverRendering, timeoutMs: SSR_TIMEOUT_MS },
    // what npm start serves, in every column (SITE_LAUNCHED=false measures the coming-soon page instead)
    extraConfig: { launched: LAUNCHED },
  });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await apps.close();
  };
  cleanups.push(close);
  return { ...apps, close };
}

/** Chromium's 1280 px desktop and Lighthouse's mobile preset's phone (a Moto G Power: 412×823 at 1.75x, touch). */
const DEVICES = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};
/** The key of a page's floor as it rendered on the phone. */
const MOBILE_SUFFIX = '.movil';

/** The page once it rendered and the network is idle, saved without scripts (floor.mjs), unthrottled. */
async function snapshotPage(context, url, ready) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    return await page.evaluate(snapshotDocument);
  } finally {
    await page.close();
  }
}

/**
 * One column: every entry loaded --runs times in Chromium (cold; warm too when asked), then Lighthouse's mobile
 * runs on the same servers. `snapshot` saves each page once for the floor.
 */
async function measureVariant({ label, apps, browser, entries, warm = false, snapshot = false, lighthouse }) {
  const rows = [];
  const saved = {};
  const contexts = {};
  const contextFor = async (as, device = 'desktop') => {
    const id = `${as}/${device}`;
    if (!contexts[id]) {
      contexts[id] = await browser.newContext({ locale: 'es-MX', ...DEVICES[device] });
      if (ACCOUNTS[as]) await signIn(contexts[id], apps.urls.shell, ACCOUNTS[as]);
    }
    return contexts[id];
  };
  try {
    for (const entry of entries) {
      const context = await contextFor(entry.as);
      const url = `${apps.urls.shell}${entry.path}`;
      for (const mode of warm ? ['frío', 'caliente'] : ['frío']) {
        const cache = mode === 'caliente';
        // The warm runs follow one unmeasured load that fills the context's HTTP cache.
        if (cache) await measurePage(context, url, { cache: true, ready: entry.ready });
        const results = [];
        const errors = [];
        for (let run = 0; run < RUNS; run += 1) {
          try {
            results.push(
              await measurePage(context, url, {
                cache,
                ready: entry.ready,
                interact: entry.interact,
                gzip: results.length === 0 && !cache,
                snapshot: snapshot && !saved[entry.key] && !cache,
                inspectDocument: isServerRendered,
              }),
            );
            if (results.at(-1).savedHtml) saved[entry.key] ??= results.at(-1).savedHtml;
          } catch (error) {
            // one failed load (a timeout on a busy machine) leaves its figures out, not the whole run's
            errors.push(String(error?.message ?? error).split('\n')[0]);
            console.log(
              `  ${label} ${entry.title} (${AS_LABEL[entry.as]}): la carga ${run + 1} falló: ${errors.at(-1)}`,
            );
          }
        }
        const pick = (key) => median(results.map((r) => r[key]));
        const row = {
          variant: label,
          key: entry.key,
          page: entry.title,
          as: entry.as,
          cache: mode,
          interaction: entry.interaction ?? '',
          runs: results.length,
          errors,
          serverRendered: results.filter((r) => r.documentInfo).length,
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          lcpElement: results[Math.floor(results.length / 2)]?.lcpElement ?? '',
          cls: pick('cls'),
          tbt: pick('tbt'),
          inp: pick('inp'),
          readyMs: pick('readyMs'),
          jsTransfer: pick('jsTransfer'),
          jsDecoded: pick('jsDecoded'),
          jsGzip: results[0]?.jsGzip ?? null,
          jsFiles: pick('jsFiles'),
          files: results[0]?.files ?? [],
        };
        rows.push(row);
        console.log(
          `  ${label} ${entry.title} (${AS_LABEL[entry.as]}, ${mode}): LCP ${fixed(row.lcp)} ms, CLS ${fixed(row.cls, 3)}, ` +
            `TBT ${fixed(row.tbt)} ms${row.inp !== null ? `, INP ${fixed(row.inp)} ms` : ''}, ` +
            `JS ${kb(row.jsTransfer)} KB, HTML del servidor ${row.serverRendered}/${row.runs}` +
            (errors.length ? `, ${errors.length} carga(s) fallida(s)` : ''),
        );
      }
      // the phone's floor is the page as it renders on Lighthouse's phone: its own layout and what the page renders
      // only on a phone (the sticky bar), not the desktop page in a narrow window
      if (snapshot) {
        try {
          saved[`${entry.key}${MOBILE_SUFFIX}`] = await snapshotPage(
            await contextFor(entry.as, 'phone'),
            url,
            entry.ready,
          );
        } catch (error) {
          console.log(
            `  ${label} ${entry.title}: no se pudo guardar la página del teléfono: ${error?.message ?? error}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(Object.values(contexts).map((context) => context.close()));
  }
  let mobile = [];
  if (lighthouse && entries.length) {
    console.log(
      `Lighthouse 12 móvil (${label}), ${LH_RUNS} corrida(s) por página, ${CHROMIUM} ${LIGHTHOUSE_FLAGS.join(' ')} (carga ${load()})…`,
    );
    mobile = await lighthouseRows({
      entries: entries.map((entry) => ({ ...entry, path: entry.mobilePath ?? entry.path })),
      shellUrl: apps.urls.shell,
      runs: LH_RUNS,
      chromePath: CHROMIUM,
      signIn: (context, shellUrl, as) => signIn(context, shellUrl, ACCOUNTS[as]),
      log: console.log,
    });
  }
  return { rows, mobile, saved };
}

/** The server-rendered column needs the remote's server build loaded: one unmeasured request per page first. */
async function warmServer(apps, entries) {
  const rendered = {};
  for (const entry of entries) {
    let html = '';
    for (let attempt = 0; attempt < 3 && !isServerRendered(html); attempt += 1) {
      html = await (await fetch(`${apps.urls.shell}${entry.path}`)).text();
    }
    rendered[entry.key] = isServerRendered(html);
  }
  return rendered;
}

/**
 * What a reader without JavaScript sees of the page's content where it belongs: between the top bar and the footer
 * (a streamed page's content arrives after the footer in the HTML and its no-script style lays it out there; not
 * laid out there, it does not count). The top bar and the footer are the shell layout's own <header> and <footer>
 * (a piece has a <header> of its own). Runs in the page, with the page's own scripts off.
 */
function readInPlace({ sellerHref }) {
  const topBar = document.querySelector('#root > * > header');
  const footer = document.querySelector('#root > * > footer');
  const limit = footer ? footer.getBoundingClientRect().top : Infinity;
  const inPlace = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 && box.height > 0 && box.bottom <= limit && !topBar?.contains(element) && !footer?.contains(element)
    );
  };
  const all = (selector) => [...document.querySelectorAll(selector)].filter(inPlace);
  const text = (element) => element.innerText.replace(/\s+/g, ' ');
  const cards = all('[data-testid="product-card"]');
  return {
    streamed: document.querySelector('div[hidden][id^="S:"]') !== null,
    headings: all('h1').map(text),
    text: all('main, div[hidden][id^="S:"]').map(text).join(' '),
    photos: all('img[src]:not([src=""])').length,
    seller: all(`a[href="${sellerHref}"]`).length > 0,
    cards: cards.length,
    linked: cards.filter((card) => card.querySelector('a[href^="/product"]')).length,
  };
}

/**
 * #32's pages without JavaScript, as the server answers them: a visitor's piece (title, price, description, photos,
 * seller) and listings (the first page of cards, each a link), each where it belongs (readInPlace). Read with scripts
 * off in the browser; whether the answer was streamed is reported with it.
 */
async function noScriptChecks({ apps, browser, entries, product, sellerUsername }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-MX',
    viewport: { width: 1280, height: 900 },
  });
  const checks = {};
  const sellerHref = `/sellers/${encodeURIComponent(sellerUsername)}`;
  try {
    for (const entry of entries.filter((e) => e.as === 'visitor')) {
      const listing = entry.key === 'products' || entry.key === 'category';
      if (entry.key !== 'product' && !listing) continue;
      const page = await context.newPage();
      await page.goto(`${apps.urls.shell}${entry.path}`, { waitUntil: 'load', timeout: 60_000 });
      const seen = await page.evaluate(readInPlace, { sellerHref });
      if (listing) {
        checks[entry.key] = checkNoScriptListing(seen);
      } else {
        const description = String(product.description ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 60);
        checks[entry.key] = checkNoScriptPiece({
          title: seen.headings.some((heading) => heading.includes(product.title)),
          price: /\$\s?\d/.test(seen.text),
          description: description.length > 0 && seen.text.includes(description),
          photos: seen.photos,
          seller: seen.seller,
          streamed: seen.streamed,
        });
      }
      console.log(`  sin JavaScript ${entry.title}: ${checks[entry.key].figure}`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  return checks;
}

const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : (bytes / 1024).toFixed(1));
const fixed = (value, digits = 0) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const secondsCell = (ms) => (ms === null || ms === undefined ? '—' : (ms / 1000).toFixed(2));

/** What the server did with a page in the server-rendered column. */
function renderedCell(serverRow) {
  if (!serverRow) return '—';
  if (serverRow.runs === 0) return `sin cargas (${serverRow.errors.length} fallidas)`;
  if (serverRow.serverRendered === 0) return 'NO: el servidor no la renderiza (la sirve para el navegador)';
  if (serverRow.serverRendered < serverRow.runs)
    return `a veces: ${serverRow.serverRendered}/${serverRow.runs} (las demás cayeron al navegador)`;
  return `sí (${serverRow.serverRendered}/${serverRow.runs})`;
}

function printSideBySide({ entries, client, server, floor }) {
  const find = (variant, key, list = 'rows') =>
    variant?.[list].find((r) => r.key === key && (r.cache ?? 'frío') === 'frío');
  const three = (key, list, pick) => [client, server, floor].map((variant) => pick(find(variant, key, list)));
  if (LIGHTHOUSE) {
    console.log(
      '\nLighthouse 12.2.3 móvil (preset por omisión: 412×823, 4G lenta simulada, CPU 4x; mediana de ' +
        `${LH_RUNS}): navegador (SSR apagado) · servidor (SSR encendido) · HTML estático (el piso)`,
    );
    console.log(
      markdownTable(
        [
          'página',
          'como',
          'HTML del servidor',
          'puntuación navegador',
          'servidor',
          'estático',
          'LCP s navegador',
          'servidor',
          'estático',
          'TBT ms navegador',
          'servidor',
          'estático',
        ],
        entries.map((entry) => [
          entry.title,
          AS_LABEL[entry.as],
          renderedCell(find(server, entry.key)),
          ...three(entry.key, 'mobile', (row) => fixed(row?.score)),
          ...three(entry.key, 'mobile', (row) => secondsCell(row?.lcp)),
          ...three(entry.key, 'mobile', (row) => fixed(row?.tbt)),
        ]),
      ),
    );
  } else {
    console.log('\nLighthouse: no medido (--no-lighthouse)');
  }
  console.log(
    `\nChromium ${CHROMIUM} a 1280×900, CPU 4x, sin caché (mediana de ${RUNS}): navegador · servidor · HTML estático; ` +
      'JS: bytes de scripts que entregó la red (remotos incluidos)',
  );
  console.log(
    markdownTable(
      [
        'página',
        'como',
        'LCP ms navegador',
        'servidor',
        'estático',
        'CLS navegador',
        'servidor',
        'estático',
        'TBT ms navegador',
        'servidor',
        'estático',
        'JS KB navegador',
        'servidor',
        'estático',
      ],
      entries.map((entry) => [
        entry.title,
        AS_LABEL[entry.as],
        ...three(entry.key, 'rows', (row) => fixed(row?.lcp)),
        ...three(entry.key, 'rows', (row) => fixed(row?.cls, 3)),
        ...three(entry.key, 'rows', (row) => fixed(row?.tbt)),
        ...three(entry.key, 'rows', (row) => kb(row?.jsTransfer)),
      ]),
    ),
  );
}

/** Each target of #32 beside its figure, on the server-rendered column. */
function printTargets({ entries, client, server, floor }) {
  const column = (variant, key) =>
    variant
      ? {
          desktop: variant.rows.find((r) => r.key === key && r.cache === 'frío') ?? null,
          mobile: variant.mobile.find((r) => r.key === key) ?? null,
        }
      : null;
  const lines = [];
  let met = 0;
  let judged = 0;
  const checks = {};
  for (const entry of entries) {
    const serverColumn = column(server, entry.key);
    const figures = {
      as: entry.as,
      // a page whose every server-column load failed has no verdict on its rendering either
      serverRendered: server && serverColumn.desktop?.runs ? serverColumn.desktop.serverRendered > 0 : null,
      client: column(client, entry.key),
      server: serverColumn,
      floor: column(floor, entry.key),
    };
    checks[entry.key] = checkTargets(figures);
    if (server?.noScript?.[entry.key]) checks[entry.key].push(server.noScript[entry.key]);
    for (const check of checks[entry.key]) {
      if (check.met !== null) judged += 1;
      if (check.met) met += 1;
      lines.push([entry.title, AS_LABEL[entry.as], check.target, check.figure, verdict(check)]);
    }
  }
  console.log('\nMetas del issue #32 (columna del servidor; móvil = Lighthouse, escritorio = Chromium 1280 px):');
  console.log(markdownTable(['página', 'como', 'meta', 'cifra', 'resultado'], lines));
  console.log(`Metas cumplidas: ${met} de ${judged} medidas`);
  return checks;
}

function printWarm(rows) {
  console.log('\nCaché caliente (navegador, SSR apagado):');
  console.log(
    markdownTable(
      ['página', 'como', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'INP ms (interacción)', 'JS red KB'],
      rows
        .filter((row) => row.cache === 'caliente')
        .map((row) => [
          row.page,
          AS_LABEL[row.as],
          fixed(row.fcp),
          fixed(row.lcp),
          fixed(row.cls, 3),
          fixed(row.tbt),
          row.inp === null ? '—' : `${row.inp.toFixed(0)} (${row.interaction})`,
          kb(row.jsTransfer),
        ]),
    ),
  );
}

function printSingle(federated, single) {
  console.log('\nFederado / un solo bundle (navegador, caché fría, medianas; meta < 1.15x):');
  const ratio = (a, b) => (a !== null && b > 0 ? (a / b).toFixed(2) : '—');
  console.log(
    markdownTable(
      [
        'página',
        'como',
        'LCP fed / single ms',
        'LCP x',
        'listo fed / single ms',
        'listo x',
        'JS red fed / single KB',
        'JS x',
        'móvil fed / single: puntuación, LCP s',
      ],
      federated.rows
        .filter((row) => row.cache === 'frío')
        .map((row) => [row, single.rows.find((r) => r.key === row.key)])
        .filter(([, other]) => other)
        .map(([row, other]) => {
          const mobile = federated.mobile.find((r) => r.key === row.key);
          const mobileSingle = single.mobile.find((r) => r.key === row.key);
          return [
            row.page,
            AS_LABEL[row.as],
            `${fixed(row.lcp)} / ${fixed(other.lcp)}`,
            ratio(row.lcp, other.lcp),
            `${fixed(row.readyMs)} / ${fixed(other.readyMs)}`,
            ratio(row.readyMs, other.readyMs),
            `${kb(row.jsTransfer)} / ${kb(other.jsTransfer)}`,
            ratio(row.jsTransfer, other.jsTransfer),
            `${fixed(mobile?.score)}, ${secondsCell(mobile?.lcp)} / ${fixed(mobileSingle?.score)}, ${secondsCell(mobileSingle?.lcp)}`,
          ];
        }),
    ),
  );
}

const started = Date.now();
const loadBefore = load();
const command = `npm run bench -- pages ${process.argv.slice(2).join(' ')}`.trim();
const code = codeVersion(repoRoot);
console.log(
  `Comando: ${command}\nCódigo: ${code}\nSitio lanzado (como npm start): ${LAUNCHED ? 'sí' : 'no (SITE_LAUNCHED)'}\n` +
    `Carga del sistema (1/5/15 min) al empezar: ${loadBefore}`,
);
await buildApps({ log: console.log });
if (SINGLE) await ensureSingleBundle();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pages-'));
cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
cleanups.push(() => backend.stop());
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const rest = async (query) => (await fetch(`${backend.url}/rest/v1/${query}`, { headers })).json();
  // A seeded piece with images, the newest published at a fixed price (an auction piece has no 'Agregar al carrito',
  // and the buyer's interaction adds the piece to a cart; the bench never buys it).
  const onAuction = new Set((await rest('auctions?select=product_id')).map((row) => row.product_id));
  const newest = await rest(
    'products?select=id,title,description,seller_id,product_images!inner(id)&status=eq.published&order=created_at.desc&limit=20',
  );
  const product = newest.find((piece) => !onAuction.has(piece.id));
  if (!product) throw new Error('El catálogo sembrado no tiene piezas publicadas');
  const [seller] = await rest(`public_profiles?select=username&id=eq.${product.seller_id}`);
  if (!seller?.username) throw new Error(`El vendedor de la pieza ${product.id} no tiene nombre de usuario`);
  const entries = pageList({ product, sellerUsername: seller.username });
  if (!entries.length) throw new Error(`--pages=${ONLY.join(',')}: ninguna página conocida`);

  console.log(
    `Midiendo ${entries.map((e) => `${e.title} (${AS_LABEL[e.as]})`).join(', ')}: ${RUNS} carga(s) por página y ` +
      `columna, CPU 4x más lenta, 1280×900 (carga del sistema ${load()})…`,
  );
  const run = async (label, serverRendering, distRoot, measure) => {
    const apps = await startApps({ backend, distRoot, serverRendering });
    try {
      return await measure(apps);
    } finally {
      await apps.close();
    }
  };

  const client = await run('navegador', false, repoRoot, (apps) =>
    measureVariant({ label: 'navegador', apps, browser, entries, warm: WARM, snapshot: FLOOR, lighthouse: LIGHTHOUSE }),
  );
  let server = null;
  if (SSR) {
    server = await run('servidor', true, repoRoot, async (apps) => {
      const rendered = await warmServer(apps, entries);
      console.log(
        `Servidor (VITRINA_SSR encendido, límite ${SSR_TIMEOUT_MS} ms): ` +
          entries
            .map((e) => `${e.title} (${AS_LABEL[e.as]}) ${rendered[e.key] ? 'renderizada' : 'NO renderizada'}`)
            .join(', '),
      );
      const measured = await measureVariant({ label: 'servidor', apps, browser, entries, lighthouse: LIGHTHOUSE });
      const noScript = await noScriptChecks({ apps, browser, entries, product, sellerUsername: seller.username });
      return { ...measured, noScript };
    });
  }
  let floor = null;
  if (FLOOR) {
    const site = floorRoot(repoRoot, client.saved);
    // kept for a look: the pages as the floor column served them
    fs.rmSync(path.join(OUT_DIR, 'piso'), { recursive: true, force: true });
    fs.mkdirSync(path.join(OUT_DIR, 'piso'), { recursive: true });
    for (const [key, html] of Object.entries(client.saved))
      fs.writeFileSync(path.join(OUT_DIR, 'piso', `${key}.html`), html);
    cleanups.push(async () => fs.rmSync(site.root, { recursive: true, force: true }));
    // static pages run no script: no session, no interaction; the same content checks tell they rendered
    const floorEntries = entries
      .filter((entry) => client.saved[entry.key])
      .map((entry) => ({
        ...entry,
        as: 'visitor',
        path: site.pathOf(entry.key),
        mobilePath: client.saved[`${entry.key}${MOBILE_SUFFIX}`]
          ? site.pathOf(`${entry.key}${MOBILE_SUFFIX}`)
          : undefined,
        interact: undefined,
      }));
    floor = await run('estático', false, site.root, async (apps) => {
      const measured = await measureVariant({
        label: 'HTML estático',
        apps,
        browser,
        entries: floorEntries,
        lighthouse: LIGHTHOUSE,
      });
      // the floor of a member's page is that page's content: the rows keep the page's own identity
      for (const row of [...measured.rows, ...measured.mobile]) row.as = entries.find((e) => e.key === row.key).as;
      return measured;
    });
  }
  let single = null;
  if (SINGLE) {
    const root = singleBundleRoot();
    cleanups.push(async () => fs.rmSync(root, { recursive: true, force: true }));
    single = await run('un solo bundle', false, root, (apps) =>
      measureVariant({ label: 'un solo bundle', apps, browser, entries, lighthouse: LIGHTHOUSE }),
    );
  }

  const loadAfter = load();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Chromium ${browser.version()}, ` +
      `${os.cpus().length} núcleos, Node ${process.version}; carga del sistema (1/5/15 min) al empezar ${loadBefore}, ` +
      `al terminar ${loadAfter}; ${minutes} min`,
  );
  console.log(`Comando: ${command}\nCódigo: ${code}`);
  const machine = machineCheck(
    [client, server, floor].flatMap((variant) => variant?.mobile ?? []),
    floor?.mobile ?? [],
  );
  if (machine.cpuIndex !== null)
    console.log(
      `Índice de CPU de Lighthouse (benchmarkIndex, mediana de las corridas): ${machine.cpuIndex.toFixed(0)}`,
    );
  printSideBySide({ entries, client, server, floor });
  const targets = printTargets({ entries, client, server, floor });
  if (machine.slow)
    console.log(
      `Aviso: el HTML estático, sin JavaScript, bloqueó ${machine.floorTbt.toFixed(0)} ms en Lighthouse móvil ` +
        `(mediana; más de ${FLOOR_TBT_SLOW_MS} ms): esta máquina es más lenta que aquella en la que se fijaron las ` +
        'metas, y sus metas de tiempo juzgan la máquina más que el código.',
    );
  if (WARM) printWarm(client.rows);
  if (single) printSingle(client, single);
  if (LIST_FILES) {
    for (const row of [client, server, single].flatMap((v) => v?.rows ?? []).filter((r) => r.cache === 'frío')) {
      console.log(`\n${row.variant} ${row.page} (${AS_LABEL[row.as]}): ${row.files.length} archivos JS`);
      for (const file of [...row.files].sort((a, b) => b.transfer - a.transfer)) {
        console.log(`  ${kb(file.transfer).padStart(7)} red  ${kb(file.gzip).padStart(7)} gzip  ${file.url}`);
      }
    }
  }
  console.log(`\nComando: ${command}\nCarga del sistema al empezar ${loadBefore}, al terminar ${loadAfter}`);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const strip = (variant) => variant && { rows: variant.rows, mobile: variant.mobile, noScript: variant.noScript };
  fs.writeFileSync(
    path.join(OUT_DIR, 'pages.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        command,
        code,
        runs: RUNS,
        lighthouseRuns: LH_RUNS,
        ssrTimeoutMs: SSR_TIMEOUT_MS,
        loadBefore,
        loadAfter,
        machine,
        pages: entries.map(({ key, title, as, path: pagePath }) => ({ key, title, as, path: pagePath })),
        client: strip(client),
        server: strip(server),
        floor: strip(floor),
        single: strip(single),
        targets,
      },
      null,
      2,
    ),
  );
} finally {
  await cleanUp();
}
