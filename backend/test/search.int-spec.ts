/**
 * Player search over HTTP on a real PostgreSQL: filters, sorts + keyset pages, previews, visibility,
 * permissions, the CSV export and saved searches. Fixture players carry a random tag in their bio so
 * every assertion is about rows this file created, not the seed.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { PLAN_ENTITLEMENTS, SEARCH_EXPORT_COLUMNS, SEARCH_MESSAGES, type PlayerSearchResult, type SearchResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedIn, signedUp, uniqueEmail, type Agent, grantPlan } from './helpers';
import { pageSql, statsSql } from '../src/modules/recruiting/services/player-search-sql';
import type { Viewer } from '../src/core/access/viewer';

const tag = `zq${randomBytes(4).toString('hex')}`;
const schoolToken = `${tag}school`;
const nameTag = randomBytes(3).toString('hex').replace(/\d/g, 'k');
/** A long, distinctive surname, searched below with a typo. */
const surname = `Vakacegumaitoga${nameTag}`;

interface Fixture {
  key: string;
  first: string;
  last: string;
  positions: string[];
  formats: string[];
  school: string | null;
  province: string;
  gradYear: number;
  height: number | null;
  weight: number | null;
  bio: string;
  visibility?: 'public' | 'recruiters' | 'private';
  verified?: boolean;
  minor?: boolean;
  suspended?: boolean;
  contactEmail?: string;
  contactPhone?: string;
  minutesAgo: number;
}

const year = new Date().getUTCFullYear();
const FIXTURES: Fixture[] = [
  {
    key: 'p1', first: 'Semi', last: `Tabua${nameTag}`, positions: ['Loosehead Prop', 'Hooker', 'Lock'], formats: ['15s', '7s'],
    school: 'Ratu Kadavulevu School', province: 'Rewa', gradYear: year, height: 185, weight: 110, verified: true,
    bio: `Strong scrummager ${tag} who carries hard, tackles all day and has led the school pack for three seasons in the Deans.`,
    contactEmail: `p1.${tag}@example.test`, contactPhone: '+679 700 0001', minutesAgo: 5,
  },
  {
    key: 'p2', first: 'Jone', last: `Naqa${nameTag}`, positions: ['Tighthead Prop'], formats: ['Beach'],
    school: 'Marist Brothers High School', province: 'Ba', gradYear: year - 1, height: 190, weight: null, minor: true,
    bio: `Quick feet ${tag} and a sidestep you rarely see from a prop.`, contactEmail: `p2.${tag}@example.test`, minutesAgo: 1,
  },
  {
    key: 'p3', first: 'Iowane', last: surname, positions: ['Openside Flanker'], formats: ['7s', 'Touch'],
    school: 'Queen Victoria School, "QVS"', province: 'Rotuma', gradYear: year + 1, height: null, weight: 95,
    bio: `Breakdown specialist ${tag}.`, minutesAgo: 3,
  },
  {
    key: 'p4', first: 'Maika', last: `Ravu${nameTag}`, positions: ['Left Wing'], formats: ['15s'],
    school: null, province: 'Lau', gradYear: year - 3, height: 178, weight: 80, verified: true,
    bio: `Finisher ${tag} with pace to burn.`, minutesAgo: 2,
  },
  {
    key: 'p5', first: 'Tevita', last: `Kuru${nameTag}`, positions: ['Fullback'], formats: ['15s'],
    school: `Lelean Memorial ${schoolToken}`, province: 'Tailevu', gradYear: year, height: 178, weight: 88, visibility: 'recruiters',
    bio: `Safe under the high ball ${tag}.`, minutesAgo: 4,
  },
  {
    key: 'p6', first: 'Peni', last: `Rokoua${nameTag}`, positions: ['Fullback'], formats: ['15s'], school: 'Suva Grammar School',
    province: 'Rewa', gradYear: year, height: 180, weight: 85, visibility: 'private', bio: `Private profile ${tag}.`, minutesAgo: 6,
  },
  {
    key: 'p7', first: 'Suli', last: `Waqa${nameTag}`, positions: ['Inside Centre'], formats: ['15s'],
    school: 'Nadroga Arya', province: 'Nadroga-Navosa', gradYear: year, height: 182, weight: 90, suspended: true,
    bio: `Suspended owner ${tag}.`, minutesAgo: 7,
  },
];

describe('player search', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  let paid: Agent; // a fresh verified recruiter on the Recruiter Plan
  let paidId: string;
  let free: Agent; // recruiter.free@demo.fj: verified, free plan

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(text, params);

  beforeAll(async () => {
    t = await createTestApp();
    for (const f of FIXTURES) {
      const [u] = await sql<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name, full_name, role, dob, suspended_at)
         VALUES ($1, $2, $3, $2 || ' ' || $3, 'player', $4, $5) RETURNING id`,
        [uniqueEmail(f.key), f.first, f.last, f.minor ? dobForAge(16) : dobForAge(20), f.suspended ? new Date() : null],
      );
      const [p] = await sql<{ id: string }>(
        `INSERT INTO players (user_id, dob, positions, formats, school, province, grad_year, height_cm, weight_kg, bio, visibility,
                              verified_by_coach, contact_email, contact_phone, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now() - make_interval(mins => $15)) RETURNING id`,
        [u!.id, f.minor ? dobForAge(16) : dobForAge(20), f.positions, f.formats, f.school, f.province, f.gradYear, f.height, f.weight,
          f.bio, f.visibility ?? 'public', f.verified ?? false, f.contactEmail ?? null, f.contactPhone ?? null, f.minutesAgo],
      );
      ids[f.key] = p!.id;
      userIds[f.key] = u!.id;
    }
    // p1's highlights: one of each kind; a viewer counts only those it may see.
    for (const [privacy, status] of [['public', 'ready'], ['recruiters', 'ready'], ['private', 'ready'], ['public', 'pending']]) {
      await sql(`INSERT INTO highlights (player_id, title, privacy, status) VALUES ($1, 'Try', $2, $3)`, [ids.p1, privacy, status]);
    }
    const fresh = await signedUp(t.server, { role: 'recruiter', firstName: 'Paid', lastName: 'Scout' });
    paid = fresh.agent;
    paidId = fresh.id;
    await sql(`UPDATE users SET verified = true WHERE id = $1`, [paidId]);
    await sql(`INSERT INTO recruiters (user_id) VALUES ($1)`, [paidId]);
    await grantPlan({ query: sql }, paidId, 'recruiter');
    free = await signedIn(t.server, 'recruiter.free@demo.fj');
  });
  afterAll(() => t.close());

  const keyOf = (id: string) => Object.keys(ids).find((k) => ids[k] === id) ?? id;
  async function search(agent: Agent, query: Record<string, string | number>, status = 200): Promise<SearchResponse> {
    const res = await agent.get('/api/search').query(query);
    if (res.status !== status) throw new Error(`GET /api/search ${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as SearchResponse;
  }
  const keys = async (agent: Agent, query: Record<string, string | number>) =>
    (await search(agent, { limit: 50, ...query })).results.map((r) => keyOf(r.id)).sort();

  describe('access', () => {
    it('needs a session', async () => {
      const res = await request(t.server).get('/api/search').expect(401);
      expect(res.body.message).toBe('Unauthorized');
      await request(t.server).get('/api/search/export.csv').expect(401);
      await request(t.server).get('/api/saved-searches').expect(401);
    });

    it('players are refused with the spec text', async () => {
      const player = await signedIn(t.server, 'player.paid@demo.fj');
      const res = await player.get('/api/search').expect(403);
      expect(res.body.message).toBe('This page is for recruiters, clubs, unions, coaches, and agents only.');
      await player.get('/api/saved-searches').expect(403);
    });

    it.each(['club@demo.fj', 'union@demo.fj', 'coach@demo.fj', 'agent@demo.fj', 'admin@demo.fj', 'mentor@demo.fj', 'recruiter.paid@demo.fj'])(
      '%s may search',
      async (email) => {
        const agent = await signedIn(t.server, email);
        const body = await search(agent, { q: tag });
        expect(body.results.length).toBeGreaterThan(0);
      },
    );
  });

  describe('filters', () => {
    it('q matches the bio (full text) and hides private profiles and suspended owners', async () => {
      expect(await keys(paid, { q: tag })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    });

    it('q matches words of the school, positions and bio, each as a prefix', async () => {
      expect(await keys(paid, { q: schoolToken })).toEqual(['p5']);
      expect(await keys(paid, { q: `${tag} openside` })).toEqual(['p3']);
      expect(await keys(paid, { q: `${tag} SIDEST` })).toEqual(['p2']);
      expect(await keys(paid, { q: `${tag} kadavulevu` })).toEqual(['p1']);
      expect(await keys(paid, { q: tag.slice(0, -2) })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    });

    it('q finds a misspelt name by trigram similarity, best match first', async () => {
      const misspelt = surname.replace('mai', 'ma'); // one letter dropped
      const body = await search(paid, { q: misspelt });
      expect(keyOf(body.results[0]!.id)).toBe('p3');
      const full = await search(paid, { q: `Iowane ${surname.replace('ceg', 'cg')}` });
      expect(keyOf(full.results[0]!.id)).toBe('p3');
    });

    it('a position group matches its members; an exact position matches itself', async () => {
      expect(await keys(paid, { q: tag, position: 'Prop' })).toEqual(['p1', 'p2']);
      expect(await keys(paid, { q: tag, position: 'Loosehead Prop' })).toEqual(['p1']);
      expect(await keys(paid, { q: tag, position: 'flanker' })).toEqual(['p3']);
      expect(await keys(paid, { q: tag, position: 'Wing' })).toEqual(['p4']);
    });

    it('a division matches its provinces; an exact province matches itself', async () => {
      expect(await keys(paid, { q: tag, province: 'Central' })).toEqual(['p1', 'p5']);
      expect(await keys(paid, { q: tag, province: 'Rewa' })).toEqual(['p1']);
      expect(await keys(paid, { q: tag, province: 'Western' })).toEqual(['p2']);
      expect(await keys(paid, { q: tag, province: 'Eastern' })).toEqual(['p4']);
      expect(await keys(paid, { q: tag, province: 'Rotuma' })).toEqual(['p3']);
    });

    it('school is a case-insensitive "contains"', async () => {
      expect(await keys(paid, { q: tag, school: 'marist' })).toEqual(['p2']);
      expect(await keys(paid, { q: tag, school: 'SCHOOL' })).toEqual(['p1', 'p2', 'p3', 'p5']);
      expect(await keys(paid, { q: tag, school: 'high sch' })).toEqual(['p2']);
      expect(await keys(paid, { q: tag, school: '100%' })).toEqual([]);
    });

    it('graduation year and format (paid viewers)', async () => {
      expect(await keys(paid, { q: tag, grad_year: year })).toEqual(['p1', 'p5']);
      expect(await keys(paid, { q: tag, format: 'Beach' })).toEqual(['p2']);
      expect(await keys(paid, { q: tag, format: '7s' })).toEqual(['p1', 'p3']);
      expect(await keys(paid, { q: tag, format: '7s', grad_year: year + 1, position: 'Flanker', province: 'Rotuma' })).toEqual(['p3']);
    });

    it("empty and 'all' values are ignored", async () => {
      expect(await keys(paid, { q: tag, position: 'all', province: '', school: ' ', format: 'all', grad_year: '' })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    });

    it('invalid values are refused naming the field', async () => {
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ position: 'Goalkeeper' }, 'position', SEARCH_MESSAGES.position],
        [{ province: 'Auckland' }, 'province', SEARCH_MESSAGES.province],
        [{ grad_year: 'soon' }, 'grad_year', SEARCH_MESSAGES.gradYear],
        [{ format: '10s' }, 'format', SEARCH_MESSAGES.format],
        [{ sort: 'random' }, 'sort', SEARCH_MESSAGES.sort],
        [{ limit: '500' }, 'limit', SEARCH_MESSAGES.limit],
        [{ q: 'x'.repeat(101) }, 'q', SEARCH_MESSAGES.query],
        [{ cursor: 'not-a-cursor' }, 'cursor', SEARCH_MESSAGES.cursor],
      ];
      for (const [query, field, message] of cases) {
        const res = await paid.get('/api/search').query(query).expect(400);
        expect(res.body.errors[field]).toBe(message);
      }
      await paid.get('/api/search').query({ colour: 'blue' }).expect(400);
    });
  });

  describe('sorts and keyset pages', () => {
    const visible = FIXTURES.filter((f) => ['p1', 'p2', 'p3', 'p4', 'p5'].includes(f.key));
    /** The order each sort must produce, from the fixture data (ids are known once beforeAll ran). */
    const expectedOrder = (sort: string): string[] => {
      const byIdDesc = (a: Fixture, b: Fixture) => (ids[b.key]! > ids[a.key]! ? 1 : -1);
      const sorted = [...visible].sort((a, b) => {
        if (sort === 'recent') return a.minutesAgo - b.minutesAgo;
        const value = (f: Fixture) => (sort === 'height' ? f.height : f.weight) ?? -1;
        return value(b) - value(a) || byIdDesc(a, b);
      });
      return sorted.map((f) => f.key);
    };

    async function allPages(agent: Agent, query: Record<string, string | number>, limit: number): Promise<string[][]> {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const body: SearchResponse = await search(agent, { ...query, limit, ...(cursor ? { cursor } : {}) });
        pages.push(body.results.map((r) => r.id));
        expect(Object.keys(body).sort()).toEqual(['nextCursor', 'preview', 'results', 'viewerType']);
        cursor = body.nextCursor;
        expect(pages.length).toBeLessThan(20);
      } while (cursor);
      return pages;
    }

    it.each(['recent', 'height', 'weight'])('%s: the order of the data, pages disjoint and complete', async (sort) => {
      const pages = await allPages(paid, { q: tag, sort }, 2);
      expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
      expect(pages.flat().map(keyOf)).toEqual(expectedOrder(sort));
    });

    it('height and weight: ties by id, unknown values last', async () => {
      const height = (await search(paid, { q: tag, sort: 'height', limit: 50 })).results.map((r) => keyOf(r.id));
      expect(height.at(-1)).toBe('p3'); // no height
      const [first, second] = [ids.p4!, ids.p5!].sort().reverse(); // p4 and p5 are both 178 cm: the higher id first
      expect(height.filter((k) => k === 'p4' || k === 'p5').map((k) => ids[k])).toEqual([first, second]);
      const weight = (await search(paid, { q: tag, sort: 'weight', limit: 50 })).results.map((r) => keyOf(r.id));
      expect(weight.at(-1)).toBe('p2'); // no weight
    });

    it('school: A to Z, unknown last', async () => {
      const pages = await allPages(paid, { q: tag, sort: 'school' }, 2);
      const order = pages.flat().map(keyOf);
      expect(order.at(-1)).toBe('p4');
      const schools = order.slice(0, -1).map((k) => FIXTURES.find((f) => f.key === k)!.school!);
      const [{ rows }] = await sql<{ rows: string[] }>(`SELECT array_agg(s ORDER BY s) AS rows FROM unnest($1::text[]) s`, [schools]);
      expect(schools).toEqual(rows); // the database's collation decides A to Z
      // with a school filter the matches are collected and sorted (not walked in index order): same order
      const filtered = await allPages(paid, { q: tag, sort: 'school', school: 'school' }, 2);
      expect(filtered.flat().map(keyOf)).toEqual(order.filter((k) => k !== 'p4'));
    });

    it('relevance pages through every match once; without q it orders like recent (nobody here is boosted or Pro)', async () => {
      const pages = await allPages(paid, { q: tag }, 2);
      const flat = pages.flat();
      expect(new Set(flat).size).toBe(flat.length);
      expect(flat.map(keyOf).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      const noQ = (await search(paid, { limit: 50 })).results.map((r) => r.id);
      const recent = (await search(paid, { limit: 50, sort: 'recent' })).results.map((r) => r.id);
      const placed = new Set((await sql<{ id: string }>(
        `SELECT p.id FROM players p WHERE EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = p.id AND b.is_active AND b.end_date > now())
            OR EXISTS (SELECT 1 FROM account_plans ap WHERE ap.user_id = p.user_id AND ap.plan = 'player_pro')`,
      )).map((r) => r.id));
      // Both pages hold a prefix of the same sequence: the players neither boosted nor Pro, most recent first.
      const [a, b] = [noQ.filter((id) => !placed.has(id)), recent.filter((id) => !placed.has(id))];
      const n = Math.min(a.length, b.length);
      expect(n).toBeGreaterThan(0);
      expect(a.slice(0, n)).toEqual(b.slice(0, n));
      expect(noQ.slice(0, noQ.length - a.length).every((id) => placed.has(id))).toBe(true);
    });

    it('a cursor only continues its own search', async () => {
      const first = await search(paid, { q: tag, sort: 'height', limit: 2 });
      expect(first.nextCursor).toEqual(expect.any(String));
      const other = await paid.get('/api/search').query({ q: tag, sort: 'weight', limit: 2, cursor: first.nextCursor! }).expect(400);
      expect(other.body.errors.cursor).toBe(SEARCH_MESSAGES.cursor);
      await paid.get('/api/search').query({ q: `${tag} prop`, sort: 'height', limit: 2, cursor: first.nextCursor! }).expect(400);
    });

    it('Quick Stats count every match, not only the loaded page', async () => {
      const stats = await paid.get('/api/search/stats').query({ q: tag, sort: 'height' }).expect(200);
      expect(stats.body).toEqual({ active: 5, verified: 2, recentGraduates: 4 }); // p1,p4 verified; p1,p2,p3,p5 grad ≥ year-1
      const central = await paid.get('/api/search/stats').query({ q: tag, province: 'Central' }).expect(200);
      expect(central.body).toEqual({ active: 2, verified: 1, recentGraduates: 2 });
      const freeStats = await free.get('/api/search/stats').query({ q: tag }).expect(200);
      expect(freeStats.body.active).toBe(5); // recruiter.free is verified: sees the recruiters-only profile
      await free.get('/api/search/stats').query({ q: tag, format: '7s' }).expect(403);
      await request(t.server).get('/api/search/stats').expect(401);
    });
  });

  describe('priority placement (docs/billing.md, "Search placement")', () => {
    const placementTag = `zp${tag.slice(2)}`; // not matched by q=tag
    const placed: Record<string, string> = {};
    /** Three equal players; the plain one was updated last, so it leads any order but placement. */
    beforeAll(async () => {
      for (const [key, minutesAgo] of [['plain', 1], ['boosted', 3], ['pro', 2]] as const) {
        const [u] = await sql<{ id: string }>(
          `INSERT INTO users (email, first_name, last_name, full_name, role, dob) VALUES ($1, 'Placed', $2, 'Placed ' || $2, 'player', $3) RETURNING id`,
          [uniqueEmail(key), `${key}${nameTag}`, dobForAge(20)],
        );
        const [p] = await sql<{ id: string }>(
          `INSERT INTO players (user_id, dob, positions, formats, school, province, grad_year, bio, visibility, updated_at)
           VALUES ($1, $2, '{Hooker}', '{15s}', $3, 'Rewa', $4, $5, 'public', now() - make_interval(mins => $6)) RETURNING id`,
          [u!.id, dobForAge(20), `${placementTag} College`, year, `Same bio ${placementTag}.`, minutesAgo],
        );
        placed[key] = p!.id;
        if (key === 'pro') await grantPlan({ query: sql }, u!.id, 'player_pro');
      }
      await sql(`INSERT INTO profile_boosts (player_id, is_active, start_date, end_date) VALUES ($1, true, now() - interval '1 day', now() + interval '6 days')`, [placed.boosted]);
    });
    const name = (id: string) => Object.keys(placed).find((k) => placed[k] === id) ?? id;
    async function order(agent: Agent, query: Record<string, string>, limit = 50): Promise<{ names: string[]; boosted: string[] }> {
      const names: string[] = [];
      const boosted: string[] = [];
      let cursor: string | null = null;
      do {
        const body: SearchResponse = await search(agent, { ...query, limit, ...(cursor ? { cursor } : {}) });
        for (const r of body.results) {
          names.push(name(r.id));
          expect(typeof r.boosted).toBe('boolean');
          if (r.boosted) boosted.push(name(r.id));
        }
        cursor = body.nextCursor;
        expect(names.length).toBeLessThan(20);
      } while (cursor);
      return { names, boosted };
    }

    it('a boosted free player and a Pro player outrank an equal plain player in the default order, with and without q', async () => {
      expect(await order(paid, { school: placementTag })).toEqual({ names: ['boosted', 'pro', 'plain'], boosted: ['boosted'] });
      expect(await order(paid, { q: placementTag })).toEqual({ names: ['boosted', 'pro', 'plain'], boosted: ['boosted'] });
      // free viewers' previews carry the flag too
      expect(await order(free, { q: placementTag })).toEqual({ names: ['boosted', 'pro', 'plain'], boosted: ['boosted'] });
    });

    it('a sort the recruiter picks ignores placement', async () => {
      expect((await order(paid, { school: placementTag, sort: 'recent' })).names).toEqual(['plain', 'pro', 'boosted']);
    });

    it('cursor paging across the placement boundary returns every player once, in order', async () => {
      for (const query of [{ school: placementTag }, { q: placementTag }] as Record<string, string>[]) {
        expect((await order(paid, query, 1)).names).toEqual(['boosted', 'pro', 'plain']);
        expect((await order(paid, query, 2)).names).toEqual(['boosted', 'pro', 'plain']);
      }
    });

    it('the boost ending removes both its rank and its badge', async () => {
      await sql(`UPDATE profile_boosts SET end_date = now() - interval '1 second' WHERE player_id = $1`, [placed.boosted]);
      try {
        expect(await order(paid, { school: placementTag })).toEqual({ names: ['pro', 'plain', 'boosted'], boosted: [] });
        expect(await order(paid, { school: placementTag }, 1)).toEqual({ names: ['pro', 'plain', 'boosted'], boosted: [] });
        const byText = await order(free, { q: placementTag }); // equal scores: ties by id
        expect(byText.names[0]).toBe('pro');
        expect(byText.boosted).toEqual([]);
      } finally {
        await sql(`UPDATE profile_boosts SET end_date = now() + interval '6 days' WHERE player_id = $1`, [placed.boosted]);
      }
    });
  });

  describe('previews and full results', () => {
    it('a free viewer gets previews with no hidden field', async () => {
      const res = await free.get('/api/search').query({ q: tag, limit: 50 }).expect(200);
      const body = res.body as SearchResponse;
      expect(body.preview).toBe(true);
      expect(body.viewerType).toBe('free_recruiter');
      expect(body.results.length).toBeGreaterThan(0);
      for (const r of body.results) {
        for (const hidden of ['contactEmail', 'contactPhone', 'contactNote', 'formats']) expect(r).not.toHaveProperty(hidden);
        expect(r._isPreview).toBe(true);
        expect(r.positions.length).toBeLessThanOrEqual(2);
        expect((r.bio ?? '').length).toBeLessThanOrEqual(80);
        expect(['1+', 0]).toContain(r.highlightCount);
      }
      const p1 = body.results.find((r) => r.id === ids.p1)!;
      const full = FIXTURES[0]!;
      expect(p1.positions).toEqual(full.positions.slice(0, 2));
      expect(p1.positionsMore).toBe(1);
      expect(p1.bio).toBe(full.bio.slice(0, 80));
      expect(p1.highlightCount).toBe('1+');
      expect(body.results.find((r) => r.id === ids.p4)!.highlightCount).toBe(0);
      // nothing hidden anywhere in the payload
      expect(res.text).not.toContain(full.contactEmail!);
      expect(res.text).not.toContain(full.bio.slice(80));
      expect(res.text).not.toContain('Lock');
    });

    it('a free viewer cannot filter by the advanced filters or export', async () => {
      for (const query of [{ grad_year: String(year) }, { format: '7s' }]) {
        const res = await free.get('/api/search').query({ q: tag, ...query }).expect(403);
        expect(res.body.message).toBe(SEARCH_MESSAGES.advancedFiltersLocked);
        expect(res.body.upgradeRequired).toBe(true);
      }
      const res = await free.get('/api/search/export.csv').query({ q: tag }).expect(403);
      expect(res.body.message).toBe(SEARCH_MESSAGES.exportLocked);
    });

    it('a paid viewer gets everything, highlights it may see, and minors contact only after approval', async () => {
      const body = await search(paid, { q: tag, limit: 50 });
      expect(body.preview).toBe(false);
      expect(body.viewerType).toBe('paid_user');
      const p1 = body.results.find((r) => r.id === ids.p1)! as PlayerSearchResult;
      expect(p1._isPreview).toBe(false);
      expect(p1.positions).toEqual(FIXTURES[0]!.positions);
      expect(p1.positionsMore).toBe(0);
      expect(p1.bio).toBe(FIXTURES[0]!.bio);
      expect(p1.formats).toEqual(['15s', '7s']);
      expect(p1.highlightCount).toBe(2); // public + recruiters, ready; not private, not pending
      expect(p1.contactEmail).toBe(FIXTURES[0]!.contactEmail);
      expect(p1.contactPhone).toBe(FIXTURES[0]!.contactPhone);
      const p2 = body.results.find((r) => r.id === ids.p2)!;
      expect(p2.contactEmail).toBeNull();
      expect(p2.contactNote).toBe('Contact via request');

      await sql(
        `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status) VALUES ($1, $2, $3, 'Hello', 'approved')`,
        [paidId, userIds.p2, ids.p2],
      );
      const after = (await search(paid, { q: tag, limit: 50 })).results.find((r) => r.id === ids.p2)!;
      expect(after.contactEmail).toBe(FIXTURES[1]!.contactEmail);
      expect(after).not.toHaveProperty('contactNote');
    });

    it('highlight counts follow what each viewer may see', async () => {
      const count = async (agent: Agent) => (await search(agent, { q: tag, limit: 50 })).results.find((r) => r.id === ids.p1)!.highlightCount;
      expect(await count(await signedIn(t.server, 'mentor@demo.fj'))).toBe(1); // paid, not a verified recruiter: public only
      expect(await count(await signedIn(t.server, 'admin@demo.fj'))).toBe(4);
    });
  });

  describe('visibility', () => {
    it('recruiters-only profiles only for verified recruiting roles; private only for admins', async () => {
      const unverified = (await signedUp(t.server, { role: 'recruiter' })).agent;
      const body = await search(unverified, { q: tag, limit: 50 });
      expect(body.viewerType).toBe('free_recruiter');
      expect(body.results.map((r) => keyOf(r.id)).sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
      const mentor = await signedIn(t.server, 'mentor@demo.fj');
      expect(await keys(mentor, { q: tag })).toEqual(['p1', 'p2', 'p3', 'p4']);
      expect(await keys(free, { q: tag })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
      const admin = await signedIn(t.server, 'admin@demo.fj');
      expect(await keys(admin, { q: tag })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    });
  });

  describe('Export Results', () => {
    it('paid viewers get a CSV of the search with a header row and escaped cells', async () => {
      const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj'); // paid, verified, no approval from the minor
      const res = await recruiter.get('/api/search/export.csv').query({ q: tag, sort: 'height' }).buffer(true).parse((r, cb) => {
        let data = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (data += c));
        r.on('end', () => cb(null, data));
      }).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="players-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = res.body as string;
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines[0]).toBe(SEARCH_EXPORT_COLUMNS.join(','));
      expect(lines).toHaveLength(6);
      expect(lines[1]).toContain(`Jone Naqa${nameTag}`); // tallest first, like the search
      expect(lines[1]).toContain('Contact via request,Contact via request'); // a minor: no direct contact
      const p3Line = lines.find((l) => l.includes(surname))!;
      expect(p3Line).toContain('"Queen Victoria School, ""QVS"""');
      expect(p3Line).toContain(`/player/${ids.p3}`);
      const p1Line = lines.find((l) => l.includes(`Tabua${nameTag}`))!;
      expect(p1Line).toContain(`"Loosehead Prop, Hooker, Lock"`);
      expect(p1Line).toContain(`'+679 700 0001`); // a leading + is kept as text, not a formula
    });
  });

  describe('saved searches', () => {
    it('save, list, delete — each user sees only their own', async () => {
      const created = await paid.post('/api/saved-searches').send({ filters: { query: tag, position: 'prop', province: 'Central', gradYear: year } }).expect(201);
      expect(created.body).toMatchObject({
        name: `"${tag}" · Prop · Central · Class of ${year}`,
        filters: { query: tag, position: 'Prop', province: 'Central', gradYear: year },
      });
      const named = await paid.post('/api/saved-searches').send({ name: 'Props', filters: {} }).expect(201);
      const list = await paid.get('/api/saved-searches').expect(200);
      expect(list.body.results.map((s: { id: string }) => s.id)).toEqual([named.body.id, created.body.id]);

      const other = (await signedUp(t.server, { role: 'club' })).agent;
      expect((await other.get('/api/saved-searches').expect(200)).body.results).toEqual([]);
      await other.delete(`/api/saved-searches/${created.body.id}`).expect(404);
      await paid.delete('/api/saved-searches/not-a-uuid').expect(404);

      await paid.delete(`/api/saved-searches/${created.body.id}`).expect(200, { ok: true });
      const left = await paid.get('/api/saved-searches').expect(200);
      expect(left.body.results.map((s: { id: string }) => s.id)).toEqual([named.body.id]);
    });

    it('saved filters follow the search rules', async () => {
      const res = await paid.post('/api/saved-searches').send({ filters: { position: 'Goalkeeper' } }).expect(400);
      expect(res.body.errors['filters.position']).toBe(SEARCH_MESSAGES.position);
      const missing = await paid.post('/api/saved-searches').send({ name: 'x' }).expect(400);
      expect(missing.body.errors.filters).toBe(SEARCH_MESSAGES.savedSearchFilters);
      const locked = await free.post('/api/saved-searches').send({ filters: { format: '7s' } }).expect(403);
      expect(locked.body.upgradeRequired).toBe(true);
    });
  });

  describe('query plans', () => {
    const viewer: Viewer = {
      id: '00000000-0000-0000-0000-000000000000', role: 'recruiter', isAdmin: false, isRecruitingRole: true,
      isVerifiedRecruiter: true, planType: 'recruiter', planStatus: 'active', isPaid: true, entitlements: PLAN_ENTITLEMENTS.recruiter, viewerType: 'paid_user', planPeriodStart: null,
    };
    /** The plan PostgreSQL would use if scans were expensive (as they are at 100k rows): proves the indexes fit the SQL. */
    async function plan(statement: { sql: string; params: Record<string, unknown> }, settings = ['enable_seqscan']): Promise<string> {
      const [text, params] = t.dataSource.driver.escapeQueryWithParameters(statement.sql, statement.params);
      const runner = t.dataSource.createQueryRunner();
      try {
        await runner.startTransaction();
        for (const setting of settings) await runner.query(`SET LOCAL ${setting} = off`);
        const rows: Array<{ 'QUERY PLAN': string }> = await runner.query(`EXPLAIN ${text}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    }

    it('full text, trigram names and the filters use their indexes', async () => {
      // Small tables: plain index scans (of primary keys) would also do, so leave only bitmap scans to choose.
      const bitmap = ['enable_seqscan', 'enable_indexscan'];
      const text = await plan(pageSql({ query: 'marist prop' }, viewer, 20), bitmap);
      expect(text).toContain('idx_players_search_vector');
      expect(text).toContain('idx_users_name_trgm');
      expect(await plan(statsSql({ position: 'Prop' }, viewer), bitmap)).toContain('idx_players_positions');
      expect(await plan(statsSql({ format: '7s' }, viewer), bitmap)).toContain('idx_players_formats');
      expect(await plan(statsSql({ province: 'Central' }, viewer), bitmap)).toContain('idx_players_province');
      expect(await plan(statsSql({ gradYear: 2026 }, viewer), bitmap)).toContain('idx_players_grad_year');
      expect(await plan(statsSql({ school: 'marist' }, viewer), bitmap)).toContain('idx_players_school_trgm');
    });

    it('the default order finds the placed players by the boost index and pages the rest with the recency index', async () => {
      const first = await plan(pageSql({}, viewer, 20));
      expect(first).toContain('idx_profile_boosts_active');
      expect(first).toContain('idx_players_updated');
      const rest = await plan(pageSql({}, viewer, 20, { keys: ['0', new Date().toISOString()], id: viewer.id }));
      expect(rest).toContain('idx_players_updated');
      expect(rest).toMatch(/Index Cond: \(ROW\(|Index Cond: .*ROW/);
    });

    it.each([
      ['recent', 'idx_players_updated'],
      ['height', 'idx_players_height_keyset'],
      ['weight', 'idx_players_weight_keyset'],
      ['school', 'idx_players_school_keyset'],
    ])('sort %s pages with %s', async (sort, index) => {
      const after = { keys: sort === 'school' ? ['false', 'M'] : sort === 'recent' ? [new Date().toISOString()] : ['180'], id: viewer.id };
      const text = await plan(pageSql({ sort: sort as 'recent' }, viewer, 20, after));
      expect(text).toContain(index);
      expect(text).toMatch(/Index Cond: \(ROW\(|Index Cond: .*ROW/);
    });
  });
});
