// SQL floor bench: PostgreSQL alone replaying the REST layer's transactions with pgbench (see bench/README.md).
// The work lives in floor.ts, run with tsx because it imports the backend's TypeScript (startServer) directly.
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'floor.ts'), ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
