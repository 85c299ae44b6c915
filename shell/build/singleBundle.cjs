// `VITRINA_SINGLE_BUNDLE=1 npm run build -w shell`: the shell with the five remotes imported into it, one webpack
// build, no Module Federation, written to shell/dist-single (never to dist, never by `npm run build`). It is the
// baseline of bench/pages: how much federation costs in load time and JS bytes against the same pages as one app.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '..', '..');

/** @param {import('webpack').Configuration} config the shell's federated configuration */
function toSingleBundle(config) {
  config.entry = { main: './src/bootstrap.tsx' };
  config.output = { ...config.output, path: path.join(__dirname, '..', 'dist-single'), uniqueName: 'vitrina_single' };
  config.resolve.alias = {
    ...config.resolve.alias,
    '@module-federation/enhanced/runtime$': path.join(__dirname, 'singleBundleRuntime.ts'),
  };
  config.plugins = config.plugins.filter(
    (plugin) =>
      !(plugin instanceof ModuleFederationPlugin) &&
      !['BundleStatsPlugin', 'KeepSharedStarReexportsPlugin', 'SharedExportsCheckPlugin'].includes(
        plugin.constructor.name,
      ),
  );
  // The catalog's own build redirects cmdk's Radix imports to the shared UI's copy (mfe-catalog/webpack.config.js):
  // the same here, so the single bundle does not carry a second Radix dialog the federated pages do not. Required
  // here, not at the top: the shell's federated build must not need another app's files (the version-skew tests
  // build the shell from a copy holding the shell alone).
  const { cmdkRadixRedirect } = require(path.join(repoRoot, 'mfe-catalog', 'build', 'cmdkRadixRedirect.cjs'));
  config.plugins.push(cmdkRadixRedirect());
  config.cache = { ...config.cache, name: 'single-bundle' };
  return config;
}

module.exports = { toSingleBundle };
