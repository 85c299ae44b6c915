// Bundle bench: per app its own JS and its shared chunks (raw and gzip), the shell's first-load JS, and any
// library that ends up outside the share scope in more than one app (loaded twice on one page).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS, repoRoot } = require('../../shared/build/apps.cjs');
const { SHARED_PACKAGE_NAMES } = require('../../shared/build/federationShared.cjs');

export const BUDGETS = { shellFirstLoadGzip: 170 * 1024, remoteOwnGzip: 60 * 1024 };
// Every federated container carries the federation runtime by design; it is reported, not flagged.
const FEDERATION_RUNTIME = /^(@module-federation\/|\.federation$)/;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function sizeOf(distDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const content = fs.readFileSync(path.join(distDir, file));
    raw += content.length;
    gzip += zlib.gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

function readApp(app) {
  const distDir = path.join(repoRoot, app.dir, 'dist');
  const manifestPath = path.join(distDir, 'mf-manifest.json');
  const statsPath = path.join(distDir, 'bundle-stats.json');
  if (!fs.existsSync(manifestPath) || !fs.existsSync(statsPath)) {
    throw new Error(`${app.dir}/dist no tiene mf-manifest.json y bundle-stats.json: compila primero (npm run build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8'));
  const sharedFiles = new Map(); // file -> share key
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) sharedFiles.set(file, shared.name);
  }
  const chunkByFile = new Map();
  for (const chunk of stats.chunks) for (const file of chunk.files) chunkByFile.set(file, chunk);
  return { app, distDir, manifest, stats, sharedFiles, chunkByFile };
}

/** Files the shell downloads before its first screen: entry, the bootstrap chunks and every shared module they pull. */
function shellFirstLoad({ stats, manifest, chunkByFile }) {
  const files = new Set(stats.chunks.filter((chunk) => chunk.initial).flatMap((chunk) => chunk.files));
  const queue = [];
  for (const chunk of stats.chunks) {
    if (!stats.bootstrapChunks.includes(chunk.id)) continue;
    chunk.files.forEach((file) => files.add(file));
    queue.push(...chunk.consumes);
  }
  const chunkById = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  const assetsByKey = new Map(manifest.shared.map((shared) => [shared.name, [...shared.assets.js.sync]]));
  // The fallback's whole chunk group, not only the chunk the manifest names (split chunks load with it).
  for (const [key, ids] of Object.entries(stats.sharedGroups ?? {})) {
    const files = ids.flatMap((id) => chunkById.get(id)?.files ?? []);
    assetsByKey.set(key, [...new Set([...(assetsByKey.get(key) ?? []), ...files])]);
  }
  const seen = new Set();
  while (queue.length > 0) {
    const key = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    for (const file of assetsByKey.get(key) ?? []) {
      files.add(file);
      queue.push(...(chunkByFile.get(file)?.consumes ?? []));
    }
  }
  return [...files];
}

/**
 * A remote's own JS as the shell loads it: remoteEntry.js plus the chunks of its './routes' expose, without the
 * shared modules and their fallback chunks (the shell provides those). './lifecycles' is only for non-React hosts.
 */
function remoteOwnFiles({ manifest, sharedFiles, chunkByFile }) {
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes.filter((candidate) => candidate.name === 'routes')) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) {
      if (!sharedFiles.has(file) && !chunkByFile.get(file)?.sharedFallback) files.add(file);
    }
  }
  return [...files];
}

function packagesIn(files, chunkByFile) {
  const packages = new Set();
  for (const file of files) for (const name of chunkByFile.get(file)?.packages ?? []) packages.add(name);
  return packages;
}

export function runBundleBench({ print = console.log } = {}) {
  const apps = APPS.map(readApp);
  const rows = [];
  const ownPackages = new Map(); // package -> apps whose own loaded JS bundles it
  const results = {};

  for (const info of apps) {
    const { app, distDir, sharedFiles, chunkByFile } = info;
    const ownFiles = app.remote
      ? remoteOwnFiles(info)
      : shellFirstLoad(info).filter((file) => !sharedFiles.has(file) && !chunkByFile.get(file)?.sharedFallback);
    const sharedSize = sizeOf(distDir, [...sharedFiles.keys()]);
    const own = sizeOf(distDir, ownFiles);
    const row = { app: app.name, own, shared: sharedSize, sharedKeys: new Set(sharedFiles.values()).size };
    if (!app.remote) row.firstLoad = sizeOf(distDir, shellFirstLoad(info));
    rows.push(row);
    results[app.name] = row;
    for (const name of packagesIn(ownFiles, chunkByFile)) {
      if (FEDERATION_RUNTIME.test(name)) continue;
      if (!ownPackages.has(name)) ownPackages.set(name, []);
      ownPackages.get(name).push(app.name);
    }
  }

  print('Bundle (JS; gzip nivel 9)');
  print(
    [
      'app'.padEnd(14),
      'propio raw'.padStart(12),
      'propio gzip'.padStart(12),
      'compartido raw'.padStart(15),
      'compartido gzip'.padStart(16),
      'módulos compartidos'.padStart(20),
    ].join(' '),
  );
  for (const row of rows) {
    print(
      [
        row.app.padEnd(14),
        kb(row.own.raw).padStart(12),
        kb(row.own.gzip).padStart(12),
        kb(row.shared.raw).padStart(15),
        kb(row.shared.gzip).padStart(16),
        String(row.sharedKeys).padStart(20),
      ].join(' '),
    );
  }

  const shell = results.shell;
  const failures = [];
  print('');
  print(
    `Primera carga del shell: ${kb(shell.firstLoad.raw)} raw, ${kb(shell.firstLoad.gzip)} gzip (meta < ${kb(BUDGETS.shellFirstLoadGzip)} gzip)`,
  );
  const shellInfo = apps.find((info) => info.app.name === 'shell');
  const parts = new Map();
  for (const file of shellFirstLoad(shellInfo)) {
    const chunk = shellInfo.chunkByFile.get(file);
    const key =
      shellInfo.sharedFiles.get(file) ??
      (chunk?.sharedFallback
        ? `compartido: ${chunk.packages.slice(0, 3).join('+')}${chunk.packages.length > 3 ? '+…' : ''}`
        : 'shell (propio)');
    parts.set(key, [...(parts.get(key) ?? []), file]);
  }
  const breakdown = [...parts]
    .map(([key, files]) => [key, sizeOf(shellInfo.distDir, files).gzip])
    .sort((a, b) => b[1] - a[1]);
  print(`  desglose gzip: ${breakdown.map(([key, gzip]) => `${key} ${kb(gzip)}`).join(', ')}`);
  if (shell.firstLoad.gzip >= BUDGETS.shellFirstLoadGzip)
    failures.push('la primera carga del shell supera 170 KB gzip');
  for (const row of rows.filter((candidate) => candidate.app !== 'shell')) {
    if (row.own.gzip >= BUDGETS.remoteOwnGzip) failures.push(`${row.app}: JS propio ${kb(row.own.gzip)} gzip ≥ 60 KB`);
  }

  // A library outside the share scope in two apps, or a shared singleton bundled as own code, loads twice.
  const duplicates = [];
  for (const [name, owners] of ownPackages) {
    if (owners.length > 1) duplicates.push(`${name} (propio en ${owners.join(', ')})`);
    else if (SHARED_PACKAGE_NAMES.includes(name))
      duplicates.push(`${name} (compartido, pero empaquetado en ${owners[0]})`);
  }
  print(
    duplicates.length
      ? `Librerías cargadas dos veces: ${duplicates.join('; ')}`
      : 'Librerías cargadas dos veces: ninguna',
  );
  failures.push(...duplicates.map((entry) => `duplicada: ${entry}`));
  print(failures.length ? `Metas por app incumplidas: ${failures.length}` : 'Metas por app: todas cumplidas');
  return { results, duplicates, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failures } = runBundleBench();
  // The static figures above are per app; what a visitor downloads is the page's sum of shell and remotes,
  // measured in Chromium (--static skips it: no backend, no browser).
  if (!process.argv.includes('--static')) {
    const { measureRoutes, printPageTotals } = await import('./browser.mjs');
    console.log('');
    failures.push(...printPageTotals(await measureRoutes(['/', '/privacy', '/products', '/cart'])));
    console.log('');
    failures.push(
      ...printPageTotals(await measureRoutes(['/', '/products', '/cart'], { signedIn: true }), { signedIn: true }),
    );
    console.log(
      failures.length ? `Metas incumplidas (páginas incluidas): ${failures.length}` : 'Metas: todas cumplidas',
    );
  }
  if (failures.length && process.argv.includes('--strict')) process.exit(1);
}
