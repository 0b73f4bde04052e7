/** Unit tests of @fiji/platform (the front ends' one jest preset: libs/ui/test/jest-preset.js). */
const { frontEndJestConfig } = require('../ui/test/jest-preset');

module.exports = frontEndJestConfig({ rootDir: __dirname, displayName: 'platform' });
