const path = require('path');
const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

// The host: no remotes at build time (they come from /remotes.json at run time), plus the runtime plugin that
// retries a failing manifest and turns a remote that stays down into a fallback the error boundary shows.
module.exports = createAppConfig({
  dirname: __dirname,
  name: 'shell',
  title: 'Vitrina · Coleccionables deportivos auténticos',
  runtimePlugins: [path.join(__dirname, 'src/federation/runtimePlugin.ts')],
});
