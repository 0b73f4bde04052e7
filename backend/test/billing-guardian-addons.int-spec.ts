/**
 * Minors and add-ons (docs/billing.md "Minors", "Add-ons"): a guardian pays a minor's Player Pro
 * through a signed, expiring link without an account, and each add-on bought through the checkout has
 * its effect, with a unique payment intent id.
 */
import request from 'supertest';
import { ERROR_CODES, HIGHLIGHT_MESSAGES, PROFILE_BOOST_DAYS, type AddonType } from '@fiji/contracts';
import { BillingClock } from '../src/modules/billing/services/billing-clock';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, emailOf, mailsMatching } from './billing-fixtures';
import { playerWithPlan } from './recruiting-fixtures';
import type { Agent } from './helpers';

describe('billing: guardians and add-ons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.app.get(BillingClock).reset());
  afterAll(() => t.close());

  describe('a guardian pays for a minor', () => {
    /** A 16-year-old asks; answers the player and the token mailed to the guardian. */
    async function askGuardian(firstName = 'Litia') {
      const minor = await playerWithPlan(t, { age: 16, firstName });
      expect(minor.guardianEmail).toBeTruthy();
      const asked = await minor.agent.post('/api/billing/guardian-link').expect(202);
      expect(asked.body.message).toMatch(/guardian/i);
      const [mail] = await mailsMatching(t, minor.guardianEmail!, /\/billing\/guardian\//);
      const token = /\/billing\/guardian\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail!)?.[1];
      expect(token).toBeTruthy();
      return { minor, guardianEmail: minor.guardianEmail!, token: token!, mail: mail! };
    }

    it('the guardian link is mailed, shows the player and the offers, and a tampered or expired token is 404', async () => {
      const { token, mail } = await askGuardian('Litia');
      expect(mail).toContain(`${t.config.publicUrl}/billing/guardian/${token}`);

      const page = await request(t.server).get(`/api/billing/guardian/${token}`).expect(200);
      expect(page.body.playerFirstName).toBe('Litia');
      expect(page.body.offers.map((o: { id: string; interval: string; amountCents: number }) => [o.id, o.interval, o.amountCents])).toEqual(
        expect.arrayContaining([
          ['player_pro', 'month', 1500],
          ['player_pro', 'year', 14400],
        ]),
      );

      const [body, mac] = token.split('.');
      const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
      await request(t.server).get(`/api/billing/guardian/${flip(body!)}.${mac}`).expect(404);
      await request(t.server).get(`/api/billing/guardian/${body}.${flip(mac!)}`).expect(404);
      await request(t.server).post(`/api/billing/guardian/${body}.${flip(mac!)}/checkout`).send({ interval: 'month' }).expect(404);

      t.app.get(BillingClock).advance(8 * DAY);
      await request(t.server).get(`/api/billing/guardian/${token}`).expect(404);
      await request(t.server).post(`/api/billing/guardian/${token}/checkout`).send({ interval: 'month' }).expect(404);
    });

    it('the guardian pays without an account: the player is Player Pro, the guardian is the payer and gets the receipt', async () => {
      const { minor, guardianEmail, token } = await askGuardian('Mere');
      const started = await request(t.server).post(`/api/billing/guardian/${token}/checkout`).send({ interval: 'month' }).expect(201);
      const checkoutId: string = started.body.checkoutId;
      expect(started.body.url).toContain(`/billing/checkout/${checkoutId}`);

      // The player's own session cannot pay the guardian's checkout.
      await minor.agent.post(`/api/billing/demo/checkouts/${checkoutId}/pay`).expect(404);
      expect((await minor.agent.get('/api/subscription/status').expect(200)).body.hasValidSubscription).toBe(false);

      const paid = await request(t.server).post(`/api/billing/demo/checkouts/${checkoutId}/pay?token=${encodeURIComponent(token)}`).expect(200);
      expect(paid.body).toMatchObject({ status: 'completed', amountCents: 1500 });

      expect((await minor.agent.get('/api/subscription/status').expect(200)).body).toMatchObject({
        hasValidSubscription: true, planType: 'player_pro', canContact: true,
      });
      const payments: Array<{ payer_email: string; amount_cents: number; direction: string }> = await t.dataSource.query(
        `SELECT payer_email, amount_cents, direction FROM payments WHERE user_id = $1`,
        [minor.userId],
      );
      expect(payments).toEqual([{ payer_email: guardianEmail, amount_cents: 1500, direction: 'charge' }]);

      const receipts = await mailsMatching(t, guardianEmail, /Receipt from Fiji Rugby Talent/);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toContain('Player Pro (monthly): $15.00');
      expect(await mailsMatching(t, await emailOf(t, minor.userId), /Receipt from/, 1, 500)).toHaveLength(0);
    });

    it('an adult player cannot ask a guardian (403)', async () => {
      const adult = await playerWithPlan(t, { age: 20 });
      const res = await adult.agent.post('/api/billing/guardian-link').expect(403);
      expect(res.body.code).toBe(ERROR_CODES.FORBIDDEN);
    });
  });

  describe('add-ons', () => {
    /** Checkout + Pay for an add-on; answers the checkout id. */
    async function buy(agent: Agent, addon: AddonType, extra: Record<string, string> = {}): Promise<string> {
      const started = await agent.post('/api/billing/checkout').send({ addon, ...extra }).expect(201);
      const paid = await agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
      expect(paid.body.status).toBe('completed');
      return started.body.checkoutId as string;
    }
    const purchases = (userId: string): Promise<Array<{ addon_type: string; payment_intent_id: string; status: string }>> =>
      t.dataSource.query(`SELECT addon_type, payment_intent_id, status FROM addon_purchases WHERE user_id = $1`, [userId]);

    it('profile_boost: an active boost for 7 days that puts a verified player first in Featured', async () => {
      const p = await playerWithPlan(t, { age: 21, firstName: 'Boosted' });
      await t.dataSource.query(`UPDATE players SET verified_at = now() WHERE id = $1`, [p.playerId]);
      await buy(p.agent, 'profile_boost');

      const boosts: Array<{ is_active: boolean; start_date: Date; end_date: Date; purchase_id: string | null }> = await t.dataSource.query(
        `SELECT is_active, start_date, end_date, purchase_id FROM profile_boosts WHERE player_id = $1`,
        [p.playerId],
      );
      expect(boosts).toHaveLength(1);
      expect(boosts[0]!.is_active).toBe(true);
      expect(boosts[0]!.purchase_id).not.toBeNull();
      expect(boosts[0]!.end_date.getTime() - boosts[0]!.start_date.getTime()).toBe(PROFILE_BOOST_DAYS * DAY);

      // Other players' boosts (the seed's) are paused for the comparison, then restored.
      const others: { id: string }[] = await t.dataSource.query(
        `UPDATE profile_boosts SET is_active = false WHERE is_active AND player_id <> $1 RETURNING id`,
        [p.playerId],
      );
      try {
        const featured = (await p.agent.get('/api/featured-players').expect(200)).body.results as Array<{ id: string }>;
        expect(featured[0]!.id).toBe(p.playerId);
      } finally {
        if (others.length) await t.dataSource.query(`UPDATE profile_boosts SET is_active = true WHERE id = ANY($1::uuid[])`, [others.map((o) => o.id)]);
      }
    });

    it('extra_upload: one more media slot beyond the Free 3', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      await t.dataSource.query(`INSERT INTO highlights (player_id, title, status) SELECT $1, 'Clip ' || g, 'ready' FROM generate_series(1, 3) g`, [p.playerId]);
      const refused = await p.agent.post('/api/objects/upload').expect(403);
      expect(refused.body.message).toBe(HIGHLIGHT_MESSAGES.limit(3, 'Free'));

      await buy(p.agent, 'extra_upload');
      const credits: Array<{ credits_remaining: number; purchase_id: string | null }> = await t.dataSource.query(
        `SELECT credits_remaining, purchase_id FROM extra_upload_credits WHERE player_id = $1`,
        [p.playerId],
      );
      expect(credits).toEqual([{ credits_remaining: 1, purchase_id: expect.any(String) }]);
      await p.agent.post('/api/objects/upload').expect(200); // the 4th is allowed
    });

    it('highlight_feedback: needs one of the player\'s own highlights (400 naming highlightId), then opens a pending request', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      const other = await playerWithPlan(t, { age: 21 });
      const [[mine], [theirs]]: Array<Array<{ id: string }>> = await Promise.all(
        [p, other].map((x) => t.dataSource.query(`INSERT INTO highlights (player_id, title, status) VALUES ($1, 'Try', 'ready') RETURNING id`, [x.playerId])),
      );
      const missing = await p.agent.post('/api/billing/checkout').send({ addon: 'highlight_feedback' }).expect(400);
      expect(Object.keys(missing.body.errors)).toEqual(['highlightId']);
      const foreign = await p.agent.post('/api/billing/checkout').send({ addon: 'highlight_feedback', highlightId: theirs!.id }).expect(400);
      expect(Object.keys(foreign.body.errors)).toEqual(['highlightId']);

      await buy(p.agent, 'highlight_feedback', { highlightId: mine!.id });
      const requests: Array<{ highlight_id: string; status: string; mentor_id: string | null; purchase_id: string | null }> = await t.dataSource.query(
        `SELECT highlight_id, status, mentor_id, purchase_id FROM highlight_feedback_requests WHERE player_id = $1`,
        [p.playerId],
      );
      expect(requests).toEqual([{ highlight_id: mine!.id, status: 'pending', mentor_id: null, purchase_id: expect.any(String) }]);
    });

    it('verification_fast_track: marks the player for the front of the queue and does not verify', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      await buy(p.agent, 'verification_fast_track');
      const [row]: Array<{ verification_fast_tracked_at: Date | null; verified_at: Date | null; verified_by_coach: boolean }> = await t.dataSource.query(
        `SELECT verification_fast_tracked_at, verified_at, verified_by_coach FROM players WHERE id = $1`,
        [p.playerId],
      );
      expect(row!.verification_fast_tracked_at).not.toBeNull();
      expect(row!.verified_at).toBeNull();
      expect(row!.verified_by_coach).toBe(false);
    });

    it('each purchase has its own payment intent id and ledger row', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      const [h]: { id: string }[] = await t.dataSource.query(`INSERT INTO highlights (player_id, title, status) VALUES ($1, 'Try', 'ready') RETURNING id`, [p.playerId]);
      await buy(p.agent, 'profile_boost');
      await buy(p.agent, 'profile_boost');
      await buy(p.agent, 'extra_upload');
      await buy(p.agent, 'highlight_feedback', { highlightId: h!.id });
      await buy(p.agent, 'verification_fast_track');
      const rows = await purchases(p.userId);
      expect(rows.map((r) => r.addon_type).sort()).toEqual(['extra_upload', 'highlight_feedback', 'profile_boost', 'profile_boost', 'verification_fast_track']);
      expect(new Set(rows.map((r) => r.payment_intent_id)).size).toBe(5);
      const payments = (await p.agent.get('/api/billing/payments').expect(200)).body.payments as Array<{ kind: string; amountCents: number }>;
      expect(payments.filter((x) => x.kind === 'addon').map((x) => x.amountCents).sort((a, b) => a - b)).toEqual([300, 500, 900, 900, 1900]);
    });
  });
});
