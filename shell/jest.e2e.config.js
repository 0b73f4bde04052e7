/**
 * Browser tests: the built site on a real database, driven in Debian chromium. One site and one
 * browser for the whole run (e2e/support/global-setup.ts); each suite uses its own contexts.
 */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  globalSetup: '<rootDir>/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
  testTimeout: 60_000,
  // Two suites side by side on the one site and browser: each uses fresh accounts (or the demo
  // accounts only where another suite's writes cannot change what it checks).
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
};
