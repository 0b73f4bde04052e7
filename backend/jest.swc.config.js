/**
 * The @swc/jest transform shared by the unit and integration configs: TypeScript with legacy
 * decorators + decorator metadata (Nest DI and class-validator need both), CommonJS output.
 */
module.exports = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
