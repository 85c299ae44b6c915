import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Builds of one app from a throwaway copy of the repository's source, for the version-skew tests: a remote newer
// than the shell, a shell newer than the remotes. Each variant lives in .skew/<variant>/ (git-ignored) laid out like
// the repository, so the app's `require('../shared/build/…')` and node resolution (up to the repository's
// node_modules) work unchanged. The copy is refreshed on every run but the folder is kept, and with it the
// variant's webpack filesystem cache: a second run rebuilds only what changed.

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SKIPPED = new Set(['node_modules', 'dist', 'dist-single', '@mf-types']);

/** Replaces the copy of `dir` under `target` with the current source, keeping the target's node_modules (cache). */
function refreshCopy(source: string, target: string) {
  fs.mkdirSync(target, { recursive: true });
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules') fs.rmSync(path.join(target, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(source)) {
    if (SKIPPED.has(entry)) continue;
    // Unchanged files keep their modification time, so the variant's webpack cache stays valid for them.
    fs.cpSync(path.join(source, entry), path.join(target, entry), { recursive: true, preserveTimestamps: true });
  }
}

function symlink(target: string, link: string) {
  fs.rmSync(link, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(target, link);
}

/** Files under `dir` whose text contains `needle` (tests excluded). */
export function filesContaining(dir: string, needle: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$/.test(entry) || !fs.statSync(file).isFile()) continue;
    if (fs.readFileSync(file, 'utf8').includes(needle)) found.push(file);
  }
  return found;
}

function webpackProduction(appDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`La compilación de ${appDir} falló:\n${output}`)),
    );
  });
}

type Variant = {
  variant: string;
  app: string;
  edit?: (appDir: string) => void;
  editShared?: (sharedDir: string) => void;
};

/**
 * Production build of `app` (its folder name, e.g. 'mfe-catalog') from a copy changed by `edit`. With `editShared`
 * the build also gets its own copy of `shared` changed by it (the kernel it provides or requires); otherwise it uses
 * the repository's. Returns the variant's dist/ folder.
 */
export async function buildVariant({ variant, app, edit = () => {}, editShared }: Variant): Promise<string> {
  const root = path.join(repoRoot, '.skew', variant);
  const appDir = path.join(root, app);
  refreshCopy(path.join(repoRoot, app), appDir);
  // The app's own dependencies that npm did not hoist (mfe-sell's react-dropzone, …).
  const ownModules = path.join(repoRoot, app, 'node_modules');
  for (const entry of fs.existsSync(ownModules) ? fs.readdirSync(ownModules) : []) {
    if (!entry.startsWith('.')) symlink(path.join(ownModules, entry), path.join(appDir, 'node_modules', entry));
  }
  const sharedDir = path.join(root, 'shared');
  if (editShared) {
    if (fs.lstatSync(sharedDir, { throwIfNoEntry: false })?.isSymbolicLink()) fs.rmSync(sharedDir);
    refreshCopy(path.join(repoRoot, 'shared'), sharedDir);
    editShared(sharedDir);
    // `@vitrina/shared` from the app's copy resolves here before the repository's node_modules.
    symlink(sharedDir, path.join(root, 'node_modules', '@vitrina', 'shared'));
  } else {
    symlink(path.join(repoRoot, 'shared'), sharedDir);
    fs.rmSync(path.join(root, 'node_modules'), { recursive: true, force: true });
  }
  edit(appDir);
  await webpackProduction(appDir);
  return path.join(appDir, 'dist');
}

/** Replaces `from` by `to` in `file`, failing when `from` is not there (the test would prove nothing). */
export function replaceInFile(file: string, from: string, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no contiene ${from}`);
  fs.writeFileSync(file, text.split(from).join(to));
}

/**
 * buildVariant for each, `concurrency` at a time; one promise per variant, in order, so a failed build fails only
 * the cases that need it.
 */
export function buildVariants(variants: Variant[], concurrency = 2): Promise<string>[] {
  const waiting: (() => void)[] = [];
  let running = 0;
  const slot = () =>
    running < concurrency ? Promise.resolve(running++) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else running--;
  };
  return variants.map(async (variant) => {
    await slot();
    try {
      return await buildVariant(variant);
    } finally {
      release();
    }
  });
}
