import type { AuthUserResponse, SessionUser, TwoFactorChallenge } from '@fiji/contracts';
import { navigateTo } from './navigation';
import { apiJson, apiRequest, getQueryFn } from './api-client';
import { queryClient } from './query-client';
import { sessionKeys } from './query-keys';
import { useSessionStore, type SignedOutReason } from './session-store';

/** Query key of the current user (GET /api/auth/user). */
export const SESSION_QUERY_KEY = sessionKeys.user();

/**
 * Asks the server who is signed in and records it. A 401 means anonymous (not the 401 rule: a
 * visitor is not an expired login); a network failure also leaves the visitor signed out.
 */
export async function loadSession(): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  try {
    user = await queryClient.fetchQuery({
      queryKey: SESSION_QUERY_KEY,
      queryFn: getQueryFn<SessionUser | null>({ on401: 'returnNull', url: '/api/auth/user' }),
      // Always ask the server: this is the check, not a cache read.
      staleTime: 0,
      meta: { skipUnauthorizedRedirect: true },
    });
  } catch (error) {
    console.error('Could not load the session', error);
  }
  useSessionStore.getState().setUser(user);
  return user;
}

/** Records a user the server just signed in (login, signup, account update). */
export function setSessionUser(user: SessionUser | null, reason?: SignedOutReason): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  useSessionStore.getState().setUser(user, reason);
}

/** POST /api/auth/demo-login; throws ApiError on failure. */
export async function demoLogin(username: string, password: string): Promise<SessionUser> {
  return signedInOrChallenged(await apiJson<AuthUserResponse | TwoFactorChallenge>('POST', '/api/auth/demo-login', { username, password }));
}

/**
 * Thrown by login/demoLogin when the password was right and the account has two-factor sign-in on:
 * the form then asks for a code and calls verifyTwoFactor.
 */
export class TwoFactorRequiredError extends Error {
  constructor() {
    super('Two-factor code required');
    this.name = 'TwoFactorRequiredError';
  }
}

function signedInOrChallenged(body: AuthUserResponse | TwoFactorChallenge): SessionUser {
  if ('twoFactorRequired' in body) throw new TwoFactorRequiredError();
  afterSignIn(body.user);
  return body.user;
}

/** POST /api/auth/2fa/verify: the login's second step with an app code or a recovery code. */
export async function verifyTwoFactor(answer: { code: string } | { recoveryCode: string }): Promise<SessionUser> {
  const { user } = await apiJson<AuthUserResponse>('POST', '/api/auth/2fa/verify', answer);
  afterSignIn(user);
  return user;
}

/** POST /api/auth/login (email + password); throws ApiError on failure. */
export async function login(email: string, password: string): Promise<SessionUser> {
  return signedInOrChallenged(await apiJson<AuthUserResponse | TwoFactorChallenge>('POST', '/api/auth/login', { email, password }));
}

/** Fields of POST /api/auth/signup (SignupDto in @fiji/contracts). */
export type SignupRequest = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: string;
  dob: string;
  phone?: string;
  guardianEmail?: string;
  guardianConsent?: boolean;
};

/** POST /api/auth/signup: creates the account and signs it in; throws ApiError on failure. */
export async function signup(request: SignupRequest): Promise<SessionUser> {
  const { user } = await apiJson<AuthUserResponse>('POST', '/api/auth/signup', request);
  afterSignIn(user);
  return user;
}

function afterSignIn(user: SessionUser): void {
  // Data cached for a previous visitor must not leak into the new session.
  queryClient.clear();
  setSessionUser(user);
}

/**
 * Ends the session (POST /api/auth/demo-logout): on OK go to /; on failure log and
 * go to / anyway. The user is signed out locally either way.
 */
export async function logout(redirectTo = '/'): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/demo-logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
  endLocalSession(redirectTo);
}

/** Forgets the signed-in user in this page (after logout or account deletion) and goes to `redirectTo`. */
export function endLocalSession(redirectTo = '/'): void {
  navigateTo(redirectTo, { replace: true });
  queryClient.clear();
  setSessionUser(null, 'logout');
}
