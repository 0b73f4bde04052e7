/**
 * Billing end to end over HTTP on PostgreSQL with the demo provider: a free account checks out,
 * pays on the demo page and can use the paid feature at once (docs/billing.md).
 */
import request from 'supertest';
import { BILLING_MESSAGES, ERROR_CODES, planAmountCents } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { freeRecruiter, playerWithPlan } from './recruiting-fixtures';
import { newAccount } from './social-fixtures';
import { anyRequestId, signedIn } from './helpers';

describe('billing: checkout with the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the plans with annual at 12 × monthly × 0.8 and FJD amounts', async () => {
    const res = await request(t.server).get('/api/billing/plans').expect(200);
    const recruiterYear = res.body.plans.find((p: { id: string; interval: string }) => p.id === 'recruiter' && p.interval === 'year');
    expect(recruiterYear).toMatchObject({ amountCents: 95040, currency: 'USD', fjdAmountCents: Math.round(95040 * t.config.fjdPerUsd) });
    expect(res.body.plans.find((p: { id: string; interval: string }) => p.id === 'player_pro' && p.interval === 'month').amountCents).toBe(1500);
  });

  it('a free recruiter pays in the demo checkout and can contact a player at once', async () => {
    const recruiter = await freeRecruiter(t);
    await t.dataSource.query(`INSERT INTO recruiters (user_id) VALUES ($1)`, [recruiter.userId]);
    const player = await playerWithPlan(t, { age: 20 });
    const contact = () =>
      recruiter.agent.post('/api/contact-requests').send({ toUser: player.userId, playerId: player.playerId, message: 'Bula! Trials on Saturday.' });
    const refused = await contact().expect(403);
    expect(refused.body.code).toBe(ERROR_CODES.UPGRADE_REQUIRED);

    const started = await recruiter.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval: 'month', returnTo: `/player/${player.playerId}` }).expect(201);
    expect(started.body.url).toBe(`/billing/checkout/${started.body.checkoutId}`);
    const page = await recruiter.agent.get(`/api/billing/checkouts/${started.body.checkoutId}`).expect(200);
    expect(page.body).toMatchObject({ status: 'open', amountCents: 9900, returnTo: `/player/${player.playerId}` });

    const paid = await recruiter.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
    expect(paid.body.status).toBe('completed');
    await contact().expect(201);

    const sub = await recruiter.agent.get('/api/billing/subscription').expect(200);
    expect(sub.body).toMatchObject({ plan: 'recruiter', interval: 'month', status: 'active', cancelAtPeriodEnd: false, amountCents: 9900 });
    const payments = await recruiter.agent.get('/api/billing/payments').expect(200);
    expect(payments.body.payments).toEqual([expect.objectContaining({ kind: 'subscription', direction: 'charge', amountCents: 9900 })]);
    const receipt = await recruiter.agent.get(payments.body.payments[0].receiptUrl).expect(200);
    expect(receipt.headers['content-disposition']).toMatch(/^attachment; filename="receipt-/);
    expect(receipt.text).toContain('$99.00');
  });

  it('a declined card leaves the checkout open with the reason; cancel closes it; nothing is charged', async () => {
    const mentor = await newAccount(t, 'mentor', { verified: true });
    const started = await mentor.agent.post('/api/billing/checkout').send({ plan: 'mentor_pro', interval: 'year' }).expect(201);
    const declined = await mentor.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/decline`).expect(200);
    expect(declined.body).toMatchObject({ status: 'open', lastError: BILLING_MESSAGES.declined, amountCents: planAmountCents('mentor_pro', 'year') });
    const cancelled = await mentor.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/cancel`).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    await mentor.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(409);
    expect((await mentor.agent.get('/api/billing/payments').expect(200)).body.payments).toEqual([]);
    expect((await mentor.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);
  });

  it('refuses a plan that is not for the role (400 naming the field) and a minor (403 MINOR_CANNOT_PAY)', async () => {
    const player = await playerWithPlan(t, { age: 20 });
    const wrong = await player.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval: 'month' }).expect(400);
    expect(wrong.body.errors).toEqual({ plan: BILLING_MESSAGES.planNotForRole });
    const minor = await playerWithPlan(t, { age: 16 });
    const refused = await minor.agent.post('/api/billing/checkout').send({ plan: 'player_pro', interval: 'month' }).expect(403);
    expect(refused.body.code).toBe(ERROR_CODES.MINOR_CANNOT_PAY);
  });

  it("another account's checkout answers 404 like a missing one", async () => {
    const owner = await newAccount(t, 'mentor', { verified: true });
    const other = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const started = await owner.agent.post('/api/billing/checkout').send({ plan: 'mentor_pro', interval: 'month' }).expect(201);
    const theirs = await other.get(`/api/billing/checkouts/${started.body.checkoutId}`).expect(404);
    const missing = await other.get(`/api/billing/checkouts/00000000-0000-4000-8000-000000000000`).expect(404);
    expect(theirs.body).toEqual(anyRequestId(missing.body));
    await other.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(404);
  });

  it('20 concurrent completions of one checkout give one subscription and one payment', async () => {
    const coach = await newAccount(t, 'coach', { verified: true });
    const started = await coach.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval: 'month' }).expect(201);
    const results = await Promise.all(Array.from({ length: 20 }, () => coach.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`)));
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
    const [{ subs }] = await t.dataSource.query(`SELECT count(*)::int AS subs FROM subscriptions WHERE user_id = $1`, [coach.userId]);
    const [{ payments }] = await t.dataSource.query(`SELECT count(*)::int AS payments FROM payments WHERE user_id = $1`, [coach.userId]);
    expect({ subs, payments }).toEqual({ subs: 1, payments: 1 });
  });
});
