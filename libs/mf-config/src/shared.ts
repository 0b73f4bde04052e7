/**
 * The one `shared` map of the site (ARCHITECTURE rule 2). What is shared is what holds state or
 * React context that must be one across the shell and the remotes:
 *   react, react-dom          one React tree
 *   react-router              one router (the client API only: see react-router-shared.js)
 *   zustand                   one store implementation
 *   @tanstack/react-query     one QueryClient context
 *   @fiji/platform            one session, toast and share store, one query client
 * All are singletons. Radix Tooltip is not shared: @fiji/ui's Tooltip brings its own provider, so no
 * page needs a provider mounted by the shell (which put ~20 KiB on every signed-in first load;
 * docs/performance.md). Shared modules are not tree-shaken, so stateless code stays out of this map
 * and is tree-shaken into each bundle instead: @fiji/contracts (constants, DTO classes; class-
 * validator keeps its metadata in a global, so copies agree) and @fiji/ui (components; the Radix
 * contexts that matter are shared above). That keeps the landing page under its JS budget.
 *
 * No MF shared tree-shaking (a remote then gets a trimmed react-router).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

function packageVersion(dir: string): string {
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const major = (v: string): string => `^${v.split('.')[0]}.0.0`;

export type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  version: string;
  /** The module provided to the share scope (default: the package itself). */
  import?: string;
};

/** Third-party singletons: any version of the same major is accepted. */
const THIRD_PARTY = ['react', 'react-dom', 'react-router', 'zustand', '@tanstack/react-query'];
/** Workspace libs: the shell's copy is the one in use (same repo, same release). */
const WORKSPACE = ['@fiji/platform'];

export const SHARED_PACKAGES: readonly string[] = [...THIRD_PARTY, ...WORKSPACE];

export function createSharedMap(): Record<string, SharedConfig> {
  const map: Record<string, SharedConfig> = {};
  for (const pkg of THIRD_PARTY) {
    const version = packageVersion(join(root, 'node_modules', pkg));
    map[pkg] = { singleton: true, requiredVersion: major(version), version };
  }
  map['react-router']!.import = join(__dirname, 'react-router-shared.js');
  for (const pkg of WORKSPACE) {
    map[pkg] = { singleton: true, requiredVersion: false, version: packageVersion(join(root, 'libs', pkg.slice('@fiji/'.length))) };
  }
  return map;
}

/** Absolute path of the workspace root (for aliases). */
export const WORKSPACE_ROOT = root;
export const libSource = (lib: string): string => join(root, 'libs', lib, 'src', 'index.ts');
/** The react-router build that react-router-shared.js re-exports from. */
export const reactRouterClient = (mode: 'production' | 'development'): string =>
  join(root, 'node_modules', 'react-router', 'dist', mode, 'index.mjs');
