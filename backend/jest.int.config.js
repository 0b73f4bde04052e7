/**
 * API integration tests over HTTP (supertest) against the real Nest app on a real PostgreSQL.
 * globalSetup creates ONE fresh database (on DATABASE_URL's server, or the embedded PostgreSQL when
 * DATABASE_URL is unset; docs/database.md), migrates and seeds it once, then gives each worker its own copy.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.config.js') },
  moduleNameMapper: { '^@fiji/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Three workers, each on its own copy of the seeded database (test/worker-database.ts): on 2 cores a
  // third overlaps one suite's waits (child processes, timers, Redis, PostgreSQL) with another's CPU;
  // the PostgreSQL run took 280 s with 3 workers and 351 s with 2 (docs/performance.md, "Test run").
  maxWorkers: Number(process.env.IT_WORKERS ?? 3),
  testSequencer: '<rootDir>/test/longest-first-sequencer.js',
  setupFiles: ['<rootDir>/test/worker-database.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60_000,
};
