module.exports = require('../jest.base.cjs')({ rootDir: __dirname, environment: 'jsdom' });
