// Some shared keys are provided from a module that re-exports part of a package (SLIM_SHARED_MODULES in
// federationShared.cjs). An app that imports a name missing there would get undefined at run time (a consumed
// shared module's exports are not checked by webpack), and one that imports the package behind
// 'react-router-dom' ('react-router') would bundle a second router with its own context. Both fail the build here
// instead, naming the file.
const { SLIM_SHARED_MODULES } = require('./federationShared.cjs');

const FORBIDDEN_REQUESTS = [{ pattern: /^react-router(\/|$)/, use: 'react-router-dom' }];

class SharedExportsCheckPlugin {
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('SharedExportsCheckPlugin', (compilation) => {
      // After FlagDependencyExportsPlugin (stage 0) has computed what each module provides.
      compilation.hooks.finishModules.tap({ name: 'SharedExportsCheckPlugin', stage: 100 }, (modules) => {
        const { moduleGraph } = compilation;
        const slimModules = new Set(Object.values(SLIM_SHARED_MODULES));
        const provided = new Map(); // share key -> names its module exports
        for (const module of modules) {
          const key = Object.keys(SLIM_SHARED_MODULES).find(
            (candidate) => SLIM_SHARED_MODULES[candidate] === module.resource,
          );
          if (key) provided.set(key, new Set(moduleGraph.getExportsInfo(module).getProvidedExports() || []));
        }
        for (const module of modules) {
          if (!module.resource || slimModules.has(module.resource) || /[\\/]node_modules[\\/]/.test(module.resource))
            continue;
          for (const dependency of module.dependencies ?? []) {
            const request = dependency.request;
            if (typeof request !== 'string') continue;
            const forbidden = FORBIDDEN_REQUESTS.find(({ pattern }) => pattern.test(request));
            if (forbidden) {
              compilation.errors.push(
                new WebpackError(
                  `${module.resource}: import from '${forbidden.use}', not '${request}' (one shared instance)`,
                ),
              );
              continue;
            }
            const names = provided.get(request);
            if (!names || !Array.isArray(dependency.ids) || dependency.ids.length === 0) continue;
            if (!names.has(dependency.ids[0])) {
              compilation.errors.push(
                new WebpackError(
                  `${module.resource}: '${dependency.ids[0]}' is not exported by the shared '${request}'; add it to ${SLIM_SHARED_MODULES[request]}`,
                ),
              );
            }
          }
        }
      });
    });
  }
}

module.exports = { SharedExportsCheckPlugin };
