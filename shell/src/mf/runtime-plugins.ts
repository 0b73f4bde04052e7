/**
 * MF runtime plugin of the shell: logs every remote failure with its stage, retries a failed
 * manifest fetch (a deploy or a blip) and a failed remoteEntry script once. What is still failing
 * after that reaches the area's error boundary, which shows a fallback with Retry.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const MANIFEST_RETRIES = 2;
const RETRY_BASE_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'fiji-remote-errors',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MANIFEST_RETRIES; attempt++) {
        if (attempt > 0) await wait(RETRY_BASE_MS * 3 ** (attempt - 1));
        try {
          // Manifests are no-cache on the server; the browser still revalidates them.
          const res = await fetch(url, { ...init, credentials: 'omit' });
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`${res.status}: ${res.statusText}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // Typed loosely: the SDK declares a promise of a promise, the runtime awaits one promise.
    loadEntryError: (({ getRemoteEntry, origin, remoteInfo, remoteEntryExports }: LoadEntryErrorArgs) => {
      console.warn(`[mf] retrying remote entry of ${remoteInfo.name}`);
      return wait(RETRY_BASE_MS).then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }));
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args as { id: string; lifecycle: string; error: unknown };
      console.error(`[mf] remote "${id}" failed at ${lifecycle}`, error);
      // No fallback module: the area's error boundary shows the fallback and Retry.
      return undefined;
    },
  };
}
