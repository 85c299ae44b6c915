// A remote's early reads (the first request of a page, started by the page's HTML before any script) come from its
// own queries: the remote's module (mfe-catalog/src/earlyReads.ts) builds each read with the function its page's
// query sends, and this plugin evaluates that module at build time and writes the table into the build as
// `first-reads.json`, which the app server reads from the remote's server (`firstReadsOf` in shellHtml.cjs). So the
// file is a build output: a change to a page's query changes its early read with the next build.
//
// The module runs in a child Node process (printEarlyReads.cjs, TypeScript compiled by swc on load), fresh on every
// build, so a rebuild in watch mode sees the edited query and webpack's own process stays untouched.
const { execFileSync } = require('child_process');
const path = require('path');
const { Compilation, sources } = require('webpack');
const { firstReadsOf } = require('./shellHtml.cjs');

const NAME = 'EarlyReadsPlugin';
const FILE = 'first-reads.json';

/** The module's `earlyReads` export, as JSON, evaluated in a child process from the app's folder. */
function evaluateEarlyReads(modulePath, cwd) {
  return execFileSync(process.execPath, [path.join(__dirname, 'printEarlyReads.cjs'), modulePath], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 1024 * 1024,
  });
}

/**
 * The table's problems as build errors: a read the app server would drop (`firstReadsOf` checks every read it
 * serves) must fail the build rather than silently lose the page's early read.
 */
function checkEarlyReads(text) {
  let table;
  try {
    table = JSON.parse(text);
  } catch {
    return [`${NAME}: el módulo no exporta earlyReads`];
  }
  if (!table || typeof table !== 'object') return [`${NAME}: earlyReads no es una tabla`];
  const errors = [];
  for (const [pattern, reads] of Object.entries(table)) {
    const sample = pattern.replace(/:\w+/g, 'x');
    if (!Array.isArray(reads) || firstReadsOf(JSON.stringify({ [pattern]: reads }), sample, '').length !== reads.length)
      errors.push(`${NAME}: el servidor descartaría lecturas de ${pattern}`);
  }
  return errors;
}

class EarlyReadsPlugin {
  /** @param {{ module: string }} options the absolute path of the module exporting `earlyReads` */
  constructor({ module }) {
    this.module = module;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.module);
        let text;
        try {
          text = evaluateEarlyReads(this.module, compiler.context);
        } catch (error) {
          const detail = error && typeof error === 'object' && 'stderr' in error ? String(error.stderr) : String(error);
          compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${this.module}\n${detail}`));
          return;
        }
        const errors = checkEarlyReads(text);
        for (const message of errors) compilation.errors.push(new compiler.webpack.WebpackError(message));
        if (errors.length === 0)
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(JSON.parse(text), null, 2)}\n`));
      });
    });
  }
}

module.exports = { EarlyReadsPlugin, checkEarlyReads, evaluateEarlyReads };
