/** mf_player: Module Federation remote exposing the player area's routes and dashboard cards. */
import { createAppConfig, REMOTES } from '../libs/mf-config/src/index';

export default createAppConfig({
  kind: 'remote',
  name: 'mf_player',
  appDir: __dirname,
  devPort: REMOTES.find((r) => r.name === 'mf_player')!.devPort,
  title: 'Player area (standalone)',
  exposes: { './routes': './src/routes.tsx', './dashboard': './src/dashboard.tsx' },
});
