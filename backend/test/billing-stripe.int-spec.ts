/**
 * The Stripe path offline (docs/billing.md "Providers"): the real app with both Stripe keys set and
 * STRIPE_API_URL pointing the SDK at a local fake (stripe-fake.ts); webhooks signed with the SDK's own
 * test helper, as Stripe signs them.
 */
import Stripe from 'stripe';
import request from 'supertest';
import { ERROR_CODES, planAmountCents } from '@fiji/contracts';
import { BillingClock, addInterval } from '../src/modules/billing/services/billing-clock';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { createTestApp, type TestApp } from './app.factory';
import { listedMentor } from './mentoring-fixtures';
import { freeRecruiter } from './recruiting-fixtures';
import { newAccount } from './social-fixtures';
import type { TestAccount } from './social-fixtures';
import { StripeFake, type FormTree, type StripeEvent } from './stripe-fake';

const SECRET_KEY = 'sk_test_offline_fake_key';
const WEBHOOK_SECRET = 'whsec_offline_fake_secret';
const sdk = new Stripe(SECRET_KEY, { telemetry: false });

const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}): string =>
  sdk.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET, ...(opts.timestamp ? { timestamp: opts.timestamp } : {}) });

const sec = (d: Date | string): number => Math.floor(new Date(d).getTime() / 1000);

describe('billing: the Stripe provider against a local fake of its API', () => {
  let t: TestApp;
  const fake = new StripeFake();

  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url });
  });
  afterAll(async () => {
    await t?.close();
    await fake.stop();
  });

  /** POSTs a delivery to the Stripe webhook the way Stripe does: the exact bytes, signed. */
  const deliver = (payload: string, signature: string) =>
    request(t.server).post('/api/billing/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);

  /** Delivers `event` and waits until the job has applied it; answers its outcome. */
  async function deliverApplied(event: StripeEvent, timeoutMs = 10_000): Promise<string> {
    const payload = JSON.stringify(event);
    await deliver(payload, sign(payload)).expect(200, { received: true });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row]: { applied_at: Date | null; outcome: string | null }[] = await t.dataSource.query(
        `SELECT applied_at, outcome FROM billing_events WHERE provider = 'stripe' AND event_id = $1`,
        [event.id],
      );
      if (row?.applied_at) return row.outcome!;
      if (Date.now() > deadline) throw new Error(`event ${event.id} not applied (${row?.outcome ?? 'not stored'})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Completes a plan checkout the Stripe way: the signed checkout.session.completed of its Checkout Session. */
  const payOnStripe = async (_agent: unknown, checkout: { url: string }): Promise<void> => {
    const session = [...fake.sessions.values()].find((s) => s.url === checkout.url)!;
    expect(await deliverApplied(fake.complete(session.id))).toBe('applied');
  };

  const storedEvents = async (eventId: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_events WHERE event_id = $1`, [eventId]))[0].n as number;

  const subscriptionOf = async (userId: string) =>
    (
      await t.dataSource.query(
        `SELECT plan, "interval", status, current_period_start, current_period_end, provider, provider_customer_id, provider_subscription_id
           FROM subscriptions WHERE user_id = $1`,
        [userId],
      )
    )[0] as {
      plan: string; interval: string; status: string; current_period_start: Date; current_period_end: Date; provider: string;
      provider_customer_id: string | null; provider_subscription_id: string | null;
    } | undefined;

  /** A recruiter who started a monthly Recruiter Plan checkout: its id, our answer and the session the fake created. */
  async function startCheckout(account: TestAccount, returnTo = '/account/billing', interval: 'month' | 'year' = 'month') {
    const before = fake.calls('POST', '/v1/checkout/sessions').length;
    const res = await account.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval, returnTo }).expect(201);
    const created = fake.calls('POST', '/v1/checkout/sessions');
    expect(created).toHaveLength(before + 1);
    const sessionId = [...fake.sessions.values()].find((s) => s.client_reference_id === res.body.checkoutId)!.id;
    return { checkoutId: res.body.checkoutId as string, url: res.body.url as string, sent: created[created.length - 1]!, sessionId };
  }

  /** A recruiter on the Recruiter Plan (monthly unless asked) through Stripe: the checkout, the completed session delivered. */
  async function subscribed(interval: 'month' | 'year' = 'month') {
    const account = await freeRecruiter(t);
    const { sessionId, checkoutId } = await startCheckout(account, '/account/billing', interval);
    const completed = fake.complete(sessionId);
    expect(await deliverApplied(completed)).toBe('applied');
    const object = completed.data.object as { subscription: string; customer: string };
    return { account, checkoutId, subscriptionId: object.subscription, customerId: object.customer };
  }

  it('POST /api/billing/checkout opens a Stripe Checkout Session priced from our catalogue', async () => {
    const account = await freeRecruiter(t);
    const { checkoutId, url, sent, sessionId } = await startCheckout(account, '/player/abc?tab=bio');
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const item = (sent.body.line_items as FormTree)['0'] as FormTree;
    expect(item).toEqual({
      quantity: '1',
      price_data: { currency: 'usd', unit_amount: String(planAmountCents('recruiter', 'month')), product_data: { name: expect.stringContaining('Recruiter') }, recurring: { interval: 'month' } },
    });
    expect(item.price_data).toMatchObject({ unit_amount: '9900' });
    expect(sent.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: checkoutId,
      metadata: { checkoutId },
      success_url: `${t.config.publicUrl}/player/abc?tab=bio&checkout=${checkoutId}`,
      cancel_url: `${t.config.publicUrl}/player/abc?tab=bio&checkout=${checkoutId}&cancelled=1`,
    });
    const [row] = await t.dataSource.query(`SELECT provider, provider_session_id, amount_cents FROM checkouts WHERE id = $1`, [checkoutId]);
    expect(row).toEqual({ provider: 'stripe', provider_session_id: sessionId, amount_cents: 9900 });
  });

  it('a signed checkout.session.completed pays the account, stores the Stripe ids, and three deliveries are one payment', async () => {
    const account = await freeRecruiter(t);
    const { sessionId } = await startCheckout(account);
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
    const completed = fake.complete(sessionId);
    const payload = JSON.stringify(completed);
    for (let i = 0; i < 3; i++) await deliver(payload, sign(payload)).expect(200, { received: true });
    expect(await deliverApplied(completed)).toBe('applied');
    expect(await storedEvents(completed.id)).toBe(1);

    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(true);
    const object = completed.data.object as { subscription: string; customer: string; invoice: string };
    expect(await subscriptionOf(account.userId)).toMatchObject({
      plan: 'recruiter', interval: 'month', status: 'active', provider: 'stripe',
      provider_subscription_id: object.subscription, provider_customer_id: object.customer,
    });
    const payments = await t.dataSource.query(`SELECT direction, amount_cents, provider, provider_ref FROM payments WHERE user_id = $1`, [account.userId]);
    expect(payments).toEqual([{ direction: 'charge', amount_cents: 9900, provider: 'stripe', provider_ref: object.invoice }]);

    // Stripe's invoice.paid for that first invoice is the same charge, not a second one.
    const first = await subscriptionOf(account.userId);
    await deliverApplied(fake.invoicePaid(object.subscription, { start: sec(first!.current_period_start), end: sec(first!.current_period_end) }, { billingReason: 'subscription_create', invoiceId: object.invoice }));
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1`, [account.userId])).toEqual([{ n: 1 }]);
  });

  it('a mentoring session is paid through a Stripe Checkout Session of mode payment; the completed event marks the session paid', async () => {
    const mentor = await listedMentor(t, false, { pay: payOnStripe });
    const player = await newAccount(t, 'player');
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(4, 0, 0, 0);
    const before = fake.calls('POST', '/v1/checkout/sessions').length;
    const booked = await player.agent.post('/api/mentoring/bookings')
      .send({ mentorId: mentor.mentorId, start: start.toISOString(), durationMinutes: 30, sessionType: 'individual' }).expect(201);
    const created = fake.calls('POST', '/v1/checkout/sessions');
    expect(created).toHaveLength(before + 1);
    const sent = created[created.length - 1]!;
    expect(sent.body).toMatchObject({ mode: 'payment', success_url: expect.stringContaining('/mentoring/sessions?checkout=') });
    expect(((sent.body.line_items as FormTree)['0'] as FormTree).price_data).toMatchObject({ unit_amount: '3000', currency: 'usd' });
    const stripeSession = [...fake.sessions.values()].find((s) => s.url === booked.body.checkoutUrl)!;
    expect(await deliverApplied(fake.complete(stripeSession.id))).toBe('applied');
    const view = (await player.agent.get(`/api/mentoring/sessions/${booked.body.sessionId}`).expect(200)).body;
    expect(view).toMatchObject({ paid: true, status: 'scheduled', holdExpiresAt: null });
    const [paid] = await t.dataSource.query(
      `SELECT status, gross_cents, platform_fee_cents, processing_fee_cents, net_cents FROM session_payments WHERE session_id = $1`,
      [booked.body.sessionId],
    );
    // Stripe's fee (2.9% + 30¢ of 3000 = 117) read from the charge's balance transaction; 15% platform fee.
    expect(paid).toEqual({ status: 'paid', gross_cents: 3000, platform_fee_cents: 450, processing_fee_cents: 117, net_cents: 2433 });
    const asked = fake.calls('GET', /^\/v1\/payment_intents\//).at(-1)!;
    expect(Object.values(asked.body.expand as FormTree)).toEqual(['latest_charge.balance_transaction']);
    const earnings = (await mentor.agent.get('/api/mentoring/earnings').expect(200)).body.rows as Array<{ id: string }>;
    expect(earnings.find((r) => r.id === booked.body.sessionId)).toMatchObject({ grossCents: 3000, feeCents: 567, netCents: 2433 });
  });

  it("Stripe's fee on a mentor's payment: converted back from another settlement currency, 0 while unsettled, never above the mentor's share; AMA places too", async () => {
    const mentor = await listedMentor(t, false, { pay: payOnStripe });
    const player = await newAccount(t, 'player');
    const bookAndPay = async (hour: number) => {
      const start = new Date(Date.now() + 4 * 86_400_000);
      start.setUTCHours(hour, 0, 0, 0);
      const booked = await player.agent.post('/api/mentoring/bookings')
        .send({ mentorId: mentor.mentorId, start: start.toISOString(), durationMinutes: 30, sessionType: 'individual' }).expect(201);
      const stripeSession = [...fake.sessions.values()].find((s) => s.url === booked.body.checkoutUrl)!;
      expect(await deliverApplied(fake.complete(stripeSession.id))).toBe('applied');
      const [row] = await t.dataSource.query(`SELECT platform_fee_cents, processing_fee_cents, net_cents FROM session_payments WHERE session_id = $1`, [booked.body.sessionId]);
      return row;
    };
    try {
      // Settled in FJD at 2.25: 6750 FJD, fee 226 FJD = 100 USD cents.
      fake.settlement = { fee: (a) => Math.round(a * 0.029) + 30, currency: 'fjd', rate: 2.25 };
      expect(await bookAndPay(2)).toEqual({ platform_fee_cents: 450, processing_fee_cents: 100, net_cents: 2450 });
      fake.settlement = { fee: () => 500, settled: false };
      expect(await bookAndPay(4)).toEqual({ platform_fee_cents: 450, processing_fee_cents: 0, net_cents: 2550 });
      fake.settlement = { fee: () => 9000 };
      expect(await bookAndPay(6)).toEqual({ platform_fee_cents: 450, processing_fee_cents: 2550, net_cents: 0 });

      fake.settlement = { fee: (a) => Math.round(a * 0.029) + 30 };
      const ama = await mentor.agent.post('/api/mentoring/ama-events')
        .send({ title: 'Stripe AMA', scheduledAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), price: 12.5, capacity: 5 }).expect(201);
      const reg = await player.agent.post(`/api/mentoring/ama-events/${ama.body.id}/registrations`).expect(201);
      const stripeSession = [...fake.sessions.values()].find((s) => s.url === reg.body.checkoutUrl)!;
      expect(await deliverApplied(fake.complete(stripeSession.id))).toBe('applied');
      const [place] = await t.dataSource.query(`SELECT gross_cents, platform_fee_cents, processing_fee_cents, net_cents FROM ama_payments WHERE registration_id = $1`, [reg.body.id]);
      expect(place).toEqual({ gross_cents: 1250, platform_fee_cents: 188, processing_fee_cents: 66, net_cents: 996 });
    } finally {
      fake.settlement = { fee: (a) => Math.round(a * 0.029) + 30 };
    }
  });

  it('refuses a tampered body, a wrong secret and a stale timestamp with 400 INVALID_SIGNATURE, storing nothing', async () => {
    const account = await freeRecruiter(t);
    const { sessionId } = await startCheckout(account);
    const completed = fake.complete(sessionId);
    const payload = JSON.stringify(completed);
    const tampered = payload.replace('"amount_total":9900', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const refusals = [
      await deliver(tampered, sign(payload)),
      await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      await deliver(payload, 'not a signature'),
      await request(t.server).post('/api/billing/webhooks/stripe').set('Content-Type', 'application/json').send(payload),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ERROR_CODES.INVALID_SIGNATURE);
    }
    expect(await storedEvents(completed.id)).toBe(0);
    expect(await subscriptionOf(account.userId)).toBeUndefined();
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
    // A signature 299 s old is still inside the tolerance.
    await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 299 })).expect(200);
  });

  it('the app refuses to start with only one of the two Stripe keys', async () => {
    const together = /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/;
    await expect(createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: '' })).rejects.toThrow(together);
    await expect(createTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET })).rejects.toThrow(together);
  });

  it('has no demo webhook and no demo pay button while Stripe is configured', async () => {
    const account = await freeRecruiter(t);
    const { checkoutId } = await startCheckout(account);
    const payload = JSON.stringify(fake.event('checkout.session.completed', { client_reference_id: checkoutId }));
    await request(t.server).post('/api/billing/webhooks/demo').set('Content-Type', 'application/json').set('Stripe-Signature', sign(payload)).send(payload).expect(404);
    await account.agent.post(`/api/billing/demo/checkouts/${checkoutId}/pay`).expect(404);
  });

  it('cancel and resume set cancel_at_period_end on the Stripe subscription', async () => {
    const { account, subscriptionId } = await subscribed();
    const path = `/v1/subscriptions/${subscriptionId}`;
    const cancelled = await account.agent.post('/api/billing/subscription/cancel').send({ reason: 'Season over' }).expect(200);
    expect(cancelled.body).toMatchObject({ cancelAtPeriodEnd: true, pendingPlan: 'free' });
    expect(fake.calls('POST', path).map((r) => r.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    await account.agent.post('/api/billing/subscription/resume').expect(200);
    expect(fake.calls('POST', path).map((r) => r.body)).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
  });

  it('monthly → annual updates the Stripe subscription at once with proration and the annual price', async () => {
    const { account, subscriptionId } = await subscribed();
    const path = `/v1/subscriptions/${subscriptionId}`;
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!;
    const changed = await account.agent.post('/api/billing/subscription/change').send({ plan: 'recruiter', interval: 'year' }).expect(200);
    expect(changed.body).toMatchObject({ plan: 'recruiter', interval: 'year', amountCents: planAmountCents('recruiter', 'year') });
    expect(fake.calls('GET', path)).toHaveLength(1);
    const [update] = fake.calls('POST', path);
    expect(update!.body).toMatchObject({
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
      items: { 0: { id: item.id, price_data: { currency: 'usd', unit_amount: '95040', product: item.price.product, recurring: { interval: 'year' } } } },
      metadata: { plan: 'recruiter' },
    });
    expect(fake.subscriptions.get(subscriptionId)!.items.data[0]!.price).toMatchObject({ unit_amount: 95040, recurring: { interval: 'year' } });

    // Stripe's invoice for the change (always_invoice) is the charge and credit the change already wrote, not a third row.
    const ledger = await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 ORDER BY direction, amount_cents`, [account.userId]);
    const row = (await subscriptionOf(account.userId))!;
    const credit = ledger.find((p: { direction: string }) => p.direction === 'refund')?.amount_cents ?? 0;
    const invoice = fake.invoicePaid(subscriptionId, { start: sec(row.current_period_start), end: sec(row.current_period_end) }, { billingReason: 'subscription_update', amount: 95040 - credit });
    expect(await deliverApplied(invoice)).toBe('applied');
    expect(await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 ORDER BY direction, amount_cents`, [account.userId])).toEqual(ledger);
    expect((await subscriptionOf(account.userId))!).toMatchObject({ interval: 'year', status: 'active' });
  });

  it('annual → monthly waits for the period end: a subscription schedule bills the next period monthly and nothing now; undoing releases it', async () => {
    const { account, subscriptionId } = await subscribed('year');
    const sub = fake.subscriptions.get(subscriptionId)!;
    const annualPrice = { ...sub.items.data[0]!.price };
    const paymentsBefore = await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 ORDER BY created_at`, [account.userId]);

    const changed = await account.agent.post('/api/billing/subscription/change').send({ plan: 'recruiter', interval: 'month' }).expect(200);
    expect(changed.body).toMatchObject({ plan: 'recruiter', interval: 'year', pendingInterval: 'month' });
    expect(sub.schedule).toMatch(/^sub_sched_/);
    const schedule = fake.schedules.get(sub.schedule!)!;
    const period = fake.periods.get(subscriptionId)!;
    expect(schedule).toMatchObject({ status: 'active', end_behavior: 'release' });
    expect(schedule.phases).toEqual([
      { items: { 0: { price: annualPrice.id, quantity: '1' } }, start_date: String(period.start), end_date: String(period.end) },
      {
        items: { 0: { price_data: { currency: 'usd', unit_amount: String(planAmountCents('recruiter', 'month')), product: annualPrice.product, recurring: { interval: 'month' } }, quantity: '1' } },
        duration: { interval: 'month', interval_count: '1' },
        metadata: { plan: 'recruiter' },
      },
    ]);
    expect(fake.calls('POST', `/v1/subscription_schedules/${schedule.id}`)[0]!.body).toMatchObject({ proration_behavior: 'none' });
    // This period stays annual and paid: the subscription's own price is untouched and nothing is charged or credited.
    expect(sub.items.data[0]!.price).toEqual(annualPrice);
    expect(fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).filter((r) => r.body.items)).toHaveLength(0);
    expect(await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 ORDER BY created_at`, [account.userId])).toEqual(paymentsBefore);

    // Choosing the annual plan again: the schedule is released, so Stripe renews the annual plan as it is.
    const undone = await account.agent.post('/api/billing/subscription/change').send({ plan: 'recruiter', interval: 'year' }).expect(200);
    expect(undone.body).toMatchObject({ interval: 'year', pendingInterval: null });
    expect(fake.schedules.get(schedule.id)!.status).toBe('released');
    expect(sub.schedule).toBeNull();

    // Downgrade again, then cancel: the schedule goes and cancel_at_period_end is accepted (Stripe refuses it on a scheduled subscription).
    await account.agent.post('/api/billing/subscription/change').send({ plan: 'recruiter', interval: 'month' }).expect(200);
    const second = sub.schedule!;
    expect(second).toMatch(/^sub_sched_/);
    await account.agent.post('/api/billing/subscription/cancel').send({}).expect(200);
    expect(fake.schedules.get(second)!.status).toBe('released');
    expect(sub.cancel_at_period_end).toBe(true);
    // Resume keeps the annual plan going at Stripe too.
    await account.agent.post('/api/billing/subscription/resume').expect(200);
    expect(sub.cancel_at_period_end).toBe(false);
    expect(sub.schedule).toBeNull();
  });

  it('a cancel undone by choosing the current plan again is undone at Stripe too', async () => {
    const { account, subscriptionId } = await subscribed();
    await account.agent.post('/api/billing/subscription/change').send({ plan: 'free', interval: 'month' }).expect(200);
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    const kept = await account.agent.post('/api/billing/subscription/change').send({ plan: 'recruiter', interval: 'month' }).expect(200);
    expect(kept.body).toMatchObject({ cancelAtPeriodEnd: false });
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(false);
  });

  it('the Customer Portal link comes from Stripe for the stored customer', async () => {
    const { account, customerId } = await subscribed();
    const res = await account.agent.get('/api/billing/portal').expect(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const [sent] = fake.calls('POST', '/v1/billing_portal/sessions').slice(-1);
    expect(sent!.body).toEqual({ customer: customerId, return_url: `${t.config.publicUrl}/account/billing` });
    expect((await account.agent.get('/api/billing/subscription').expect(200)).body.portalAvailable).toBe(true);
    // An account with no Stripe customer has no portal.
    const free = await freeRecruiter(t);
    await free.agent.get('/api/billing/portal').expect(404);
    expect((await free.agent.get('/api/billing/subscription').expect(200)).body.portalAvailable).toBe(false);
  });

  it("invoice.paid for the next period moves the period end; customer.subscription.deleted ends the plan", async () => {
    const { account, subscriptionId } = await subscribed();
    const before = (await subscriptionOf(account.userId))!;
    const start = sec(before.current_period_end);
    const end = sec(addInterval(new Date(start * 1000), 'month'));
    const renewal = fake.invoicePaid(subscriptionId, { start, end }, { previousStart: sec(before.current_period_start) });
    expect(await deliverApplied(renewal)).toBe('applied');
    const after = (await subscriptionOf(account.userId))!;
    expect(sec(after.current_period_end)).toBe(end);
    expect(sec(after.current_period_start)).toBe(start);
    expect(after.status).toBe('active');
    const charges = await t.dataSource.query(`SELECT amount_cents, provider_ref FROM payments WHERE user_id = $1 AND direction = 'charge' ORDER BY created_at`, [account.userId]);
    expect(charges).toHaveLength(2);
    expect(charges[1]).toEqual({ amount_cents: 9900, provider_ref: renewal.data.object.id });

    expect(await deliverApplied(fake.subscriptionDeleted(subscriptionId))).toBe('applied');
    expect((await subscriptionOf(account.userId))!.status).toBe('cancelled');
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
  });

  it('invoice.payment_failed for the next period puts the plan in grace (past_due), still paid', async () => {
    const { account, subscriptionId } = await subscribed();
    const before = (await subscriptionOf(account.userId))!;
    const start = sec(before.current_period_end);
    const failed = fake.invoicePaymentFailed(subscriptionId, { start, end: sec(addInterval(new Date(start * 1000), 'month')) }, sec(before.current_period_start));
    expect(await deliverApplied(failed)).toBe('applied');
    expect((await subscriptionOf(account.userId))!.status).toBe('past_due');
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(true);
  });

  it('grace running out cancels the Stripe subscription (retried while Stripe is unreachable); a renewal Stripe charges afterwards is refunded and buys nothing', async () => {
    const clock = t.app.get(BillingClock);
    const sweep = t.app.get(BillingSweepService);
    const { account, subscriptionId } = await subscribed();
    const path = `/v1/subscriptions/${subscriptionId}`;
    const row = (await subscriptionOf(account.userId))!;
    const next = { start: sec(row.current_period_end), end: sec(addInterval(row.current_period_end, 'month')) };
    const failed = fake.invoicePaymentFailed(subscriptionId, next, sec(row.current_period_start));
    expect(await deliverApplied(failed)).toBe('applied');
    expect((await subscriptionOf(account.userId))!.status).toBe('past_due');
    try {
      // Still within the 3 days: nothing ends, Stripe is not told anything.
      clock.advance(failed.created * 1000 + 2 * 86_400_000 - clock.now().getTime());
      await sweep.runOnce();
      expect((await subscriptionOf(account.userId))!.status).toBe('past_due');
      expect(fake.calls('DELETE', path)).toHaveLength(0);

      // Grace over while Stripe is unreachable: the plan ends here at once, and the cancel is retried until Stripe answers.
      fake.down = true;
      clock.advance(failed.created * 1000 + 3 * 86_400_000 + 60_000 - clock.now().getTime());
      await sweep.runOnce();
      expect((await subscriptionOf(account.userId))!.status).toBe('cancelled');
      expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
      // The first attempt fails (after the SDK's own retries) and stays recorded for another try.
      const failedAttempt = async () =>
        (await t.dataSource.query(
          `SELECT count(*)::int AS n FROM job_records WHERE name = 'billing.cancel-at-provider' AND payload->>'providerSubscriptionId' = $1 AND last_error IS NOT NULL`,
          [subscriptionId],
        ))[0].n as number;
      const deadline = Date.now() + 15_000;
      while ((await failedAttempt()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await failedAttempt()).toBe(1);
      expect(fake.calls('GET', path).length).toBeGreaterThan(0);
      expect(fake.subscriptions.get(subscriptionId)!.status).toBe('active');
      fake.down = false;
      const until = Date.now() + 30_000;
      while (fake.subscriptions.get(subscriptionId)!.status !== 'canceled' && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
      expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
      const cancels = fake.calls('DELETE', path);
      expect(cancels[cancels.length - 1]!.idempotencyKey).toBe(`cancel-now-${subscriptionId}`);
    } finally {
      fake.down = false;
      clock.reset();
    }

    // Stripe's retry of that renewal succeeds after all (sent before it saw the cancel): refunded through Stripe, no plan.
    const late = fake.invoicePaid(subscriptionId, next, { previousStart: sec(row.current_period_start) });
    const invoiceId = (late.data.object as { id: string }).id;
    expect(await deliverApplied(late)).toBe('applied: refunded, the plan had ended');
    const refunds = fake.calls('POST', '/v1/refunds').filter((r) => r.body.payment_intent === fake.invoicePayments.get(invoiceId));
    expect(refunds.map((r) => r.body)).toEqual([{ payment_intent: fake.invoicePayments.get(invoiceId), amount: '9900' }]);
    expect(refunds[0]!.idempotencyKey).toBe(`refund-invoice-${invoiceId}`);
    const ledger = await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 AND provider_ref = $2 ORDER BY direction`, [account.userId, invoiceId]);
    expect(ledger).toEqual([{ direction: 'charge', amount_cents: 9900 }, { direction: 'refund', amount_cents: 9900 }]);
    // The same invoice again (another delivery of Stripe's retry) refunds nothing more.
    expect(await deliverApplied(fake.event('invoice.paid', late.data.object))).toBe('ignored: already refunded');
    expect(fake.calls('POST', '/v1/refunds').filter((r) => r.body.payment_intent === fake.invoicePayments.get(invoiceId))).toHaveLength(1);

    const after = (await subscriptionOf(account.userId))!;
    expect(after.status).toBe('cancelled');
    expect(sec(after.current_period_end)).toBe(next.start);
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
    expect((await account.agent.get('/api/billing/subscription').expect(200)).body).toMatchObject({ plan: 'free', entitlements: { canContact: false } });
    const [{ unrefunded }] = await t.dataSource.query(
      `SELECT coalesce(sum(CASE direction WHEN 'charge' THEN amount_cents ELSE -amount_cents END), 0)::int AS unrefunded FROM payments WHERE user_id = $1`,
      [account.userId],
    );
    // Only the first month's charge stands (it was used); nothing after the plan ended.
    expect(unrefunded).toBe(9900);
  });

  it('extra seats are the Stripe subscription item quantity: the rest of the period charged at once, no payment-mode checkout, then renewed with the plan', async () => {
    const { account, subscriptionId } = await subscribed();
    const sessionsBefore = fake.calls('POST', '/v1/checkout/sessions').length;
    const res = await account.agent.post('/api/billing/checkout').send({ seats: 2, returnTo: '/account/billing' }).expect(201);
    const checkoutId = res.body.checkoutId as string;
    expect(res.body.url).toBe(`/account/billing?checkout=${checkoutId}`);
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(sessionsBefore);
    const update = fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!;
    expect(update.body).toMatchObject({ items: { 0: { id: item.id, quantity: '3' } }, proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' });
    expect(update.idempotencyKey).toBe(`seats-${checkoutId}`);
    expect(item.quantity).toBe(3);
    expect((await account.agent.get(`/api/billing/checkouts/${checkoutId}`).expect(200)).body).toMatchObject({ kind: 'seats', status: 'completed' });
    expect((await account.agent.get('/api/billing/seats').expect(200)).body.total).toBe(3);
    const [seatCharge] = await t.dataSource.query(`SELECT amount_cents, provider_ref FROM payments WHERE user_id = $1 AND kind = 'seats'`, [account.userId]);
    // Stripe's prorated invoice for 2 seats over (nearly) the whole month is what the ledger records.
    expect(seatCharge).toEqual({ amount_cents: expect.any(Number), provider_ref: expect.stringMatching(/^in_/) });
    expect(seatCharge.amount_cents).toBeGreaterThan(19_000);
    expect(seatCharge.amount_cents).toBeLessThanOrEqual(19_800);
    expect((await account.agent.get('/api/billing/subscription').expect(200)).body).toMatchObject({ seats: 3, amountCents: 29_700, seatAmountCents: 9_900 });

    // The next renewal bills the plan and both seats.
    const row = (await subscriptionOf(account.userId))!;
    const renewal = fake.invoicePaid(subscriptionId, { start: sec(row.current_period_end), end: sec(addInterval(row.current_period_end, 'month')) }, { previousStart: sec(row.current_period_start) });
    expect(await deliverApplied(renewal)).toBe('applied');
    const [renewed] = await t.dataSource.query(`SELECT amount_cents FROM payments WHERE provider_ref = $1`, [(renewal.data.object as { id: string }).id]);
    expect(renewed).toEqual({ amount_cents: 29_700 });
  });

  it('a customer.subscription.deleted that arrives before its checkout waits, then ends the plan', async () => {
    const account = await freeRecruiter(t);
    const { sessionId } = await startCheckout(account);
    const completed = fake.complete(sessionId);
    const deleted = fake.subscriptionDeleted((completed.data.object as { subscription: string }).subscription);
    expect(await deliverApplied(deleted, 1_500).catch((e: Error) => e.message)).toMatch(/not applied \(deferred\)/);
    await deliverApplied(completed);
    const deadline = Date.now() + 10_000;
    while ((await subscriptionOf(account.userId))?.status !== 'cancelled' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect((await subscriptionOf(account.userId))!.status).toBe('cancelled');
    expect((await account.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
  });

  it('an invoice.paid that arrives before its checkout waits and is applied once the subscription exists', async () => {
    const account = await freeRecruiter(t);
    const { sessionId } = await startCheckout(account);
    const completed = fake.complete(sessionId);
    const { subscription: subscriptionId, invoice } = completed.data.object as { subscription: string; invoice: string };
    const now = sec(new Date());
    const early = fake.invoicePaid(subscriptionId, { start: now, end: sec(addInterval(new Date(now * 1000), 'month')) }, { billingReason: 'subscription_create', invoiceId: invoice });
    const payload = JSON.stringify(early);
    await deliver(payload, sign(payload)).expect(200);
    await deliverApplied(completed);
    const deadline = Date.now() + 10_000;
    let outcome: string | null = null;
    while (Date.now() < deadline) {
      [{ outcome }] = await t.dataSource.query(`SELECT outcome FROM billing_events WHERE event_id = $1 AND applied_at IS NOT NULL UNION ALL SELECT NULL`, [early.id]);
      if (outcome) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(outcome).toBe('applied');
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM payments WHERE user_id = $1`, [account.userId])).toEqual([{ n: 1 }]);
  });
});
