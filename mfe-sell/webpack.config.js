const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_sell',
  title: 'Vitrina · Vender',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
    './ListingForm': './src/exposes/ListingForm.tsx',
  },
});
