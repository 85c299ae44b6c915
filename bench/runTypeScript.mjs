// Runs a bench written in TypeScript with tsx (benches import the backend's TypeScript, e.g. startServer, directly),
// from the repository root, passing the command line on. Used by each bench/<name>/index.mjs that has a .ts body.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `file` (absolute) with tsx and exits with its status. */
export function runTypeScriptBench(file) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file, ...process.argv.slice(2)], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
