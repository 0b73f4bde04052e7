/**
 * What Mentor Pro unlocks for a mentor (docs/mentoring.md "Mentor Pro"), asked of billing's
 * EntitlementsService: a free mentor is listed but offers no open slots and is refused bookings
 * (409 MENTOR_NOT_TAKING_BOOKINGS), and is refused sharing resources and writing goals, milestones and
 * assessments (403 UPGRADE_REQUIRED with the feature's message) while the mentee's own actions pass; the
 * same mentor after buying Mentor Pro in the demo checkout is allowed all of it; a mentor whose plan
 * lapses still confirms and completes a session already booked (the payment is released).
 */
import { ERROR_CODES, MENTOR_PRO_MESSAGES, type MentorDetail, type MentorOwnProfile, type MentorsPage } from '@fiji/contracts';
import { BillingClock } from '../src/modules/billing';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, HOUR } from './billing-fixtures';
import type { Agent } from './helpers';
import { buyMentorPro, listedMentor } from './mentoring-fixtures';
import { newAccount } from './social-fixtures';

describe('mentoring: what Mentor Pro unlocks', () => {
  let t: TestApp;
  let clock: BillingClock;

  const slot = (days: number, hour: number): string => {
    const d = new Date(clock.now().getTime() + days * DAY);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const book = (agent: Agent, mentorId: string, start: string) =>
    agent.post('/api/mentoring/bookings').send({ mentorId, start, durationMinutes: 60, sessionType: 'individual', note: 'Scrummaging' });
  const checkoutIdOf = (url: string) => /\/billing\/checkout\/([0-9a-f-]{36})/.exec(url)![1]!;
  const relationshipOf = async (mentorId: string, menteeId: string): Promise<string> => {
    const [r]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2)
       ON CONFLICT (mentor_id, mentee_id) DO UPDATE SET updated_at = now() RETURNING id`,
      [mentorId, menteeId],
    );
    return r!.id;
  };
  const assessment = (relationshipId: string) => ({ relationshipId, skillArea: 'Scrummaging', scoreOutOf10: 7, strengths: ['Body height'], improvementAreas: ['Bind'] });
  const expectUpgrade = (body: { code: string; message: string }, message: string) => expect(body).toMatchObject({ code: ERROR_CODES.UPGRADE_REQUIRED, message });

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(BillingClock);
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  it('a free mentor is listed but takes no bookings and cannot share or track progress; after Mentor Pro in the checkout every action is allowed', async () => {
    const mentor = await listedMentor(t, true, { plan: 'free' });
    const player = await newAccount(t, 'player');

    // Listed, with "Mentor Pro" as what is missing to take bookings.
    const own = (await mentor.agent.get('/api/mentors/me').expect(200)).body as MentorOwnProfile;
    expect(own).toMatchObject({ listed: true, missing: [], takingBookings: false, mentorPro: { sessionBooking: false, resourceSharing: false, progressTracking: false } });
    const page = (await player.agent.get(`/api/mentors/${mentor.mentorId}`).expect(200)).body as MentorDetail;
    expect(page.takingBookings).toBe(false);
    const all: MentorsPage = (await player.agent.get('/api/mentors').query({ sort: 'price' }).expect(200)).body;
    const listedIds = [...all.results.map((m) => m.id)];
    for (let cursor = all.nextCursor; cursor; ) {
      const next: MentorsPage = (await player.agent.get('/api/mentors').query({ sort: 'price', cursor }).expect(200)).body;
      listedIds.push(...next.results.map((m) => m.id));
      cursor = next.nextCursor;
    }
    expect(listedIds).toContain(mentor.mentorId);

    // No open slots, not "available in the next 7 days", and booking is refused by the server.
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10);
    expect((await player.agent.get(`/api/mentors/${mentor.mentorId}/slots`).query({ from, to }).expect(200)).body.slots).toEqual([]);
    const available = async (): Promise<string[]> => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res: MentorsPage = (await player.agent.get('/api/mentors').query({ availableWithinDays: 7, ...(cursor ? { cursor } : {}) }).expect(200)).body;
        ids.push(...res.results.map((m) => m.id));
        cursor = res.nextCursor;
      } while (cursor);
      return ids;
    };
    expect(await available()).not.toContain(mentor.mentorId);
    const refused = await book(player.agent, mentor.mentorId, slot(3, 6)).expect(409);
    expect(refused.body).toMatchObject({ code: ERROR_CODES.MENTOR_NOT_TAKING_BOOKINGS, message: MENTOR_PRO_MESSAGES.notTakingBookings });
    expect(await t.dataSource.query(`SELECT id FROM mentoring_sessions WHERE mentor_id = $1`, [mentor.mentorId])).toEqual([]);

    // Resources: adding a link or a file (the mentor's side of sharing) needs Mentor Pro.
    expectUpgrade((await mentor.agent.post('/api/mentoring/resources').send({ title: 'Scrum drills', externalUrl: 'https://example.org/scrum' }).expect(403)).body, MENTOR_PRO_MESSAGES.resourceSharing);
    expectUpgrade(
      (await mentor.agent.post('/api/mentoring/resources/file').query({ title: 'Plan', fileName: 'plan.pdf' }).set('Content-Type', 'application/octet-stream').send(Buffer.from('%PDF-1.4\n%%EOF\n')).expect(403)).body,
      MENTOR_PRO_MESSAGES.resourceSharing,
    );

    // Progress: the mentor is refused goals, milestones and assessments; the mentee's own goal and milestone pass.
    const rel = await relationshipOf(mentor.mentorId, player.userId);
    expectUpgrade((await mentor.agent.post('/api/mentoring/goals').send({ relationshipId: rel, title: 'Mentor goal' }).expect(403)).body, MENTOR_PRO_MESSAGES.progressTracking);
    const goal = (await player.agent.post('/api/mentoring/goals').send({ relationshipId: rel, title: 'My own goal' }).expect(201)).body as { id: string };
    expectUpgrade((await mentor.agent.post(`/api/mentoring/goals/${goal.id}/milestones`).send({ title: 'Mentor step' }).expect(403)).body, MENTOR_PRO_MESSAGES.progressTracking);
    await player.agent.post(`/api/mentoring/goals/${goal.id}/milestones`).send({ title: 'My step' }).expect(201);
    expectUpgrade((await mentor.agent.post('/api/mentoring/assessments').send(assessment(rel)).expect(403)).body, MENTOR_PRO_MESSAGES.progressTracking);
    // Someone else's relationship still answers like a missing one, plan or not.
    const stranger = await newAccount(t, 'player');
    await stranger.agent.post('/api/mentoring/goals').send({ relationshipId: rel, title: 'Not mine' }).expect(404);

    // The same mentor buys Mentor Pro in billing's demo checkout: everything above is allowed at once.
    await buyMentorPro(mentor.agent);
    expect((await mentor.agent.get('/api/mentors/me').expect(200)).body).toMatchObject({ takingBookings: true, mentorPro: { sessionBooking: true, resourceSharing: true, progressTracking: true } });
    expect((await player.agent.get(`/api/mentors/${mentor.mentorId}`).expect(200)).body.takingBookings).toBe(true);
    expect((await player.agent.get(`/api/mentors/${mentor.mentorId}/slots`).query({ from, to }).expect(200)).body.slots.length).toBeGreaterThan(0);
    expect(await available()).toContain(mentor.mentorId);
    await book(player.agent, mentor.mentorId, slot(3, 6)).expect(201);
    const link = (await mentor.agent.post('/api/mentoring/resources').send({ title: 'Scrum drills', externalUrl: 'https://example.org/scrum' }).expect(201)).body as { id: string };
    await mentor.agent.put(`/api/mentoring/resources/${link.id}/shares`).send({ relationshipIds: [rel] }).expect(200);
    expect((await player.agent.get('/api/mentoring/resources').expect(200)).body.map((r: { id: string }) => r.id)).toContain(link.id);
    await mentor.agent.post('/api/mentoring/goals').send({ relationshipId: rel, title: 'Mentor goal' }).expect(201);
    await mentor.agent.post(`/api/mentoring/goals/${goal.id}/milestones`).send({ title: 'Mentor step' }).expect(201);
    await mentor.agent.post('/api/mentoring/assessments').send(assessment(rel)).expect(201);
  });

  it("a mentor whose Mentor Pro lapses still confirms and completes a session already booked (payment released); new bookings and sharing are refused, un-sharing is not", async () => {
    const mentor = await listedMentor(t, true);
    const player = await newAccount(t, 'player');
    const start = slot(3, 6);
    const booked = await book(player.agent, mentor.mentorId, start).expect(201);
    const id = booked.body.sessionId as string;
    await player.agent.post(`/api/billing/demo/checkouts/${checkoutIdOf(booked.body.checkoutUrl)}/pay`).expect(200);
    const rel = (await player.agent.get('/api/mentoring/progress/relationships').expect(200)).body[0].id as string;
    const link = (await mentor.agent.post('/api/mentoring/resources').send({ title: 'Warm-up', externalUrl: 'https://example.org/warm-up' }).expect(201)).body as { id: string };
    await mentor.agent.put(`/api/mentoring/resources/${link.id}/shares`).send({ relationshipIds: [rel] }).expect(200);

    // Mentor Pro is cancelled and its period ends (billing's clock and sweep): the mentor is on Free.
    await mentor.agent.post('/api/billing/subscription/cancel').send({}).expect(200);
    clock.advance(32 * DAY);
    await t.app.get(BillingSweepService).runOnce();
    expect((await mentor.agent.get('/api/mentors/me').expect(200)).body).toMatchObject({ takingBookings: false, mentorPro: { sessionBooking: false } });

    // The booked session continues: confirmed and, once it has taken place, completed with the payment released.
    await mentor.agent.post(`/api/mentoring/sessions/${id}/confirm`).send({}).expect(200);
    expect(new Date(start).getTime() + HOUR).toBeLessThan(clock.now().getTime());
    expect((await mentor.agent.post(`/api/mentoring/sessions/${id}/complete`).expect(200)).body).toMatchObject({ status: 'completed' });
    const [paid]: { released_at: Date | null }[] = await t.dataSource.query(`SELECT released_at FROM session_payments WHERE session_id = $1`, [id]);
    expect(paid!.released_at).not.toBeNull();
    await player.agent.post(`/api/mentoring/sessions/${id}/review`).send({ rating: 5, title: 'Great', comment: 'Clear', wouldRecommend: true }).expect(201);

    // New bookings are refused; the mentee still sees what was shared; sharing again needs the plan, withdrawing does not.
    expect((await book(player.agent, mentor.mentorId, slot(3, 8)).expect(409)).body.code).toBe(ERROR_CODES.MENTOR_NOT_TAKING_BOOKINGS);
    expect((await player.agent.get('/api/mentoring/resources').expect(200)).body.map((r: { id: string }) => r.id)).toContain(link.id);
    expectUpgrade((await mentor.agent.put(`/api/mentoring/resources/${link.id}/shares`).send({ relationshipIds: [rel] }).expect(403)).body, MENTOR_PRO_MESSAGES.resourceSharing);
    await mentor.agent.put(`/api/mentoring/resources/${link.id}/shares`).send({ relationshipIds: [] }).expect(200);
    expect((await player.agent.get('/api/mentoring/resources').expect(200)).body.map((r: { id: string }) => r.id)).not.toContain(link.id);
  });
});
