import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import { findRepoRoot } from '../config';
import { withMigratedCatalogue } from '../db/migratedCatalogue';
import { readTypegenSchema } from './readTypegenSchema';
import { renderDatabaseTypes } from './renderDatabaseTypes';

/**
 * `npm run gen:types`: builds a throwaway PGlite database from the migrations (no seed), reads its catalogue and
 * writes shared/src/types/database.ts. `--check` writes nothing and exits 1 when the checked-in file differs.
 * Always PGlite, even with DATABASE_URL set: the file must not depend on which server a developer points at.
 */
async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const repoRoot = findRepoRoot();
  const target = path.join(repoRoot, 'shared', 'src', 'types', 'database.ts');
  const text = await withMigratedCatalogue(repoRoot, async (db) => renderDatabaseTypes(await readTypegenSchema(db)));
  const options = (await prettier.resolveConfig(target)) ?? {};
  const formatted = await prettier.format(text, { ...options, filepath: target });

  const current = await readFile(target, 'utf8').catch(() => '');
  if (check) {
    if (current === formatted) return;
    const a = current.split('\n');
    const b = formatted.split('\n');
    const line = a.findIndex((l, i) => l !== b[i]);
    const at = line === -1 ? a.length : line;
    console.error(
      `${path.relative(repoRoot, target)} is out of date: run \`npm run gen:types\` and commit the result.`,
    );
    console.error(
      `first difference at line ${at + 1}:\n  checked in: ${a[at] ?? '(end of file)'}\n  generated:  ${b[at] ?? '(end of file)'}`,
    );
    process.exitCode = 1;
    return;
  }
  if (current !== formatted) await writeFile(target, formatted);
  console.log(`${path.relative(repoRoot, target)} ${current === formatted ? 'is up to date' : 'written'}`);
}

main().catch((err: unknown) => {
  console.error('gen:types failed:', err);
  process.exit(1);
});
