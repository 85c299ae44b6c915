// A route's own page is a lazy chunk of the remote's `routes` expose (the product page, the seller page): the
// runtime asks for it only once the expose's module has downloaded and run, a round trip and the expose's download
// after the HTML could have asked for it, which delayed the page's largest photo. The remote names those chunk
// groups (`webpackChunkName` in routes.tsx) and this plugin writes `route-chunks.json` into its build,
// `{ "/products/:id": ["product-detail.<hash>.js", …] }`; the shell's app server preloads them from the page's HTML
// (`routeRemoteHints` in shellHtml.cjs).
//
// Only the files the runtime requests for that import on a first visit: the chunks of the named group, less those
// the expose already loaded (its own chunks and the entry's). The shared modules the page consumes are left out:
// which app's copy answers them is decided in the browser (the shell's, mostly), and a preload the page does not use
// is a byte spent before its first paint.
const { Compilation, sources } = require('webpack');

const NAME = 'RouteChunksPlugin';
const FILE = 'route-chunks.json';

/** The JS files of every chunk in `groups`, in the groups' chunk order. */
function filesOf(chunks) {
  return [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];
}

/**
 * The table for `routes` ({ pattern: chunk group name }): each group's files the runtime fetches when `loadedBy`
 * (the expose's chunk group, `__federation_expose_<name>`) imports it. A name that matches no chunk group, or a group
 * `loadedBy` does not import, is a build error: a renamed page must not silently lose its preload.
 */
function routeChunks(compilation, routes, loadedBy) {
  const loader = compilation.namedChunkGroups.get(loadedBy);
  if (!loader) return { errors: [`${NAME}: no hay grupo de chunks "${loadedBy}"`], table: {} };
  const loaded = new Set(loader.chunks);
  // the entry (remoteEntry.js) holds the runtime that loads the expose: already there too
  for (const entry of compilation.entrypoints.values()) for (const chunk of entry.chunks) loaded.add(chunk);
  const errors = [];
  const table = {};
  for (const [pattern, name] of Object.entries(routes)) {
    const group = compilation.namedChunkGroups.get(name);
    if (!group) {
      errors.push(`${NAME}: ${pattern} nombra "${name}", que no es un grupo de chunks (falta webpackChunkName?)`);
      continue;
    }
    if (!group.getParents().includes(loader)) {
      errors.push(`${NAME}: "${name}" no lo importa "${loadedBy}"`);
      continue;
    }
    table[pattern] = filesOf(group.chunks.filter((chunk) => !loaded.has(chunk) && !chunk.hasRuntime()));
  }
  return { errors, table };
}

class RouteChunksPlugin {
  /** @param {{ routes: Record<string, string>, expose?: string }} options */
  constructor({ routes, expose = 'routes' }) {
    this.routes = routes;
    this.loadedBy = `__federation_expose_${expose}`;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the real content hashes are in the file names, before the .br/.gz copies are made
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const { errors, table } = routeChunks(compilation, this.routes, this.loadedBy);
          for (const message of errors) compilation.errors.push(new compiler.webpack.WebpackError(message));
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(table, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { RouteChunksPlugin, routeChunks };
