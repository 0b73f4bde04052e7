/** The shell: Module Federation host. Remotes are registered at run time from GET /api/remotes. */
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig, SHELL_DEV_PORT } from '../libs/mf-config/src/index';

const config = createAppConfig({
  kind: 'host',
  name: 'shell',
  appDir: __dirname,
  devPort: SHELL_DEV_PORT,
  title: 'Fiji Rugby Talent Network',
});

// Static files served as they are at the site root (the downloadable features guide).
config.plugins = [...(config.plugins ?? []), new rspack.CopyRspackPlugin({ patterns: [{ from: join(__dirname, 'public') }] })];

export default config;
