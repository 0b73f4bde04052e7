/**
 * Component tests of the admin console (the front ends' one jest preset: libs/ui/test/jest-preset.js):
 * every *.spec.ts(x) under src. Helpers are in test/.
 */
const { frontEndJestConfig } = require('../libs/ui/test/jest-preset');

module.exports = frontEndJestConfig({ rootDir: __dirname, displayName: 'mf-admin' });
