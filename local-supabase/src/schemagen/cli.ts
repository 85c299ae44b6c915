import path from 'node:path';
import { findRepoRoot } from '../config';
import { withMigratedCatalogue } from '../db/migratedCatalogue';
import { renderSchemaSnapshot } from './renderSchemaSnapshot';
import { diffSnapshot, readSnapshot, writeSnapshot } from './snapshotFiles';

/**
 * `npm run gen:schema`: builds a throwaway PGlite database from the migrations (no seed) and writes what runs today,
 * one file per function, table and view, under supabase/schema/. `--check` writes nothing and exits 1 when the
 * checked-in files differ from what the migrations produce.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const repoRoot = findRepoRoot();
  const dir = path.join(repoRoot, 'supabase', 'schema');
  const generated = await withMigratedCatalogue(repoRoot, renderSchemaSnapshot);
  const where = path.relative(repoRoot, dir);

  if (check) {
    const differences = diffSnapshot(await readSnapshot(dir), generated);
    if (differences.length === 0) return;
    console.error(`${where} is out of date: run \`npm run gen:schema\` and commit the result.`);
    for (const d of differences) {
      const detail =
        d.kind === 'changed'
          ? `changed from line ${d.line}`
          : d.kind === 'missing'
            ? 'not written'
            : 'no longer generated';
      console.error(`  ${where}/${d.file}: ${detail}`);
    }
    process.exitCode = 1;
    return;
  }
  const written = await writeSnapshot(dir, generated);
  for (const d of written) console.log(`${where}/${d.file}: ${d.kind === 'stale' ? 'removed' : 'written'}`);
  console.log(
    `${where}: ${generated.size} files, ${written.length === 0 ? 'up to date' : `${written.length} changed`}`,
  );
}

main().catch((err: unknown) => {
  console.error('gen:schema failed:', err);
  process.exit(1);
});
