/**
 * The Quick Stats of every player (GET /api/search/stats without filters) come from the player module's
 * counter read model (player_count_totals, migration 1764000001900; docs/search.md), kept by triggers
 * in the writing transaction. These tests compare what each kind of viewer is shown with a count of
 * the profiles themselves, after concurrent sign-ups, deletions and profile edits.
 */
import { Pool } from 'pg';
import type { SearchStats } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { PlayerCountsService } from '../src/modules/player/services/player-counts.service';
import { dobForAge, grantPlan, signedIn, signedUp, uniqueEmail, type Agent } from './helpers';

const year = new Date().getUTCFullYear();

describe('Quick Stats of every player (counter read model)', () => {
  let t: TestApp;
  let pool: Pool;
  let admin: Agent;
  let paid: Agent; // verified recruiter on the Recruiter Plan: public + recruiters profiles
  let free: Agent; // verified recruiter on the free plan: the same levels, previews only

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(text, params);

  /** What the search would count, straight from the profiles (the rule of core/access/visibility.ts). */
  async function truth(levels: string[] | 'all'): Promise<SearchStats> {
    const where = levels === 'all'
      ? 'TRUE'
      : `p.visibility::text = ANY($2::text[]) AND p.moderation_hidden_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = p.user_id AND su.suspended_at IS NOT NULL)`;
    const [row] = await sql<{ active: number; verified: number; recent: number }>(
      `SELECT count(*)::int AS active,
              count(*) FILTER (WHERE p.verified_by_coach OR p.verified_at IS NOT NULL)::int AS verified,
              count(*) FILTER (WHERE p.grad_year >= $1)::int AS recent
         FROM players p WHERE ${where}`,
      levels === 'all' ? [year - 1] : [year - 1, levels],
    );
    return { active: row!.active, verified: row!.verified, recentGraduates: row!.recent };
  }

  async function shown(agent: Agent): Promise<SearchStats> {
    return (await agent.get('/api/search/stats').query({ sort: 'recent' }).expect(200)).body as SearchStats;
  }

  async function expectExact(): Promise<void> {
    expect(await shown(admin)).toEqual(await truth('all'));
    expect(await shown(paid)).toEqual(await truth(['public', 'recruiters']));
    expect(await shown(free)).toEqual(await truth(['public', 'recruiters']));
    // The counters themselves, key by key, against the profiles.
    const drift = await sql(
      `SELECT * FROM (
         SELECT visibility, hidden, verified, grad_year, sum(n)::bigint AS n FROM (
           SELECT visibility, hidden, verified, grad_year, players AS n FROM player_count_totals
           UNION ALL
           SELECT visibility, moderation_hidden_at IS NOT NULL, verified_by_coach OR verified_at IS NOT NULL, coalesce(grad_year, 0), -count(*)
             FROM players GROUP BY 1, 2, 3, 4) d
          GROUP BY 1, 2, 3, 4) k
        WHERE n <> 0`,
    );
    expect(drift).toEqual([]);
  }

  async function playerWithProfile(gradYear: number, visibility: string): Promise<{ agent: Agent; id: string }> {
    const player = await signedUp(t.server, { role: 'player', dob: dobForAge(19) });
    await player.agent
      .post('/api/players')
      .send({
        dob: dobForAge(19), heightCm: 181, weightKg: 92, dominantSide: 'right', positions: ['Lock'], formats: ['15s'], school: 'Queen Victoria School',
        province: 'Tailevu', gradYear, bio: 'Counted.', contactEmail: uniqueEmail('contact'), contactPhone: '+679 777 1234', visibility,
      })
      .expect(201);
    return { agent: player.agent, id: player.id };
  }

  beforeAll(async () => {
    t = await createTestApp();
    pool = new Pool({ connectionString: (t.dataSource.options as { url: string }).url, max: 20 });
    admin = await signedIn(t.server, 'admin@demo.fj');
    const fresh = await signedUp(t.server, { role: 'recruiter', firstName: 'Count', lastName: 'Scout' });
    paid = fresh.agent;
    await sql(`UPDATE users SET verified = true WHERE id = $1`, [fresh.id]);
    await sql(`INSERT INTO recruiters (user_id) VALUES ($1)`, [fresh.id]);
    await grantPlan({ query: sql }, fresh.id, 'recruiter');
    free = await signedIn(t.server, 'recruiter.free@demo.fj');
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  it('match a count of the profiles for admins, paid and free viewers (the seeded players)', async () => {
    await expectExact();
  });

  it('stay exact through 10 sign-ups and 10 account deletions at once, over the API', async () => {
    const leaving = [];
    for (let i = 0; i < 10; i++) leaving.push(await playerWithProfile(year - (i % 3), i % 4 === 0 ? 'recruiters' : 'public'));
    const before = await shown(paid);
    await Promise.all([
      ...Array.from({ length: 10 }, (_x, i) => playerWithProfile(year + (i % 2), i % 5 === 0 ? 'private' : 'public')),
      ...leaving.map((p) => p.agent.delete('/api/account').send({ password: 'Sup3r-secret!' }).expect(200)),
    ]);
    const after = await shown(paid);
    // 10 left (all visible to a verified recruiter), 8 new ones are public and 2 private.
    expect(after.active).toBe(before.active - 10 + 8);
    await expectExact();
  });

  it('stay exact through 20 concurrent transactions inserting, editing and deleting profiles, folded meanwhile', async () => {
    const tag = `cnt${Date.now()}`;
    const counts = t.app.get(PlayerCountsService);
    await Promise.all([
      // The scheduled fold of the appended rows, twice at once, while the writers run.
      counts.compact(),
      new Promise((r) => setTimeout(r, 50)).then(() => Promise.all([counts.compact(), counts.compact()])),
      ...Array.from({ length: 20 }, async (_x, i) => {
        const c = await pool.connect();
        try {
          await c.query('BEGIN');
          const { rows } = await c.query(
            `INSERT INTO users (email, first_name, last_name, role, dob)
             SELECT $1 || '.' || g || '@example.test', 'Count', 'Player', 'player', $2::date FROM generate_series(1, 5) g RETURNING id`,
            [`${tag}.${i}`, dobForAge(20)],
          );
          const userIds = (rows as Array<{ id: string }>).map((r) => r.id);
          await c.query(
            `INSERT INTO players (user_id, positions, formats, province, grad_year, bio, visibility, verified_by_coach)
             SELECT u, ARRAY['Lock'], ARRAY['15s'], 'Rewa', $2::int + (n % 3), 'Counted.', (CASE WHEN n % 3 = 0 THEN 'recruiters' ELSE 'public' END)::visibility, n % 2 = 0
               FROM unnest($1::uuid[]) WITH ORDINALITY AS x(u, n)`,
            [userIds, year - 1],
          );
          // Edits that move profiles between counters, and some that do not.
          await c.query(`UPDATE players SET visibility = 'private' WHERE user_id = $1`, [userIds[0]]);
          await c.query(`UPDATE players SET verified_by_coach = NOT verified_by_coach, grad_year = NULL WHERE user_id = $1`, [userIds[1]]);
          await c.query(`UPDATE players SET bio = 'Edited.' WHERE user_id = $1`, [userIds[2]]);
          await c.query(`UPDATE players SET moderation_hidden_at = now() WHERE user_id = $1`, [userIds[3]]);
          await c.query(`DELETE FROM users WHERE id = $1`, [userIds[4]]); // the profile goes with the account
          // Every fourth transaction changes its mind: nothing it did may remain in the counts.
          await c.query(i % 4 === 3 ? 'ROLLBACK' : 'COMMIT');
        } catch (e) {
          await c.query('ROLLBACK');
          throw e;
        } finally {
          c.release();
        }
      }),
    ]);
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE email LIKE $1`, [`${tag}.%`]);
    expect(n).toBe(15 * 4); // 15 transactions committed 4 accounts each
    await expectExact();
    await counts.compact();
    const [{ rows }] = await sql<{ rows: number }>(`SELECT count(*)::int AS rows FROM player_count_totals`);
    const [{ all }] = await sql<{ all: number }>(`SELECT count(*)::int AS all FROM player_counts`);
    expect(all).toBe(rows); // one row per key once folded
    await expectExact();
  });

  it('leave out suspended owners and moderated profiles, and count them again when lifted', async () => {
    const [a, b] = await sql<{ id: string; user_id: string }>(
      `SELECT id, user_id FROM players WHERE visibility = 'public' AND moderation_hidden_at IS NULL ORDER BY id LIMIT 2`,
    );
    const before = await shown(paid);
    expect(before).toEqual(await truth(['public', 'recruiters']));
    await sql(`UPDATE users SET suspended_at = now() WHERE id = $1`, [a!.user_id]);
    await sql(`UPDATE players SET moderation_hidden_at = now() WHERE id = $1`, [b!.id]);
    expect((await shown(paid)).active).toBe(before.active - 2);
    await expectExact();
    await sql(`UPDATE users SET suspended_at = NULL WHERE id = $1`, [a!.user_id]);
    await sql(`UPDATE players SET moderation_hidden_at = NULL WHERE id = $1`, [b!.id]);
    expect(await shown(paid)).toEqual(before);
  });
});
