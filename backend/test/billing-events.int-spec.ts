/**
 * Provider events through the webhook (docs/billing.md "Events"): each is stored once by its id and
 * applied idempotently and order-independently; a tampered or stale signature is refused and changes
 * nothing; the webhook needs no session.
 */
import request from 'supertest';
import Stripe from 'stripe';
import { ERROR_CODES } from '@fiji/contracts';
import { BillingClock, addInterval } from '../src/modules/billing/services/billing-clock';
import { PAYMENT_PROVIDER, type ProviderEvent } from '../src/modules/billing/providers/payment-provider';
import type { DemoPaymentProvider } from '../src/modules/billing/providers/demo-provider';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, paymentRows, sec, subscriptionRow } from './billing-fixtures';
import { playerWithPlan } from './recruiting-fixtures';

describe('billing: provider events through the webhook', () => {
  let t: TestApp;
  let provider: DemoPaymentProvider;
  const stripe = new Stripe('sk_test_offline', { telemetry: false });

  beforeAll(async () => {
    t = await createTestApp();
    provider = t.app.get(PAYMENT_PROVIDER) as DemoPaymentProvider;
  });
  afterEach(() => t.app.get(BillingClock).reset());
  afterAll(() => t.close());

  /** POSTs a signed event as the provider would: no session, the raw body, the stripe-signature header. */
  const post = (body: Buffer | string, signature?: string, path = '/api/billing/webhooks/demo') => {
    const req = request(t.server).post(path).set('Content-Type', 'application/json');
    if (signature) req.set('stripe-signature', signature);
    return req.send(typeof body === 'string' ? body : body.toString('utf8'));
  };
  const deliver = (event: ProviderEvent) => {
    const { body, signature } = provider.sign(event);
    return post(body, signature);
  };

  /** The stored row of an event once the apply job has run and it no longer waits for another event's row ('deferred'). */
  async function applied(eventId: string, opts: { waiting?: boolean } = {}, timeoutMs = 15_000): Promise<{ outcome: string; count: number }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows: { outcome: string | null }[] = await t.dataSource.query(`SELECT outcome FROM billing_events WHERE event_id = $1`, [eventId]);
      if ((rows[0]?.outcome && (opts.waiting || rows[0].outcome !== 'deferred')) || Date.now() > deadline) return { outcome: rows[0]?.outcome ?? 'not applied', count: rows.length };
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const eventRows = async (eventId: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_events WHERE event_id = $1`, [eventId]))[0].n;

  /** A player's open Player Pro checkout and the three events of its life: paid, renewed a month later, deleted. */
  async function lifeOfACheckout(base: Date) {
    const p = await playerWithPlan(t, { age: 22 });
    const started = await p.agent.post('/api/billing/checkout').send({ plan: 'player_pro', interval: 'month' }).expect(201);
    const checkoutId: string = started.body.checkoutId;
    const id = checkoutId.replace(/-/g, '');
    const subscription = `sub_demo_${id}`;
    const renewalStart = addInterval(base, 'month');
    const ev = (eventId: string, type: string, created: number, object: Record<string, unknown>): ProviderEvent => ({
      id: eventId, type, created, data: { object },
    });
    const completed = ev(`evt_test_pay_${id}`, 'checkout.session.completed', sec(base), {
      id: `cs_demo_${id}`, client_reference_id: checkoutId, metadata: { checkoutId }, amount_total: 1500, currency: 'usd',
      customer: `cus_test_${id.slice(0, 16)}`, payment_intent: `pi_demo_${id}`, subscription, invoice: `in_demo_${id}`,
    });
    const renewal = ev(`evt_test_renew_${id}`, 'invoice.paid', sec(renewalStart), {
      id: `in_test_renew_${id}`, subscription, amount_paid: 1500, currency: 'usd', period_start: sec(renewalStart),
      period_end: sec(addInterval(renewalStart, 'month')), billing_reason: 'subscription_cycle',
    });
    const deleted = ev(`evt_test_deleted_${id}`, 'customer.subscription.deleted', sec(renewalStart) + 3600, {
      id: subscription, object: 'subscription', status: 'canceled', customer: `cus_test_${id.slice(0, 16)}`,
    });
    return { player: p, events: [completed, renewal, deleted] as const };
  }

  /** What a client would notice of the account's subscription and ledger. */
  async function finalState(userId: string) {
    const s = await subscriptionRow(t, userId);
    const { id: _id, provider_subscription_id: _sub, ...rest } = s;
    const payments = (await paymentRows(t, userId)).map(({ provider_ref: ref, ...p }) => ({ ...p, ref: ref.replace(/_[0-9a-f]{32}$/, '') }));
    const retentions = (await t.dataSource.query(`SELECT plan FROM plan_retentions WHERE user_id = $1`, [userId])) as unknown[];
    return { subscription: rest, payments, retentions };
  }

  it('each event delivered three times is stored once, gives the same state and one ledger row', async () => {
    const { player, events } = await lifeOfACheckout(new Date());
    const snapshots: unknown[] = [];
    for (const event of events) {
      await deliver(event).expect(200);
      expect((await applied(event.id)).outcome).toBe('applied');
      const first = await finalState(player.userId);
      for (let i = 0; i < 2; i++) await deliver(event).expect(200); // a fresh signature each time, as the provider retries
      await new Promise((r) => setTimeout(r, 300));
      expect(await eventRows(event.id)).toBe(1);
      expect(await finalState(player.userId)).toEqual(first);
      snapshots.push(first);
    }
    const [afterPay, afterRenewal, afterDelete] = snapshots as Array<Awaited<ReturnType<typeof finalState>>>;
    expect(afterPay!.subscription).toMatchObject({ plan: 'player_pro', status: 'active' });
    expect(afterPay!.payments).toHaveLength(1);
    expect(afterRenewal!.payments.map((p) => p.amount_cents)).toEqual([1500, 1500]);
    expect(afterDelete!.subscription.status).toBe('cancelled');
    expect(afterDelete!.payments).toHaveLength(2);
    expect(afterDelete!.retentions).toHaveLength(1);
    expect((await player.agent.get('/api/subscription/status').expect(200)).body).toMatchObject({ hasValidSubscription: false, canContact: false });
  });

  it('checkout completed, renewal and deletion end in the same state whether delivered forward or in reverse', async () => {
    const base = new Date();
    const forward = await lifeOfACheckout(base);
    const reverse = await lifeOfACheckout(base);
    for (const event of forward.events) {
      await deliver(event).expect(200);
      await applied(event.id);
    }
    for (const event of [...reverse.events].reverse()) {
      await deliver(event).expect(200);
      await applied(event.id, { waiting: true });
    }
    // The checkout, applied last, lets the two waiting events apply after it.
    for (const event of reverse.events) expect((await applied(event.id)).outcome).toBe('applied');

    const a = await finalState(forward.player.userId);
    const b = await finalState(reverse.player.userId);
    expect(a.subscription).toMatchObject({ plan: 'player_pro', status: 'cancelled', amount_cents: 1500 });
    expect(sec(a.subscription.current_period_end!)).toBe(sec(addInterval(addInterval(base, 'month'), 'month')));
    expect(b).toEqual(a);
    expect(a.payments.map((p) => [p.direction, p.amount_cents])).toEqual([
      ['charge', 1500],
      ['charge', 1500],
    ]);
  });

  it('a renewal paid after the deletion does not bring the plan back', async () => {
    const { player, events } = await lifeOfACheckout(new Date());
    const [completed, renewal, deleted] = events;
    for (const event of [completed, deleted, renewal]) {
      await deliver(event).expect(200);
      await applied(event.id);
    }
    expect((await subscriptionRow(t, player.userId)).status).toBe('cancelled');
    expect((await player.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
    // The renewal paid for a month the account does not get: charged and refunded, nothing left paid.
    expect((await applied(renewal.id)).outcome).toBe('applied: refunded, the plan had ended');
    expect((await paymentRows(t, player.userId)).map((p) => [p.direction, p.amount_cents])).toEqual([['charge', 1500], ['charge', 1500], ['refund', 1500]]);
  });

  it('a payment failure arriving after the payment of the same renewal leaves the account paid, with no grace', async () => {
    const { player, events } = await lifeOfACheckout(new Date());
    const [completed, renewal] = events;
    const paid = renewal.data.object as { id: string; subscription: string; period_start: number; period_end: number };
    // Stripe's failed first attempt of that same invoice, delivered after its successful retry.
    const failed: ProviderEvent = {
      id: `evt_test_failed_${paid.id}`, type: 'invoice.payment_failed', created: renewal.created - 3600,
      data: { object: { id: paid.id, subscription: paid.subscription, amount_paid: 0, currency: 'usd', period_start: paid.period_start, period_end: paid.period_end, billing_reason: 'subscription_cycle' } },
    };
    for (const event of [completed, renewal]) {
      await deliver(event).expect(200);
      expect((await applied(event.id)).outcome).toBe('applied');
    }
    const before = await finalState(player.userId);
    await deliver(failed).expect(200);
    expect((await applied(failed.id)).outcome).toBe('ignored: period already paid');
    expect(await finalState(player.userId)).toEqual(before);
    expect(before.subscription).toMatchObject({ status: 'active', grace_until: null });
    const view = (await player.agent.get('/api/billing/subscription').expect(200)).body;
    expect(view).toMatchObject({ plan: 'player_pro', status: 'active', graceUntil: null });
    expect((await player.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(true);

    // Sent the other way round, the failure puts the plan in grace and the payment then clears it: the same end state.
    const other = await lifeOfACheckout(new Date());
    const [c2, r2] = other.events;
    const p2 = r2.data.object as { id: string; subscription: string; period_start: number; period_end: number };
    const f2: ProviderEvent = { ...failed, id: `evt_test_failed_${p2.id}`, data: { object: { ...failed.data.object, id: p2.id, subscription: p2.subscription } } };
    for (const event of [c2, f2, r2]) {
      await deliver(event).expect(200);
      await applied(event.id);
    }
    expect((await subscriptionRow(t, other.player.userId))).toMatchObject({ status: 'active', grace_until: null });
  });

  it('refuses a tampered body and a signature older than 300 s (400 INVALID_SIGNATURE) and stores nothing', async () => {
    const event: ProviderEvent = { id: `evt_test_sig_${Date.now()}`, type: 'test.ping', created: sec(new Date()), data: { object: { id: 'x' } } };
    const { body, signature } = provider.sign(event);

    const tampered = await post(body.toString('utf8').replace('"x"', '"y"'), signature).expect(400);
    expect(tampered.body.code).toBe(ERROR_CODES.INVALID_SIGNATURE);

    const payload = body.toString('utf8');
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: t.config.billingSecret, timestamp: Math.floor(Date.now() / 1000) - 301 });
    const old = await post(payload, stale).expect(400);
    expect(old.body.code).toBe(ERROR_CODES.INVALID_SIGNATURE);

    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' });
    expect((await post(payload, wrongSecret).expect(400)).body.code).toBe(ERROR_CODES.INVALID_SIGNATURE);
    expect((await post(payload).expect(400)).body.code).toBe(ERROR_CODES.INVALID_SIGNATURE);
    expect(await eventRows(event.id)).toBe(0);

    // The same helper with our secret and a fresh timestamp is accepted: what was refused was the signature.
    const fresh = stripe.webhooks.generateTestHeaderString({ payload, secret: t.config.billingSecret, timestamp: Math.floor(Date.now() / 1000) - 10 });
    expect((await post(payload, fresh).expect(200)).body).toEqual({ received: true });
    expect(await eventRows(event.id)).toBe(1);
  });

  it('a stale signature changes nothing even for a real payment', async () => {
    const { player, events } = await lifeOfACheckout(new Date());
    const payload = JSON.stringify(events[0]);
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: t.config.billingSecret, timestamp: Math.floor(Date.now() / 1000) - 600 });
    await post(payload, stale).expect(400);
    const rows: unknown[] = await t.dataSource.query(`SELECT 1 FROM subscriptions WHERE user_id = $1`, [player.userId]);
    expect(rows).toHaveLength(0);
    expect(await paymentRows(t, player.userId)).toHaveLength(0);
  });

  it('an unknown provider path answers 404; the webhook needs no session', async () => {
    const event: ProviderEvent = { id: `evt_test_path_${Date.now()}`, type: 'test.ping', created: sec(new Date()), data: { object: {} } };
    const { body, signature } = provider.sign(event);
    await post(body, signature, '/api/billing/webhooks/paypal').expect(404);
    await post(body, signature, '/api/billing/webhooks/stripe').expect(404);
    expect(await eventRows(event.id)).toBe(0);
    await post(body, signature).expect(200); // request(t.server): no cookie, no session
    expect(await eventRows(event.id)).toBe(1);
  });

  it('a repeat of a renewal delivered a day later still adds nothing', async () => {
    const { player, events } = await lifeOfACheckout(new Date());
    await deliver(events[0]).expect(200);
    await applied(events[0].id);
    await deliver(events[1]).expect(200);
    await applied(events[1].id);
    const before = await finalState(player.userId);
    t.app.get(BillingClock).advance(DAY);
    await deliver(events[1]).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await finalState(player.userId)).toEqual(before);
  });
});
