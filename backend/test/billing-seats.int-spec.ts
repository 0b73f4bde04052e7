/**
 * Recruiter Plan seats over HTTP on PostgreSQL (docs/billing.md "Seats"): the holder invites by email,
 * the colleague accepts with the mailed link and is paid at once through account_plans; removing the
 * seat ends that; the plan's seats are never exceeded, not even by concurrent invites.
 */
import request from 'supertest';
import { BILLING_MESSAGES, BILLING_RULES, ERROR_CODES, type UserRole } from '@fiji/contracts';
import { BillingClock } from '../src/modules/billing/services/billing-clock';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { SubscriptionsService } from '../src/modules/billing/services/subscriptions.service';
import { paymentRows, subscribe, subscriptionRow } from './billing-fixtures';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId, signedUp, uniqueEmail, type Agent } from './helpers';
import { freeRecruiter, mailsTo, paidRecruiter } from './recruiting-fixtures';
import { newAccount } from './social-fixtures';

/** The accept link's token in the invite mailed to `email` (quoted-printable soft breaks undone). */
async function inviteToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email);
  expect(mail).toBeDefined();
  const body = mail!.replace(/=\r?\n/g, '');
  const m = body.match(/\/billing\/seats\/accept\/([A-Za-z0-9_-]{43})/);
  expect(m).not.toBeNull();
  return m![1]!;
}

/** A fresh account of `role` signed up with `email`. */
async function accountWithEmail(t: TestApp, role: UserRole, email: string): Promise<{ agent: Agent; userId: string }> {
  const { agent, id } = await signedUp(t.server, { role, email, firstName: 'Colleague' });
  return { agent, userId: id };
}

describe('billing: Recruiter Plan seats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setSeats = (userId: string, seats: number) => t.dataSource.query(`UPDATE subscriptions SET seats = $2 WHERE user_id = $1`, [userId, seats]);

  it('invite, accept, the member is paid; removing the seat ends it at once', async () => {
    const holder = await paidRecruiter(t, { firstName: 'Holder' });
    await setSeats(holder.userId, 2);
    const email = uniqueEmail('colleague');
    const colleague = await accountWithEmail(t, 'club', email);
    expect((await colleague.agent.get('/api/subscription/status').expect(200)).body.canContact).toBe(false);

    // Invited with another case of the local part (mail lowercases the domain itself).
    const shouted = email.replace(/^[^@]+/, (local) => local.toUpperCase());
    const invited = await holder.agent.post('/api/billing/seats').send({ email: shouted }).expect(201);
    expect(invited.body).toEqual({ email: shouted, status: 'invited', name: null });
    const token = await inviteToken(t, shouted);
    const [stored]: { token_hash: string }[] = await t.dataSource.query(`SELECT token_hash FROM subscription_seats WHERE lower(email) = lower($1)`, [email]);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token);

    const listed = await holder.agent.get('/api/billing/seats').expect(200);
    expect(listed.body).toEqual({ seats: [{ email: shouted, status: 'invited', name: null }], total: 2 });

    const accepted = await colleague.agent.post(`/api/billing/seats/accept/${token}`).expect(200);
    expect(accepted.body).toMatchObject({ plan: 'recruiter', sharedBy: 'Holder User' });
    const status = await colleague.agent.get('/api/subscription/status').expect(200);
    expect(status.body).toMatchObject({ canContact: true, hasValidSubscription: true });
    expect((await holder.agent.get('/api/billing/seats').expect(200)).body.seats).toEqual([
      { email: shouted, status: 'active', name: 'Colleague User' },
    ]);
    // The token works once.
    await colleague.agent.post(`/api/billing/seats/accept/${token}`).expect(404);

    // A member cannot invite or list.
    const refused = await colleague.agent.post('/api/billing/seats').send({ email: uniqueEmail('other') }).expect(403);
    expect(refused.body.message).toBe(BILLING_MESSAGES.seatsHolderOnly);
    await colleague.agent.get('/api/billing/seats').expect(403);

    await holder.agent.delete('/api/billing/seats').query({ email }).expect(204);
    expect((await colleague.agent.get('/api/subscription/status').expect(200)).body.canContact).toBe(false);
    expect((await holder.agent.get('/api/billing/seats').expect(200)).body.seats).toEqual([]);
    await holder.agent.delete('/api/billing/seats').query({ email }).expect(404);
  });

  it('the holder counts as one seat: a plan with the default 1 seat is full (409 SEATS_FULL)', async () => {
    const holder = await paidRecruiter(t);
    const res = await holder.agent.post('/api/billing/seats').send({ email: uniqueEmail('colleague') }).expect(409);
    expect(res.body).toMatchObject({ code: ERROR_CODES.SEATS_FULL, message: BILLING_MESSAGES.seatsFull });
  });

  it('refuses a second invite of the same email (any case), the holder themself, and a free account', async () => {
    const holder = await paidRecruiter(t);
    await setSeats(holder.userId, 5);
    const email = uniqueEmail('colleague');
    await holder.agent.post('/api/billing/seats').send({ email }).expect(201);
    const again = await holder.agent.post('/api/billing/seats').send({ email: email.toUpperCase() }).expect(409);
    expect(again.body).toMatchObject({ code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.seatAlreadyInvited });
    const [me]: { email: string }[] = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [holder.userId]);
    const self = await holder.agent.post('/api/billing/seats').send({ email: me!.email }).expect(400);
    expect(self.body.errors).toEqual({ email: BILLING_MESSAGES.seatIsYou });
    await holder.agent.post('/api/billing/seats').send({ email: 'not-an-email' }).expect(400);

    const free = await newAccount(t, 'recruiter', { verified: true });
    await free.agent.post('/api/billing/seats').send({ email: uniqueEmail('x') }).expect(403);
    await free.agent.get('/api/billing/seats').expect(403);
  });

  it('20 concurrent invites with 2 free seats: exactly 2 succeed, the rest are 409 SEATS_FULL', async () => {
    const holder = await paidRecruiter(t);
    await setSeats(holder.userId, 3);
    const emails = Array.from({ length: 20 }, (_, i) => uniqueEmail(`race${i}`));
    const results = await Promise.all(emails.map((email) => holder.agent.post('/api/billing/seats').send({ email })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe(ERROR_CODES.SEATS_FULL);
    const [{ n }]: { n: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM subscription_seats st JOIN subscriptions s ON s.id = st.subscription_id WHERE s.user_id = $1`,
      [holder.userId],
    );
    expect(n).toBe(2);
  });

  it('a wrong email, a non-recruiting role, or an unknown token answers 404 like a missing invite', async () => {
    const holder = await paidRecruiter(t);
    await setSeats(holder.userId, 3);
    const email = uniqueEmail('colleague');
    await holder.agent.post('/api/billing/seats').send({ email }).expect(201);
    const token = await inviteToken(t, email);

    const stranger = await newAccount(t, 'recruiter', { verified: true });
    const wrong = await stranger.agent.post(`/api/billing/seats/accept/${token}`).expect(404);
    const missing = await stranger.agent.post(`/api/billing/seats/accept/${'A'.repeat(43)}`).expect(404);
    expect(wrong.body).toEqual(anyRequestId(missing.body));
    await stranger.agent.post('/api/billing/seats/accept/short').expect(404);

    // The right email on a player account: not a recruiting role.
    const player = await accountWithEmail(t, 'player', email);
    const asPlayer = await player.agent.post(`/api/billing/seats/accept/${token}`).expect(404);
    expect(asPlayer.body).toEqual(anyRequestId(missing.body));
    expect((await player.agent.get('/api/subscription/status').expect(200)).body.canContact).toBe(false);

    // Signed out: 401.
    await request(t.server).post(`/api/billing/seats/accept/${token}`).expect(401);
  });

  it('extra seats are part of the plan: the rest of this period now, then every renewal charges the plan and its seats', async () => {
    const clock = t.app.get(BillingClock);
    const holder = await freeRecruiter(t);
    await subscribe(holder.agent, 'recruiter', 'month');
    const first = await subscriptionRow(t, holder.userId);
    try {
      // Halfway through the month: 2 seats cost half a month each.
      const start = first.current_period_start!.getTime();
      const end = first.current_period_end!.getTime();
      clock.advance(start + (end - start) / 2 - clock.now().getTime());
      const started = await holder.agent.post('/api/billing/checkout').send({ seats: 2 }).expect(201);
      const page = (await holder.agent.get(`/api/billing/checkouts/${started.body.checkoutId}`).expect(200)).body;
      expect(page).toMatchObject({ kind: 'seats', amountCents: 9_900, description: expect.stringContaining('2 extra seats (Recruiter Plan) until') });
      await holder.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
      expect((await holder.agent.get('/api/billing/subscription').expect(200)).body).toMatchObject({ seats: 3, amountCents: 29_700, seatAmountCents: 9_900 });

      // The renewal at the period end charges the plan and both seats; the seats stay.
      clock.advance(end + 60_000 - clock.now().getTime());
      await t.app.get(BillingSweepService).runOnce();
      const charges = (await paymentRows(t, holder.userId)).filter((p) => p.direction === 'charge').map((p) => [p.kind, p.amount_cents]);
      expect(charges.sort()).toEqual([['seats', 9_900], ['subscription', 29_700], ['subscription', 9_900]].sort());
      expect((await holder.agent.get('/api/billing/seats').expect(200)).body.total).toBe(3);
    } finally {
      clock.reset();
    }
  });

  it('20 seat checkouts completed at once all count, up to the cap; the one past it is refunded', async () => {
    const holder = await paidRecruiter(t);
    await setSeats(holder.userId, 6);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await holder.agent.post('/api/billing/checkout').send({ seats: 1 }).expect(201)).body.checkoutId);
    const paid = await Promise.all(ids.map((id) => holder.agent.post(`/api/billing/demo/checkouts/${id}/pay`)));
    expect(paid.map((r) => r.status)).toEqual(ids.map(() => 200));
    expect((await holder.agent.get('/api/billing/seats').expect(200)).body.total).toBe(BILLING_RULES.maxSeats);
    const rows = await paymentRows(t, holder.userId);
    expect(rows.filter((p) => p.direction === 'charge')).toHaveLength(20);
    const refunds = rows.filter((p) => p.direction === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.description).toMatch(/refunded, the plan could not take them/);
  });

  it('buying 2 extra seats through the demo checkout raises the total and frees 2 invites', async () => {
    const holder = await paidRecruiter(t);
    expect((await holder.agent.get('/api/billing/seats').expect(200)).body.total).toBe(1);
    const started = await holder.agent.post('/api/billing/checkout').send({ seats: 2 }).expect(201);
    const paid = await holder.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
    expect(paid.body.status).toBe('completed');
    expect((await holder.agent.get('/api/billing/seats').expect(200)).body.total).toBe(3);
    await holder.agent.post('/api/billing/seats').send({ email: uniqueEmail('a') }).expect(201);
    await holder.agent.post('/api/billing/seats').send({ email: uniqueEmail('b') }).expect(201);
    const full = await holder.agent.post('/api/billing/seats').send({ email: uniqueEmail('c') }).expect(409);
    expect(full.body.code).toBe(ERROR_CODES.SEATS_FULL);
    const payments = await holder.agent.get('/api/billing/payments').expect(200);
    expect(payments.body.payments).toEqual([expect.objectContaining({ kind: 'seats', direction: 'charge' })]);
  });

  it("when the holder's plan ends, the seats go and the member is no longer paid", async () => {
    const holder = await paidRecruiter(t);
    await setSeats(holder.userId, 2);
    const email = uniqueEmail('colleague');
    const colleague = await accountWithEmail(t, 'coach', email);
    await holder.agent.post('/api/billing/seats').send({ email }).expect(201);
    await colleague.agent.post(`/api/billing/seats/accept/${await inviteToken(t, email)}`).expect(200);
    expect((await colleague.agent.get('/api/subscription/status').expect(200)).body.canContact).toBe(true);
    // A cancel that reached its period end, ended the way the sweep ends it.
    await t.dataSource.query(
      `UPDATE subscriptions SET cancel_at_period_end = true, current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [holder.userId],
    );
    const [sub]: { id: string }[] = await t.dataSource.query(`SELECT id FROM subscriptions WHERE user_id = $1`, [holder.userId]);
    expect(await t.app.get(SubscriptionsService).endIfDue(sub!.id)).toBe('ended');
    expect((await colleague.agent.get('/api/subscription/status').expect(200)).body.canContact).toBe(false);
    const left: unknown[] = await t.dataSource.query(`SELECT 1 FROM subscription_seats WHERE subscription_id = $1`, [sub!.id]);
    expect(left).toEqual([]);
  });
});
