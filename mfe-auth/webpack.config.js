const { createAppConfig } = require('../shared/build/createAppConfig.cjs');

module.exports = createAppConfig({
  dirname: __dirname,
  name: 'mfe_auth',
  title: 'Vitrina · Cuenta',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './lifecycles': './src/exposes/lifecycles.tsx',
    // the forms of the shell's pages, each borrowed on its own (useExposed)
    './NewsletterSignup': './src/exposes/NewsletterSignup.tsx',
    './WaitlistHomeForm': './src/exposes/WaitlistHomeForm.tsx',
    './WaitlistLandingForm': './src/exposes/WaitlistLandingForm.tsx',
    './CollectorCounter': './src/exposes/CollectorCounter.tsx',
  },
});
