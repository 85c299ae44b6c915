// Backend tests run in Node, one file at a time (--runInBand): each contract file starts its own server.
const base = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'node' });

/**
 * Files that run the same whatever DATABASE_URL says: units that open no database, and the ones that always open
 * PGlite (the CLI on its own data folder, the storage harness, the type and schema generators, which read PGlite's
 * catalogue by design). The PostgreSQL run (`DATABASE_URL` set, `npm test` with VITRINA_TEST_DATABASE_URL) would
 * repeat them exactly as the PGlite run has them, about 90 s on 2 cores, so it leaves them out. A file that starts
 * reading DATABASE_URL leaves this list.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/auth/jwt.test.ts',
  'test/contract/cli.test.ts',
  'test/http/clientErrors.test.ts',
  'test/http/compress.test.ts',
  'test/http/nesting.test.ts',
  'test/http/nodeBridge.test.ts',
  'test/realtime/filters.test.ts',
  'test/realtime/realtime.test.ts',
  'test/schemagen/schemaSnapshot.test.ts',
  'test/storage/storage.test.ts',
  'test/storage/units.test.ts',
  'test/typegen/generatedTypes.test.ts',
];

module.exports = {
  ...base,
  // jose ships only ES modules; jest runs CommonJS, so SWC compiles it like our own code
  transformIgnorePatterns: ['/node_modules/(?!(@vitrina|jose)/)'],
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.DATABASE_URL ? SAME_ON_EVERY_DATABASE.map((file) => `<rootDir>/${file}`) : []),
  ],
  testTimeout: 60000,
};
