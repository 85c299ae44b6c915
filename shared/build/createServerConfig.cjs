// The server build of an app, beside its browser build in the same dist/ (dist/server/): the same source compiled
// for Node, so the shell's app server renders a page with the very components the browser then hydrates. A remote's
// server build is a federation container (dist/server/remoteEntry.js, one file) the shell's server loads from the
// remote's URL at request time, so a remote's deploy changes its server-rendered HTML without a shell build; the
// shell's is the host (dist/server/render.js) the app server requires (scripts/serverRender.mjs).
const path = require('path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, kernelRange, slimModuleAliases } = require('./federationShared.cjs');
const { getApp } = require('./apps.cjs');

/**
 * @param {{
 *   dirname: string,
 *   name: string,
 *   exposes?: Record<string, string>, // a remote's exposes on the server (its pages and their data)
 *   entry?: string,                   // the host's render module
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createServerConfig({ dirname, name, exposes = {}, entry }) {
  const isHost = !getApp(name).remote;
  return (_env, argv = {}) => {
    const isProduction = (argv.mode || process.env.NODE_ENV) === 'production';
    return {
      name: 'server',
      mode: isProduction ? 'production' : 'development',
      context: dirname,
      entry: isHost ? { render: entry } : {},
      target: 'async-node',
      devtool: false,
      output: {
        path: path.join(dirname, 'dist', 'server'),
        publicPath: 'auto',
        uniqueName: `${name}_server`,
        filename: '[name].js',
        chunkFilename: '[name].js',
        library: isHost ? { type: 'commonjs2' } : undefined,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: slimModuleAliases(dirname),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                },
                env: { targets: 'node 22' },
              },
            },
          },
          // the server needs an image's URL, not its file: the browser build emits the file under the same name
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          // a remote's container is what the shell's server reads back from fetch: module.exports
          library: isHost ? undefined : { type: 'commonjs-module' },
          exposes: isHost ? {} : exposes,
          remotes: {},
          shared: sharedConfig(dirname),
          shareStrategy: 'loaded-first',
          manifest: false,
          experiments: { optimization: { target: 'node' } },
          dts: false,
          dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        // One file: the shell's server reads a remote's container over HTTP and evaluates it, with no file system
        // to load further chunks from.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new webpack.DefinePlugin({ __VITRINA_KERNEL_RANGE__: JSON.stringify(kernelRange(dirname)) }),
      ],
      optimization: { minimize: false, runtimeChunk: false, splitChunks: false },
      performance: { hints: false },
      stats: 'errors-warnings',
      cache: {
        type: 'filesystem',
        name: `server-${isProduction ? 'production' : 'development'}`,
        buildDependencies: { config: [__filename, path.join(dirname, 'webpack.config.js')] },
      },
    };
  };
}

module.exports = { createServerConfig };
