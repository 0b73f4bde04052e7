/**
 * Mentoring "Progress together" (docs/mentoring.md): highlight feedback with its 72-hour automatic
 * refund, AMA capacity under 20 concurrent registrations, goals/assessments visible to the pair only,
 * guardian gating for minors, validation codes.
 */
import { ERROR_CODES, DEMO_PASSWORD } from '@fiji/contracts';
import request from 'supertest';
import { AmaEventsService, BadgesService, FeedbackRequestsService, GuardianApprovalsService } from '../src/modules/mentoring';
import { BillingClock } from '../src/modules/billing';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId, signedIn, type Agent } from './helpers';
import { playerWithPlan } from './recruiting-fixtures';

const HOUR = 3_600_000;

describe('Mentoring progress: feedback, AMAs, goals', () => {
  let t: TestApp;
  let mentor: Agent;
  let mentorId: string;
  let mentorUserId: string;
  let other: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    mentor = await signedIn(t.server, 'mentor@demo.fj');
    const [m]: { id: string; user_id: string }[] = await t.dataSource.query(
      `SELECT mt.id, mt.user_id FROM mentors mt JOIN users u ON u.id = mt.user_id WHERE u.email = 'mentor@demo.fj'`,
    );
    mentorId = m!.id;
    mentorUserId = m!.user_id;
    other = await signedIn(t.server, 'recruiter.free@demo.fj');
  });

  afterAll(async () => {
    await t?.close();
  });

  const highlightOf = async (playerId: string): Promise<string> => {
    const [h]: { id: string }[] = await t.dataSource.query(`INSERT INTO highlights (player_id, title, status) VALUES ($1, 'Line break', 'ready') RETURNING id`, [playerId]);
    return h!.id;
  };

  describe('highlight feedback', () => {
    it('the player asks, pays the add-on, the mentor answers with time-coded comments; others see it as missing', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      const highlightId = await highlightOf(p.playerId);
      const asked = await p.agent.post('/api/mentoring/feedback-requests').send({ highlightId, mentorId }).expect(201);
      expect(asked.body).toMatchObject({ status: 'awaiting_payment', checkout: { addon: 'highlight_feedback', highlightId }, mentorId });
      // The mentor sees nothing unpaid.
      await mentor.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(404);

      const started = await p.agent.post('/api/billing/checkout').send({ addon: 'highlight_feedback', highlightId }).expect(201);
      await p.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);
      const paid = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      expect(paid.body.status).toBe('pending');
      expect(new Date(paid.body.dueAt).getTime() - Date.now()).toBeGreaterThan(71 * HOUR);

      const queue = await mentor.get('/api/mentoring/feedback-requests?role=mentor').expect(200);
      expect(queue.body.map((r: { id: string }) => r.id)).toContain(asked.body.id);

      const bad = await mentor.post(`/api/mentoring/feedback-requests/${asked.body.id}/answer`).send({ feedbackText: 'Good', rating: 6, comments: [{ second: -1, comment: '' }] }).expect(400);
      expect(bad.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      expect(JSON.stringify(bad.body)).toMatch(/rating/);

      const answer = {
        feedbackText: 'Strong carry; keep the ball in two hands.',
        rating: 4,
        comments: [{ second: 12, comment: 'Late pass' }, { second: 3, comment: 'Great line' }],
      };
      const answered = await mentor.post(`/api/mentoring/feedback-requests/${asked.body.id}/answer`).send(answer).expect(201);
      expect(answered.body).toMatchObject({ status: 'completed', rating: 4, comments: [{ second: 3, comment: 'Great line' }, { second: 12, comment: 'Late pass' }] });
      await mentor.post(`/api/mentoring/feedback-requests/${asked.body.id}/answer`).send(answer).expect(409);

      const seen = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      expect(seen.body.comments).toHaveLength(2);
      const stranger = await other.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(404);
      const missing = await other.get(`/api/mentoring/feedback-requests/00000000-0000-4000-8000-000000000000`).expect(404);
      expect(stranger.body).toEqual(anyRequestId(missing.body));
    });

    it('unanswered after 72 hours: the job refunds the add-on once, and the mentor can no longer answer', async () => {
      const p = await playerWithPlan(t, { age: 22 });
      const highlightId = await highlightOf(p.playerId);
      const asked = await p.agent.post('/api/mentoring/feedback-requests').send({ highlightId, mentorId }).expect(201);
      const started = await p.agent.post('/api/billing/checkout').send({ addon: 'highlight_feedback', highlightId }).expect(201);
      await p.agent.post(`/api/billing/demo/checkouts/${started.body.checkoutId}/pay`).expect(200);

      const feedback = t.app.get(FeedbackRequestsService);
      expect(await feedback.expireOverdue(new Date(Date.now() + 71 * HOUR))).toBe(0);
      expect(await feedback.expireOverdue(new Date(Date.now() + 73 * HOUR))).toBeGreaterThanOrEqual(1);
      // The refund is a durable job (Bull with REDIS_URL, in process without): wait for its outcome.
      await t.jobs.drain();
      const deadline = Date.now() + 10_000;
      let after = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      while (after.body.status !== 'refunded' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        after = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      }
      expect(after.body.status).toBe('refunded');
      expect(await feedback.expireOverdue(new Date(Date.now() + 74 * HOUR))).toBe(0);
      expect(after.body.refundedAt).toEqual(expect.any(String));
      const ledger: { direction: string; amount_cents: number }[] = await t.dataSource.query(
        `SELECT direction, amount_cents FROM payments WHERE user_id = $1 AND kind = 'addon' ORDER BY direction`,
        [p.userId],
      );
      expect(ledger).toEqual([{ direction: 'charge', amount_cents: 1900 }, { direction: 'refund', amount_cents: 1900 }]);
      const [purchase]: { status: string }[] = await t.dataSource.query(`SELECT status FROM addon_purchases WHERE user_id = $1`, [p.userId]);
      expect(purchase!.status).toBe('refunded');
      await mentor.post(`/api/mentoring/feedback-requests/${asked.body.id}/answer`).send({ feedbackText: 'Late', rating: 3, comments: [] }).expect(409);
    });

    it("a minor's request waits for the guardian; nothing reaches the mentor until the guardian approves and pays", async () => {
      const p = await playerWithPlan(t, { age: 16 });
      const highlightId = await highlightOf(p.playerId);
      const asked = await p.agent.post('/api/mentoring/feedback-requests').send({ highlightId, mentorId }).expect(201);
      expect(asked.body).toMatchObject({ status: 'awaiting_guardian', checkout: null });
      await mentor.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(404);
      const [approval]: { guardian_email: string; status: string }[] = await t.dataSource.query(
        `SELECT guardian_email, status FROM guardian_approvals WHERE kind = 'feedback_request' AND subject_id = $1`,
        [asked.body.id],
      );
      expect(approval).toEqual({ guardian_email: p.guardianEmail, status: 'pending' });

      // The guardian approves from the mailed link and pays the add-on; the mentor's 72 hours start.
      const approvals = t.app.get(GuardianApprovalsService);
      const row = await approvals.forSubject('feedback_request', asked.body.id);
      const decided = await approvals.decide(approvals.tokenFor(row!), 'approve');
      expect(decided.checkoutUrl).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}\?token=/);
      const [path, query] = decided.checkoutUrl!.split('?');
      await request(t.server).post(`/api/billing/demo/checkouts/${path!.split('/').pop()}/pay?${query}`).expect(200);
      const deadline = Date.now() + 10_000;
      let after = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      while (after.body.status !== 'pending' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        after = await p.agent.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
      }
      expect(after.body).toMatchObject({ status: 'pending', dueAt: expect.any(String) });
      const [payment]: { payer_email: string }[] = await t.dataSource.query(`SELECT payer_email FROM payments WHERE user_id = $1 AND direction = 'charge'`, [p.userId]);
      expect(payment!.payer_email).toBe(p.guardianEmail);
      await mentor.get(`/api/mentoring/feedback-requests/${asked.body.id}`).expect(200);
    });

    it('validation: a highlight that is not yours or an unknown mentor answers 400 naming the field', async () => {
      const p = await playerWithPlan(t, { age: 23 });
      const q = await playerWithPlan(t, { age: 23 });
      const theirs = await highlightOf(q.playerId);
      const foreign = await p.agent.post('/api/mentoring/feedback-requests').send({ highlightId: theirs, mentorId }).expect(400);
      expect(Object.keys(foreign.body.errors)).toEqual(['highlightId']);
      const mine = await highlightOf(p.playerId);
      const noMentor = await p.agent.post('/api/mentoring/feedback-requests').send({ highlightId: mine, mentorId: '00000000-0000-4000-8000-000000000000' }).expect(400);
      expect(Object.keys(noMentor.body.errors)).toEqual(['mentorId']);
    });
  });

  describe('AMA events', () => {
    it('20 registrations at once on capacity 5 give exactly 5 places; registrants get the join link', async () => {
      const created = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Lineout Q&A', scheduledAt: new Date(Date.now() + 7 * 24 * HOUR).toISOString(), capacity: 5 })
        .expect(201);
      expect(created.body).toMatchObject({ duration: 60, price: 0, capacity: 5, isPublic: true, isHost: true });
      const emails: { email: string }[] = await t.dataSource.query(
        // Seeded adult players (the demo password), none suspended or on two-factor by a suite that ran
        // earlier in this worker: accounts other suites signed up have passwords of their own.
        `SELECT email FROM users WHERE role = 'player' AND email LIKE '%@players.demo.fj' AND dob < now() - interval '19 years'
            AND suspended_at IS NULL AND two_factor_enabled_at IS NULL ORDER BY email LIMIT 20`,
      );
      expect(emails).toHaveLength(20);
      const agents = await Promise.all(emails.map((e) => signedIn(t.server, e.email, DEMO_PASSWORD)));
      const results = await Promise.all(agents.map((a) => a.post(`/api/mentoring/ama-events/${created.body.id}/registrations`)));
      const ok = results.filter((r) => r.status === 201);
      const full = results.filter((r) => r.status === 409);
      expect(ok).toHaveLength(5);
      expect(full).toHaveLength(15);
      expect(full.every((r) => r.body.code === ERROR_CODES.LIMIT_REACHED)).toBe(true);
      expect(ok.every((r) => r.body.state === 'confirmed' && typeof r.body.joinUrl === 'string')).toBe(true);
      const [e]: { registered_count: number }[] = await t.dataSource.query(`SELECT registered_count FROM ama_events WHERE id = $1`, [created.body.id]);
      expect(e!.registered_count).toBe(5);

      const listed = await other.get('/api/mentoring/ama-events').expect(200);
      const mine = listed.body.find((x: { id: string }) => x.id === created.body.id);
      expect(mine).toMatchObject({ placesLeft: 0, joinUrl: null });
      const host = await mentor.get(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(200);
      expect(host.body).toHaveLength(5);
      await other.get(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(404);
    });

    it("a minor's registration holds a place and waits for the guardian, with no join link", async () => {
      const created = await mentor.post('/api/mentoring/ama-events').send({ title: 'Kicking AMA', scheduledAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString() }).expect(201);
      const minor = await playerWithPlan(t, { age: 16 });
      const reg = await minor.agent.post(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(201);
      expect(reg.body).toMatchObject({ state: 'awaiting_guardian', joinUrl: null, guardianApprovalRequired: true });
      const seen = await minor.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200);
      expect(seen.body).toMatchObject({ myRegistration: 'awaiting_guardian', joinUrl: null });
    });

    it("a minor's priced place, once the guardian approves, waits for the guardian's payment: the minor is never sent to a checkout", async () => {
      const created = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Paid kicking AMA', scheduledAt: new Date(Date.now() + 4 * 24 * HOUR).toISOString(), price: 9, capacity: 4 })
        .expect(201);
      const minor = await playerWithPlan(t, { age: 16 });
      const reg = await minor.agent.post(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(201);
      expect(reg.body).toMatchObject({ state: 'awaiting_guardian', checkoutUrl: null });
      const approvals = t.app.get(GuardianApprovalsService);
      const decided = await approvals.decide(approvals.tokenFor((await approvals.forSubject('ama_registration', reg.body.id))!), 'approve');
      expect(decided.checkoutUrl).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}\?token=/);
      expect((await minor.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200)).body).toMatchObject({
        myRegistration: 'awaiting_payment', checkoutUrl: null, guardianPays: true, joinUrl: null,
      });
    });

    it('a priced AMA: the place is held during billing\'s checkout, paid it is confirmed with the join link; unpaid it is given back', async () => {
      const created = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Paid scrum clinic', scheduledAt: new Date(Date.now() + 5 * 24 * HOUR).toISOString(), price: 10, capacity: 2 })
        .expect(201);
      const [a, b] = await Promise.all([playerWithPlan(t, { age: 24 }), playerWithPlan(t, { age: 25 })]);
      const reg = await a!.agent.post(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(201);
      expect(reg.body).toMatchObject({ state: 'awaiting_payment', joinUrl: null, checkoutUrl: expect.stringMatching(/^\/billing\/checkout\//) });
      // Back from the checkout unpaid, the card still leads to it ("Pay now"); only the registrant sees it.
      expect((await a!.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200)).body).toMatchObject({
        myRegistration: 'awaiting_payment', checkoutUrl: reg.body.checkoutUrl, guardianPays: false,
      });
      expect((await b!.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200)).body).toMatchObject({ myRegistration: null, checkoutUrl: null });
      expect((await mentor.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200)).body.checkoutUrl).toBeNull();
      const checkoutId = (reg.body.checkoutUrl as string).split('/').pop()!.split('?')[0];
      await a!.agent.post(`/api/billing/demo/checkouts/${checkoutId}/pay`).expect(200);
      const deadline = Date.now() + 10_000;
      let seen = await a!.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200);
      while (seen.body.myRegistration !== 'confirmed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        seen = await a!.agent.get(`/api/mentoring/ama-events/${created.body.id}`).expect(200);
      }
      expect(seen.body).toMatchObject({ myRegistration: 'confirmed', joinUrl: expect.any(String), placesLeft: 1, checkoutUrl: null });
      const [charge]: { amount_cents: number }[] = await t.dataSource.query(`SELECT amount_cents FROM payments WHERE user_id = $1 AND direction = 'charge'`, [a!.userId]);
      expect(charge!.amount_cents).toBe(1000);

      await b!.agent.post(`/api/mentoring/ama-events/${created.body.id}/registrations`).expect(201);
      expect((await b!.agent.get(`/api/mentoring/ama-events/${created.body.id}`)).body.placesLeft).toBe(0);
      expect(await t.app.get(AmaEventsService).releaseUnpaid(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
      expect((await b!.agent.get(`/api/mentoring/ama-events/${created.body.id}`)).body).toMatchObject({ placesLeft: 1, myRegistration: null });
    });

    /** Registers for a priced AMA and pays in the demo checkout; resolves once the place is confirmed. */
    async function paidPlace(agent: Agent, eventId: string): Promise<string> {
      const reg = await agent.post(`/api/mentoring/ama-events/${eventId}/registrations`).expect(201);
      const checkoutId = (reg.body.checkoutUrl as string).split('/').pop()!.split('?')[0];
      await agent.post(`/api/billing/demo/checkouts/${checkoutId}/pay`).expect(200);
      const deadline = Date.now() + 10_000;
      while ((await agent.get(`/api/mentoring/ama-events/${eventId}`).expect(200)).body.myRegistration !== 'confirmed') {
        if (Date.now() > deadline) throw new Error('the paid AMA place was not confirmed');
        await new Promise((r) => setTimeout(r, 100));
      }
      return reg.body.id as string;
    }
    const earningsRow = async (registrationId: string) =>
      ((await mentor.get('/api/mentoring/earnings').expect(200)).body.rows as Array<{ id: string }>).find((r) => r.id === registrationId);
    const usdTotals = async () =>
      ((await mentor.get('/api/mentoring/earnings').expect(200)).body.totals as Array<{ currency: string; releasedCents: number; heldCents: number }>).find((x) => x.currency === 'USD')!;
    const ledgerOf = async (userId: string) =>
      (await t.dataSource.query(`SELECT direction, amount_cents FROM payments WHERE user_id = $1 ORDER BY direction`, [userId])) as Array<{ direction: string; amount_cents: number }>;

    it('a paid place given up 24 hours or more before the start is refunded in full, once, even when given up twice at once; later it is not', async () => {
      const early = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Lineout clinic', scheduledAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString(), price: 12.5, capacity: 3 })
        .expect(201);
      const [a, late] = await Promise.all([playerWithPlan(t, { age: 23 }), playerWithPlan(t, { age: 26 })]);
      const heldBefore = (await usdTotals()).heldCents;
      const earlyPlace = await paidPlace(a!.agent, early.body.id);
      expect(await ledgerOf(a!.userId)).toEqual([{ direction: 'charge', amount_cents: 1250 }]);
      // The mentor's earnings: the place, less the platform fee, held until the AMA ends.
      expect(await earningsRow(earlyPlace)).toMatchObject({
        kind: 'ama', title: 'Lineout clinic', menteeName: expect.any(String), currency: 'USD', grossCents: 1250, feeCents: 188, netCents: 1062, refundedCents: 0, paymentStatus: 'held',
      });
      expect((await usdTotals()).heldCents).toBe(heldBefore + 1062);

      const both = await Promise.all([1, 2].map(() => a!.agent.delete(`/api/mentoring/ama-events/${early.body.id}/registrations/me`)));
      expect(both.map((r) => r.status).sort()).toEqual([204, 404]);
      expect(await ledgerOf(a!.userId)).toEqual([{ direction: 'charge', amount_cents: 1250 }, { direction: 'refund', amount_cents: 1250 }]);
      const [reg]: { state: string; status: string }[] = await t.dataSource.query(`SELECT state, status FROM ama_registrations WHERE event_id = $1 AND user_id = $2`, [early.body.id, a!.userId]);
      expect(reg).toEqual({ state: 'cancelled', status: 'refunded' });
      expect((await a!.agent.get(`/api/mentoring/ama-events/${early.body.id}`).expect(200)).body).toMatchObject({ placesLeft: 3, myRegistration: null, joinUrl: null });
      expect(await earningsRow(earlyPlace)).toMatchObject({ grossCents: 1250, feeCents: 0, netCents: 0, refundedCents: 1250, paymentStatus: 'refunded' });
      expect((await usdTotals()).heldCents).toBe(heldBefore);

      // Two hours before the start: the place is given back, the payment is not.
      const soon = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Scrum clinic tonight', scheduledAt: new Date(Date.now() + 2 * HOUR).toISOString(), price: 10, capacity: 3 })
        .expect(201);
      const latePlace = await paidPlace(late!.agent, soon.body.id);
      await late!.agent.delete(`/api/mentoring/ama-events/${soon.body.id}/registrations/me`).expect(204);
      expect(await ledgerOf(late!.userId)).toEqual([{ direction: 'charge', amount_cents: 1000 }]);
      expect((await late!.agent.get(`/api/mentoring/ama-events/${soon.body.id}`).expect(200)).body).toMatchObject({ placesLeft: 3, myRegistration: null });
      // Kept for the mentor: held until the AMA (2 hours away, 60 minutes long) has ended, then released.
      expect(await earningsRow(latePlace)).toMatchObject({ grossCents: 1000, feeCents: 150, netCents: 850, paymentStatus: 'held' });
      const releasedBefore = (await usdTotals()).releasedCents;
      const clock = t.app.get(BillingClock);
      clock.advance(3 * HOUR + 60_000);
      try {
        expect(await earningsRow(latePlace)).toMatchObject({ netCents: 850, paymentStatus: 'released' });
        expect((await usdTotals()).releasedCents).toBe(releasedBefore + 850);
      } finally {
        clock.reset();
      }
    });

    it("the refund window reads the sessions' clock: a place paid days ahead and given up under 24 hours before the start keeps its payment", async () => {
      const event = await mentor
        .post('/api/mentoring/ama-events')
        .send({ title: 'Goal kicking AMA', scheduledAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString(), price: 8, capacity: 3 })
        .expect(201);
      const fan = (await playerWithPlan(t, { age: 24 }))!;
      const place = await paidPlace(fan.agent, event.body.id);
      const clock = t.app.get(BillingClock);
      clock.advance(2 * 24 * HOUR + 13 * HOUR); // 11 hours before the start
      try {
        await fan.agent.delete(`/api/mentoring/ama-events/${event.body.id}/registrations/me`).expect(204);
        expect(await ledgerOf(fan.userId)).toEqual([{ direction: 'charge', amount_cents: 800 }]);
        expect(await earningsRow(place)).toMatchObject({ grossCents: 800, refundedCents: 0, paymentStatus: 'held' });
      } finally {
        clock.reset();
      }
    });

    it('validation and permissions: a non-mentor cannot schedule; bad fields answer 400 naming them', async () => {
      await other.post('/api/mentoring/ama-events').send({ title: 'x', scheduledAt: new Date(Date.now() + HOUR).toISOString() }).expect(403);
      const bad = await mentor.post('/api/mentoring/ama-events').send({ title: '', scheduledAt: 'tomorrow', capacity: 0 }).expect(400);
      expect(bad.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'scheduledAt', 'title']);
      // Amounts JavaScript prints in exponent form (class-validator's maxDecimalPlaces threw on them: a 500).
      for (const price of [-5e-324, 1e-7, 12.345]) {
        const res = await mentor.post('/api/mentoring/ama-events').send({ title: 'Kicking AMA', scheduledAt: new Date(Date.now() + 3 * 24 * HOUR).toISOString(), price }).expect(400);
        expect(res.body.errors).toEqual({ price: 'price must be an amount (0 for free)' });
      }
    });
  });

  describe('goals, milestones and assessments', () => {
    it('only the two sides see them; progress follows completed milestones', async () => {
      const p = await playerWithPlan(t, { age: 20 });
      const [rel]: { id: string }[] = await t.dataSource.query(
        `INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2) RETURNING id`,
        [mentorId, p.userId],
      );
      const goal = await p.agent.post('/api/mentoring/goals').send({ relationshipId: rel!.id, title: 'Make the Skipper Cup squad' }).expect(201);
      const g1 = await mentor.post(`/api/mentoring/goals/${goal.body.id}/milestones`).send({ title: 'Beep test 12' }).expect(201);
      const g2 = await p.agent.post(`/api/mentoring/goals/${goal.body.id}/milestones`).send({ title: 'Film review' }).expect(201);
      expect(g2.body.milestones).toHaveLength(2);
      const done = await p.agent.patch(`/api/mentoring/milestones/${g1.body.milestones[0].id}`).send({ isCompleted: true }).expect(200);
      expect(done.body.progressPercentage).toBe(50);

      const a = await mentor
        .post('/api/mentoring/assessments')
        .send({ relationshipId: rel!.id, skillArea: 'Tackling', scoreOutOf10: 7, strengths: ['Low body height'], improvementAreas: ['Leg drive'], nextSteps: 'Contact drills' })
        .expect(201);
      expect(a.body).toMatchObject({ skillArea: 'Tackling', scoreOutOf10: 7 });
      await p.agent.post('/api/mentoring/assessments').send({ relationshipId: rel!.id, skillArea: 'Self', scoreOutOf10: 10, strengths: [], improvementAreas: [] }).expect(403);
      const bad = await mentor.post('/api/mentoring/assessments').send({ relationshipId: rel!.id, skillArea: 'X', scoreOutOf10: 11, strengths: [], improvementAreas: [] }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['scoreOutOf10']);

      const both = await Promise.all([p.agent, mentor].map((x) => x.get(`/api/mentoring/goals?relationshipId=${rel!.id}`).expect(200)));
      expect(both.map((r) => r.body[0].progressPercentage)).toEqual([50, 50]);
      await p.agent.get(`/api/mentoring/assessments?relationshipId=${rel!.id}`).expect(200);

      // Anyone else: exactly the missing answer.
      const missingId = '00000000-0000-4000-8000-000000000000';
      const hidden = await other.get(`/api/mentoring/goals?relationshipId=${rel!.id}`).expect(404);
      const missing = await other.get(`/api/mentoring/goals?relationshipId=${missingId}`).expect(404);
      expect(hidden.body).toEqual(anyRequestId(missing.body));
      await other.get(`/api/mentoring/assessments?relationshipId=${rel!.id}`).expect(404);
      await other.patch(`/api/mentoring/milestones/${g1.body.milestones[0].id}`).send({ isCompleted: false }).expect(404);
      await other.post(`/api/mentoring/goals/${goal.body.id}/milestones`).send({ title: 'Sneaky' }).expect(404);
      expect(mentorUserId).toBeTruthy();
    });
  });

  describe('assessments per session', () => {
    it("an assessment may name one of the pair's own sessions (shown to both); another pair's session or a missing one answers 404", async () => {
      const p = await playerWithPlan(t, { age: 20 });
      const [rel]: { id: string }[] = await t.dataSource.query(`INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2) RETURNING id`, [mentorId, p.userId]);
      const session = async (mentor: string, mentee: string, daysAgo: number): Promise<string> => {
        const [row]: { id: string }[] = await t.dataSource.query(
          `INSERT INTO mentoring_sessions (mentor_id, mentee_id, relationship_id, title, scheduled_at, ends_at, duration, status)
           VALUES ($1, $2, $3, 'Individual session', now() - make_interval(days => $4), now() - make_interval(days => $4) + interval '1 hour', 60, 'completed') RETURNING id`,
          [mentor, mentee, mentor === mentorId && mentee === p.userId ? rel!.id : null, daysAgo],
        );
        return row!.id;
      };
      const ours = await session(mentorId, p.userId, 20);
      const [otherMentor]: { id: string }[] = await t.dataSource.query(`SELECT id FROM mentors WHERE id <> $1 LIMIT 1`, [mentorId]);
      const [otherMentee]: { id: string }[] = await t.dataSource.query(`SELECT id FROM users WHERE role = 'player' AND id <> $1 LIMIT 1`, [p.userId]);
      const withAnotherMentor = await session(otherMentor!.id, p.userId, 21);
      const withAnotherMentee = await session(mentorId, otherMentee!.id, 22);
      const body = (sessionId: string) => ({ relationshipId: rel!.id, sessionId, skillArea: 'Lineout throwing', scoreOutOf10: 6, strengths: ['Accuracy'], improvementAreas: ['Height'] });

      const saved = await mentor.post('/api/mentoring/assessments').send(body(ours)).expect(201);
      expect(saved.body).toMatchObject({ sessionId: ours, skillArea: 'Lineout throwing' });
      const seen = (await p.agent.get(`/api/mentoring/assessments?relationshipId=${rel!.id}`).expect(200)).body as { sessionId: string | null }[];
      expect(seen.map((a) => a.sessionId)).toEqual([ours]);
      // The session list tells the screen which relationship each session belongs to (the picker's options).
      expect((await mentor.get(`/api/mentoring/sessions/${ours}`).expect(200)).body.relationshipId).toBe(rel!.id);

      const missing = await mentor.post('/api/mentoring/assessments').send(body('00000000-0000-4000-8000-000000000000')).expect(404);
      for (const foreign of [withAnotherMentor, withAnotherMentee]) {
        const res = await mentor.post('/api/mentoring/assessments').send(body(foreign)).expect(404);
        expect(res.body).toEqual(anyRequestId(missing.body));
      }
      const bad = await mentor.post('/api/mentoring/assessments').send(body('not-a-session')).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['sessionId']);
      const [{ n }]: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mentoring_assessments WHERE relationship_id = $1`, [rel!.id]);
      expect(n).toBe(1);
    });
  });

  describe('resource library and badges', () => {
    it('a link shared with a chosen mentee: only the owner and that mentee see it; opening counts a download', async () => {
      const p = await playerWithPlan(t, { age: 20 });
      const [rel]: { id: string }[] = await t.dataSource.query(`INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2) RETURNING id`, [mentorId, p.userId]);
      const bad = await mentor.post('/api/mentoring/resources').send({ title: 'Drill', externalUrl: 'not a link' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['externalUrl']);
      await p.agent.post('/api/mentoring/resources').send({ title: 'Mine', externalUrl: 'https://example.test/x' }).expect(403);
      const created = await mentor.post('/api/mentoring/resources').send({ title: 'Tackle drill', externalUrl: 'https://example.test/tackle' }).expect(201);
      const id = created.body.id as string;
      await p.agent.get(`/api/mentoring/resources/${id}`).expect(404);
      const shared = await mentor.put(`/api/mentoring/resources/${id}/shares`).send({ relationshipIds: [rel!.id] }).expect(200);
      expect(shared.body.sharedWith).toEqual([rel!.id]);
      const seen = await p.agent.get('/api/mentoring/resources').expect(200);
      expect(seen.body.map((r: { id: string }) => r.id)).toContain(id);
      expect((await p.agent.post(`/api/mentoring/resources/${id}/open`).expect(200)).body).toEqual({ url: 'https://example.test/tackle' });
      expect((await mentor.get(`/api/mentoring/resources/${id}`).expect(200)).body.downloadCount).toBe(1);
      // Someone else: exactly the missing answer; a mentee cannot share or delete.
      const hidden = await other.get(`/api/mentoring/resources/${id}`).expect(404);
      const missing = await other.get('/api/mentoring/resources/00000000-0000-4000-8000-000000000000').expect(404);
      expect(hidden.body).toEqual(anyRequestId(missing.body));
      await other.post(`/api/mentoring/resources/${id}/open`).expect(404);
      await p.agent.put(`/api/mentoring/resources/${id}/shares`).send({ relationshipIds: [] }).expect(404);
      await p.agent.delete(`/api/mentoring/resources/${id}`).expect(404);
      // Shared only with the mentor's own relationships.
      const [foreign]: { id: string }[] = await t.dataSource.query(
        `SELECT r.id FROM mentoring_relationships r WHERE r.mentor_id <> $1 LIMIT 1`,
        [mentorId],
      );
      if (foreign) await mentor.put(`/api/mentoring/resources/${id}/shares`).send({ relationshipIds: [foreign.id] }).expect(404);
      await mentor.put(`/api/mentoring/resources/${id}/shares`).send({ relationshipIds: [] }).expect(200);
      await p.agent.get(`/api/mentoring/resources/${id}`).expect(404);
    });

    it('a file goes through storage (checked by its bytes and size) and downloads as an attachment for the chosen mentee only', async () => {
      const p = await playerWithPlan(t, { age: 20 });
      const [rel]: { id: string }[] = await t.dataSource.query(`INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2) RETURNING id`, [mentorId, p.userId]);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
      const upload = (body: Buffer, title = 'Scrum plan') =>
        mentor.post(`/api/mentoring/resources/file?title=${encodeURIComponent(title)}&fileName=scrum-plan.pdf`).set('Content-Type', 'application/octet-stream').send(body);
      const text = await upload(Buffer.from('just some text, not a document')).expect(415);
      expect(Object.keys(text.body.errors)).toEqual(['file']);
      await upload(pdf, '').expect(400);
      const created = await upload(pdf).expect(201);
      expect(created.body).toMatchObject({ resourceType: 'file', fileName: 'scrum-plan.pdf', downloadCount: 0 });
      const id = created.body.id as string;
      await p.agent.get(`/api/mentoring/resources/${id}/file`).expect(404);
      await mentor.put(`/api/mentoring/resources/${id}/shares`).send({ relationshipIds: [rel!.id] }).expect(200);
      const got = await p.agent.get(`/api/mentoring/resources/${id}/file`).buffer(true).parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(got.headers['content-disposition']).toBe('attachment; filename="scrum-plan.pdf"');
      expect(got.headers['content-type']).toMatch(/application\/pdf/);
      expect(Buffer.compare(got.body as Buffer, pdf)).toBe(0);
      expect((await mentor.get(`/api/mentoring/resources/${id}`).expect(200)).body.downloadCount).toBe(1);
      await other.get(`/api/mentoring/resources/${id}/file`).expect(404);
      await mentor.delete(`/api/mentoring/resources/${id}`).expect(204);
      await p.agent.get(`/api/mentoring/resources/${id}/file`).expect(404);
    });

    it('mentored_by is awarded once after 3 completed sessions with one mentor', async () => {
      const p = await playerWithPlan(t, { age: 20 });
      const badges = t.app.get(BadgesService);
      const session = async (daysAgo: number): Promise<string> => {
        const [s]: { id: string }[] = await t.dataSource.query(
          `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
           VALUES ($1, $2, 'Session', now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '1 hour', 60, 'completed') RETURNING id`,
          [mentorId, p.userId, daysAgo],
        );
        return s!.id;
      };
      expect(await badges.onSessionCompleted(await session(30))).toBe(false);
      expect(await badges.onSessionCompleted(await session(20))).toBe(false);
      const third = await session(10);
      expect(await badges.onSessionCompleted(third)).toBe(true);
      expect(await badges.onSessionCompleted(third)).toBe(false);
      const mine = await p.agent.get('/api/mentoring/badges/me').expect(200);
      expect(mine.body).toEqual([expect.objectContaining({ badgeType: 'mentored_by', title: 'Mentored' })]);
      // Shown on the player's profile: the page and its own part (the mentoring read model user_badges).
      const page = await other.get(`/api/players/${p.playerId}/page`).expect(200);
      expect(page.body.badges).toEqual([expect.objectContaining({ badgeType: 'mentored_by' })]);
      expect((await other.get(`/api/players/${p.playerId}/badges`).expect(200)).body).toEqual(page.body.badges);
      await other.get('/api/players/00000000-0000-4000-8000-000000000000/badges').expect(404);
    });

    it('the sweep awards mentored_by to a mentee whose completions never called the hook', async () => {
      const p = await playerWithPlan(t, { age: 21 });
      for (const days of [9, 8, 7]) {
        await t.dataSource.query(
          `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
           VALUES ($1, $2, 'Session', now() - make_interval(days => $3), now() - make_interval(days => $3) + interval '1 hour', 60, 'completed')`,
          [mentorId, p.userId, days],
        );
      }
      expect(await t.app.get(BadgesService).awardEarned()).toBeGreaterThanOrEqual(1);
      expect((await p.agent.get('/api/mentoring/badges/me').expect(200)).body.map((b: { badgeType: string }) => b.badgeType)).toEqual(['mentored_by']);
    });
  });
});
