/** Node build of src/prerender/render-landing.tsx (see scripts/prerender.mjs). */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { contractsSideEffectsRule, frontEndAliases, tsxRule } from '../../libs/mf-config/src/index';

const shellDir = join(__dirname, '..');

const config: Configuration = {
  mode: 'production',
  context: shellDir,
  target: 'node',
  entry: { 'render-landing': './src/prerender/render-landing.tsx' },
  output: {
    path: join(shellDir, 'dist-prerender'),
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    // The real package (not the client-only share-scope module): this build has no federation.
    alias: { ...frontEndAliases('production'), 'react-router$': join(shellDir, '..', 'node_modules', 'react-router') },
  },
  module: { rules: [contractsSideEffectsRule, tsxRule('production')] },
  // Styles are the browser build's business; here a stylesheet import is simply ignored.
  plugins: [new rspack.IgnorePlugin({ resourceRegExp: /\.css$/ })],
  optimization: { minimize: false },
  devtool: false,
};

export default config;
