// `npm run bench -- pages`: the product's pages in Chromium (4x CPU throttle), cold and warm HTTP cache, median of
// N loads: LCP, CLS, total blocking time, INP of each page's main interaction and the JS the network delivered.
// Then the same pages built as one bundle (the remotes imported into the shell, VITRINA_SINGLE_BUNDLE=1) and the
// federated / single-bundle ratios, and the federated pages rendered on the server (VITRINA_SSR=1, docs/rendering.md)
// beside them (--no-ssr leaves them out). Starts its own backend (fresh data folder, demo seed) and app servers, builds
// what is stale first, stops everything at the end. See bench/README.md ("pages") for the flags.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { serveApps } from '../../scripts/serveApps.mjs';
import { buildApps } from '../../scripts/buildApps.mjs';
import { measurePage } from './measure.mjs';
import { lighthouseRows, LIGHTHOUSE_FLAGS } from './lighthouse.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SINGLE_DIST = path.join(repoRoot, 'shell', 'dist-single');

function flag(name, fallback) {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (!found) return fallback;
  return found === `--${name}` ? true : found.slice(prefix.length);
}

const RUNS = Number(flag('runs', flag('quick', false) ? 1 : 5));
const WARM = !flag('no-warm', false);
const SINGLE = !flag('no-single', false);
// the federated build again with server rendering switched on (scripts/serverRender.mjs): client / server side by side
const SSR = !flag('no-ssr', false);
const ONLY = flag('pages', '') ? String(flag('pages', '')).split(',') : null;
const LIST_FILES = Boolean(flag('files', false));
const LIGHTHOUSE = !flag('no-lighthouse', false);
// Lighthouse runs take 15–40 s each on the 2-core machine: at most 3 per page unless asked
const LH_RUNS = Number(flag('lighthouse-runs', Math.min(RUNS, 3)));
/**
 * The pages of the mobile targets (Lighthouse ≥ 90, LCP ≤ 2.5 s), and the stack's floor: /privacy, a shell
 * page of text with no remote and no data, paints when the shell's own scripts have run, as every page must first.
 */
const LIGHTHOUSE_KEYS = ['floor', 'home', 'products', 'product', 'category', 'home-buyer'];
// Lighthouse on the single bundle too: the same pages without federation, what the architecture costs on a phone
const LIGHTHOUSE_SINGLE = !flag('no-lighthouse-single', false);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT_DIR = path.join(repoRoot, 'bench', '.out');

const BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };
const SELLER = { email: 'vendedor@vitrina.mx', password: 'Vendedor123!' };

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function freePorts(count) {
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = net.createServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
  }
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

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

/** @returns {{ key: string, title: string, as: 'visitor' | 'buyer' | 'seller', path: string, ready, interact?, interaction?: string }[]} */
function pageList(product) {
  return [
    { key: 'floor', title: '/privacy (suelo)', as: 'visitor', path: '/privacy', ready: h1 },
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
      ready: (page) => page.getByTestId('product-card').first().waitFor({ timeout: 60_000 }),
      interaction: 'filtro (Solo productos autenticados)',
      interact: async (page) => {
        await page.getByLabel('Solo productos autenticados').first().click();
      },
    },
    {
      key: 'product',
      title: '/product/:id',
      as: 'visitor',
      path: `/product/${product.id}`,
      ready: h1,
    },
    {
      key: 'category',
      title: '/categories/:id',
      as: 'visitor',
      path: '/categories/cards',
      ready: (page) => page.getByTestId('product-card').first().waitFor({ timeout: 60_000 }),
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
    {
      key: 'cart',
      title: '/cart',
      as: 'buyer',
      path: '/cart',
      ready: h1,
    },
    { key: 'sell', title: '/sell', as: 'seller', path: '/sell', ready: h1 },
    { key: 'dashboard', title: '/dashboard', as: 'seller', path: '/dashboard', ready: h1 },
  ].filter((entry) => !ONLY || ONLY.includes(entry.key));
}

const median = (values) => {
  const present = values.filter((value) => value !== null && value !== undefined);
  if (!present.length) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const ACCOUNTS = { buyer: BUYER, seller: SELLER };

async function measureVariant({ label, distRoot, backend, browser, product, afterRows, serverRendering }) {
  const [shell, auth, catalog, checkout, sell, dashboard] = await freePorts(6);
  const ports = {
    shell,
    mfe_auth: auth,
    mfe_catalog: catalog,
    mfe_checkout: checkout,
    mfe_sell: sell,
    mfe_dashboard: dashboard,
  };
  const apps = await serveApps({
    ports,
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    distRoot,
    // client-rendered unless asked: the switch's own default (VITRINA_SSR) does not change a variant
    serverRendering: { enabled: false, timeoutMs: 1000, ...serverRendering },
  });
  const rows = [];
  try {
    const contexts = {};
    const contextFor = async (as) => {
      if (!contexts[as]) {
        contexts[as] = await browser.newContext({ locale: 'es-MX', viewport: { width: 1280, height: 900 } });
        if (as === 'buyer') await signIn(contexts[as], apps.urls.shell, BUYER);
        if (as === 'seller') await signIn(contexts[as], apps.urls.shell, SELLER);
      }
      return contexts[as];
    };
    for (const entry of pageList(product)) {
      const context = await contextFor(entry.as);
      const url = `${apps.urls.shell}${entry.path}`;
      const modes = label === 'federado' && WARM ? ['frío', 'caliente'] : ['frío'];
      for (const mode of modes) {
        const cache = mode === 'caliente';
        // The warm runs follow one unmeasured load that fills the context's HTTP cache.
        if (cache) await measurePage(context, url, { cache: true, ready: entry.ready });
        const results = [];
        for (let run = 0; run < RUNS; run += 1) {
          results.push(
            await measurePage(context, url, {
              cache,
              ready: entry.ready,
              interact: entry.interact,
              gzip: run === 0 && !cache,
            }),
          );
        }
        const row = {
          variant: label,
          key: entry.key,
          page: entry.title,
          as: entry.as,
          cache: mode,
          interaction: entry.interaction ?? '',
          runs: results.length,
          fcp: median(results.map((r) => r.fcp)),
          lcp: median(results.map((r) => r.lcp)),
          lcpElement: results[Math.floor(results.length / 2)].lcpElement,
          cls: median(results.map((r) => r.cls)),
          tbt: median(results.map((r) => r.tbt)),
          inp: median(results.map((r) => r.inp)),
          readyMs: median(results.map((r) => r.readyMs)),
          jsTransfer: median(results.map((r) => r.jsTransfer)),
          jsDecoded: median(results.map((r) => r.jsDecoded)),
          jsGzip: results[0].jsGzip,
          jsFiles: median(results.map((r) => r.jsFiles)),
          files: results[0].files,
        };
        rows.push(row);
        console.log(
          `  ${label} ${entry.title} (${entry.as}, ${mode}): LCP ${row.lcp.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, ` +
            `TBT ${row.tbt.toFixed(0)} ms${row.inp !== null ? `, INP ${row.inp.toFixed(0)} ms` : ''}, JS ${(row.jsTransfer / 1024).toFixed(1)} KB`,
        );
      }
    }
    await Promise.all(Object.values(contexts).map((context) => context.close()));
    if (afterRows) await afterRows(apps);
  } finally {
    await apps.close();
  }
  return rows;
}

const AS_LABEL = { visitor: 'visitante', buyer: 'comprador', seller: 'vendedor' };
const kb = (bytes) => (bytes === null || bytes === undefined ? '—' : `${(bytes / 1024).toFixed(1)}`);

function printTable(rows) {
  const header = [
    'página',
    'como',
    'caché',
    'FCP ms',
    'LCP ms',
    'CLS',
    'TBT ms',
    'INP ms (interacción)',
    'JS red KB',
    'JS gzip KB',
    'archivos JS',
  ];
  const lines = rows.map((row) => [
    row.page,
    AS_LABEL[row.as],
    row.cache,
    row.fcp.toFixed(0),
    row.lcp.toFixed(0),
    row.cls.toFixed(3),
    row.tbt.toFixed(0),
    row.inp === null ? '—' : `${row.inp.toFixed(0)} (${row.interaction})`,
    kb(row.jsTransfer),
    kb(row.jsGzip),
    String(row.jsFiles),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

/** Lighthouse's mobile figures beside the bench's own desktop ones (cold cache) of the same page. */
function printLighthouse(mobile, federated, mobileSingle = []) {
  console.log(
    '\nLighthouse 12 móvil (preset por omisión: 412×823, 4G lenta simulada, CPU 4x; mediana) junto a escritorio ' +
      '(1280×900, CPU 4x, caché fría). Metas #21: móvil ≥ 90 y LCP ≤ 2.5 s; escritorio LCP ≤ 1.0 s en /, ≤ 1.2 s en las demás, CLS < 0.02:',
  );
  const header = [
    'página',
    'como',
    'móvil puntuación',
    'móvil LCP ms',
    'móvil FCP ms',
    'móvil TBT ms',
    'móvil CLS',
    'escritorio LCP ms',
    'escritorio CLS',
    'un solo bundle: móvil puntuación / LCP ms',
    'metas',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  const fixed = (value, digits = 0) => (value === null || value === undefined ? '—' : value.toFixed(digits));
  for (const row of mobile) {
    const desktop = federated.find((r) => r.key === row.key && r.cache === 'frío');
    const single = mobileSingle.find((r) => r.key === row.key);
    const desktopTarget = row.key === 'home' ? 1000 : 1200;
    const misses = [];
    if (!(row.score >= 90)) misses.push('móvil < 90');
    if (!(row.lcp <= 2500)) misses.push('LCP móvil > 2.5 s');
    if (desktop && !(desktop.lcp <= desktopTarget)) misses.push(`LCP escritorio > ${desktopTarget / 1000} s`);
    if (desktop && !(desktop.cls < 0.02)) misses.push('CLS ≥ 0.02');
    console.log(
      `| ${[
        row.page,
        AS_LABEL[row.as],
        fixed(row.score),
        fixed(row.lcp),
        fixed(row.fcp),
        fixed(row.tbt),
        fixed(row.cls, 3),
        desktop ? fixed(desktop.lcp) : '—',
        desktop ? fixed(desktop.cls, 3) : '—',
        single ? `${fixed(single.score)} / ${fixed(single.lcp)}` : '—',
        row.key === 'floor' ? 'referencia' : misses.length ? misses.join('; ') : 'cumplidas',
      ].join(' | ')} |`,
    );
  }
  const warnings = [...new Set(mobile.flatMap((row) => row.warnings))];
  for (const warning of warnings) console.log(`  aviso de Lighthouse: ${warning}`);
}

function printRatios(federated, single) {
  console.log('\nFederado / un solo bundle (caché fría, medianas; meta < 1.15x):');
  const header = [
    'página',
    'como',
    'LCP fed / single ms',
    'LCP x',
    'listo fed / single ms',
    'listo x',
    'JS red fed / single KB',
    'JS x',
  ];
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of federated.filter((r) => r.cache === 'frío')) {
    const other = single.find((r) => r.key === row.key);
    if (!other) continue;
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : '—');
    console.log(
      `| ${[
        row.page,
        AS_LABEL[row.as],
        `${row.lcp.toFixed(0)} / ${other.lcp.toFixed(0)}`,
        ratio(row.lcp, other.lcp),
        `${row.readyMs.toFixed(0)} / ${other.readyMs.toFixed(0)}`,
        ratio(row.readyMs, other.readyMs),
        `${kb(row.jsTransfer)} / ${kb(other.jsTransfer)}`,
        ratio(row.jsTransfer, other.jsTransfer),
      ].join(' | ')} |`,
    );
  }
}

const started = Date.now();
const loadBefore = load();
const command = `node bench/pages/index.mjs ${process.argv.slice(2).join(' ')}`.trim();
console.log(`Comando: ${command}\nCarga del sistema (1/5/15 min) al empezar: ${loadBefore}`);
const chromiumVersion = { value: '' };
await buildApps({ log: console.log });
if (SINGLE) await ensureSingleBundle();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-pages-'));
const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
let browser;
let singleRoot;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  chromiumVersion.value = browser.version();
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  // A seeded piece with images, the newest published (never bought by the bench: it only adds it to a cart).
  const [product] = await (
    await fetch(
      `${backend.url}/rest/v1/products?select=id,title,product_images!inner(id)&status=eq.published&order=created_at.desc&limit=1`,
      { headers },
    )
  ).json();
  if (!product) throw new Error('El catálogo sembrado no tiene piezas publicadas');

  console.log(`Midiendo ${RUNS} carga(s) por fila, CPU 4x más lenta, 1280×900 (carga del sistema ${loadBefore})…`);
  let mobile = [];
  const lighthouseEntries = pageList(product).filter((entry) => LIGHTHOUSE_KEYS.includes(entry.key));
  /** Lighthouse's mobile rows of one build's pages, on its app servers once its desktop rows are done. */
  const mobileRows = (apps, variant) => {
    console.log(
      `Lighthouse 12 móvil (${variant}), ${LH_RUNS} corrida(s) por página, ${CHROMIUM} ${LIGHTHOUSE_FLAGS.join(' ')} (carga ${load()})…`,
    );
    return lighthouseRows({
      entries: lighthouseEntries,
      shellUrl: apps.urls.shell,
      runs: LH_RUNS,
      chromePath: CHROMIUM,
      signIn: (context, shellUrl, as) => signIn(context, shellUrl, ACCOUNTS[as]),
      log: console.log,
    });
  };
  const federated = await measureVariant({
    label: 'federado',
    distRoot: repoRoot,
    backend,
    browser,
    product,
    // on the same app servers, after the desktop loads (one Chromium at a time on the 2 cores)
    afterRows:
      LIGHTHOUSE && lighthouseEntries.length
        ? async (apps) => {
            mobile = await mobileRows(apps, 'federado');
          }
        : undefined,
  });
  let single = [];
  let mobileSingle = [];
  if (SINGLE) {
    singleRoot = singleBundleRoot();
    single = await measureVariant({
      label: 'un solo bundle',
      distRoot: singleRoot,
      backend,
      browser,
      product,
      afterRows:
        LIGHTHOUSE && LIGHTHOUSE_SINGLE && lighthouseEntries.length
          ? async (apps) => {
              mobileSingle = await mobileRows(apps, 'un solo bundle');
            }
          : undefined,
    });
  }
  let serverRendered = [];
  let mobileServer = [];
  if (SSR) {
    serverRendered = await measureVariant({
      label: 'renderizado en el servidor',
      distRoot: repoRoot,
      backend,
      browser,
      product,
      serverRendering: { enabled: true },
      afterRows:
        LIGHTHOUSE && lighthouseEntries.length
          ? async (apps) => {
              mobileServer = await mobileRows(apps, 'renderizado en el servidor');
            }
          : undefined,
    });
  }
  const loadAfter = load();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);

  console.log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Chromium ${chromiumVersion.value}, ${os.cpus().length} núcleos, ` +
      `CPU 4x más lenta, 1280×900, mediana de ${RUNS}; carga del sistema (1/5/15 min) al empezar ${loadBefore}, al terminar ${loadAfter}; ${minutes} min`,
  );
  console.log(`Comando: ${command}`);
  console.log('\nFederado (producción, como npm start):');
  printTable(federated);
  if (mobile.length) printLighthouse(mobile, federated, mobileSingle);
  if (SINGLE) {
    console.log('\nUn solo bundle (VITRINA_SINGLE_BUNDLE=1: los remotos importados en el shell):');
    printTable(single);
    printRatios(federated, single);
  }
  if (SSR) {
    console.log('\nFederado y renderizado en el servidor (VITRINA_SSR=1):');
    printTable(serverRendered);
    if (mobileServer.length) printLighthouse(mobileServer, serverRendered);
  }
  if (LIST_FILES) {
    for (const row of [...federated, ...single].filter((r) => r.cache === 'frío')) {
      console.log(`\n${row.variant} ${row.page} (${AS_LABEL[row.as]}): ${row.files.length} archivos JS`);
      for (const file of [...row.files].sort((a, b) => b.transfer - a.transfer)) {
        console.log(`  ${kb(file.transfer).padStart(7)} red  ${kb(file.gzip).padStart(7)} gzip  ${file.url}`);
      }
    }
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(OUT_DIR, 'pages.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        command,
        runs: RUNS,
        loadBefore,
        loadAfter,
        federated,
        single,
        lighthouse: mobile,
        lighthouseSingle: mobileSingle,
        serverRendered,
        lighthouseServerRendered: mobileServer,
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (singleRoot) fs.rmSync(singleRoot, { recursive: true, force: true });
}
