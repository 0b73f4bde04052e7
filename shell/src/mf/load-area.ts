/**
 * Loads a remote's exposed module ('routes' or 'dashboard'). Promises are cached so React's use()
 * sees a stable one, failures included (else every render would start a new attempt); Retry
 * calls forgetArea() first so it really tries again.
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
const failed = new Set<string>();

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
    pending.catch(() => failed.add(key)); // shown by the error boundary that renders it
    cache.set(key, pending);
  }
  return pending;
}

/** Drops a cached (failed) load so the next render starts a new attempt. */
export function forgetArea(remote: string, expose: keyof Exposed): void {
  cache.delete(`${remote}/${expose}`);
  failed.delete(`${remote}/${expose}`);
}

/** On (re)mount: a load that failed earlier is tried again instead of showing the old failure. */
export function forgetIfFailed(remote: string, expose: keyof Exposed): void {
  if (failed.has(`${remote}/${expose}`)) forgetArea(remote, expose);
}
