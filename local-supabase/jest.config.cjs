// Backend tests run in Node, one file at a time (--runInBand): each contract file starts its own server.
const base = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'node' });

module.exports = {
  ...base,
  // jose ships only ES modules; jest runs CommonJS, so SWC compiles it like our own code
  transformIgnorePatterns: ['/node_modules/(?!(@vitrina|jose)/)'],
  testTimeout: 60000,
};
