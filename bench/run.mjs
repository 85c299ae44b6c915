// `npm run bench`: runs every bench/<name>/index.mjs (or only those named: `npm run bench -- bundle`).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const benchRoot = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const benches = fs
  .readdirSync(benchRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(benchRoot, entry.name, 'index.mjs')))
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

let failed = false;
for (const name of benches) {
  console.log(`\n== bench ${name} ==`);
  const result = spawnSync(
    process.execPath,
    [path.join(benchRoot, name, 'index.mjs'), ...process.argv.slice(2).filter((a) => a.startsWith('--'))],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
