// One webpack configuration for all six Vitrina apps (the shell host and the five remotes).
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { bootPaintMarkup, bootPaintStyle } = require('./bootPaint.cjs');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('zlib');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
// webpack's own minimizer package, resolved next to webpack so the version always matches.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const { sharedConfig, kernelRange, slimModuleAliases } = require('./federationShared.cjs');
const { BundleStatsPlugin } = require('./BundleStatsPlugin.cjs');
const { BootPreloadPlugin } = require('./BootPreloadPlugin.cjs');
const { RouteChunksPlugin } = require('./RouteChunksPlugin.cjs');
const { EarlyReadsPlugin } = require('./EarlyReadsPlugin.cjs');
const { KeepSharedStarReexportsPlugin } = require('./KeepSharedStarReexportsPlugin.cjs');
const { SharedExportsCheckPlugin } = require('./SharedExportsCheckPlugin.cjs');
const { getApp, portsFromEnv } = require('./apps.cjs');
const {
  launchedFromEnv,
  runtimeConfigScript,
  remotesManifest,
  remoteUrlsFromEnv,
  DEFAULT_SUPABASE_URL,
} = require('./runtimeFiles.cjs');
const { shellHeadHints } = require('./shellHtml.cjs');

/** Browsers the apps support; swc compiles down to these. */
const BROWSER_TARGETS = 'chrome >= 109, firefox >= 115, safari >= 15.4, edge >= 109';

function swcRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // @vitrina/shared is a workspace symlink resolved to shared/src, so its TypeScript source is compiled here too.
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
        },
        env: { targets: BROWSER_TARGETS },
        sourceMaps: !isProduction,
      },
    },
  };
}

/** Files the app servers send compressed: code, the manifests, HTML and SVG. */
const COMPRESSIBLE = /\.(js|json|html|svg|css)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every compressible file, made once at build time so the app
 * servers send them by Accept-Encoding without compressing per request (scripts/serveApps.mjs).
 * minRatio 1: remoteEntry.js and mf-manifest.json get both copies whatever their size.
 */
function compressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 0,
      minRatio: 1,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: 9 },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/** Dev-server answers for the files the production app server writes at start (scripts/serveApps.mjs). */
function runtimeFilesMiddleware(isHost) {
  return (middlewares, devServer) => {
    devServer.app.get('/runtime-config.js', (_req, res) => {
      res.type('application/javascript').set('Cache-Control', 'no-cache');
      // `npm run dev` is the demo: launched unless SITE_LAUNCHED says otherwise
      res.send(
        runtimeConfigScript({
          supabaseUrl: process.env.SUPABASE_URL,
          anonKey: process.env.SUPABASE_ANON_KEY,
          extra: { launched: launchedFromEnv(process.env, true) },
        }),
      );
    });
    if (isHost) {
      devServer.app.get('/remotes.json', (_req, res) => {
        res.set('Cache-Control', 'no-cache');
        res.json(remotesManifest({ ports: portsFromEnv(), remoteUrls: remoteUrlsFromEnv() }));
      });
    }
    return middlewares;
  };
}

/**
 * The federation runtime (runtime-core) is downloaded once per page: the shell provides it on
 * `globalThis._FEDERATION_RUNTIME_CORE` before any remote loads (provideFederationRuntime.mjs), and a production remote's remoteEntry.js and chunks
 * use that copy instead of bundling their own (a visitor of `/` downloaded it twice: shell and mfe-auth).
 * Development builds keep it bundled so `npm start -w <remote>` still runs a remote standalone; a production
 * remote is loaded by the shell only (its own index.html has no runtime to use).
 */
function federationExperiments({ isHost, isProduction }) {
  const optimization = { target: 'web' };
  if (isHost) return { optimization };
  return isProduction ? { optimization, externalRuntime: true } : { optimization };
}

/**
 * @param {{
 *   dirname: string,            // the app folder (pass __dirname)
 *   name: string,               // federation name: 'shell' or 'mfe_*'
 *   title?: string,             // <title> of the standalone page
 *   exposes?: Record<string, string>,
 *   runtimePlugins?: string[],  // absolute paths of MF runtime plugins (the host's fallback + retry plugin)
 *   routeChunks?: Record<string, string>, // route pattern -> webpackChunkName of its page in the routes expose
 *   earlyReads?: string,        // the module exporting the pages' early reads (EarlyReadsPlugin.cjs)
 * }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig({ dirname, name, title = 'Vitrina', exposes, runtimePlugins = [], routeChunks, earlyReads }) {
  const app = getApp(name);
  const isHost = !app.remote;

  return (_env, argv = {}) => {
    const isProduction = (argv.mode || process.env.NODE_ENV) === 'production';
    const port = portsFromEnv()[name];
    const publicDir = path.join(dirname, 'public');

    return {
      mode: isProduction ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // 'auto': chunks load from wherever the remote is actually served (its manifest URL), not a build-time host.
        publicPath: 'auto',
        uniqueName: name,
        filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        // Hashed in development too: webpack 5.110 emits the slim zustand/middleware chunk twice under one named id
        // in development ("Multiple assets emit different content to the same filename").
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].[contenthash:8].js',
        // dist/server/ is the server build's (createServerConfig.cjs)
        clean: { keep: (asset) => asset.startsWith('server/') },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        // the packages' own entries for the slim shared modules (federationShared.cjs)
        alias: slimModuleAliases(dirname),
      },
      module: {
        rules: [
          swcRule(isProduction),
          { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/source' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          // The shell discovers remotes at run time from /remotes.json, so a remote redeploys without a shell build.
          remotes: {},
          shared: sharedConfig(dirname),
          // A remote that is down must not stall the start-up share negotiation.
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost
            ? [...runtimePlugins, path.join(__dirname, 'provideFederationRuntime.mjs')]
            : runtimePlugins,
          manifest: true,
          // Browser-only apps: drop the runtime's Node branches. Snapshots stay on: the shell loads remotes by
          // their mf-manifest.json.
          experiments: federationExperiments({ isHost, isProduction }),
          dts: false,
          dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          // Absolute script URLs: the shell serves index.html for deep links such as /products/42.
          publicPath: '/',
          scriptLoading: 'defer',
          // the shell paints its top bar from the HTML, before its scripts (bootPaint.cjs); a remote's own page
          // (development) has no such bar
          bootStyle: isHost ? bootPaintStyle() : '',
          bootPaint: isHost ? bootPaintMarkup() : '',
          // Development: the dev server's shell HTML carries the remotes map and the API preconnect
          // (shared/build/shellHtml.cjs); a production build stays free of locations, the app server adds them.
          headHints:
            isHost && !isProduction
              ? shellHeadHints({
                  remotes: remotesManifest({ ports: portsFromEnv(), remoteUrls: remoteUrlsFromEnv() }),
                  supabaseUrl: process.env.SUPABASE_URL || DEFAULT_SUPABASE_URL,
                  pathname: '',
                })
              : '',
        }),
        ...(isHost && isProduction ? [new BootPreloadPlugin()] : []),
        // route-chunks.json: the app server preloads a route's page chunk from the HTML (RouteChunksPlugin.cjs)
        ...(routeChunks && isProduction ? [new RouteChunksPlugin({ routes: routeChunks })] : []),
        // first-reads.json: the pages' first requests, generated from the remote's queries (EarlyReadsPlugin.cjs)
        ...(earlyReads ? [new EarlyReadsPlugin({ module: path.resolve(dirname, earlyReads) })] : []),
        // The kernel range this app needs (its package.json), read by checkKernel in @vitrina/shared/core.
        new webpack.DefinePlugin({ __VITRINA_KERNEL_RANGE__: JSON.stringify(kernelRange(dirname)) }),
        new BundleStatsPlugin({ app: name }),
        new KeepSharedStarReexportsPlugin(),
        new SharedExportsCheckPlugin(),
        ...(fs.existsSync(publicDir)
          ? [
              new CopyWebpackPlugin({
                patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] } }],
              }),
            ]
          : []),
        ...(isProduction ? compressionPlugins() : []),
      ],
      optimization: {
        // Remotes keep the runtime in remoteEntry.js; a separate runtime chunk has broken container init before.
        runtimeChunk: false,
        // swc's minifier: every app minifies its shared fallbacks (react-dom, supabase-js…), and terser made six
        // production builds several times slower on CI's two cores.
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      cache: {
        type: 'filesystem',
        buildDependencies: { config: [__filename, path.join(dirname, 'webpack.config.js')] },
      },
      watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
      devServer: {
        port,
        host: 'localhost',
        hot: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        static: false,
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: runtimeFilesMiddleware(isHost),
        devMiddleware: { writeToDisk: false },
      },
    };
  };
}

module.exports = { createAppConfig };
