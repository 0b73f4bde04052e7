import type { TestApp } from './app.factory';
import { subscribe } from './billing-fixtures';
import type { Agent } from './helpers';
import { newAccount, type TestAccount } from './social-fixtures';

/** Completes a plan checkout another way than the demo page's Pay (the Stripe suite: a signed completed event). */
export type CheckoutPayer = (agent: Agent, checkout: { checkoutId: string; url: string }) => Promise<void>;

/** Mentor Pro bought through billing's checkout, as a mentor does (docs/mentoring.md "Mentor Pro"). */
export async function buyMentorPro(agent: Agent, pay?: CheckoutPayer): Promise<void> {
  if (!pay) {
    await subscribe(agent, 'mentor_pro', 'month');
    return;
  }
  const started = await agent.post('/api/billing/checkout').send({ plan: 'mentor_pro', interval: 'month' }).expect(201);
  await pay(agent, started.body as { checkoutId: string; url: string });
}

/**
 * A listed mentor for booking tests (docs/mentoring.md): USD 60 an hour, Fiji time, open every day all
 * day, no notice or buffer, 30- and 60-minute sessions; verified by an admin or not. It buys Mentor Pro
 * through billing's demo checkout (taking bookings needs it, docs/mentoring.md "Mentor Pro") unless
 * `plan` is 'free'; `pay` completes that checkout when the demo provider is not the one in use.
 */
export async function listedMentor(
  t: TestApp,
  isVerified: boolean,
  opts: { plan?: 'mentor_pro' | 'free'; pay?: CheckoutPayer } = {},
): Promise<TestAccount & { mentorId: string }> {
  const acc = await newAccount(t, 'mentor');
  await t.dataSource.query(`INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [acc.userId]);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })));
  // An UPDATE through TypeORM answers [rows, count].
  const [[m]]: [{ id: string }[], number] = await t.dataSource.query(
    `UPDATE mentors SET title = 'Forwards coach', bio = 'Twenty seasons in the front row.', years_experience = 20,
            specializations = '{"Technical Skills"}', languages = '{English}', hourly_rate = 60, currency = 'USD', timezone = 'Pacific/Fiji',
            weekly_availability = $2::jsonb, availability_overrides = '[]', buffer_minutes = 0, min_notice_hours = 0, session_lengths = '{30,60}',
            is_verified = $3, is_active = true
      WHERE user_id = $1 RETURNING id`,
    [acc.userId, weekly, isVerified],
  );
  if ((opts.plan ?? 'mentor_pro') === 'mentor_pro') await buyMentorPro(acc.agent, opts.pay);
  return { ...acc, mentorId: m!.id };
}
