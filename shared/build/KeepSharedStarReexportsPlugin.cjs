// webpack 5.110 + enhanced 2.9: when a module that does `export * from '<shared key>'` (react-router-dom re-exports
// react-router) is scope-hoisted together with its neighbours, the dynamic star re-export of the consume-shared
// module is dropped, and the shared fallback only exports its own names (Link came out undefined). Such modules
// keep their own function scope, so the runtime re-export loop stays.

function starReexportsSharedModule(module, moduleGraph) {
  for (const dependency of module.dependencies ?? []) {
    if (dependency.type !== 'harmony export imported specifier' || dependency.name !== null) continue;
    if (moduleGraph.getModule(dependency)?.type === 'consume-shared-module') return true;
  }
  return false;
}

class KeepSharedStarReexportsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('KeepSharedStarReexportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('KeepSharedStarReexportsPlugin', (modules) => {
        for (const module of modules) {
          if (!starReexportsSharedModule(module, compilation.moduleGraph)) continue;
          const reason = 'star re-export of a shared module (kept out of scope hoisting)';
          module.getConcatenationBailoutReason = () => reason;
        }
      });
    });
  }
}

module.exports = { KeepSharedStarReexportsPlugin };
