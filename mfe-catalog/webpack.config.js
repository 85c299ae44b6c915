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
});

module.exports = (env, argv) => {
  const resolved = config(env, argv);
  resolved.plugins.push(cmdkRadixRedirect());
  return resolved;
};
