const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_checkout',
  title: 'Vitrina · Compra',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
  },
});
