/** @jest-environment node */
// route-chunks.json: a remote's build lists, per route, the files the runtime fetches for that route's
// own lazy page when its `routes` expose imports it, so the shell's HTML can preload them. A small federated build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { RouteChunksPlugin } from '../build/RouteChunksPlugin.cjs';

let dir: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** Builds the remote in `dir` (a container exposing ./routes) and gives route-chunks.json, files and errors. */
function build(routes: Record<string, string>) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
    },
    optimization: {
      minimize: false,
      // a small module two pages share gets a chunk of its own, as the catalogue's vendor splits do
      splitChunks: {
        cacheGroups: {
          default: false,
          defaultVendors: false,
          common: { chunks: 'async', minChunks: 2, minSize: 0 },
        },
      },
    },
    plugins: [
      new webpack.container.ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: {
          './routes': { import: './routes.js', name: '__federation_expose_routes' },
          './ProductCard': { import: './productCard.js', name: '__federation_expose_ProductCard' },
        },
        shared: { 'shared-lib': { requiredVersion: '^1.0.0' } },
      }),
      new RouteChunksPlugin({ routes }),
    ],
  });
  return new Promise<{ table: Record<string, string[]>; files: string[]; errors: string[] }>((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) return reject(error);
      const out = path.join(dir, 'dist');
      const errors = stats.compilation.errors.map((e) => e.message);
      // a build with errors writes nothing
      if (errors.length > 0) return resolve({ table: {}, files: [], errors });
      const table = JSON.parse(fs.readFileSync(path.join(out, 'route-chunks.json'), 'utf8'));
      resolve({ table, files: fs.readdirSync(out), errors });
    });
  });
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
  write({
    'node_modules/shared-lib/package.json': '{ "name": "shared-lib", "version": "1.2.0", "main": "index.js" }',
    'node_modules/shared-lib/index.js': 'export const shout = (text) => `${text} (marca-de-shared-lib)`;',
    'format.js': 'export const format = (value) => `$${value}`;',
    'card.js': 'export const card = (name) => `[${name}] (marca-de-card)`;',
    'routes.js': [
      "import { card } from './card.js';",
      "export const listing = () => card('listado');",
      'export const product = () => import(/* webpackChunkName: "product-detail" */ \'./product.js\');',
      'export const seller = () => import(/* webpackChunkName: "seller-page" */ \'./seller.js\');',
    ].join('\n'),
    // the product page: its own code, a module it shares with the seller page, one the expose already has and a
    // shared module (whose copy the browser picks) plus a lazy part of its own
    'product.js': [
      "import { format } from './format.js';",
      "import { card } from './card.js';",
      "import { shout } from 'shared-lib';",
      'export const page = () => shout(card(format(42)));',
      "export const chart = () => import('./chart.js');",
    ].join('\n'),
    'seller.js': "import { format } from './format.js';\nexport const page = () => format(1);",
    'chart.js': 'export const chart = () => "gráfica";',
    // a second way into the product page, which has not loaded card.js: card.js goes to a chunk of its own in the
    // product page's group too, one the routes expose has already loaded on the route's first visit
    'productCard.js': 'export const open = () => import(/* webpackChunkName: "product-detail" */ \'./product.js\');',
  });
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('lista los archivos del grupo de cada ruta, sin los que la expose ya cargó ni los módulos compartidos', async () => {
  const { table, files, errors } = await build({ '/products/:id': 'product-detail', '/sellers/:id': 'seller-page' });
  expect(errors).toEqual([]);
  expect(Object.keys(table)).toEqual(['/products/:id', '/sellers/:id']);
  const product = table['/products/:id'];
  const seller = table['/sellers/:id'];
  // the page's own chunk and the chunk it shares with the seller page, each a file of the build
  expect(product).toEqual(expect.arrayContaining([expect.stringMatching(/^product-detail\.[0-9a-f]{10}\.js$/)]));
  expect(seller).toEqual(expect.arrayContaining([expect.stringMatching(/^seller-page\.[0-9a-f]{10}\.js$/)]));
  const common = product.filter((file) => seller.includes(file));
  expect(common).toHaveLength(1);
  expect(product).toHaveLength(2);
  for (const file of [...product, ...seller]) expect(files).toContain(file);
  // neither the expose's own chunk, the entry, the shared module's provider nor the page's own lazy part
  const listed = new Set([...product, ...seller]);
  const expose = files.find((file) => file.startsWith('__federation_expose_routes.'));
  expect(expose).toBeDefined();
  expect(listed.has(expose!)).toBe(false);
  expect(listed.has('remoteEntry.js')).toBe(false);
  const holding = (marker: string) =>
    files.filter(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(dir, 'dist', file), 'utf8').includes(marker),
    );
  for (const marker of ['marca-de-card', 'marca-de-shared-lib', 'gráfica']) {
    expect(holding(marker)).toHaveLength(1);
    expect(listed.has(holding(marker)[0])).toBe(false);
  }
});

it('un nombre que no es un grupo de chunks de la expose falla la compilación', async () => {
  const { errors } = await build({ '/products/:id': 'product-detial', '/x': 'main' });
  expect(errors).toEqual([expect.stringContaining('"product-detial"'), expect.stringContaining('"main"')]);
});
