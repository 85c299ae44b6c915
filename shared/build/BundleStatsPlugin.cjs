// Writes dist/bundle-stats.json: per chunk its files, the npm packages bundled in it and the shared modules it
// consumes, plus the chunks behind the `import('./bootstrap')` boundary. bench/bundle reads it.

function packageOf(resource) {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource || '');
  return match ? match[1].replace(/\\/g, '/') : null;
}

function collect(module, packages, consumes) {
  if (module.type === 'consume-shared-module' && module.options) {
    consumes.add(module.options.shareKey);
    return;
  }
  if (module.modules) {
    for (const inner of module.modules) collect(inner, packages, consumes);
    return;
  }
  const name = packageOf(module.resource);
  if (name) packages.add(name);
}

class BundleStatsPlugin {
  constructor({ app }) {
    this.app = app;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BundleStatsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleStatsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const chunks = [];
          for (const chunk of compilation.chunks) {
            const packages = new Set();
            const consumes = new Set();
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
              collect(module, packages, consumes);
            // A chunk only reached through a shared module's fallback (consume) or its provider is loaded only
            // when this app's copy wins the share negotiation: not part of what a host loads from this remote.
            const originTypes = new Set();
            for (const group of chunk.groupsIterable) {
              for (const origin of group.origins) originTypes.add(origin.module ? origin.module.type : 'entry');
            }
            const sharedFallback =
              originTypes.size > 0 &&
              [...originTypes].every((type) => type === 'consume-shared-module' || type === 'provide-module');
            chunks.push({
              id: chunk.id,
              sharedFallback,
              name: chunk.name ?? null,
              initial: chunk.canBeInitial(),
              files: [...chunk.files].filter((file) => file.endsWith('.js')),
              packages: [...packages].sort(),
              consumes: [...consumes].sort(),
            });
          }
          const bootstrapChunks = [];
          for (const group of compilation.chunkGroups) {
            if (group.origins.some((origin) => origin.request === './bootstrap')) {
              for (const chunk of group.chunks) bootstrapChunks.push(chunk.id);
            }
          }
          // Every chunk a shared module's fallback loads (its share key -> chunk ids), split chunks included.
          const sharedGroups = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              if (origin.module?.type !== 'consume-shared-module' || !origin.module.options) continue;
              const key = origin.module.options.shareKey;
              sharedGroups[key] = [
                ...new Set([...(sharedGroups[key] ?? []), ...group.chunks.map((chunk) => chunk.id)]),
              ];
            }
          }
          const stats = { app: this.app, chunks, bootstrapChunks, sharedGroups };
          compilation.emitAsset('bundle-stats.json', new sources.RawSource(JSON.stringify(stats, null, 2)));
        },
      );
    });
  }
}

module.exports = { BundleStatsPlugin };
