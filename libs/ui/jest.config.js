/**
 * Unit tests of @fiji/ui (and, until the shell has its own jest config, of the shell's share dialog
 * and public pages). Runs TSX through @swc/jest with the decorators the contracts DTOs need.
 */
const fs = require('node:fs');
const path = require('node:path');

const repo = path.resolve(__dirname, '../..');
// The shell's own jest config picks these up once it exists; never run them twice.
const shellHasConfig = fs.existsSync(path.join(repo, 'shell/jest.config.js'));

module.exports = {
  rootDir: __dirname,
  displayName: 'ui',
  roots: shellHasConfig
    ? ['<rootDir>/src']
    : ['<rootDir>/src', ...['shell/src/app/share', 'shell/src/app/pages/public'].map((d) => path.join(repo, d)).filter((d) => fs.existsSync(d))],
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
