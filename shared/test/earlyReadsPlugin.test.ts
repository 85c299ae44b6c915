/** @jest-environment node */
// first-reads.json is a build output: the plugin evaluates the remote's module that builds each page's first
// request from its queries, and writes the table into the build; a read the app server would drop fails the build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { EarlyReadsPlugin } from '../build/EarlyReadsPlugin.cjs';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'early-reads-'));
  fs.writeFileSync(path.join(dir, 'index.js'), 'export default 1;\n');
  fs.writeFileSync(
    path.join(dir, 'listingRead.ts'),
    `export function listingRead(category: string): { path: string; args: Record<string, unknown> } {
       return { path: 'rpc/list_products', args: { page: 1, filters: { category } } };
     }\n`,
  );
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(moduleText: string) {
  fs.writeFileSync(path.join(dir, 'earlyReads.ts'), moduleText);
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new EarlyReadsPlugin({ module: path.join(dir, 'earlyReads.ts') })],
  });
  return new Promise<{ errors: string[]; table: unknown }>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      const file = path.join(dir, 'dist', 'first-reads.json');
      resolve({
        errors: stats.compilation.errors.map((e) => e.message),
        table: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined,
      });
    });
  });
}

describe('EarlyReadsPlugin', () => {
  it("writes the module's table, built by the functions it imports, as first-reads.json", async () => {
    const { errors, table } = await build(
      `import { listingRead } from './listingRead';
       export const earlyReads = { '/categories/:id': [listingRead(':id')] };\n`,
    );
    expect(errors).toEqual([]);
    expect(table).toEqual({
      '/categories/:id': [{ path: 'rpc/list_products', args: { page: 1, filters: { category: ':id' } } }],
    });
  }, 30_000);

  it('fails the build on a read the app server would drop, and writes nothing', async () => {
    const { errors, table } = await build(
      `export const earlyReads = { '/products': [{ path: '../auth/v1/user' }] };\n`,
    );
    expect(errors).toEqual([expect.stringContaining('/products')]);
    expect(table).toBeUndefined();
  }, 30_000);

  it('fails the build when the module does not evaluate', async () => {
    const { errors, table } = await build(`import { nothing } from './missing';\nexport const earlyReads = nothing;\n`);
    expect(errors).toEqual([expect.stringContaining('earlyReads.ts')]);
    expect(table).toBeUndefined();
  }, 30_000);
});
