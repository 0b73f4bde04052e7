/** Unit tests: src/**\/*.spec.ts, next to the code. */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': require('./jest.swc.config.js') },
  moduleNameMapper: { '^@fiji/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
