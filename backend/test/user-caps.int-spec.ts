import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENTS_MAX,
  HIGHLIGHT_MESSAGES,
  LIMIT_REACHED_CODE,
  MENTORING_CAP_MESSAGES,
  MENTORING_CAPS,
  OPEN_UPLOADS_MAX,
  type SessionUser,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  WATCHLIST_MESSAGES as M,
  WATCHLIST_PLAYERS_MAX,
  WATCHLISTS_MAX,
} from '@fiji/contracts';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import type { Response } from 'supertest';
import { AmaEventsService } from '../src/modules/mentoring';
import { GoalsService } from '../src/modules/mentoring/services/goals.service';
import { ResourcesService } from '../src/modules/mentoring/services/resources.service';
import { makePng } from './media-fixtures';
import { newAccount } from './social-fixtures';
import { createTestApp, type TestApp } from './app.factory';
import { freeRecruiter, paidRecruiter } from './recruiting-fixtures';
import { newPlayer } from './social-fixtures';
import { anyRequestId } from './helpers';

/**
 * Per-user caps on stored objects: a clear 409 `code: LIMIT_REACHED` naming the cap, and the cap
 * holds when one user fires 20 creates at once (exactly the free slots succeed, never one more).
 */
describe('per-user caps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const BURST = 20;
  const FREE_SLOTS = 5;

  /** Statuses of a burst, and that every refusal is the cap's 409 with `message`. */
  function expectCapHeld(results: Response[], message: string) {
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(FREE_SLOTS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BURST - FREE_SLOTS);
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body).toEqual(anyRequestId({ statusCode: 409, code: LIMIT_REACHED_CODE, message }));
  }

  /** `n` public player profiles written straight to the database (accounts never signed in). */
  async function players(n: number): Promise<string[]> {
    const rows: { id: string }[] = await t.dataSource.query(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, role)
         SELECT 'cap-' || gen_random_uuid() || '@example.test', 'Cap', 'Player ' || g, 'player' FROM generate_series(1, $1) g
         RETURNING id)
       INSERT INTO players (user_id, positions, school, province) SELECT id, '{"Prop"}', 'Ratu Kadavu Levu School', 'Central' FROM u
       RETURNING id`,
      [n],
    );
    return rows.map((r) => r.id);
  }

  it(`watchlists: at most ${WATCHLISTS_MAX} per owner, also under 20 simultaneous creates`, async () => {
    expect(M.listLimit).toContain(String(WATCHLISTS_MAX));
    const { agent, userId } = await freeRecruiter(t);
    await t.dataSource.query(
      `INSERT INTO watchlists (recruiter_id, name) SELECT $1, 'List ' || g FROM generate_series(1, $2) g`,
      [userId, WATCHLISTS_MAX - FREE_SLOTS],
    );
    const results = await Promise.all(Array.from({ length: BURST }, (_, i) => agent.post('/api/watchlists').send({ name: `Burst ${i}` })));
    expectCapHeld(results, M.listLimit);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM watchlists WHERE recruiter_id = $1`, [userId]);
    expect(n).toBe(WATCHLISTS_MAX);
    expect((await agent.get('/api/watchlists').expect(200)).body).toHaveLength(WATCHLISTS_MAX);

    // one more is refused; deleting one frees a slot
    const again = await agent.post('/api/watchlists').send({ name: 'One more' }).expect(409);
    expect(again.body.code).toBe(LIMIT_REACHED_CODE);
    const victim = results.find((r) => r.status === 201)!.body.id as string;
    await agent.delete(`/api/watchlists/${victim}`).expect(200);
    await agent.post('/api/watchlists').send({ name: 'One more' }).expect(201);
  });

  it(`watchlist players: at most ${WATCHLIST_PLAYERS_MAX} per watchlist, also under 20 simultaneous adds`, async () => {
    expect(M.playerLimit).toContain(String(WATCHLIST_PLAYERS_MAX));
    const { agent } = await paidRecruiter(t);
    const list = (await agent.post('/api/watchlists').send({ name: 'Props' }).expect(201)).body as { id: string };
    const ids = await players(WATCHLIST_PLAYERS_MAX - FREE_SLOTS + BURST);
    const filled = ids.slice(0, WATCHLIST_PLAYERS_MAX - FREE_SLOTS);
    const burst = ids.slice(WATCHLIST_PLAYERS_MAX - FREE_SLOTS);
    await t.dataSource.query(`INSERT INTO watchlist_items (watchlist_id, player_id) SELECT $1, unnest($2::uuid[])`, [list.id, filled]);

    const results = await Promise.all(burst.map((playerId) => agent.post(`/api/watchlists/${list.id}/players`).send({ playerId })));
    expectCapHeld(results, M.playerLimit);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM watchlist_items WHERE watchlist_id = $1`, [list.id]);
    expect(n).toBe(WATCHLIST_PLAYERS_MAX);
    expect((await agent.get(`/api/watchlists/${list.id}`).expect(200)).body.playerCount).toBe(WATCHLIST_PLAYERS_MAX);

    // another list of the same owner still takes players
    const other = (await agent.post('/api/watchlists').send({ name: 'Locks' }).expect(201)).body as { id: string };
    await agent.post(`/api/watchlists/${other.id}/players`).send({ playerId: burst[0] }).expect(201);
  });

  it(`saved searches: at most ${SEARCH_LIMITS.savedSearchesMax} per user, also under 20 simultaneous saves`, async () => {
    const { agent, userId } = await paidRecruiter(t);
    await t.dataSource.query(
      `INSERT INTO saved_searches (user_id, name, filters) SELECT $1, 'Search ' || g, '{}'::jsonb FROM generate_series(1, $2) g`,
      [userId, SEARCH_LIMITS.savedSearchesMax - FREE_SLOTS],
    );
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) => agent.post('/api/saved-searches').send({ name: `Burst ${i}`, filters: { position: 'Prop' } })),
    );
    expectCapHeld(results, SEARCH_MESSAGES.savedSearchLimit);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1`, [userId]);
    expect(n).toBe(SEARCH_LIMITS.savedSearchesMax);
  });

  it(`achievements: at most ${ACHIEVEMENTS_MAX} per profile, also under 20 simultaneous adds`, async () => {
    const player = await newPlayer(t);
    await t.dataSource.query(
      `INSERT INTO achievements (player_id, title, year, type) SELECT $1, 'Cup ' || g, 2024, 'tournament' FROM generate_series(1, $2) g`,
      [player.playerId, ACHIEVEMENTS_MAX - FREE_SLOTS],
    );
    const results = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        player.agent.post('/api/achievements').send({ playerId: player.playerId, title: `Burst ${i}`, year: 2025, type: 'tournament' }),
      ),
    );
    expectCapHeld(results, ACHIEVEMENT_MESSAGES.limit);
    expect((await player.agent.get(`/api/achievements/player/${player.playerId}`).expect(200)).body).toHaveLength(ACHIEVEMENTS_MAX);
  });

  it(`open upload URLs: at most ${OPEN_UPLOADS_MAX} pending per user, also under 20 simultaneous requests; a lapsed unused URL frees its place`, async () => {
    expect(HIGHLIGHT_MESSAGES.openUploadsLimit).toContain(String(OPEN_UPLOADS_MAX));
    const player = await newPlayer(t);
    const results = await Promise.all(Array.from({ length: BURST }, () => player.agent.post('/api/objects/upload')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(OPEN_UPLOADS_MAX);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(BURST - OPEN_UPLOADS_MAX);
    for (const r of refused) expect(r.body).toEqual(anyRequestId({ statusCode: 409, code: LIMIT_REACHED_CODE, message: HIGHLIGHT_MESSAGES.openUploadsLimit }));
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM uploads WHERE user_id = $1`, [player.userId]);
    expect(n).toBe(OPEN_UPLOADS_MAX);

    // A URL that expired before its first byte no longer counts; one that is receiving bytes still does.
    await t.dataSource.query(
      `UPDATE uploads SET expires_at = now() - interval '1 minute', last_activity_at = now() - interval '61 minutes', received_bytes = CASE WHEN id = (SELECT min(id::text)::uuid FROM uploads WHERE user_id = $1) THEN 1024 ELSE 0 END
        WHERE id IN (SELECT id FROM uploads WHERE user_id = $1 ORDER BY id LIMIT 2)`,
      [player.userId],
    );
    await player.agent.post('/api/objects/upload').expect(200);
    await player.agent.post('/api/objects/upload').expect(409);
  });

  /** A mentor with one mentee (a relationship row) for the mentoring caps, called on the services (the same code the routes run). */
  async function mentorWithMentee(): Promise<{ me: SessionUser; mentorId: string; relationshipId: string }> {
    const [mentor, mentee] = await Promise.all([newAccount(t, 'mentor'), newAccount(t, 'player')]);
    const [row]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id RETURNING id`,
      [mentor.userId],
    );
    const [rel]: { id: string }[] = await t.dataSource.query(`INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2) RETURNING id`, [row!.id, mentee.userId]);
    return { me: { id: mentor.userId, role: 'mentor', firstName: 'Cap', lastName: 'Mentor' } as SessionUser, mentorId: row!.id, relationshipId: rel!.id };
  }

  /** Settled service calls: exactly `ok` succeeded and every refusal is the cap's 409 with `message`. */
  function expectServiceCap(results: PromiseSettledResult<unknown>[], ok: number, message: string) {
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(ok);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(results.length - ok);
    for (const r of refused) {
      const e = r.reason as { getStatus?: () => number; getResponse?: () => unknown };
      expect(e.getStatus?.()).toBe(409);
      expect(e.getResponse?.()).toEqual({ statusCode: 409, code: LIMIT_REACHED_CODE, message });
    }
  }

  it(`mentoring goals: at most ${MENTORING_CAPS.goalsPerRelationship} per mentee-mentor pair under 20 simultaneous creates; milestones at most ${MENTORING_CAPS.milestonesPerGoal} per goal, also under a burst`, async () => {
    expect(MENTORING_CAP_MESSAGES.goals).toContain(String(MENTORING_CAPS.goalsPerRelationship));
    const { me, relationshipId } = await mentorWithMentee();
    await t.dataSource.query(`INSERT INTO mentoring_goals (relationship_id, title) SELECT $1, 'Goal ' || g FROM generate_series(1, $2) g`, [relationshipId, MENTORING_CAPS.goalsPerRelationship - FREE_SLOTS]);
    const goals = t.app.get(GoalsService);
    const results = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => goals.createGoal(me, { relationshipId, title: `Burst ${i}` })));
    expectServiceCap(results, FREE_SLOTS, MENTORING_CAP_MESSAGES.goals);
    expect(await goals.goals(me, relationshipId)).toHaveLength(MENTORING_CAPS.goalsPerRelationship);

    const goalId = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ id: string }>).value.id;
    await t.dataSource.query(`INSERT INTO mentoring_milestones (goal_id, title) SELECT $1, 'Step ' || g FROM generate_series(1, $2) g`, [goalId, MENTORING_CAPS.milestonesPerGoal - FREE_SLOTS]);
    const steps = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => goals.addMilestone(me, goalId, { title: `Burst ${i}` })));
    expectServiceCap(steps, FREE_SLOTS, MENTORING_CAP_MESSAGES.milestones);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mentoring_milestones WHERE goal_id = $1`, [goalId]);
    expect(n).toBe(MENTORING_CAPS.milestonesPerGoal);
  });

  it(`mentoring assessments: at most ${MENTORING_CAPS.assessmentsPerRelationship} per pair, under 20 simultaneous creates`, async () => {
    const { me, relationshipId } = await mentorWithMentee();
    await t.dataSource.query(
      `INSERT INTO mentoring_assessments (relationship_id, assessment_type, skill_area, score_out_of_10) SELECT $1, 'session', 'Tackling', 5 FROM generate_series(1, $2)`,
      [relationshipId, MENTORING_CAPS.assessmentsPerRelationship - FREE_SLOTS],
    );
    const goals = t.app.get(GoalsService);
    const results = await Promise.allSettled(
      Array.from({ length: BURST }, () => goals.createAssessment(me, { relationshipId, skillArea: 'Passing', scoreOutOf10: 7, strengths: ['Vision'], improvementAreas: [] })),
    );
    expectServiceCap(results, FREE_SLOTS, MENTORING_CAP_MESSAGES.assessments);
  });

  it(`mentoring resources: at most ${MENTORING_CAPS.resourcesPerMentor} per mentor under 20 simultaneous adds, and files within ${MENTORING_CAPS.resourceBytesPerMentor} bytes in all (a refused file is not kept)`, async () => {
    const { me, mentorId } = await mentorWithMentee();
    await t.dataSource.query(
      `INSERT INTO mentoring_resources (mentor_id, title, resource_type, external_url) SELECT $1, 'Link ' || g, 'link', 'https://example.test/' || g FROM generate_series(1, $2) g`,
      [mentorId, MENTORING_CAPS.resourcesPerMentor - FREE_SLOTS],
    );
    const resources = t.app.get(ResourcesService);
    const results = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => resources.createLink(me, { title: `Burst ${i}`, externalUrl: `https://example.test/b${i}` })));
    expectServiceCap(results, FREE_SLOTS, MENTORING_CAP_MESSAGES.resources);

    // Bytes: another mentor whose files already take all but 100 bytes of the cap.
    const other = await mentorWithMentee();
    await t.dataSource.query(
      `INSERT INTO mentoring_resources (mentor_id, title, resource_type, storage_key, file_name, mime_type, size_bytes) VALUES ($1, 'Big', 'file', 'mentoring/resources/none', 'big.pdf', 'application/pdf', $2)`,
      [other.mentorId, MENTORING_CAPS.resourceBytesPerMentor - 100],
    );
    const png = await makePng(40, 40);
    const body = () => Object.assign(Readable.from([png]), { headers: { 'content-length': String(png.length) } }) as unknown as Request;
    const [{ n: filesBefore }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mentoring_resources WHERE mentor_id = $1`, [other.mentorId]);
    await expect(resources.createFile(other.me, 'Diagram', 'diagram.png', body())).rejects.toMatchObject({ response: { statusCode: 409, code: LIMIT_REACHED_CODE, message: MENTORING_CAP_MESSAGES.resourceBytes } });
    const [{ n: filesAfter }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mentoring_resources WHERE mentor_id = $1`, [other.mentorId]);
    expect(filesAfter).toBe(filesBefore);
    await t.dataSource.query(`UPDATE mentoring_resources SET size_bytes = 100 WHERE mentor_id = $1`, [other.mentorId]);
    await expect(resources.createFile(other.me, 'Diagram', 'diagram.png', body())).resolves.toMatchObject({ title: 'Diagram', resourceType: 'file' });
  });

  it(`AMA events: at most ${MENTORING_CAPS.upcomingAmaEventsPerMentor} upcoming per mentor under 20 simultaneous creates; ended events do not count`, async () => {
    const { me, mentorId } = await mentorWithMentee();
    await t.dataSource.query(
      `INSERT INTO ama_events (mentor_id, title, scheduled_at, duration, price, capacity)
       SELECT $1::uuid, 'AMA ' || g, now() + make_interval(days => g), 60, 0, 20 FROM generate_series(1, $2) g
       UNION ALL SELECT $1::uuid, 'Old AMA', now() - interval '3 days', 60, 0, 20`,
      [mentorId, MENTORING_CAPS.upcomingAmaEventsPerMentor - FREE_SLOTS],
    );
    const ama = t.app.get(AmaEventsService);
    const at = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const results = await Promise.allSettled(Array.from({ length: BURST }, (_, i) => ama.create(me, { title: `Burst ${i}`, scheduledAt: at })));
    expectServiceCap(results, FREE_SLOTS, MENTORING_CAP_MESSAGES.amaEvents);
  });
});
