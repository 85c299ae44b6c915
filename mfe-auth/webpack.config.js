const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_auth',
  title: 'Vitrina · Cuenta',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
  },
});
