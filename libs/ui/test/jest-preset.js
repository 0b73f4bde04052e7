/**
 * The one jest preset of the front ends (shell, libs/ui, libs/platform): jsdom, TSX through @swc/jest
 * with the decorators the contracts DTOs need, @fiji/* mapped to the libs' sources, stylesheets
 * stubbed and the one setup file (setup-env.js). A project's jest.config.js only states what is its
 * own: `frontEndJestConfig({ rootDir: __dirname, displayName, roots, moduleNameMapper })`.
 */
const path = require('node:path');

const repo = path.resolve(__dirname, '../../..');

const preset = {
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
    '\\.css$': path.join(__dirname, 'style-stub.js'),
  },
  setupFiles: [path.join(__dirname, 'setup-env.js')],
  resolver: path.join(__dirname, 'shared-resolver.js'),
};

/**
 * A project's config: the preset plus its rootDir, displayName and roots (default `<rootDir>/src`);
 * `moduleNameMapper` entries are added to the preset's.
 */
function frontEndJestConfig({ rootDir, displayName, roots = ['<rootDir>/src'], moduleNameMapper = {} }) {
  return {
    ...preset,
    rootDir,
    displayName,
    roots,
    moduleNameMapper: { ...preset.moduleNameMapper, ...moduleNameMapper },
  };
}

module.exports = { preset, frontEndJestConfig };
