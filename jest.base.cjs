// Shared jest settings: every package transpiles TypeScript with SWC and keeps tests beside the code.
const path = require('path');

/** @param {{ environment?: 'jsdom' | 'node', rootDir: string }} opts */
module.exports = function jestConfig({ environment = 'jsdom', rootDir }) {
  return {
    rootDir,
    testEnvironment: environment,
    // The slowest form tests (typing into every field of the waitlist and auth forms) take ~4.4 s alone on the
    // 2-core CI machine: jest's default 5 s would fail them whenever anything else runs beside them.
    testTimeout: 15000,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@vitrina)/)'],
    moduleNameMapper: {
      '^@vitrina/shared$': path.join(__dirname, 'shared/src/index.ts'),
      '^@vitrina/shared/(kernel|core|ui|forms|supabase|data|lifecycles)$': path.join(
        __dirname,
        'shared/src/entries/$1.ts',
      ),
      '^@vitrina/shared/kernel-guard$': path.join(__dirname, 'shared/src/remotes/kernelGuard.ts'),
      '^@vitrina/shared/(.*)$': path.join(__dirname, 'shared/src/$1'),
      '\\.(css|svg|png|jpg|webp)$': path.join(__dirname, 'shared/test/fileStub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'shared/test/setupDom.ts')] : [],
  };
};
