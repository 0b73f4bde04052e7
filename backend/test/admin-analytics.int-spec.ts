import request from 'supertest';
import type { AnalyticsSeries } from '@fiji/contracts';
import { FunnelRecorderService } from '../src/modules/admin/analytics/funnel-recorder.service';
import { createTestApp, type TestApp } from './app.factory';
import { AUTHZ_TABLE } from './authz/matrix';
import { listen } from './authz/world';
import { dobForAge, signedIn, signedUp, uniqueEmail, type Agent } from './helpers';
import { createHighlight, makePng } from './media-fixtures';
import { freeRecruiter, paidRecruiter, playerWithPlan } from './recruiting-fixtures';

/**
 * Platform Analytics (docs/admin.md "Analytics"): the owning modules report their steps through the
 * FunnelEvents hook into funnel_events, and GET /api/admin/analytics draws them per UTC day; checkouts
 * and revenue come from billing's read model, the queue age from the player module's.
 */
describe('admin analytics', () => {
  let t: TestApp;
  let admin: Agent;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    await listen(t); // the upload PUT goes over a raw connection
    admin = await signedIn(t.server, 'admin@demo.fj');
  });
  afterAll(() => t.close());

  const series = async (metric: string, days = 7): Promise<AnalyticsSeries> =>
    (await admin.get('/api/admin/analytics').query({ metric, days }).expect(200)).body as AnalyticsSeries;
  /** Today's values of a metric. */
  const now = async (metric: string): Promise<Record<string, number>> => (await series(metric)).points.at(-1)!.values;
  const events = async (userId: string): Promise<string[]> =>
    (await t.dataSource.query(`SELECT event_type FROM funnel_events WHERE user_id = $1 ORDER BY event_type`, [userId])).map((r: { event_type: string }) => r.event_type);

  it('real actions record the funnel steps, first highlight and first contact request once, and today\'s series count them', async () => {
    const before = {
      signups: await now('signups'), profiles: await now('profiles_completed'), highlights: await now('highlights_uploaded'),
      searches: await now('searches'), contacts: await now('contact_requests'), checkouts: await now('checkouts'), revenue: await now('revenue'),
      active: await now('weekly_active_users'),
    };

    // A player signs up, completes the profile and uploads two highlights.
    const player = await signedUp(t.server, { role: 'player' });
    await player.agent
      .post('/api/players')
      .send({
        dob: dobForAge(20), heightCm: 180, weightKg: 90, dominantSide: 'right', positions: ['Lock'], formats: ['15s'], school: 'Queen Victoria School',
        province: 'Tailevu', gradYear: 2024, bio: 'Analytics test.', contactEmail: uniqueEmail('contact'), contactPhone: '+679 777 1234', visibility: 'public',
      })
      .expect(201);
    const png = await makePng(320, 240);
    for (let i = 0; i < 2; i++) await createHighlight(t.server, player.agent, { body: png, type: 'image/png' }, { title: `Analytics ${i}` });
    expect(await events(player.id)).toEqual(['first_highlight', 'highlight_uploaded', 'highlight_uploaded', 'profile_completed', 'signup']);

    // A paid recruiter searches (the first page counts, not the next ones) and sends two requests; one player approves.
    const recruiter = await paidRecruiter(t);
    const first = await recruiter.agent.get('/api/search').expect(200);
    if (first.body.nextCursor) await recruiter.agent.get('/api/search').query({ cursor: first.body.nextCursor }).expect(200);
    const approving = await playerWithPlan(t, { paid: true });
    const other = await playerWithPlan(t);
    const sent = [];
    for (const p of [approving, other]) {
      sent.push(
        (await recruiter.agent.post('/api/contact-requests').send({ toUser: p.userId, playerId: p.playerId, message: 'Bula! Trials on Saturday.' }).expect(201)).body,
      );
    }
    await approving.agent.patch(`/api/contact-requests/${sent[0].id}`).send({ status: 'approved' }).expect(200);
    expect((await events(recruiter.userId)).filter((e) => e.includes('contact'))).toEqual(['contact_request_sent', 'contact_request_sent', 'first_contact_request_sent']);

    // A free recruiter starts two checkouts and pays one ($99.00).
    const buyer = await freeRecruiter(t);
    await t.dataSource.query(`INSERT INTO recruiters (user_id) VALUES ($1)`, [buyer.userId]);
    await buyer.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval: 'month' }).expect(201);
    const paying = await buyer.agent.post('/api/billing/checkout').send({ plan: 'recruiter', interval: 'month' }).expect(201);
    await buyer.agent.post(`/api/billing/demo/checkouts/${paying.body.checkoutId}/pay`).expect(200);
    expect(await events(buyer.userId)).toEqual(['checkout_started', 'checkout_started', 'paid', 'signup']);

    await t.app.get(FunnelRecorderService).flush(); // searches are written in batches (below)
    const after = {
      signups: await now('signups'), profiles: await now('profiles_completed'), highlights: await now('highlights_uploaded'),
      searches: await now('searches'), contacts: await now('contact_requests'), checkouts: await now('checkouts'), revenue: await now('revenue'),
      active: await now('weekly_active_users'),
    };
    // Sign-ups: the player, the paid recruiter, the two players with plans, the buyer.
    expect(after.signups.player! - before.signups.player!).toBe(3);
    expect(after.signups.recruiter! - before.signups.recruiter!).toBe(2);
    expect(after.profiles.profiles! - before.profiles.profiles!).toBe(1);
    expect(after.highlights.highlights! - before.highlights.highlights!).toBe(2);
    expect(after.searches.searches! - before.searches.searches!).toBe(1);
    expect(after.contacts).toEqual({ sent: before.contacts.sent! + 2, approved: before.contacts.approved! + 1 });
    expect(after.checkouts).toEqual({ started: before.checkouts.started! + 2, paid: before.checkouts.paid! + 1 });
    expect(after.revenue.usd! - before.revenue.usd!).toBeCloseTo(99, 2);
    expect(after.active.active! - before.active.active!).toBeGreaterThanOrEqual(5);
  });

  it('every range has every UTC day, oldest first, ending today', async () => {
    for (const days of [7, 30, 90]) {
      const s = await series('signups', days);
      expect(s.points).toHaveLength(days);
      expect(s.points.at(-1)!.date).toBe(today);
      expect(s.points.map((p) => p.date)).toEqual([...s.points.map((p) => p.date)].sort());
      expect(s.series).toContain('player');
    }
  });

  it('the verification queue: how many wait and for how long', async () => {
    const { points, series: names } = await series('verification_queue_age', 30);
    expect(names).toEqual(['oldest_days', 'pending']);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM players WHERE verified_at IS NULL AND verification_rejected_at IS NULL`);
    expect(points.at(-1)!.values.pending).toBe(n);
    expect(points.at(-1)!.values.oldest_days).toBeGreaterThanOrEqual(0);
  });

  it('the share of child-safety cases first acted on within 24 hours, per day the case opened (younger unacted cases not judged yet)', async () => {
    const before = (await series('child_safety_within_24h')).points.at(-2)!.values;
    expect(before).toEqual({ percent_within_24h: 0, cases: 0 });
    const owner = await signedUp(t.server);
    const opened = `now() - interval '1 day' - interval '1 hour'`;
    const insert = (firstAction: string | null, childSafety = true) =>
      t.dataSource.query(
        `INSERT INTO moderation_cases (target_type, target_id, target_label, owner_user_id, child_safety, opened_at, first_action_at)
         VALUES ('player', gen_random_uuid(), 'Analytics case', $1, $2, ${opened}, ${firstAction ?? 'NULL'})`,
        [owner.id, childSafety],
      );
    await insert(`${opened} + interval '2 hours'`); // in time
    await insert(`${opened} + interval '30 hours'`); // late
    await insert(null); // never acted on, past 24 h: late
    await insert(`${opened} + interval '1 hour'`, false); // not child safety
    const { points } = await series('child_safety_within_24h');
    const day = new Date(Date.now() - 25 * 3_600_000).toISOString().slice(0, 10);
    expect(points.find((p) => p.date === day)!.values).toEqual({ percent_within_24h: 33, cases: 3 });
  });

  it('a once-per-account step reported 20 times at once is stored once', async () => {
    const { id } = await signedUp(t.server);
    const recorder = t.app.get(FunnelRecorderService);
    await Promise.all(Array.from({ length: 20 }, () => recorder.store({ type: 'profile_completed', userId: id })));
    expect((await events(id)).filter((e) => e === 'profile_completed')).toHaveLength(1);
  });

  it('searches are held and written together within a second: 20 at once give 20 rows, each with its searcher and the time it happened', async () => {
    const recruiter = await paidRecruiter(t);
    const searches = async () =>
      (await t.dataSource.query(`SELECT created_at FROM funnel_events WHERE user_id = $1 AND event_type = 'search'`, [recruiter.userId])) as Array<{ created_at: Date }>;
    const started = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => recruiter.agent.get('/api/search').expect(200)));
    const answered = Date.now();
    // Nobody flushes by hand here: the recorder's own timer writes them.
    for (const deadline = Date.now() + 5_000; (await searches()).length < 20 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
    const rows = await searches();
    expect(rows).toHaveLength(20);
    for (const r of rows) {
      expect(r.created_at.getTime()).toBeGreaterThanOrEqual(started - 5);
      expect(r.created_at.getTime()).toBeLessThanOrEqual(answered + 5);
    }
  });

  it('a held search of an account deleted before the write is kept without its user, and nothing else is lost', async () => {
    const recorder = t.app.get(FunnelRecorderService);
    const gone = await signedUp(t.server);
    const stays = await signedUp(t.server);
    const marker = `held-${Date.now()}`;
    await recorder.store({ type: 'search', userId: gone.id, data: { marker } });
    await recorder.store({ type: 'search', userId: stays.id, data: { marker } });
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    await recorder.flush();
    const rows = (await t.dataSource.query(`SELECT user_id FROM funnel_events WHERE event_data->>'marker' = $1 ORDER BY user_id NULLS FIRST`, [marker])) as Array<{ user_id: string | null }>;
    expect(rows.map((r) => r.user_id)).toEqual([null, stays.id]);
  });

  it('downloads a series as CSV', async () => {
    const res = await admin.get('/api/admin/analytics').query({ metric: 'contact_requests', days: 7, format: 'csv' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact_requests-7d.csv"');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('date,sent,approved');
    expect(lines).toHaveLength(8);
    const json = await series('contact_requests');
    expect(lines.at(-1)).toBe(`${today},${json.points.at(-1)!.values.sent},${json.points.at(-1)!.values.approved}`);
  });

  it('bad input is a 400 naming the field', async () => {
    const metric = await admin.get('/api/admin/analytics').query({ metric: 'nope' }).expect(400);
    expect(metric.body.errors).toHaveProperty('metric');
    const days = await admin.get('/api/admin/analytics').query({ metric: 'signups', days: 14 }).expect(400);
    expect(days.body.errors.days).toBe('days must be 7, 30 or 90');
  });

  it('admins only: every /api/admin route of the authorization table admits the admin role alone (the matrix suite proves the live routes are all in it and refuse everyone else)', async () => {
    const adminRoutes = Object.entries(AUTHZ_TABLE).filter(([key]) => / \/api\/admin(\/|$)/.test(key));
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const [key, spec] of adminRoutes) expect([key, spec.access]).toEqual([key, ['admin']]);
    await request(t.server).get('/api/admin/analytics').query({ metric: 'signups' }).expect(401);
    const player = await signedIn(t.server, 'player.paid@demo.fj');
    await player.get('/api/admin/analytics').query({ metric: 'signups' }).expect(403);
  });
});
