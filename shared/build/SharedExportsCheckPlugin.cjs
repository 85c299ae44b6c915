// The shared 'react-router-dom' is reactRouterDom.mjs, which re-exports only part of react-router. An app that
// imports a name missing there would get undefined at run time (a consumed shared module's exports are not
// checked by webpack), and one that imports 'react-router' directly would bundle a second router with its own
// context. Both fail the build here instead, naming the file.
const { REACT_ROUTER_DOM_MODULE } = require('./federationShared.cjs');

class RouterExportsCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('RouterExportsCheckPlugin', (compilation) => {
      // After FlagDependencyExportsPlugin (stage 0) has computed what each module provides.
      compilation.hooks.finishModules.tap({ name: 'RouterExportsCheckPlugin', stage: 100 }, (modules) => {
        const { moduleGraph } = compilation;
        const routerModule = [...modules].find((module) => module.resource === REACT_ROUTER_DOM_MODULE);
        if (!routerModule) return;
        const provided = new Set(moduleGraph.getExportsInfo(routerModule).getProvidedExports() || []);
        for (const module of modules) {
          if (!module.resource || module === routerModule || /[\\/]node_modules[\\/]/.test(module.resource)) continue;
          for (const dependency of module.dependencies ?? []) {
            const request = dependency.request;
            if (request === 'react-router' || (typeof request === 'string' && request.startsWith('react-router/'))) {
              compilation.errors.push(
                new WebpackError(`${module.resource}: import from 'react-router-dom', not '${request}' (one shared router)`),
              );
            } else if (request === 'react-router-dom' && Array.isArray(dependency.ids) && dependency.ids.length > 0) {
              const name = dependency.ids[0];
              if (!provided.has(name)) {
                compilation.errors.push(
                  new WebpackError(
                    `${module.resource}: '${name}' is not exported by the shared react-router-dom; add it to shared/build/reactRouterDom.mjs`,
                  ),
                );
              }
            }
          }
        }
      });
    });
  }
}

module.exports = { RouterExportsCheckPlugin };
