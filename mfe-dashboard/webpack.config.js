const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

const config = createAppConfig({
  dirname: __dirname,
  name: 'mfe_dashboard',
  title: 'Vitrina · Panel',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
  },
});

module.exports = (env, argv) => {
  const resolved = config(env, argv);
  // Every dashboard page is its own chunk, and the pieces pages share (page header, icons, empty states, dialogs,
  // status badges) are under webpack's 20 KB split threshold, so each page chunk carried its own copy (up to 8).
  // Whatever two pages share goes into one common chunk instead: the remote's own JS counts it once.
  resolved.optimization.splitChunks = {
    ...(resolved.optimization.splitChunks || {}),
    cacheGroups: {
      dashboardCommon: {
        test: /mfe-dashboard[\\/]src[\\/]/,
        name: 'dashboard-common',
        chunks: 'async',
        minSize: 0,
        minChunks: 2,
        priority: 20,
        reuseExistingChunk: true,
      },
    },
  };
  return resolved;
};
