/**
 * Loads a remote's exposed module ('routes' or 'dashboard'). Promises are cached so React's use()
 * sees a stable one; a failed load is forgotten so Retry really tries again.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AreaDashboard, AreaRoutes } from '@fiji/platform';
import { isRemoteRegistered } from './remote-registry';

type Exposed = { routes: AreaRoutes; dashboard: AreaDashboard };

export class RemoteUnavailableError extends Error {
  constructor(remote: string) {
    super(`Remote ${remote} is not in the remote list`);
    this.name = 'RemoteUnavailableError';
  }
}

const cache = new Map<string, Promise<unknown>>();

export function loadArea<K extends keyof Exposed>(remote: string, expose: K): Promise<Exposed[K]> {
  const key = `${remote}/${expose}`;
  let pending = cache.get(key) as Promise<Exposed[K]> | undefined;
  if (!pending) {
    pending = (async () => {
      if (!(await isRemoteRegistered(remote))) throw new RemoteUnavailableError(remote);
      const mod = await loadRemote<{ default: Exposed[K] }>(key);
      if (!mod?.default) throw new Error(`Remote module ${key} has no default export`);
      return mod.default;
    })();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
