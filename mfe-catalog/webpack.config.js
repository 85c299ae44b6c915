const { createAppConfig } = require('../shared/build/createAppConfig.cjs');
const { createServerConfig } = require('../shared/build/createServerConfig.cjs');
const { cmdkRadixRedirect } = require('./build/cmdkRadixRedirect.cjs');

const exposes = {
  './routes': './src/exposes/routes.tsx',
  './lifecycles': './src/exposes/lifecycles.tsx',
  './ProductCard': './src/exposes/ProductCard.tsx',
  './SearchPalette': './src/exposes/SearchPalette.tsx',
  './SearchSuggest': './src/exposes/SearchSuggest.tsx',
};

const config = createAppConfig({
  dirname: __dirname,
  name: 'mfe_catalog',
  title: 'Vitrina · Catálogo',
  exposes,
  // a piece's, a seller's or a listing's page opened from a link: its chunk is preloaded from the HTML
  // (webpackChunkName in src/exposes/routes.tsx)
  routeChunks: {
    '/products/:id': 'product-detail',
    '/product/:id': 'product-detail',
    '/sellers/:id': 'seller-page',
    '/products': 'listing',
    '/categories/:id': 'listing',
    '/category/:id': 'listing',
    '/category/:id/:sub': 'listing',
  },
  // the pages' first requests, which the HTML starts before any script: built from the pages' own queries
  earlyReads: './src/earlyReads.ts',
});

// dist/server/remoteEntry.js: the pages the shell's server renders, and their data (src/exposes/ssr.ts)
const serverConfig = createServerConfig({
  dirname: __dirname,
  name: 'mfe_catalog',
  exposes: { './routes': exposes['./routes'], './ssr': './src/exposes/ssr.ts' },
});

module.exports = [
  (env, argv) => {
    const resolved = config(env, argv);
    resolved.plugins.push(cmdkRadixRedirect());
    return resolved;
  },
  (env, argv) => {
    const resolved = serverConfig(env, argv);
    resolved.plugins.push(cmdkRadixRedirect());
    return resolved;
  },
];
