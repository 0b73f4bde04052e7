// Lets a plain `node -r` run the gateway's TypeScript sources (the fault tests start the server as its
// own process): the same swc options as the jest transform (decorators + metadata for Nest), and
// @fiji/contracts read from its sources like jest's moduleNameMapper does.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const CONTRACTS = path.resolve(__dirname, '../../libs/contracts/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return resolveFilename.call(this, request === '@fiji/contracts' ? CONTRACTS : request, ...rest);
};

const [, options] = require('../jest.swc.config.js');
require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename, sourceMaps: 'inline' });
  module._compile(code, filename);
};
