/**
 * The subscription lifecycle across period ends with billing's injected clock (docs/billing.md
 * "Lifecycle"): upgrades at once with the unused days credited, downgrades and cancels at the period
 * end, Resume, renewals at the price bought, a failed renewal's grace, and the retention after a plan ends.
 */
import { PLAN_CATALOGUE, pendingChangeSummary, planAmountCents } from '@fiji/contracts';
import { BillingClock, addInterval } from '../src/modules/billing/services/billing-clock';
import { BillingHooks } from '../src/modules/billing/services/billing-hooks';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { DemoCheckoutService } from '../src/modules/billing/services/demo-checkout.service';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, HOUR, emailOf, mailsMatching, near, paymentRows, sec, subscribe, subscriptionRow } from './billing-fixtures';
import { playerWithPlan } from './recruiting-fixtures';
import type { Agent } from './helpers';

describe('billing: the subscription lifecycle with the injected clock', () => {
  let t: TestApp;
  let clock: BillingClock;
  let sweep: BillingSweepService;
  /** Accounts whose retained data the purge handlers were asked to delete. */
  const purged: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(BillingClock);
    sweep = t.app.get(BillingSweepService);
    t.app.get(BillingHooks).onRetentionExpired(async (userId) => {
      purged.push(userId);
    });
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  /** Moves the clock to `ms` past `at`. */
  const advanceTo = (at: Date, ms = HOUR) => clock.advance(at.getTime() + ms - clock.now().getTime());
  const status = async (agent: Agent) => (await agent.get('/api/subscription/status').expect(200)).body;
  const view = async (agent: Agent) => (await agent.get('/api/billing/subscription').expect(200)).body;
  const adultPlayer = () => playerWithPlan(t, { age: 25, firstName: 'Seru' });

  it('monthly → annual applies at once: new plan and period now, the annual price charged and the unused days credited', async () => {
    const p = await adultPlayer();
    await subscribe(p.agent, 'player_pro', 'month');
    const before = await subscriptionRow(t, p.userId);
    clock.advance(10 * DAY);
    const at = clock.now();

    const res = await p.agent.post('/api/billing/subscription/change').send({ plan: 'player_pro', interval: 'year' }).expect(200);
    expect(res.body).toMatchObject({
      plan: 'player_pro', interval: 'year', status: 'active', amountCents: planAmountCents('player_pro', 'year'),
      cancelAtPeriodEnd: false, pendingPlan: null, pendingInterval: null, summary: null,
    });
    expect(near(res.body.currentPeriodEnd, addInterval(at, 'year'))).toBe(true);
    const after = await subscriptionRow(t, p.userId);
    expect(near(after.current_period_start, at)).toBe(true);

    const total = before.current_period_end!.getTime() - before.current_period_start!.getTime();
    const credit = Math.floor((1500 * (before.current_period_end!.getTime() - at.getTime())) / total);
    const payments = (await p.agent.get('/api/billing/payments').expect(200)).body.payments as Array<{ direction: string; amountCents: number; kind: string }>;
    expect(payments).toHaveLength(3);
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'subscription', direction: 'charge', amountCents: 1500 }),
        expect.objectContaining({ kind: 'subscription', direction: 'charge', amountCents: planAmountCents('player_pro', 'year') }),
        expect.objectContaining({ kind: 'subscription', direction: 'refund' }),
      ]),
    );
    const refund = payments.find((x) => x.direction === 'refund')!;
    expect(Math.abs(refund.amountCents - credit)).toBeLessThanOrEqual(1);
    expect(refund.amountCents).toBeGreaterThan(900); // about 20 of 30 or 31 days unused
  });

  it('annual → monthly waits for the period end, then renews monthly at the price of that day', async () => {
    const p = await adultPlayer();
    const annual = planAmountCents('player_pro', 'year');
    await subscribe(p.agent, 'player_pro', 'year');
    const bought = await subscriptionRow(t, p.userId);
    const end = bought.current_period_end!;

    const res = await p.agent.post('/api/billing/subscription/change').send({ plan: 'player_pro', interval: 'month' }).expect(200);
    expect(res.body).toMatchObject({ plan: 'player_pro', interval: 'year', pendingInterval: 'month', amountCents: annual, cancelAtPeriodEnd: false });
    expect(res.body.summary).toBe(pendingChangeSummary('player_pro', end, 'player_pro'));
    expect(res.body.summary).toMatch(/^Player Pro until \d{1,2} [A-Z][a-z]{2} \d{4}, then Player Pro$/);
    expect((await paymentRows(t, p.userId)).map((r) => r.amount_cents)).toEqual([annual]);

    const listed = PLAN_CATALOGUE.player_pro.monthlyCents;
    PLAN_CATALOGUE.player_pro.monthlyCents = 1700; // a catalogue price change before the renewal
    try {
      advanceTo(end);
      await sweep.runOnce();
    } finally {
      PLAN_CATALOGUE.player_pro.monthlyCents = listed;
    }
    const renewed = await view(p.agent);
    expect(renewed).toMatchObject({ plan: 'player_pro', interval: 'month', status: 'active', amountCents: 1700, pendingInterval: null, summary: null });
    expect(sec(renewed.currentPeriodEnd)).toBe(sec(addInterval(end, 'month'))); // provider periods are whole seconds
    expect((await paymentRows(t, p.userId)).filter((r) => r.direction === 'charge').map((r) => r.amount_cents)).toEqual([1700, annual]);
  });

  it('cancel shows "Player Pro until <period end>, then Free" and keeps the plan; Resume clears it', async () => {
    const p = await adultPlayer();
    await subscribe(p.agent, 'player_pro', 'month');
    const { current_period_end: end } = await subscriptionRow(t, p.userId);

    const cancelled = await p.agent.post('/api/billing/subscription/cancel').send({ reason: 'Season over' }).expect(200);
    expect(cancelled.body).toMatchObject({ plan: 'player_pro', status: 'active', cancelAtPeriodEnd: true, pendingPlan: 'free' });
    expect(cancelled.body.summary).toBe(pendingChangeSummary('player_pro', end!, 'free'));
    expect(cancelled.body.summary).toMatch(/^Player Pro until \d{1,2} [A-Z][a-z]{2} \d{4}, then Free$/);
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, canContact: true, planType: 'player_pro' });

    // Still paid until the period end.
    advanceTo(end!, -HOUR);
    await sweep.runOnce();
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, canContact: true });

    const resumed = await p.agent.post('/api/billing/subscription/resume').expect(200);
    expect(resumed.body).toMatchObject({ plan: 'player_pro', cancelAtPeriodEnd: false, pendingPlan: null, summary: null });
    await p.agent.post('/api/billing/subscription/resume').expect(409);
  });

  it('an uncancelled plan renews at the period end at the amount it was bought at, even after a catalogue price change', async () => {
    const p = await adultPlayer();
    await subscribe(p.agent, 'player_pro', 'month');
    const { current_period_end: end } = await subscriptionRow(t, p.userId);

    const listed = PLAN_CATALOGUE.player_pro.monthlyCents;
    PLAN_CATALOGUE.player_pro.monthlyCents = 2000;
    try {
      advanceTo(end!);
      await sweep.runOnce();
      await sweep.runOnce(); // a second pass renews nothing more
    } finally {
      PLAN_CATALOGUE.player_pro.monthlyCents = listed;
    }
    const renewed = await view(p.agent);
    expect(renewed).toMatchObject({ plan: 'player_pro', interval: 'month', status: 'active', amountCents: 1500 });
    expect(sec(renewed.currentPeriodEnd)).toBe(sec(addInterval(end!, 'month')));
    const charges = (await p.agent.get('/api/billing/payments').expect(200)).body.payments;
    expect(charges.map((x: { direction: string; amountCents: number }) => [x.direction, x.amountCents])).toEqual([
      ['charge', 1500],
      ['charge', 1500],
    ]);
    expect((await subscriptionRow(t, p.userId)).catalogue_version).toBe(1);
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, canContact: true });
  });

  it('a failed renewal: past_due with 3 days of grace (still entitled), then Free', async () => {
    const p = await adultPlayer();
    await subscribe(p.agent, 'player_pro', 'month');
    const sub = await subscriptionRow(t, p.userId);
    const end = sub.current_period_end!;
    advanceTo(end);

    const demo = t.app.get(DemoCheckoutService);
    const failedAt = clock.now();
    await demo.deliver(
      demo.event(`evt_test_fail_${sub.id}`, 'invoice.payment_failed', {
        id: `in_test_fail_${sub.id}`, subscription: sub.provider_subscription_id, period_start: sec(end),
        period_end: sec(addInterval(end, 'month')), attempt_count: 1, billing_reason: 'subscription_cycle',
      }),
    );
    const graced = await view(p.agent);
    expect(graced).toMatchObject({ plan: 'player_pro', status: 'past_due' });
    expect(near(graced.graceUntil, failedAt.getTime() + 3 * DAY, 2_000)).toBe(true);
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, canContact: true });

    // The sweep within the grace days changes nothing and charges nothing.
    await sweep.runOnce();
    expect((await view(p.agent)).status).toBe('past_due');
    expect(await paymentRows(t, p.userId)).toHaveLength(1);

    clock.advance(3 * DAY);
    await sweep.runOnce();
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: false, canContact: false });
    expect((await view(p.agent)).plan).toBe('free');
  });

  it('a cancelled plan ends at the period end; its retention reminds once 7 days before and purges after 30 days', async () => {
    const p = await adultPlayer();
    const email = await emailOf(t, p.userId);
    await subscribe(p.agent, 'player_pro', 'month');
    const { current_period_end: end } = await subscriptionRow(t, p.userId);
    await p.agent.post('/api/billing/subscription/cancel').send({}).expect(200);

    advanceTo(end!);
    await sweep.runOnce();
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: false, canContact: false, planType: 'free' });
    expect(await view(p.agent)).toMatchObject({ plan: 'free', summary: null, cancelAtPeriodEnd: false });
    const endedAt = clock.now();
    const retention = async () =>
      (
        await t.dataSource.query(`SELECT plan, ended_at, delete_after, reminded_at, purged_at FROM plan_retentions WHERE user_id = $1`, [p.userId])
      ) as Array<{ plan: string; ended_at: Date; delete_after: Date; reminded_at: Date | null; purged_at: Date | null }>;
    const [row] = await retention();
    expect(row).toMatchObject({ plan: 'player_pro', reminded_at: null, purged_at: null });
    expect(near(row!.ended_at, endedAt, 60_000)).toBe(true);
    expect(row!.delete_after.getTime() - row!.ended_at.getTime()).toBe(30 * DAY);

    const reminders = () => mailsMatching(t, email, /will be deleted on/, 1, 0);
    clock.advance(22 * DAY);
    await sweep.runOnce();
    expect(await reminders()).toHaveLength(0);

    clock.advance(DAY + HOUR); // 7 days before the deletion
    await sweep.runOnce();
    await sweep.runOnce();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('/account/billing');
    expect(purged).not.toContain(p.userId);

    clock.advance(7 * DAY);
    await sweep.runOnce();
    const [done] = await retention();
    expect(done!.purged_at).not.toBeNull();
    expect(purged.filter((id) => id === p.userId)).toEqual([p.userId]);
    await sweep.runOnce();
    expect(purged.filter((id) => id === p.userId)).toHaveLength(1);
    expect(await reminders()).toHaveLength(1);
  });

  it('buying again within the 30 days keeps everything: the retention closes without a purge', async () => {
    const p = await adultPlayer();
    await subscribe(p.agent, 'player_pro', 'month');
    const { current_period_end: end } = await subscriptionRow(t, p.userId);
    await p.agent.post('/api/billing/subscription/cancel').send({}).expect(200);
    advanceTo(end!);
    await sweep.runOnce();
    expect((await status(p.agent)).hasValidSubscription).toBe(false);

    clock.advance(10 * DAY);
    await subscribe(p.agent, 'player_pro', 'month');
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, planType: 'player_pro' });
    const rows: Array<{ purged_at: Date | null }> = await t.dataSource.query(`SELECT purged_at FROM plan_retentions WHERE user_id = $1`, [p.userId]);
    expect(rows).toHaveLength(1);
    expect(near(rows[0]!.purged_at, clock.now(), 60_000)).toBe(true);

    clock.advance(25 * DAY);
    await sweep.runOnce();
    expect(purged).not.toContain(p.userId);
    expect(await status(p.agent)).toMatchObject({ hasValidSubscription: true, canContact: true });
  });
});
