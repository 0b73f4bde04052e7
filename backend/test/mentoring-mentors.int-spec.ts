/**
 * Mentors and availability (docs/mentoring.md): a profile from sign-up, the listing rules, every filter,
 * sort and page of GET /api/mentors (rate range and verified-only for paid viewers only), a mentor's
 * page with the review distribution, and open slots from availability, overrides, live sessions,
 * buffer and notice, across time zones and daylight-saving switches.
 */
import { MENTOR_LIMITS, type MentorCard, type MentorOwnProfile, type MentorsPage } from '@fiji/contracts';
import { MentorSlotsService } from '../src/modules/mentoring';
import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { buyMentorPro } from './mentoring-fixtures';
import { grantPlan, signedUp, type Agent } from './helpers';

const COMPLETE = {
  title: 'Former Flying Fijians lock',
  bio: 'Lineout and breakdown work for forwards.',
  yearsExperience: 12,
  specializations: ['Technical Skills', 'Leadership Development'],
  expertiseAreas: ['Lineout'],
  languages: ['English', 'iTaukei'],
  hourlyRate: 40,
  currency: 'USD',
};
/** Every day 00:00–24:00 in Fiji, 60 minutes, no buffer, no notice: always open. */
const ALWAYS = {
  timeZone: 'Pacific/Fiji',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
  overrides: [],
  bufferMinutes: 0,
  minNoticeHours: 0,
  sessionLengths: [60],
};

describe('mentoring: mentors and availability', () => {
  let t: TestApp;
  let free: Agent;
  let paid: Agent;
  // Distinct names so each test can find its own mentors among the seeded ones.
  const tag = `T${Date.now().toString(36)}`;

  async function mentor(profile: Record<string, unknown> = {}, availability: Record<string, unknown> = ALWAYS): Promise<{ agent: Agent; id: string; userId: string }> {
    const { agent, id: userId } = await signedUp(t.server, { role: 'mentor', firstName: tag, lastName: 'Mentor' });
    await agent.put('/api/mentors/me').send({ ...COMPLETE, ...profile }).expect(200);
    const me = (await agent.put('/api/mentors/me/availability').send(availability).expect(200)).body as MentorOwnProfile;
    // Mentor Pro through billing's demo checkout: without it a mentor offers no open slots.
    await buyMentorPro(agent);
    return { agent, id: me.id, userId };
  }
  const ours = (cards: MentorCard[]) => cards.filter((c) => c.user.firstName === tag);

  beforeAll(async () => {
    t = await createTestApp();
    free = (await signedUp(t.server, { role: 'player' })).agent;
    const p = await signedUp(t.server, { role: 'player' });
    await grantPlan(t.dataSource, p.id, 'player_pro');
    paid = p.agent;
  });
  afterAll(() => t.close());

  it('a mentor account has a profile from sign-up; the Complete Setup list shrinks to nothing and the mentor is listed', async () => {
    const { agent } = await signedUp(t.server, { role: 'mentor', firstName: tag, lastName: 'Fresh' });
    const first = (await agent.get('/api/mentors/me').expect(200)).body as MentorOwnProfile;
    expect(first).toMatchObject({ listed: false, missing: ['title', 'bio', 'yearsExperience', 'specializations', 'languages', 'hourlyRate', 'timeZone', 'weekly'] });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM mentors m JOIN users u ON u.id = m.user_id WHERE u.email = lower($1)`, [
      (await agent.get('/api/auth/user').expect(200)).body.email,
    ]);
    expect(count).toBe(1);
    const afterProfile = (await agent.put('/api/mentors/me').send(COMPLETE).expect(200)).body as MentorOwnProfile;
    expect(afterProfile.missing).toEqual(['timeZone', 'weekly']);
    const done = (await agent.put('/api/mentors/me/availability').send(ALWAYS).expect(200)).body as MentorOwnProfile;
    expect(done).toMatchObject({ listed: true, missing: [], timeZone: 'Pacific/Fiji', sessionLengths: [60] });
    const list = (await free.get('/api/mentors').query({ specialization: 'Leadership Development', sort: 'price' }).expect(200)).body;
    expect(list.results.some((c: MentorCard) => c.id === done.id)).toBe(true);
  });

  it('lists only complete, active mentors of active accounts; a hidden one answers 404 like a missing one', async () => {
    const listed = await mentor();
    const incomplete = (await signedUp(t.server, { role: 'mentor', firstName: tag, lastName: 'Incomplete' })).agent;
    const inc = (await incomplete.put('/api/mentors/me').send({ title: 'Half done' }).expect(200)).body as MentorOwnProfile;
    const inactive = await mentor();
    // The mentor pauses the listing.
    expect((await inactive.agent.put('/api/mentors/me').send({ isActive: false }).expect(200)).body).toMatchObject({ listed: false, missing: [] });
    const suspended = await mentor();
    await t.dataSource.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [suspended.userId]);

    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const res: { body: MentorsPage } = await free.get('/api/mentors').query(cursor ? { cursor } : {}).expect(200);
      res.body.results.forEach((c: MentorCard) => ids.add(c.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(ids.has(listed.id)).toBe(true);
    for (const hidden of [inc.id, inactive.id, suspended.id]) {
      expect(ids.has(hidden)).toBe(false);
      const res = await free.get(`/api/mentors/${hidden}`).expect(404);
      const missing = await free.get('/api/mentors/00000000-0000-4000-8000-000000000000').expect(404);
      expect(res.body).toEqual({ ...missing.body, requestId: res.body.requestId });
      await free.get(`/api/mentors/${hidden}/slots`).query({ from: '2026-01-01', to: '2026-01-02' }).expect(404);
    }
    // The mentor still sees their own unlisted page.
    await incomplete.get(`/api/mentors/${inc.id}`).expect(200);
  });

  it('rating (1 decimal) and total sessions come from reviews and completed sessions; the page shows the distribution', async () => {
    const m = await mentor();
    const mentee = await signedUp(t.server, { role: 'player' });
    const sessions: { id: string }[] = await t.dataSource.query(
      `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
       SELECT $1, $2, 'Past', now() - (g || ' days')::interval, now() - (g || ' days')::interval + interval '1 hour', 60, 'completed'
         FROM generate_series(1, 3) g RETURNING id`,
      [m.id, mentee.id],
    );
    for (const [i, rating] of [5, 4, 4].entries()) {
      await t.dataSource.query(`INSERT INTO mentor_reviews (mentor_id, reviewer_id, session_id, rating, title) VALUES ($1, $2, $3, $4, 'Good')`, [
        m.id, mentee.id, sessions[i]!.id, rating,
      ]);
    }
    const page = (await free.get(`/api/mentors/${m.id}`).expect(200)).body;
    expect(page).toMatchObject({ rating: 4.3, totalSessions: 3, reviewCount: 3, reviews: { average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] } });
    expect(page.reviews.recent).toHaveLength(3);
    expect(page.reviews.recent[0]).toMatchObject({ reviewerFirstName: 'Test', title: 'Good' });
    // The seed's old constants are gone: the demo mentor's numbers are its reviews and completed sessions.
    const [demo] = await t.dataSource.query(`SELECT s.rating::float AS rating, s.total_sessions FROM mentor_stats s JOIN mentors m ON m.id = s.mentor_id JOIN users u ON u.id = m.user_id WHERE u.role = 'mentor' ORDER BY u.created_at LIMIT 1`);
    const [check] = await t.dataSource.query(`SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'mentors' AND column_name IN ('rating', 'total_sessions')`);
    expect(check.n).toBe(0);
    expect(typeof demo.rating).toBe('number');
  });

  it('filters by specialization, language, rate range, verified and availability; sorts by rating, price and sessions; pages', async () => {
    const cheap = await mentor({ hourlyRate: 15, specializations: ['Injury Recovery'], languages: ['Fiji Hindi'] });
    const dear = await mentor({ hourlyRate: 95, specializations: ['Injury Recovery'], languages: ['English'] });
    const busyFar = await mentor({ hourlyRate: 50, specializations: ['Injury Recovery'], languages: ['English'] }, {
      ...ALWAYS,
      minNoticeHours: 24 * 20,
    });
    await t.dataSource.query(`UPDATE mentors SET is_verified = true WHERE id = $1`, [dear.id]);
    const q = (agent: Agent, query: Record<string, unknown>) => agent.get('/api/mentors').query({ specialization: 'Injury Recovery', ...query });

    expect(ours((await q(free, {}).expect(200)).body.results).map((c) => c.id).sort()).toEqual([cheap.id, dear.id, busyFar.id].sort());
    expect(ours((await q(free, { language: 'fiji hindi' }).expect(200)).body.results).map((c) => c.id)).toEqual([cheap.id]);
    expect(ours((await q(free, { availableWithinDays: 7 }).expect(200)).body.results).map((c) => c.id).sort()).toEqual([cheap.id, dear.id].sort());
    expect(ours((await q(free, { sort: 'price' }).expect(200)).body.results).map((c) => c.id)).toEqual([cheap.id, busyFar.id, dear.id]);

    // The advanced filters need a paid plan.
    for (const query of [{ minRate: 20 }, { maxRate: 60 }, { verified: 'true' }]) {
      const res = await q(free, query).expect(403);
      expect(res.body.code).toBe('UPGRADE_REQUIRED');
      expect((await request(t.server).get('/api/mentors').query({ specialization: 'Injury Recovery', ...query }).expect(403)).body.code).toBe('UPGRADE_REQUIRED');
    }
    expect(ours((await q(paid, { minRate: 20, maxRate: 60 }).expect(200)).body.results).map((c) => c.id)).toEqual([busyFar.id]);
    expect(ours((await q(paid, { verified: 'true' }).expect(200)).body.results).map((c) => c.id)).toEqual([dear.id]);

    // Sessions and rating sorts read the computed numbers.
    const mentee = await signedUp(t.server, { role: 'player' });
    await t.dataSource.query(
      `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
       SELECT $1, $2, 'Past', now() - (g || ' days')::interval, now() - (g || ' days')::interval + interval '1 hour', 60, 'completed'
         FROM generate_series(1, 2) g`,
      [dear.id, mentee.id],
    );
    const [s] = await t.dataSource.query(
      `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status)
       VALUES ($1, $2, 'Past', now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 60, 'completed') RETURNING id`,
      [cheap.id, mentee.id],
    );
    await t.dataSource.query(`INSERT INTO mentor_reviews (mentor_id, reviewer_id, session_id, rating) VALUES ($1, $2, $3, 5)`, [cheap.id, mentee.id, s.id]);
    expect(ours((await q(free, { sort: 'sessions' }).expect(200)).body.results).map((c) => c.id)).toEqual([dear.id, cheap.id, busyFar.id]);
    expect(ours((await q(free, { sort: 'rating' }).expect(200)).body.results)[0]!.id).toBe(cheap.id);
  });

  it('pages with a cursor: no repeats, no gaps, for each sort', async () => {
    const listed = async () => {
      let total = 0;
      for (let cursor: string | null = null, first = true; first || cursor; first = false) {
        const res: { body: MentorsPage } = await free.get('/api/mentors').query(cursor ? { cursor } : {}).expect(200);
        total += res.body.results.length;
        cursor = res.body.nextCursor;
      }
      return total;
    };
    // More than two pages' worth (ties on price and rating included).
    for (let n = await listed(); n <= MENTOR_LIMITS.pageSize * 2; n++) await mentor({ hourlyRate: 40 });
    for (const sort of ['rating', 'price', 'sessions']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: { body: MentorsPage } = await free.get('/api/mentors').query({ sort, ...(cursor ? { cursor } : {}) }).expect(200);
        expect(res.body.results.length).toBeLessThanOrEqual(MENTOR_LIMITS.pageSize);
        seen.push(...res.body.results.map((c: MentorCard) => c.id));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      expect(pages).toBeGreaterThan(2);
      expect(new Set(seen).size).toBe(seen.length);
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mentors m JOIN users u ON u.id = m.user_id
        WHERE m.is_active AND u.suspended_at IS NULL AND m.title IS NOT NULL AND m.timezone IS NOT NULL AND jsonb_array_length(m.weekly_availability) > 0
          AND m.hourly_rate IS NOT NULL AND cardinality(m.languages) > 0 AND cardinality(m.specializations) > 0 AND m.years_experience IS NOT NULL
          AND coalesce(m.bio, '') <> '' AND m.moderation_hidden_at IS NULL`);
      expect(seen.length).toBe(n);
    }
    await free.get('/api/mentors').query({ cursor: 'bm90LWEtY3Vyc29y' }).expect(400);
  });

  it('refuses bad input with 400 VALIDATION_FAILED naming the field', async () => {
    const m = await mentor();
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['/api/mentors/me/availability', { ...ALWAYS, timeZone: 'Mars/Olympus' }, 'timeZone'],
      ['/api/mentors/me/availability', { ...ALWAYS, weekly: [{ weekday: 7, start: '09:00', end: '10:00' }] }, 'weekly'],
      ['/api/mentors/me/availability', { ...ALWAYS, weekly: [{ weekday: 1, start: '11:00', end: '10:00' }] }, 'weekly.0.end'],
      ['/api/mentors/me/availability', { ...ALWAYS, overrides: [{ date: '2026-02-30x' }] }, 'overrides'],
      ['/api/mentors/me/availability', { ...ALWAYS, overrides: [{ date: '2026-03-01', unavailable: true, start: '09:00', end: '10:00' }] }, 'overrides.0'],
      ['/api/mentors/me/availability', { ...ALWAYS, sessionLengths: [25] }, 'sessionLengths'],
      ['/api/mentors/me/availability', { ...ALWAYS, bufferMinutes: -5 }, 'bufferMinutes'],
      ['/api/mentors/me', { specializations: ['Knitting'] }, 'specializations'],
      ['/api/mentors/me', { hourlyRate: 0 }, 'hourlyRate'],
      ['/api/mentors/me', { hourlyRate: 40.005 }, 'hourlyRate'],
      ['/api/mentors/me', { hourlyRate: 1e-7 }, 'hourlyRate'], // exponent form: class-validator's maxDecimalPlaces threw (a 500)
      ['/api/mentors/me', { timeZone: 'Fiji' }, 'timeZone'],
      // Fields with no empty state refuse null (sessionLengths: null was a 500, found by the fuzzer).
      ...(['specializations', 'expertiseAreas', 'languages', 'currency', 'timeZone', 'sessionLengths', 'isActive'] as const).map(
        (field): [string, Record<string, unknown>, string] => ['/api/mentors/me', { [field]: null }, field],
      ),
    ];
    for (const [path, body, field] of bad) {
      const res = await m.agent.put(path).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.errors ?? {}).some((k) => k.startsWith(field))).toBe(true);
    }
    for (const query of [{ sort: 'name' }, { availableWithinDays: 0 }, { specialization: 'Knitting' }, { minRate: 'abc' }]) {
      const res = await free.get('/api/mentors').query(query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    for (const query of [{ from: 'soon', to: '2026-01-02' }, { from: '2026-01-05', to: '2026-01-01' }, { from: '2026-01-01', to: '2026-06-01' }, { from: '2026-01-01', to: '2026-01-02', tz: 'Nowhere/Land' }, { from: '2026-01-01', to: '2026-01-02', duration: 45 }]) {
      const res = await free.get(`/api/mentors/${m.id}/slots`).query(query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await free.get('/api/mentors/me').expect(403);
    // Text and number fields keep their empty state: null clears them (the mentor is then incomplete).
    const other = await mentor();
    const cleared = (await other.agent.put('/api/mentors/me').send({ title: null, bio: null, yearsExperience: null }).expect(200)).body as MentorOwnProfile;
    expect([cleared.title, cleared.bio, cleared.yearsExperience]).toEqual([null, null, null]);
  });

  describe('open slots', () => {
    const fiji = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Fiji', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso));

    it('a weekly 6 pm Auckland slot is 6 pm in Fiji until the last Sunday of September, 5 pm after, and 6 pm again from April', async () => {
      const m = await mentor({}, { timeZone: 'Pacific/Auckland', weekly: [{ weekday: 0, start: '18:00', end: '19:00' }], overrides: [], bufferMinutes: 0, minNoticeHours: 0, sessionLengths: [60] });
      const http = (await free.get(`/api/mentors/${m.id}/slots`).query({ from: '2026-09-20', to: '2026-09-27', tz: 'Pacific/Fiji' }).expect(200)).body;
      expect(http.mentorTimeZone).toBe('Pacific/Auckland');
      // A fixed clock, so the switch dates stay in the future whenever the test runs.
      const svc = t.app.get(MentorSlotsService);
      const row = await svc['bookableMentor'](t.dataSource.manager, m.id);
      const at = new Date('2026-09-01T00:00:00Z');
      const autumn = await svc.slotsFor(row!, { from: '2026-09-20', to: '2026-10-04', tz: 'Pacific/Fiji' }, at);
      expect(autumn.slots.map((s) => fiji(s.start))).toEqual(['20 Sept, 18:00', '27 Sept, 17:00', '4 Oct, 17:00']);
      const april = await svc.slotsFor(row!, { from: '2027-03-28', to: '2027-04-04', tz: 'Pacific/Fiji' }, at);
      expect(april.slots.map((s) => fiji(s.start))).toEqual(['28 Mar, 17:00', '4 Apr, 18:00']);
    });

    it('keeps the buffer around live sessions, ignores cancelled ones, applies overrides and the notice; isBookable agrees', async () => {
      const m = await mentor({}, {
        timeZone: 'Pacific/Fiji',
        weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
        overrides: [{ date: '2026-06-08', unavailable: true }, { date: '2026-06-09', start: '14:00', end: '15:00' }],
        bufferMinutes: 30,
        minNoticeHours: 0,
        sessionLengths: [60],
      });
      const mentee = await signedUp(t.server, { role: 'player' });
      await t.dataSource.query(
        `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status, hold_expires_at) VALUES
           ($1, $2, 'Live', '2026-06-01T10:00:00+12:00', '2026-06-01T10:30:00+12:00', 30, 'confirmed', NULL),
           ($1, $2, 'Gone', '2026-06-15T10:00:00+12:00', '2026-06-15T11:00:00+12:00', 60, 'cancelled', NULL),
           ($1, $2, 'Held', '2026-06-22T10:00:00+12:00', '2026-06-22T11:00:00+12:00', 60, 'scheduled', now() + interval '10 minutes'),
           ($1, $2, 'Lapsed hold', '2026-06-29T10:00:00+12:00', '2026-06-29T11:00:00+12:00', 60, 'scheduled', now() - interval '1 minute')`,
        [m.id, mentee.id],
      );
      const svc = t.app.get(MentorSlotsService);
      const row = await svc['bookableMentor'](t.dataSource.manager, m.id);
      const now = new Date('2026-05-20T00:00:00Z');
      const res = await svc.slotsFor(row!, { from: '2026-06-01', to: '2026-06-29' }, now);
      expect(res.slots.map((s) => fiji(s.start))).toEqual([
        // 1 June: the 10:00–10:30 session with 30 minutes either side leaves 11:00 only.
        '1 Jun, 11:00',
        // 8 June unavailable; 9 June (a Tuesday) opened 14:00–15:00.
        '9 Jun, 14:00',
        // 15 June: the cancelled session frees the morning.
        '15 Jun, 09:00', '15 Jun, 09:30', '15 Jun, 10:00', '15 Jun, 10:30', '15 Jun, 11:00',
        // 22 June: a hold still open for checkout blocks the whole morning (10:00–11:00 plus the buffer);
        // 29 June: a lapsed hold blocks nothing.
        '29 Jun, 09:00', '29 Jun, 09:30', '29 Jun, 10:00', '29 Jun, 10:30', '29 Jun, 11:00',
      ]);
      const opts = { now };
      expect(await svc.isBookable(m.id, new Date('2026-06-01T11:00:00+12:00'), 60, undefined, opts)).toBe(true);
      expect(await svc.isBookable(m.id, new Date('2026-06-01T09:00:00+12:00'), 60, undefined, opts)).toBe(false);
      expect(await svc.isBookable(m.id, new Date('2026-06-08T09:00:00+12:00'), 60, undefined, opts)).toBe(false);
      expect(await svc.isBookable(m.id, new Date('2026-06-15T09:15:00+12:00'), 60, undefined, opts)).toBe(false);
      expect(await svc.isBookable(m.id, new Date('2026-06-15T09:00:00+12:00'), 90, undefined, opts)).toBe(false);
      // Minimum notice: 48 hours before 1 June 11:00 nothing that morning is bookable.
      expect(await svc.isBookable(m.id, new Date('2026-06-01T11:00:00+12:00'), 60, undefined, { now: new Date('2026-05-31T00:00:00+12:00') })).toBe(true);
      await t.dataSource.query(`UPDATE mentors SET min_notice_hours = 48 WHERE id = $1`, [m.id]);
      expect(await svc.isBookable(m.id, new Date('2026-06-01T11:00:00+12:00'), 60, undefined, { now: new Date('2026-05-31T00:00:00+12:00') })).toBe(false);
    });

    it('answers the next open slots over HTTP as UTC instants with the mentor zone', async () => {
      const m = await mentor();
      const today = new Date().toISOString().slice(0, 10);
      const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const res = (await paid.get(`/api/mentors/${m.id}/slots`).query({ from: today, to: week, tz: 'Pacific/Auckland' }).expect(200)).body;
      expect(res.mentorTimeZone).toBe('Pacific/Fiji');
      expect(res.durationMinutes).toBe(60);
      expect(res.slots.length).toBeGreaterThan(100);
      expect(res.slots[0].start).toMatch(/Z$/);
      expect(new Date(res.slots[0].start).getTime()).toBeGreaterThanOrEqual(Date.now() - 60_000);
    });
  });
});
