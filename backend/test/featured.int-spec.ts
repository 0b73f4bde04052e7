import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn } from './helpers';

describe('featured players and organisations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('featured players need a session', async () => {
    await request(t.server).get('/api/featured-players').expect(401);
  });

  it('up to six verified public players, boosted first, then most highlights', async () => {
    const agent = await signedIn(t.server, 'club@demo.fj');
    const { results } = (await agent.get('/api/featured-players').expect(200)).body as { results: Array<Record<string, unknown> & { id: string; user: object; highlightCount: number; playerCount: number }> };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(6);
    for (const p of results) {
      expect(Object.keys(p).sort()).toEqual(['_isPreview', 'gradYear', 'highlightCount', 'id', 'positions', 'positionsMore', 'profilePicture', 'province', 'school', 'user']);
      expect(p).toMatchObject({ _isPreview: false, positionsMore: 0 });
      expect(Object.keys(p.user).sort()).toEqual(['firstName', 'fullName', 'lastName', 'profileImageUrl']);
      expect(Array.isArray(p.positions)).toBe(true);
      expect(typeof p.highlightCount).toBe('number');
    }
    const ids = results.map((p) => p.id);
    const rows: Array<{ id: string; visibility: string; verified: boolean; boosted: boolean; highlights: number }> = await t.dataSource.query(
      `SELECT p.id, p.visibility, (p.verified_by_coach OR p.verified_at IS NOT NULL) AS verified,
              EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = p.id AND b.is_active AND b.start_date <= now() AND b.end_date > now()) AS boosted,
              (SELECT count(*)::int FROM highlights h WHERE h.player_id = p.id AND h.privacy = 'public' AND h.status = 'ready') AS highlights
         FROM players p WHERE p.id = ANY($1)`,
      [ids],
    );
    expect(rows).toHaveLength(results.length);
    for (const r of rows) {
      expect(r.verified).toBe(true);
      expect(r.visibility).toBe('public');
    }
    // ordering: every boosted player before every non-boosted one; then highlight counts descending
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)!);
    const firstUnboosted = ordered.findIndex((r) => !r.boosted);
    if (firstUnboosted >= 0) expect(ordered.slice(firstUnboosted).every((r) => !r.boosted)).toBe(true);
    const unboosted = ordered.filter((r) => !r.boosted).map((r) => r.highlights);
    expect(unboosted).toEqual([...unboosted].sort((a, b) => b - a));
    results.forEach((p) => expect(p.highlightCount).toBe(byId.get(p.id)!.highlights));
  });

  it('a free viewer gets the same preview as in search: 2 positions + positionsMore, highlight count "1+"', async () => {
    const paid = (await (await signedIn(t.server, 'club@demo.fj')).get('/api/featured-players').expect(200)).body.results as Array<Record<string, unknown>>;
    const free = (await (await signedIn(t.server, 'recruiter.free@demo.fj')).get('/api/featured-players').expect(200)).body.results as Array<Record<string, unknown>>;
    expect(free.map((p) => p.id)).toEqual(paid.map((p) => p.id));
    free.forEach((p, i) => {
      const full = paid[i]!;
      const positions = full.positions as string[];
      expect(p).toMatchObject({
        _isPreview: true,
        positions: positions.slice(0, 2),
        positionsMore: Math.max(0, positions.length - 2),
        highlightCount: (full.highlightCount as number) > 0 ? '1+' : 0,
      });
    });
    expect(paid.some((p) => (p.highlightCount as number) > 1)).toBe(true);
  });

  it('a private or unverified profile is never featured', async () => {
    const agent = await signedIn(t.server, 'union@demo.fj');
    const hidden: Array<{ id: string }> = await t.dataSource.query(
      `SELECT id FROM players WHERE visibility <> 'public' OR NOT (verified_by_coach OR verified_at IS NOT NULL)`,
    );
    const { results } = (await agent.get('/api/featured-players').expect(200)).body;
    const hiddenIds = new Set(hidden.map((h) => h.id));
    expect(results.some((p: { id: string }) => hiddenIds.has(p.id))).toBe(false);
  });

  it('up to six verified organisations with the most players (public)', async () => {
    const { results } = (await request(t.server).get('/api/featured-organizations').expect(200)).body as { results: Array<Record<string, unknown> & { id: string; user: object; highlightCount: number; playerCount: number }> };
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(6);
    for (const o of results) {
      expect(['club', 'union', 'other']).toContain(o.type);
      expect(typeof o.division).toBe('string');
      for (const k of ['id', 'name', 'logoUrl', 'city', 'province', 'email', 'phone', 'playerCount', 'establishedYear']) expect(o).toHaveProperty(k);
    }
    const counts = results.map((o) => o.playerCount as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const verified: Array<{ verified: boolean }> = await t.dataSource.query('SELECT verified FROM orgs WHERE id = ANY($1)', [results.map((o) => o.id)]);
    expect(verified.every((v) => v.verified)).toBe(true);
    const [{ max }] = await t.dataSource.query('SELECT max(player_count)::int AS max FROM orgs WHERE verified AND is_active');
    expect(counts[0]).toBe(max);
  });
});
