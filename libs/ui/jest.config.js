/**
 * Unit tests of @fiji/ui: every *.spec.ts(x) under src. The shell's share dialog and public pages are
 * tested by the shell's own config (shell/jest.config.js), so they are not listed here (never run twice).
 */
const { frontEndJestConfig } = require('./test/jest-preset');

module.exports = frontEndJestConfig({ rootDir: __dirname, displayName: 'ui' });
