/** The shell: Module Federation host. Remotes are registered at run time from GET /api/remotes. */
import { createAppConfig, SHELL_DEV_PORT } from '../libs/mf-config/src/index';

export default createAppConfig({
  kind: 'host',
  name: 'shell',
  appDir: __dirname,
  devPort: SHELL_DEV_PORT,
  title: 'Fiji Rugby Talent Network',
});
