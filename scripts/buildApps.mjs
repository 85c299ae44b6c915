// Production builds of the six apps, two at a time (CI has two cores), skipping apps whose dist is up to date.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { APPS, repoRoot } = require('../shared/build/apps.cjs');

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.git', '@mf-types']);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (IGNORED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** The file whose modification time says when an app was last built. */
const builtMark = (app) => path.join(repoRoot, app.dir, 'dist', 'mf-manifest.json');

/** An app is stale when any of its inputs (own source, shared source, build config, lockfile) is newer than its dist. */
export function isStale(app) {
  const builtAt = newestMtime(builtMark(app));
  if (!builtAt) return true;
  const inputs = [
    path.join(repoRoot, app.dir, 'src'),
    path.join(repoRoot, app.dir, 'public'),
    path.join(repoRoot, app.dir, 'webpack.config.js'),
    path.join(repoRoot, app.dir, 'package.json'),
    path.join(repoRoot, 'shared', 'src'),
    path.join(repoRoot, 'shared', 'build'),
    path.join(repoRoot, 'package-lock.json'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt);
}

function buildOne(app, log) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const webpackBin = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
    const child = spawn(webpackBin, ['--mode', 'production'], {
      cwd: path.join(repoRoot, app.dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        // webpack leaves a file it would write unchanged as it was (output.compareBeforeEmit), so the manifest's
        // time is set here: otherwise an input touched without changing the output made the app stale for good
        const now = new Date();
        fs.utimesSync(builtMark(app), now, now);
        log(`  ${app.dir} compilado en ${seconds} s`);
        resolve(Number(seconds));
      } else reject(new Error(`La compilación de ${app.dir} falló:\n${output}`));
    });
  });
}

/**
 * @param {{ force?: boolean, concurrency?: number, only?: string[], log?: (line: string) => void }} options
 * @returns {Promise<{ built: string[], seconds: number }>}
 */
export async function buildApps({ force = false, concurrency = 2, only, log = console.log } = {}) {
  const selected = APPS.filter((app) => !only || only.includes(app.name) || only.includes(app.dir));
  const queue = selected.filter((app) => force || isStale(app));
  if (queue.length === 0) return { built: [], seconds: 0 };
  log(`Compilando ${queue.map((app) => app.dir).join(', ')} (${concurrency} a la vez)…`);
  const started = Date.now();
  const built = [];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    while (queue.length > 0) {
      const app = queue.shift();
      await buildOne(app, log);
      built.push(app.dir);
    }
  });
  await Promise.all(workers);
  return { built, seconds: (Date.now() - started) / 1000 };
}

// `node scripts/buildApps.mjs [--force]`: the root `npm run build`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const force = process.argv.includes('--force');
  buildApps({ force })
    .then(({ built, seconds }) =>
      console.log(
        built.length ? `Listo: ${built.length} apps en ${seconds.toFixed(1)} s` : 'Todo al día: nada que compilar',
      ),
    )
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
