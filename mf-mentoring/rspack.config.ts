/** mf_mentoring: Module Federation remote exposing the mentoring area's routes and dashboard cards. */
import { createAppConfig, REMOTES } from '../libs/mf-config/src/index';

export default createAppConfig({
  kind: 'remote',
  name: 'mf_mentoring',
  appDir: __dirname,
  devPort: REMOTES.find((r) => r.name === 'mf_mentoring')!.devPort,
  title: 'Mentoring area (standalone)',
  exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
});
