import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPreparedDatabase } from './index';
import type { Database } from './types';

/**
 * Runs fn on a throwaway PGlite database built from supabase/migrations (no seed) and removes it afterwards: what
 * the generators (`gen:types`, `gen:schema`) read the catalogue of. Always PGlite, even with DATABASE_URL set, so
 * the generated files do not depend on which server a developer points at. The migrated template is kept under
 * `.data/` per version of the SQL, so a second run skips initdb and the migrations.
 */
export async function withMigratedCatalogue<T>(repoRoot: string, fn: (db: Database) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-catalogue-'));
  try {
    const db = await openPreparedDatabase({
      dataDir,
      supabaseDir: path.join(repoRoot, 'supabase'),
      sqlDir: path.join(repoRoot, 'local-supabase', 'sql'),
      apiUrl: 'http://127.0.0.1:54321',
      seed: false,
      templateRoot: path.join(repoRoot, '.data'),
    });
    try {
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
