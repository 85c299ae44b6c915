import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SchemaSnapshot } from './renderSchemaSnapshot';

/** The folders of supabase/schema the generator owns: every `.sql` file in them is generated. */
const OWNED = ['functions', 'tables', 'types', 'views'];

/** The generated files as they are on disk: relative path → text. */
export async function readSnapshot(dir: string): Promise<SchemaSnapshot> {
  const files: SchemaSnapshot = new Map();
  for (const folder of OWNED) {
    const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.sql'))) {
      files.set(`${folder}/${name}`, await readFile(path.join(dir, folder, name), 'utf8'));
    }
  }
  return files;
}

export interface SnapshotDifference {
  file: string;
  kind: 'changed' | 'missing' | 'stale';
  /** for a changed file, the first line that differs (1-based) */
  line?: number;
}

/**
 * What differs between the files on disk and the generated ones: `missing` is generated but not on disk, `stale` is
 * on disk but no longer generated (a dropped function), `changed` differs in content. Sorted by file name.
 */
export function diffSnapshot(onDisk: SchemaSnapshot, generated: SchemaSnapshot): SnapshotDifference[] {
  const differences: SnapshotDifference[] = [];
  for (const [file, text] of generated) {
    const current = onDisk.get(file);
    if (current === undefined) differences.push({ file, kind: 'missing' });
    else if (current !== text) differences.push({ file, kind: 'changed', line: firstDifferentLine(current, text) });
  }
  for (const file of onDisk.keys()) if (!generated.has(file)) differences.push({ file, kind: 'stale' });
  return differences.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** Writes the generated files that differ and removes the stale ones; returns what it changed. */
export async function writeSnapshot(dir: string, generated: SchemaSnapshot): Promise<SnapshotDifference[]> {
  const differences = diffSnapshot(await readSnapshot(dir), generated);
  for (const d of differences) {
    const target = path.join(dir, d.file);
    if (d.kind === 'stale') {
      await rm(target);
    } else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, generated.get(d.file) ?? '');
    }
  }
  return differences;
}

function firstDifferentLine(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  const at = x.findIndex((line, i) => line !== y[i]);
  return (at === -1 ? x.length : at) + 1;
}
