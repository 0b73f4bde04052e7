/** mf_recruiting: Module Federation remote exposing the recruiting area's routes and dashboard cards. */
import { createAppConfig, REMOTES } from '../libs/mf-config/src/index';

export default createAppConfig({
  kind: 'remote',
  name: 'mf_recruiting',
  appDir: __dirname,
  devPort: REMOTES.find((r) => r.name === 'mf_recruiting')!.devPort,
  title: 'Recruiting area (standalone)',
  exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
});
