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
    './SearchSuggest': './src/exposes/SearchSuggest.tsx',
  },
});

// cmdk's Radix dialog comes from the shared UI entry (build/radixDialogShared.ts), its small Radix helpers from
// build/cmdkRadixShims.tsx: neither is bundled a second time in this remote.
module.exports = (env, argv) => {
  const resolved = config(env, argv);
  // Only cmdk's own imports: Radix itself (inside the shared UI fallback) must keep the real packages.
  const cmdkRedirects = {
    '@radix-ui/react-dialog': path.join(__dirname, 'build/radixDialogShared.ts'),
    '@radix-ui/react-primitive': path.join(__dirname, 'build/cmdkRadixShims.tsx'),
    '@radix-ui/react-id': path.join(__dirname, 'build/cmdkRadixShims.tsx'),
    '@radix-ui/react-compose-refs': path.join(__dirname, 'build/cmdkRadixShims.tsx'),
  };
  resolved.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/^@radix-ui\/react-(dialog|primitive|id|compose-refs)$/, (resource) => {
      const target = cmdkRedirects[resource.request];
      if (target && /[\\/]node_modules[\\/]cmdk[\\/]/.test(resource.contextInfo.issuer ?? ''))
        resource.request = target;
    }),
  );
  return resolved;
};
