import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, planAmountCents } from '@fiji/contracts';
import { PRO_PLACEMENT_SYNC_SQL } from '../src/modules/player/services/pro-placement.service';
import { totpCode as codeOf } from '../src/modules/users/services/totp';

export type Agent = ReturnType<typeof request.agent>;

/**
 * An error body as a client gets it: `requestId` is that response's X-Request-Id, different for every
 * request, so two answers (a hidden object's and a missing one's) compare without it.
 */
export const anyRequestId = <T>(body: T): T & { requestId: unknown } => ({ ...(body as object), requestId: expect.any(String) }) as T & { requestId: unknown };

/** A JSON answer's bytes without its `requestId` (per request), for byte-for-byte comparisons of the rest. */
export const sansRequestId = (text: string): string => text.replace(/,"requestId":"[^"]*"/, '');

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

/** YYYY-MM-DD of someone `years` old today (minus `days` days older). */
export function dobForAge(years: number, extraDays = 10): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
}

/**
 * A cookie-keeping client signed in as a demo/seeded account (or any account, with its password).
 * An account with two-factor on (the demo admin always) also passes the second step with a code
 * computed from its TOTP secret (DEMO_ADMIN_TOTP_SECRET unless given).
 */
export async function signedIn(server: Server, email: string, password = DEMO_PASSWORD, totpSecret = DEMO_ADMIN_TOTP_SECRET): Promise<Agent> {
  const agent = request.agent(server);
  const res = await agent.post('/api/auth/login').send({ email, password }).expect(200);
  if (res.body.twoFactorRequired) await agent.post('/api/auth/2fa/verify').send({ code: await totpCode(totpSecret) }).expect(200);
  return agent;
}

/**
 * Turns two-factor sign-in on for a signed-in account, as Profile Settings does; returns its secret.
 * An admin made in a test (UPDATE users SET role = 'admin') needs it before any /api/admin call.
 */
export async function enableTwoFactor(agent: Agent): Promise<string> {
  const { body } = await agent.post('/api/auth/2fa/setup').expect(200);
  await agent.post('/api/auth/2fa/enable').send({ code: await codeOf(body.secret) }).expect(200);
  return body.secret as string;
}

/** The current TOTP code of a base32 secret (what the authenticator app shows). */
export const totpCode = (secret: string = DEMO_ADMIN_TOTP_SECRET): Promise<string> => codeOf(secret);

/** A new adult account (signed in) for tests that change or delete data. */
export async function signedUp(server: Server, overrides: Record<string, unknown> = {}): Promise<{ agent: Agent; email: string; password: string; id: string }> {
  const agent = request.agent(server);
  const email = (overrides.email as string) ?? uniqueEmail();
  const password = (overrides.password as string) ?? 'Sup3r-secret!';
  const res = await agent
    .post('/api/auth/signup')
    .send({ firstName: 'Test', lastName: 'User', email, password, role: 'player', dob: dobForAge(25), ...overrides })
    .expect(201);
  return { agent, email, password, id: res.body.user.id };
}

/**
 * Puts an account on a plan as a completed checkout would (billing's `subscriptions`, and the search
 * placement flag billing's plan hooks keep), for tests that need a paid viewer without walking the
 * checkout (test/billing*.int-spec.ts walks it).
 */
export async function grantPlan(
  db: { query(sql: string, params?: unknown[]): Promise<unknown> },
  userId: string,
  plan: 'player_pro' | 'recruiter' | 'mentor_pro' | 'free',
  status: 'active' | 'past_due' | 'cancelled' = 'active',
): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (user_id, plan, status, amount_cents, current_period_start, current_period_end)
     VALUES ($1, $2, $3, $4, now(), now() + interval '1 month')
     ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents`,
    [userId, plan, status, plan === 'free' ? 0 : planAmountCents(plan, 'month')],
  );
  await db.query(PRO_PLACEMENT_SYNC_SQL, [userId]);
}

export async function userOfPlayer(db: { query(sql: string, params?: unknown[]): Promise<unknown> }, playerId: string): Promise<string> {
  const rows = (await db.query(`SELECT user_id FROM players WHERE id = $1`, [playerId])) as { user_id: string }[];
  return rows[0]!.user_id;
}
