/**
 * The player's add-ons as the player module owns them (docs/billing.md "Where each add-on is bought"):
 * the owner's profile answers a running boost's end and a bought fast track (nobody else sees them),
 * and Verification Fast Track is sold only for a pending verification, once, also under a race.
 */
import { ERROR_CODES, FAST_TRACK_MESSAGES, PROFILE_BOOST_DAYS, type AddonType } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { DAY } from './billing-fixtures';
import { paidRecruiter, playerWithPlan } from './recruiting-fixtures';
import type { Agent } from './helpers';

describe('billing: the player add-ons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function buy(agent: Agent, addon: AddonType): Promise<string> {
    const started = await agent.post('/api/billing/checkout').send({ addon }).expect(201);
    const paid = await agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
    expect(paid.body.status).toBe('completed');
    return started.body.checkoutId as string;
  }
  const fastTrackPurchases = (userId: string): Promise<Array<{ status: string }>> =>
    t.dataSource.query(`SELECT status FROM addon_purchases WHERE user_id = $1 AND addon_type = 'verification_fast_track' ORDER BY status`, [userId]);
  const checkoutsOf = async (userId: string): Promise<number> =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM checkouts WHERE user_id = $1`, [userId])) as Array<{ n: number }>)[0]!.n;

  describe("the owner's profile answers the add-ons' state", () => {
    it('boostedUntil: null, then the end of the chained boosts; verificationFastTracked once bought; a boost that ended is null', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      const before = (await p.agent.get('/api/players/me').expect(200)).body;
      expect(before).toMatchObject({ boostedUntil: null, verificationFastTracked: false });

      const t0 = Date.now();
      await buy(p.agent, 'profile_boost');
      await buy(p.agent, 'profile_boost');
      const boosted = (await p.agent.get('/api/players/me').expect(200)).body;
      const until = Date.parse(boosted.boostedUntil);
      // Two boosts add up: 14 days from the first purchase (within the test's own run time).
      expect(until).toBeGreaterThanOrEqual(t0 + 2 * PROFILE_BOOST_DAYS * DAY);
      expect(until).toBeLessThanOrEqual(Date.now() + 2 * PROFILE_BOOST_DAYS * DAY);

      await buy(p.agent, 'verification_fast_track');
      expect((await p.agent.get('/api/players/me').expect(200)).body.verificationFastTracked).toBe(true);

      // Both boosts over: no "Boosted until".
      await t.dataSource.query(`UPDATE profile_boosts SET start_date = now() - interval '20 days', end_date = now() - interval '1 day' WHERE player_id = $1`, [p.playerId]);
      expect((await p.agent.get('/api/players/me').expect(200)).body.boostedUntil).toBeNull();
    });

    it('another viewer (a paid recruiter) gets neither field; the owner does', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      await buy(p.agent, 'profile_boost');
      const recruiter = await paidRecruiter(t);
      const seen = (await recruiter.agent.get(`/api/players/${p.playerId}`).expect(200)).body;
      expect(seen).not.toHaveProperty('boostedUntil');
      expect(seen).not.toHaveProperty('verificationFastTracked');
      expect((await p.agent.get(`/api/players/${p.playerId}`).expect(200)).body.boostedUntil).not.toBeNull();
    });
  });

  describe('Verification Fast Track is sold once, and only while pending', () => {
    it('a verified player (admin or coach) and a rejected one are refused with 409 VERIFICATION_NOT_PENDING; no checkout opens', async () => {
      for (const decided of [
        `verified_at = now()`,
        `verified_by_coach = true`,
        `verification_rejected_at = now(), verification_rejection_reason = 'other'`,
      ]) {
        const p = await playerWithPlan(t, { age: 22 });
        await t.dataSource.query(`UPDATE players SET ${decided} WHERE id = $1`, [p.playerId]);
        const res = await p.agent.post('/api/billing/checkout').send({ addon: 'verification_fast_track' }).expect(409);
        expect(res.body).toMatchObject({ code: ERROR_CODES.VERIFICATION_NOT_PENDING, message: FAST_TRACK_MESSAGES.notPending });
        expect(await checkoutsOf(p.userId)).toBe(0);
      }
    });

    it('a pending player buys it once; a second is refused with 409 ALREADY_FAST_TRACKED', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      await buy(p.agent, 'verification_fast_track');
      const res = await p.agent.post('/api/billing/checkout').send({ addon: 'verification_fast_track' }).expect(409);
      expect(res.body).toMatchObject({ code: ERROR_CODES.ALREADY_FAST_TRACKED, message: FAST_TRACK_MESSAGES.alreadyFastTracked });
      expect(await checkoutsOf(p.userId)).toBe(1);
      expect(await fastTrackPurchases(p.userId)).toEqual([{ status: 'paid' }]);
    });

    it('verified between checkout and payment: the payment is refunded and nothing is marked', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      const started = await p.agent.post('/api/billing/checkout').send({ addon: 'verification_fast_track' }).expect(201);
      await t.dataSource.query(`UPDATE players SET verified_at = now() WHERE id = $1`, [p.playerId]);
      await p.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
      expect(await fastTrackPurchases(p.userId)).toEqual([{ status: 'refunded' }]);
      const [row]: Array<{ verification_fast_tracked_at: Date | null }> = await t.dataSource.query(`SELECT verification_fast_tracked_at FROM players WHERE id = $1`, [p.playerId]);
      expect(row!.verification_fast_tracked_at).toBeNull();
      const payments = (await p.agent.get('/api/billing/payments').expect(200)).body.payments as Array<{ direction: string; amountCents: number }>;
      expect(payments.map((x) => [x.direction, x.amountCents]).sort()).toEqual([['charge', 500], ['refund', 500]]);
    });

    it('20 checkouts started and paid at once end in one fast track: one purchase kept, the others refunded', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      const started = await Promise.all(Array.from({ length: 20 }, () => p.agent.post('/api/billing/checkout').send({ addon: 'verification_fast_track' })));
      const ids = started.filter((r) => r.status === 201).map((r) => r.body.checkoutId as string);
      expect(started.every((r) => r.status === 201 || (r.status === 409 && r.body.code === ERROR_CODES.ALREADY_FAST_TRACKED))).toBe(true);
      expect(ids.length).toBeGreaterThan(0);
      const paid = await Promise.all(ids.map((id) => p.agent.post(`/api/billing/demo/checkouts/${id}/pay`)));
      expect(paid.map((r) => r.status)).toEqual(ids.map(() => 200));

      const purchases = await fastTrackPurchases(p.userId);
      expect(purchases.filter((x) => x.status === 'paid')).toHaveLength(1);
      expect(purchases.filter((x) => x.status === 'refunded')).toHaveLength(ids.length - 1);
      const payments = (await p.agent.get('/api/billing/payments').expect(200)).body.payments as Array<{ direction: string; amountCents: number }>;
      const net = payments.reduce((sum, x) => sum + (x.direction === 'refund' ? -x.amountCents : x.amountCents), 0);
      expect(net).toBe(500);
      expect((await p.agent.get('/api/players/me').expect(200)).body.verificationFastTracked).toBe(true);
      await p.agent.post('/api/billing/checkout').send({ addon: 'verification_fast_track' }).expect(409);
    });
  });
});
