const path = require('path');
const { createAppConfig } = require('../shared/build/createAppConfig.cjs');
const { createServerConfig } = require('../shared/build/createServerConfig.cjs');
const { toSingleBundle } = require('./build/singleBundle.cjs');

// The host: no remotes at build time (they come from /remotes.json at run time), plus the runtime plugin that
// retries a failing manifest and turns a remote that stays down into a fallback the error boundary shows.
const config = createAppConfig({
  dirname: __dirname,
  name: 'shell',
  title: 'Vitrina · Coleccionables deportivos auténticos',
  runtimePlugins: [path.join(__dirname, 'src/federation/runtimePlugin.ts')],
});

// dist/server/render.js: the app server renders a page with it (scripts/serverRender.mjs)
const serverConfig = createServerConfig({ dirname: __dirname, name: 'shell', entry: './src/server/render.ts' });

// VITRINA_SINGLE_BUNDLE=1: the benchmark baseline (shell/build/singleBundle.cjs), written to dist-single.
module.exports =
  process.env.VITRINA_SINGLE_BUNDLE === '1' ? (env, argv) => toSingleBundle(config(env, argv)) : [config, serverConfig];
