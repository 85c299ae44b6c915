import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { diffSnapshot, readSnapshot, writeSnapshot } from '../../src/schemagen/snapshotFiles';

const run = promisify(execFile);
const packageDir = path.resolve(__dirname, '../..');
const schemaDir = path.resolve(packageDir, '../supabase/schema');

describe('npm run gen:schema', () => {
  it('leaves supabase/schema as checked in: a migration lands with its snapshot', async () => {
    // the CLI in a plain Node process, as a developer and CI run it
    const result = await run(process.execPath, ['--import', 'tsx', 'src/schemagen/cli.ts', '--check'], {
      cwd: packageDir,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(result).toEqual({ code: 0, stderr: '' });
  }, 120_000);

  it('states who may run create_order: signed-in members, never a visitor', async () => {
    const text = await readFile(path.join(schemaDir, 'functions', 'create_order.sql'), 'utf8');
    expect(text).toContain('CREATE OR REPLACE FUNCTION public.create_order(');
    expect(text).toContain(' SECURITY DEFINER\n');
    const grants = text.split('\n').filter((line) => /^(grant|revoke) /.test(line));
    expect(grants).toEqual([
      expect.stringMatching(/^revoke execute on function public\.create_order\(.*\) from public;$/),
      expect.stringMatching(/^grant execute on function public\.create_order\(.*\) to authenticated, service_role;$/),
    ]);
  });
});

describe('snapshot files', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-schema-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const generated = new Map([
    ['functions/a.sql', 'one\ntwo\n'],
    ['tables/t.sql', 'create table\n'],
  ]);

  it('names a changed file with its first different line, a missing one and one no longer generated', async () => {
    await mkdir(path.join(dir, 'functions'), { recursive: true });
    await writeFile(path.join(dir, 'functions', 'a.sql'), 'one\nTWO\n');
    await writeFile(path.join(dir, 'functions', 'dropped.sql'), 'old\n');
    await writeFile(path.join(dir, 'README.md'), 'not generated, not compared');
    expect(diffSnapshot(await readSnapshot(dir), generated)).toEqual([
      { file: 'functions/a.sql', kind: 'changed', line: 2 },
      { file: 'functions/dropped.sql', kind: 'stale' },
      { file: 'tables/t.sql', kind: 'missing' },
    ]);
  });

  it('writes what differs, removes what is no longer generated, and then finds nothing to change', async () => {
    await mkdir(path.join(dir, 'functions'), { recursive: true });
    await writeFile(path.join(dir, 'functions', 'dropped.sql'), 'old\n');
    await writeSnapshot(dir, generated);
    expect(await readSnapshot(dir)).toEqual(generated);
    expect(await writeSnapshot(dir, generated)).toEqual([]);
  });
});
