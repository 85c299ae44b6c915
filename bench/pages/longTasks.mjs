// `node bench/pages/longTasks.mjs`: every long task of a cold load of #32's pages, and what runs in it.
//
// Starts a fresh backend and the app servers (server rendering on unless --ssr=off), loads each page once in
// Chromium with a Chromium trace recording (the CPU slowed 4x, cache off, Lighthouse's phone unless --desktop), and
// prints every main-thread task over 50 ms: when it started (from the navigation), how long it took, the work that
// opened it (a script's evaluation, a timer, a message, a parse), its time by kind (script, style, layout, paint,
// garbage collection) and the script files and functions the profiler's samples found in it, each function with
// a piece of its minified source to tell what it is. What `pages` reports as one TBT figure, taken apart.
//
// Flags: --pages=products,product (home, products, category, product, seller; `-buyer` after one, as in
// product-buyer, loads it signed in as the demo buyer), --ssr=on|off, --desktop,
// --cpu=4, --top=6 (functions per task), --json=FILE (every task and its breakdown), --traces=DIR (each page's
// trace, for Chromium's performance panel, and its HTML as the server answered it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { buildApps } from '../../scripts/buildApps.mjs';
import { formatLoad } from '../lib/stats.mjs';
import { serveAppsOnFreePorts, stopOnExit } from '../lib/servers.mjs';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

function flag(name, fallback) {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg === `--${name}` || arg.startsWith(prefix));
  if (!found) return fallback;
  return found === `--${name}` ? true : found.slice(prefix.length);
}

const PAGES = String(flag('pages', 'products,product')).split(',');
const SSR = flag('ssr', 'on') !== 'off';
const DESKTOP = Boolean(flag('desktop', false));
const CPU = Number(flag('cpu', 4));
const TOP = Number(flag('top', 6));
const JSON_OUT = flag('json', '');
const TRACE_DIR = flag('traces', '');
if (TRACE_DIR) fs.mkdirSync(TRACE_DIR, { recursive: true });
const LONG_MS = 50;
const BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };

/** Signs the demo buyer in, in its own tab: the session is then in the context's storage for the measured load. */
async function signIn(context, shellUrl) {
  const page = await context.newPage();
  await page.goto(`${shellUrl}/auth`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').fill(BUYER.email);
  await page.getByLabel('Contraseña').fill(BUYER.password);
  await page.getByLabel('Contraseña').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 60_000 });
  await page.close();
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** What an event's own time counts as. */
function kindOf(event) {
  const name = event.name;
  if (/GC|Heap|Sweep|Mark|Scavenge/.test(name) && !/Layout/.test(name)) return 'gc';
  if (name === 'ParseHTML') return 'parse html';
  if (name === 'ParseAuthorStyleSheet') return 'parse css';
  if (name === 'UpdateLayoutTree' || name === 'RecalculateStyles') return 'style';
  if (name === 'Layout' || name === 'UpdateLayerTree') return 'layout';
  if (/Paint|Composite|Layerize|PrePaint|Commit/.test(name)) return 'paint';
  if (/compile|Compile|Parse|parse|v8\.deserialize/.test(name)) return 'compile';
  if (/FunctionCall|EvaluateScript|TimerFire|RunMicrotasks|v8\.|V8\.|EventDispatch|FireAnimationFrame/.test(name))
    return 'script';
  return `otro ${name}`;
}

/** The work that opened a task: its first child with something to say. */
function openerOf(children) {
  for (const event of children) {
    const data = event.args?.data ?? {};
    if (event.name === 'EvaluateScript') return `evalúa ${shortUrl(data.url)}`;
    if (event.name === 'v8.compileModule' || event.name === 'v8.evaluateModule') return `módulo ${shortUrl(data.url)}`;
    if (event.name === 'FunctionCall')
      return `llamada ${data.functionName || '(anónima)'} ${shortUrl(data.url)}:${data.lineNumber ?? ''}`;
    if (event.name === 'TimerFire') return `temporizador ${data.timerId ?? ''}`;
    if (event.name === 'FireAnimationFrame') return 'requestAnimationFrame';
    if (event.name === 'EventDispatch') return `evento ${data.type}`;
    if (event.name === 'ParseHTML') return 'ParseHTML';
    if (event.name === 'RunMicrotasks') return 'microtareas';
  }
  return children[0]?.name ?? '(vacía)';
}

function shortUrl(url = '') {
  if (!url) return '(sin url)';
  try {
    const parsed = new URL(url);
    return `${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return url.slice(0, 60);
  }
}

/** Own time per kind of the events inside one task (nested intervals: a parent's time less its children's). */
function ownTimes(events) {
  const own = new Map();
  const stack = [];
  const close = (event) => {
    const childTime = event.childTime ?? 0;
    own.set(event.kindKey, (own.get(event.kindKey) ?? 0) + Math.max(0, event.dur - childTime));
  };
  for (const event of events) {
    const entry = { ...event, kindKey: kindOf(event), childTime: 0 };
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= entry.ts) close(stack.pop());
    if (stack.length) stack.at(-1).childTime += entry.dur;
    stack.push(entry);
  }
  while (stack.length) close(stack.pop());
  return own;
}

/** The CPU profile of the page's main thread as samples with their times and stacks. */
function profileSamples(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') profiles.set(event.id, { tid: event.tid, time: event.args.data.startTime });
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile || profile.tid !== tid) continue;
    const cpuProfile = event.args.data.cpuProfile ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += deltas[index] ?? 0;
      samples.push({ ts: profile.time, node: id });
    });
  }
  return { nodes, samples };
}

const sourceCache = new Map();
async function snippetAt(url, line, column) {
  if (!url.startsWith('http')) return '';
  if (!sourceCache.has(url))
    sourceCache.set(
      url,
      fetch(url).then(
        (response) => response.text(),
        () => '',
      ),
    );
  const text = await sourceCache.get(url);
  const lineText = text.split('\n')[line] ?? '';
  return lineText.slice(Math.max(0, column - 20), column + 100).replace(/\s+/g, ' ');
}

/** Every long task of the load on the page's main thread, with what ran in it. */
async function analyse(trace) {
  const events = trace.traceEvents;
  // the page's renderer: the main thread that did the most work (the navigation may change process)
  const busy = new Map();
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask') continue;
    const key = `${event.pid}:${event.tid}`;
    busy.set(key, (busy.get(key) ?? 0) + event.dur);
  }
  const renderers = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const [mainKey] = [...busy].filter(([key]) => renderers.has(key)).sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!mainKey) throw new Error('La traza no tiene el hilo principal de la página');
  const [pid, tid] = mainKey.split(':').map(Number);
  const main = { pid, tid };
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigations = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.name === 'navigationStart' &&
      /^http/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  const origin = navigations.at(-1)?.ts ?? onMain[0]?.ts ?? 0;
  const topLevel = [];
  for (const event of onMain) {
    if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = topLevel.at(-1);
    if (last && event.ts < last.ts + last.dur) continue; // nested in the previous task
    topLevel.push(event);
  }
  const { nodes, samples } = profileSamples(events, main.pid, main.tid);
  const long = topLevel.filter((task) => task.dur / 1000 > LONG_MS && task.ts >= origin);
  const result = [];
  for (const task of long) {
    const end = task.ts + task.dur;
    const children = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const own = ownTimes(children);
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    const byFile = new Map();
    const byFunction = new Map();
    for (const sample of inTask) {
      const node = nodes.get(sample.node);
      const frame = node?.callFrame ?? {};
      const file = frame.url ? shortUrl(frame.url) : `(${frame.functionName || 'nativo'})`;
      byFile.set(file, (byFile.get(file) ?? 0) + 1);
      // inclusive: every function on the sample's stack counts once
      const seen = new Set();
      for (let at = node; at; at = nodes.get(at.parent)) {
        const f = at.callFrame;
        if (!f.url) continue;
        const key = `${f.url}:${f.lineNumber}:${f.columnNumber}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const entry = byFunction.get(key) ?? { frame: f, samples: 0, self: 0 };
        entry.samples += 1;
        if (at === node) entry.self += 1;
        byFunction.set(key, entry);
      }
    }
    const sampleMs = inTask.length ? task.dur / 1000 / inTask.length : 0;
    const functions = [...byFunction.values()]
      .filter((entry) => entry.samples >= inTask.length * 0.08)
      .sort((a, b) => b.self - a.self || b.samples - a.samples)
      .slice(0, TOP);
    result.push({
      startMs: (task.ts - origin) / 1000,
      durationMs: task.dur / 1000,
      opener: openerOf(children),
      kinds: Object.fromEntries([...own].map(([kind, us]) => [kind, us / 1000]).sort((a, b) => b[1] - a[1])),
      files: [...byFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([file, count]) => ({ file, ms: count * sampleMs })),
      functions: await Promise.all(
        functions.map(async ({ frame, samples: count, self }) => ({
          name: frame.functionName || '(anónima)',
          at: `${shortUrl(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
          totalMs: count * sampleMs,
          selfMs: self * sampleMs,
          source: await snippetAt(frame.url, frame.lineNumber, frame.columnNumber),
        })),
      ),
    });
  }
  return result;
}

const { cleanups, cleanUp } = stopOnExit();
try {
  console.log(`Carga del sistema: ${formatLoad(os.loadavg())}`);
  await buildApps({ log: console.log });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-tareas-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const backend = await startBackend({ port: 0, dataDir, env: { ...process.env, ...LIFTED_ADDRESS_LIMITS } });
  cleanups.push(() => backend.stop());
  const apps = await serveAppsOnFreePorts(backend, {
    // launched, as `npm start` runs it: a visitor's home page is rendered on the server
    extraConfig: { launched: true },
    serverRendering: { enabled: SSR, timeoutMs: 5000 },
  });
  cleanups.push(() => apps.close());
  const headers = { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}` };
  const rest = async (query) => (await fetch(`${backend.url}/rest/v1/${query}`, { headers })).json();
  const onAuction = new Set((await rest('auctions?select=product_id')).map((row) => row.product_id));
  const newest = await rest(
    'products?select=id,seller_id,product_images!inner(id)&status=eq.published&order=created_at.desc&limit=20',
  );
  const product = newest.find((piece) => !onAuction.has(piece.id));
  const [seller] = await rest(`public_profiles?select=username&id=eq.${product.seller_id}`);
  const paths = {
    home: '/',
    products: '/products',
    category: '/categories/cards',
    product: `/product/${product.id}`,
    seller: `/sellers/${encodeURIComponent(seller.username)}`,
  };
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());
  const device = DESKTOP
    ? { viewport: { width: 1280, height: 900 } }
    : { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
  const all = {};
  for (const key of PAGES) {
    const asBuyer = key.endsWith('-buyer');
    const pagePath = paths[key.replace(/-buyer$/, '')];
    const url = `${apps.urls.shell}${pagePath}`;
    // the server's first render of a page loads the remote's server build: once, unmeasured
    const html = await fetch(url).then((response) => response.text());
    // a page the server could not render is served for the browser (its fallback): said in the heading, since the
    // trace would then be of a page rendered in the browser (read from this first answer; a failing render fails again)
    const rendered = /<script[^>]*\bid="vitrina-state"/.test(html);
    if (TRACE_DIR) fs.writeFileSync(path.join(TRACE_DIR, `${key}.html`), html);
    const context = await browser.newContext({ locale: 'es-MX', ...device });
    if (asBuyer) await signIn(context, apps.urls.shell);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const raw = await browser.stopTracing();
    if (TRACE_DIR) fs.writeFileSync(path.join(TRACE_DIR, `${key}.json`), raw);
    const trace = JSON.parse(raw.toString('utf8'));
    await context.close();
    const tasks = await analyse(trace);
    all[key] = tasks;
    const total = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_MS), 0);
    console.log(
      `\n## ${pagePath}${asBuyer ? ' comprador' : ''} (${SSR ? 'servidor' : 'navegador'}, ${DESKTOP ? '1280 px' : 'teléfono'}, CPU ${CPU}x): ` +
        `${tasks.length} tarea(s) largas, TBT de la carga ${total.toFixed(0)} ms (carga ${formatLoad(os.loadavg())})` +
        (SSR && !rendered ? '\n  ¡OJO! el servidor no la renderizó: se sirvió para el navegador' : ''),
    );
    for (const task of tasks) {
      const kinds = Object.entries(task.kinds)
        .filter(([, ms]) => ms >= 3)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
        .join(', ');
      console.log(
        `- ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms: ${task.opener}\n    por tipo: ${kinds}`,
      );
      console.log(`    archivos: ${task.files.map((f) => `${f.file} ${f.ms.toFixed(0)}`).join(', ')}`);
      for (const fn of task.functions)
        console.log(
          `    ${fn.totalMs.toFixed(0).padStart(4)} ms (propio ${fn.selfMs.toFixed(0)}) ${fn.name} ${fn.at}  «${fn.source}»`,
        );
    }
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(all, null, 2));
} finally {
  await cleanUp();
}
