import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import request from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';

export type Agent = ReturnType<typeof request.agent>;

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

/** YYYY-MM-DD of someone `years` old today (minus `days` days older). */
export function dobForAge(years: number, extraDays = 10): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - extraDays);
  return d.toISOString().slice(0, 10);
}

/** A cookie-keeping client signed in as a demo/seeded account (or any account, with its password). */
export async function signedIn(server: Server, email: string, password = DEMO_PASSWORD): Promise<Agent> {
  const agent = request.agent(server);
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}

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
