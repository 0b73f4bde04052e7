/**
 * Unit tests of the shell (the front ends' one jest preset: libs/ui/test/jest-preset.js): every
 * *.spec.ts(x) under src, including the share dialog's and the public pages'. Browser journeys are
 * in e2e/ (jest.e2e.config.js).
 */
const { frontEndJestConfig } = require('../libs/ui/test/jest-preset');

module.exports = frontEndJestConfig({
  rootDir: __dirname,
  displayName: 'shell',
  moduleNameMapper: {
    // import.meta.webpackContext is rspack-only: tests list the public pages with fs instead.
    '^(.*)/public-pages$': '<rootDir>/test/public-pages.ts',
  },
});
