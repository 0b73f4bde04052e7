/**
 * Factories for the recruiting tests (contact requests, watchlists): plans written straight to the
 * plan tables, on top of the fresh accounts and profiles of social-fixtures.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './app.factory';
import { newAccount, newPlayer, type TestAccount, type TestPlayer } from './social-fixtures';
import type { UserRole, Visibility } from '@fiji/contracts';
import { grantPlan, userOfPlayer } from './helpers';

/** A recruiting-role account on the paid Recruiter Plan (verified unless told otherwise). */
export async function paidRecruiter(t: TestApp, opts: { role?: UserRole; verified?: boolean; firstName?: string } = {}): Promise<TestAccount> {
  const account = await newAccount(t, opts.role ?? 'recruiter', { verified: opts.verified ?? true, firstName: opts.firstName });
  await t.dataSource.query(`INSERT INTO recruiters (user_id) VALUES ($1)`, [account.userId]);
  await grantPlan(t.dataSource, account.userId, 'recruiter');
  return account;
}

/** A recruiting-role account with no paid plan. */
export const freeRecruiter = (t: TestApp, opts: { firstName?: string } = {}) => newAccount(t, 'recruiter', { verified: true, ...opts });

/** A player profile; `paid` puts it on Player Pro (needed to approve requests). */
export async function playerWithPlan(
  t: TestApp,
  opts: { age?: number; paid?: boolean; visibility?: Visibility; firstName?: string } = {},
): Promise<TestPlayer & { guardianEmail: string | null }> {
  const player = await newPlayer(t, { age: opts.age, visibility: opts.visibility, firstName: opts.firstName });
  if (opts.paid) {
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, player.playerId), 'player_pro');
  }
  const [u]: { guardian_email: string | null }[] = await t.dataSource.query(`SELECT guardian_email FROM users WHERE id = $1`, [player.userId]);
  return { ...player, guardianEmail: u!.guardian_email };
}

/** The .eml files MailService wrote (SMTP_URL unset) whose headers address `to`; polls while jobs run. */
export async function mailsTo(t: TestApp, to: string, timeoutMs = 10_000): Promise<string[]> {
  const dir = join(t.config.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(join(dir, f), 'utf8'))
          .filter((m) => m.split(/\r?\n\r?\n/)[0]!.split(/\r?\n/).includes(`To: ${to}`))
      : [];
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Rows of the notifications table for a user, newest first. */
export const notificationsOf = (t: TestApp, userId: string): Promise<Array<{ type: string; title: string; message: string; related_user_id: string | null }>> =>
  t.dataSource.query(`SELECT type, title, message, related_user_id FROM notifications WHERE user_id = $1 ORDER BY created_at DESC`, [userId]);
