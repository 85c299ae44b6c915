const path = require('path');
const webpack = require('webpack');
const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

const config = createAppConfig({
  dirname: __dirname,
  name: 'mfe_catalog',
  title: 'Vitrina · Catálogo',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
    './ProductCard': './src/exposes/ProductCard.tsx',
    './SearchPalette': './src/exposes/SearchPalette.tsx',
  },
});

// cmdk's Radix dialog comes from the shared UI entry (see build/radixDialogShared.ts).
module.exports = (env, argv) => {
  const resolved = config(env, argv);
  // Only cmdk's own import: Radix itself (inside the shared UI fallback) must keep the real package.
  resolved.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^@radix-ui\/react-dialog$/, (resource) => {
      if (/[\\/]node_modules[\\/]cmdk[\\/]/.test(resource.contextInfo.issuer ?? '')) {
        resource.request = path.join(__dirname, 'build/radixDialogShared.ts');
      }
    }),
  );
  return resolved;
};
