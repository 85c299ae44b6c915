// `node printEarlyReads.cjs <module>`: prints the TypeScript module's `earlyReads` export as JSON (EarlyReadsPlugin.cjs
// runs it in a child process). TypeScript and TSX compile on load with swc, as the apps' builds compile them;
// `@vitrina/shared/*` resolves through the workspace's package exports to its sources.
const swc = require('@swc/core');

for (const extension of ['.ts', '.tsx']) {
  require.extensions[extension] = (module, filename) => {
    const { code } = swc.transformFileSync(filename, {
      jsc: {
        parser: { syntax: 'typescript', tsx: extension === '.tsx' },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    module._compile(code, filename);
  };
}

process.stdout.write(JSON.stringify(require(require('path').resolve(process.argv[2])).earlyReads));
