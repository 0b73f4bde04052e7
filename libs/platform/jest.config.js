/** Unit tests of @fiji/platform (jsdom, TSX through @swc/jest). */
const path = require('node:path');

const repo = path.resolve(__dirname, '../..');

module.exports = {
  rootDir: __dirname,
  displayName: 'platform',
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
    '\\.css$': '<rootDir>/test/style-stub.js',
  },
  setupFiles: ['<rootDir>/test/setup-env.js'],
};
