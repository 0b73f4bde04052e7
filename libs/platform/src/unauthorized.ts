import { LIMITS } from '@fiji/contracts';
import { isUnauthorizedError } from './api-client';
import { navigateTo } from './navigation';
import { useSessionStore } from './session-store';
import { toast } from './toast-store';

/** Path of the sign-in portal every expired login is sent to. */
export const LOGIN_PATH = '/demo-login';

let pendingRedirect: ReturnType<typeof setTimeout> | null = null;

/**
 * The spec's expired-login reaction: destructive toast, then /demo-login after 500 ms. Several
 * failing reads at once produce one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (pendingRedirect) return;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  pendingRedirect = setTimeout(() => {
    pendingRedirect = null;
    navigateTo(LOGIN_PATH);
  }, LIMITS.unauthorizedRedirectMs);
}

/** Applies the 401 rule to an error; true when it was an expired login. */
export function handleIfUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  // The server no longer knows us: the session in memory is stale.
  if (useSessionStore.getState().status === 'authenticated') useSessionStore.getState().setUser(null);
  handleUnauthorized();
  return true;
}

/** For tests: forget a scheduled redirect. */
export function resetUnauthorizedForTests(): void {
  if (pendingRedirect) clearTimeout(pendingRedirect);
  pendingRedirect = null;
}
