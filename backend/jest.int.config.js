/**
 * API integration tests over HTTP (supertest) against the real Nest app on a real PostgreSQL.
 * globalSetup creates ONE fresh database (on DATABASE_URL's server, or an embedded PGlite when
 * DATABASE_URL is unset), migrates and seeds it once; tests run one file at a time.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.config.js') },
  moduleNameMapper: { '^@fiji/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  maxWorkers: 1,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
};
