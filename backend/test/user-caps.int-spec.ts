import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENTS_MAX,
  LIMIT_REACHED_CODE,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  WATCHLIST_MESSAGES as M,
  WATCHLIST_PLAYERS_MAX,
  WATCHLISTS_MAX,
} from '@fiji/contracts';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { freeRecruiter, paidRecruiter } from './recruiting-fixtures';
import { newPlayer } from './social-fixtures';

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
    for (const r of results.filter((x) => x.status !== 201)) expect(r.body).toEqual({ statusCode: 409, code: LIMIT_REACHED_CODE, message });
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
});
