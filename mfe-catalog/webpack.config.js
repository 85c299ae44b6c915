const { createAppConfig } = require('../shared/build/createAppConfig.cjs');
const { cmdkRadixRedirect } = require('./build/cmdkRadixRedirect.cjs');

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
  // a piece's or a seller's page opened from a link: its chunk is preloaded from the HTML (webpackChunkName in
  // src/exposes/routes.tsx)
  routeChunks: { '/products/:id': 'product-detail', '/product/:id': 'product-detail', '/sellers/:id': 'seller-page' },
});

module.exports = (env, argv) => {
  const resolved = config(env, argv);
  resolved.plugins.push(cmdkRadixRedirect());
  return resolved;
};
