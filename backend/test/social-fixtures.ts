/**
 * Factories for the follows / interests / profile-views tests: fresh accounts (so tests do not depend
 * on order or on seeded data) and their player profiles, written straight to the database.
 */
import type { UserRole, Visibility } from '@fiji/contracts';
import type { TestApp } from './app.factory';
import { dobForAge, signedUp, uniqueEmail, type Agent } from './helpers';

export interface TestPlayer {
  agent: Agent;
  userId: string;
  playerId: string;
  contactEmail: string;
  contactPhone: string;
}

export interface TestAccount {
  agent: Agent;
  userId: string;
}

export async function newPlayer(t: TestApp, opts: { visibility?: Visibility; age?: number; firstName?: string } = {}): Promise<TestPlayer> {
  const age = opts.age ?? 20;
  const minor = age < 18;
  const { agent, id } = await signedUp(t.server, {
    role: 'player',
    firstName: opts.firstName ?? 'Test',
    dob: dobForAge(age),
    ...(minor ? { guardianEmail: uniqueEmail('guardian'), guardianConsent: true } : {}),
  });
  const contactEmail = uniqueEmail('contact');
  const contactPhone = `+679 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  const [row]: { id: string }[] = await t.dataSource.query(
    `INSERT INTO players (user_id, dob, positions, formats, school, province, visibility, contact_email, contact_phone)
     VALUES ($1, $2, '{"Hooker","Lock"}', '{"15s"}', 'Queen Victoria School', 'Tailevu', $3, $4, $5) RETURNING id`,
    [id, dobForAge(age), opts.visibility ?? 'public', contactEmail, contactPhone],
  );
  return { agent, userId: id, playerId: row!.id, contactEmail, contactPhone };
}

/** A fresh account of `role`; `verified` marks it verified by an admin (recruiters-only profiles). */
export async function newAccount(t: TestApp, role: UserRole, opts: { verified?: boolean; firstName?: string } = {}): Promise<TestAccount> {
  const { agent, id } = await signedUp(t.server, { role, firstName: opts.firstName ?? 'Test' });
  if (opts.verified) await t.dataSource.query(`UPDATE users SET verified = true WHERE id = $1`, [id]);
  return { agent, userId: id };
}

/** Notifications go through the queue: poll the player's list briefly until `count` of `type` arrive. */
export async function waitForNotifications(
  agent: Agent,
  type: string,
  count = 1,
  timeoutMs = 5000,
): Promise<Array<{ type: string; title: string; message: string }>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await agent.get('/api/notifications').expect(200)).body as Array<{ type: string; title: string; message: string }>;
    const found = list.filter((n) => n.type === type);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Lets queued jobs settle before asserting that nothing (more) arrived. */
export const settle = (ms = 700) => new Promise((r) => setTimeout(r, ms));
