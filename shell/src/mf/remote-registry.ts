/**
 * Registers the remotes listed by the backend (GET /api/remotes) with the MF runtime. Nothing here
 * loads a remote: registering only records name -> manifest URL, so the landing page fetches none.
 * This module must not import shared packages: it runs before the share scope is initialised.
 */
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './runtime-plugins';

export type RemoteListEntry = { name: string; entry: string };

let ready: Promise<Set<string>> | null = null;

async function fetchRemoteList(): Promise<RemoteListEntry[]> {
  const res = await fetch('/api/remotes', { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const body = (await res.json()) as { remotes?: RemoteListEntry[] };
  return Array.isArray(body.remotes) ? body.remotes : [];
}

/** Starts (once) fetching and registering the remote list; resolves to the registered names. */
export function initRemotes(): Promise<Set<string>> {
  if (!ready) {
    registerPlugins([remoteErrorPlugin()]);
    ready = fetchRemoteList()
      .then((remotes) => {
        // An entry ending in .json is a manifest (MF 2); a plain remoteEntry.js URL also works.
        registerRemotes(remotes.map((r) => ({ name: r.name, entry: new URL(r.entry, window.location.href).href })));
        return new Set(remotes.map((r) => r.name));
      })
      .catch((error: unknown) => {
        console.error('[mf] could not load the remote list', error);
        // Let a later area visit try again instead of failing forever.
        ready = null;
        return new Set<string>();
      });
  }
  return ready;
}

/** Resolves when the list is registered; true when `name` is in it. */
export async function isRemoteRegistered(name: string): Promise<boolean> {
  return (await initRemotes()).has(name);
}
