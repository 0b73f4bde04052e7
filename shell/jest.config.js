/**
 * Unit tests of the shell (jsdom, TSX through @swc/jest): every *.spec.ts(x) under src, including
 * the share dialog's and the public pages'. Browser journeys are in e2e/ (jest.e2e.config.js).
 */
const path = require('node:path');

const repo = path.resolve(__dirname, '..');

module.exports = {
  rootDir: __dirname,
  displayName: 'shell',
  roots: ['<rootDir>/src'],
  testEnvironment: 'jsdom',
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
      },
    ],
  },
  moduleNameMapper: {
    '^@fiji/([^/]+)$': path.join(repo, 'libs/$1/src/index.ts'),
    // import.meta.webpackContext is rspack-only: tests list the public pages with fs instead.
    '^(.*)/public-pages$': '<rootDir>/test/public-pages.ts',
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  setupFiles: ['<rootDir>/test/setup-env.js'],
};
