/**
 * The four remote containers. Names are fixed by the brief; the folder is where each one is built
 * and served (/remotes/<folder>/mf-manifest.json); the port is for running it standalone.
 */
export type RemoteName = 'mf_player' | 'mf_recruiting' | 'mf_mentoring' | 'mf_admin';

export const REMOTES: readonly { name: RemoteName; folder: string; devPort: number }[] = [
  { name: 'mf_player', folder: 'mf-player', devPort: 3101 },
  { name: 'mf_recruiting', folder: 'mf-recruiting', devPort: 3102 },
  { name: 'mf_mentoring', folder: 'mf-mentoring', devPort: 3103 },
  { name: 'mf_admin', folder: 'mf-admin', devPort: 3104 },
];

/** The shell's dev server port (the backend serves the built site on 3000). */
export const SHELL_DEV_PORT = 3100;
/** Where the dev servers proxy /api (and /remotes) to. */
export const BACKEND_URL = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';
