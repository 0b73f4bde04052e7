// Lets a child `node -r <this> backend/src/main.ts` run the gateway from source in tests: TypeScript
// with the same swc options as jest.swc.config.js (legacy decorators + metadata for Nest) and
// @fiji/contracts resolved to its source, like the jest moduleNameMapper.
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

const CONTRACTS = path.resolve(__dirname, '../../../libs/contracts/src/index.ts');
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, request === '@fiji/contracts' ? CONTRACTS : request, ...rest);
};

require.extensions['.ts'] = function compileTs(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    module: { type: 'commonjs' },
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
  });
  module._compile(code, filename);
};
