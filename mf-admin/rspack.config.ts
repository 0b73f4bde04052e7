/** mf_admin: Module Federation remote exposing the admin area's routes and dashboard cards. */
import { createAppConfig, REMOTES } from '../libs/mf-config/src/index';

export default createAppConfig({
  kind: 'remote',
  name: 'mf_admin',
  appDir: __dirname,
  devPort: REMOTES.find((r) => r.name === 'mf_admin')!.devPort,
  title: 'Admin area (standalone)',
  exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
});
