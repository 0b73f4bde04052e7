/**
 * Accounts for the browser suites, set up through the API (the demo-login and sign-up screens have
 * their own journeys in site.e2e.ts): sign a browser context in as a demo account, or sign up a
 * fresh account (with a player profile when asked) so a test that changes data shares it with none.
 */
import { request, type APIRequestContext, type APIResponse } from 'playwright-core';
import { siteUrl } from './run-state';
import { twoFactorCode } from './two-factor';

export const DEMO_PASSWORD = 'Bula2024!';

export const DEMO = {
  playerPaid: 'player.paid@demo.fj',
  recruiterPaid: 'recruiter.paid@demo.fj',
  recruiterFree: 'recruiter.free@demo.fj',
  club: 'club@demo.fj',
} as const;

/** The JSON body of a 2xx answer; otherwise throws naming the step, the status and the body. */
export async function expectOk<T>(res: APIResponse, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const clients: APIRequestContext[] = [];

/** An API client with cookies of its own (a second person beside the browser's); see disposeApiClients. */
export async function apiClient(): Promise<APIRequestContext> {
  const api = await request.newContext();
  clients.push(api);
  return api;
}

/** Disposes of every client apiClient made (call it after each test). */
export async function disposeApiClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((api) => api.dispose()));
}

/**
 * Signs an API client in as an existing account; pass a browser context's `request` to sign its pages
 * in (they share the cookie). An account with two-factor on (the demo admin) also passes the code step.
 * `origin`: where to sign in (the site's, or the admin console's own origin: the cookie serves both).
 */
export async function signIn(api: APIRequestContext, email: string, origin: string = siteUrl()): Promise<void> {
  const body = await expectOk<{ twoFactorRequired?: boolean }>(
    await api.post(`${origin}/api/auth/login`, { data: { email, password: DEMO_PASSWORD } }),
    `sign in ${email}`,
  );
  if (body.twoFactorRequired) {
    await expectOk(await api.post(`${origin}/api/auth/2fa/verify`, { data: { code: await twoFactorCode() } }), `second step of ${email}`);
  }
}

let sequence = 0;
/** n in base 26 written with the letters a-z, `width` letters wide. */
const letters = (n: number, width: number): string => {
  let out = '';
  for (let i = 0; i < width; i++, n = Math.floor(n / 26)) out = String.fromCharCode(97 + (n % 26)) + out;
  return out;
};
/** Letters only (names are checked as names): unique across runs, worker processes and calls. */
const uniqueTag = (): string => letters(Date.now(), 10) + letters(process.pid, 4) + letters(sequence++, 2);

export interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** Signs up a new adult account with `role` and leaves `api` (a context's request, or its own) signed in as it. */
export async function signUp(api: APIRequestContext, role: 'player' | 'recruiter' = 'player', firstName = 'Sevuloni'): Promise<Account> {
  const tag = uniqueTag();
  const lastName = `Tiko${tag}`;
  const email = `${firstName}.${lastName}@e2e.example.fj`.toLowerCase();
  const { user } = await expectOk<{ user: { id: string } }>(
    await api.post(`${siteUrl()}/api/auth/signup`, {
      data: { firstName, lastName, email, password: 'Kaivata2026!', role, dob: '2001-05-20' },
    }),
    'sign up',
  );
  return { id: user.id, email, firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/**
 * Signs up a new 17-year-old player (a guardian's consent and email on record) and leaves `api` signed in
 * as them; the guardian's mail lands in DATA_DIR/mail (support/mail.ts).
 */
export async function signUpMinor(api: APIRequestContext, firstName: string, lastName: string): Promise<Account & { guardianEmail: string }> {
  const tag = uniqueTag();
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 17, born.getUTCMonth() - 2);
  const email = `${firstName}.${tag}@e2e.example.fj`.toLowerCase();
  const guardianEmail = `guardian.${tag}@e2e.example.fj`;
  const { user } = await expectOk<{ user: { id: string } }>(
    await api.post(`${siteUrl()}/api/auth/signup`, {
      data: { firstName, lastName, email, password: 'Kaivata2026!', role: 'player', dob: born.toISOString().slice(0, 10), guardianEmail, guardianConsent: true },
    }),
    'sign up a minor',
  );
  return { id: user.id, email, firstName, lastName, fullName: `${firstName} ${lastName}`, guardianEmail };
}

export interface PlayerAccount extends Account {
  playerId: string;
}

/** A valid public profile, the fields a test does not care about. */
export const PROFILE = {
  dob: '2001-05-20',
  heightCm: 182,
  weightKg: 94,
  dominantSide: 'right',
  positions: ['Openside Flanker', 'Number 8'],
  formats: ['15s', '7s'],
  school: 'Queen Victoria School',
  province: 'Tailevu',
  gradYear: 2020,
  bio: 'Fast loose forward who loves the breakdown.',
  contactEmail: 'sevuloni@e2e.example.fj',
  contactPhone: '+679 700 1234',
  visibility: 'public',
};

/** Signs up a player with a public profile; `api` stays signed in as that player. */
export async function signUpPlayerWithProfile(api: APIRequestContext, firstName?: string): Promise<PlayerAccount> {
  const account = await signUp(api, 'player', firstName);
  const profile = await expectOk<{ id: string }>(await api.post(`${siteUrl()}/api/players`, { data: PROFILE }), 'create profile');
  return { ...account, playerId: profile.id };
}

/** The player profile id of a signed-in player account (e.g. a demo player). */
export async function ownPlayerId(api: APIRequestContext): Promise<string> {
  return (await expectOk<{ id: string }>(await api.get(`${siteUrl()}/api/players/me`), 'own profile')).id;
}

