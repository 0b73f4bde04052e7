/**
 * The remote containers, from the area registry (libs/contracts/src/areas.ts): the name the shell
 * loads, the folder each one is built in and served from (/remotes/<folder>/mf-manifest.json), and
 * the port for running it standalone. Imported by path, not as @fiji/contracts: rspack configs run
 * in Node, where that package resolves to the backend's CommonJS build.
 */
import { AREAS, type RemoteName } from '../../contracts/src/areas';

export type { RemoteName };

export const REMOTES: readonly { name: RemoteName; folder: string; devPort: number }[] = AREAS.map((a) => ({
  name: a.remote,
  folder: a.folder,
  devPort: a.devPort,
}));

/** The remote entry of a container name, for its rspack.config.ts. */
export function remoteNamed(name: RemoteName): { name: RemoteName; folder: string; devPort: number } {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not in the area registry`);
  return remote;
}

/** The shell's dev server port (the backend serves the built site on 3000). */
export const SHELL_DEV_PORT = 3100;
/** Where the dev servers proxy /api (and /remotes) to. */
export const BACKEND_URL = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
