/**
 * Builds the rspack config of a front end (shell or remote) so the five apps cannot drift: TSX via
 * builtin:swc-loader, Tailwind 4 via postcss-loader, content-hashed output, Module Federation with
 * the one shared map. Each app's rspack.config.ts only states what is its own.
 */
import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createSharedMap, libSource, reactRouterClient } from './shared';
import { BACKEND_URL } from './remotes';

type Common = {
  /** The app folder (its rspack.config.ts's __dirname). */
  appDir: string;
  /** Port of `rspack serve`. */
  devPort: number;
  /** Page title of the app's own index.html. */
  title: string;
  mode?: 'production' | 'development';
};

export type HostOptions = Common & { kind: 'host'; name: string };
export type RemoteOptions = Common & {
  kind: 'remote';
  /** Container name, e.g. mf_player. */
  name: string;
  /** Only './routes' and './dashboard' (the area's contract with the shell). */
  exposes: { './routes': string; './dashboard': string };
};

/** TSX/TS through rspack's builtin SWC (no Babel, no ts-loader). */
export function tsxRule(mode: 'production' | 'development') {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true, decorators: true },
        transform: {
          // DTO classes in libs/contracts carry class-validator decorators.
          legacyDecorator: true,
          decoratorMetadata: false,
          react: { runtime: 'automatic', development: mode === 'development' },
        },
      },
      env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
    },
    type: 'javascript/auto',
  };
}

/** Rule that lets unused constants and DTO classes of libs/contracts (and class-validator) be dropped. */
export const contractsSideEffectsRule = { test: /libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false };
/**
 * class-validator (and validator) as free of side effects: a contracts file that declares a DTO also
 * imports the decorators, and without this the import alone kept ~5 KiB gzip on every first page that
 * reads only a constant from that file. A form that uses a DTO still gets them (docs/performance.md).
 */
export const validatorSideEffectsRule = { test: /node_modules[\\/](class-validator|validator)[\\/]/, sideEffects: false };

/** Aliases every front-end build needs. */
export function frontEndAliases(mode: 'production' | 'development'): Record<string, string> {
  return {
    // The contracts package's main is the backend's CJS build; front ends compile the source.
    '@fiji/contracts$': libSource('contracts'),
    'react-router-client$': reactRouterClient(mode),
  };
}

export function createAppConfig(options: HostOptions | RemoteOptions): Configuration {
  const mode = options.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  const isDev = mode === 'development';
  const isHost = options.kind === 'host';

  const federation = new ModuleFederationPlugin({
    name: options.name,
    shared: createSharedMap(),
    dts: false,
    ...(isHost
      ? {
          // Remotes come from GET /api/remotes at start (ARCHITECTURE rule 3).
          remotes: {},
          // With 'version-first' one remote that is down blanks the whole shell.
          shareStrategy: 'loaded-first' as const,
          // The shell hands its Module Federation runtime to the remotes (docs/performance.md).
          experiments: { provideExternalRuntime: true },
        }
      : {
          filename: 'remoteEntry.[contenthash].js',
          exposes: options.exposes,
          manifest: true,
          shareStrategy: 'loaded-first' as const,
          // A built remote uses the shell's runtime instead of carrying its own copy (~20 KiB gzip on
          // every remoteEntry). Not in development: `rspack serve` runs the remote alone, without the shell.
          ...(isDev ? {} : { experiments: { externalRuntime: true } }),
        }),
  });

  return {
    mode,
    context: options.appDir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: join(options.appDir, 'dist'),
      // Shell: absolute so deep links (/player/123) load /main.js, not /player/main.js.
      // Remotes: 'auto' so their chunks load from wherever their manifest was found.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // `#shared/…`: the app's own src/shared (remote-wide code), the same name in every remote.
      alias: { ...frontEndAliases(mode), '#shared': join(options.appDir, 'src/shared') },
    },
    module: {
      rules: [
        contractsSideEffectsRule,
        validatorSideEffectsRule,
        tsxRule(mode),
        {
          test: /\.css$/,
          use: [
            {
              loader: 'postcss-loader',
              options: { postcssOptions: { plugins: { '@tailwindcss/postcss': {} } } },
            },
          ],
          type: 'css',
        },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|pdf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: join(options.appDir, 'index.html'),
        title: options.title,
        // The remote's manifest + remoteEntry are what the shell loads; its index.html is only
        // for running the area standalone.
        chunks: ['main'],
        scriptLoading: 'defer',
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      federation,
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      historyApiFallback: true,
      hot: false,
      // Remotes are fetched cross-origin by the shell during development.
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes', '/objects'], target: BACKEND_URL, changeOrigin: false }],
    },
  };
}
