/**
 * Player search's bounded plans (player-search-sql.ts, docs/search.md) give exactly the rows and the order
 * of a plain `ORDER BY … LIMIT` over every match, on both of their paths:
 * - a sorted page (recent, height, weight, school, and the rest of the default order) first walks at most
 *   `pageWalk` rows in the sort's index order and falls back to collecting the matches when that walk does
 *   not fill the page;
 * - sort=school with a school filter walks the distinct school names;
 * - relevance takes its full-text candidates from a walk of the `recentWalk` most recent profiles when they
 *   hold enough matches, else from at most `examined` index matches; its name candidates from at most
 *   `examined` trigram matches. The walk's first `probeWalk` profiles decide whether the rest is walked: not
 *   when they hold no match (a name) or already enough.
 * At the suite's scale the production bounds cover every row, so the statements are run directly with the
 * bounds overridden in their parameters (small: both paths run; huge: the walks see everything) and every
 * page of a Load More sequence is compared with an independent reference query written plainly here. Which
 * path ran is read from EXPLAIN ANALYZE (the branch not taken is "never executed").
 *
 * 2,000 players are seeded with SQL (deterministic, setseed) and deleted afterwards: the worker's
 * database copy is shared with the suites that run after this one in the same worker.
 */
import {
  FIJI_SCHOOLS,
  PLAN_ENTITLEMENTS,
  POSITION_GROUPS,
  provincesForFilter,
  type SearchFilters,
  type SearchResponse,
} from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, signedUp, type Agent } from './helpers';
import {
  cursorAfter,
  decodeCursor,
  effectiveSort,
  pageSql,
  statsSql,
  type NamedSql,
  type SearchRow,
} from '../src/modules/recruiting/services/player-search-sql';
import type { Viewer } from '../src/core/access/viewer';
import { ProPlacementService } from '../src/modules/player/services/pro-placement.service';
import { BIO_GOALS, BIO_STRENGTHS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, POSITION_BIO_LEADS } from '../src/database/seed/data/people';

const PLAYERS = 2000;
const EMAIL_DOMAIN = 'bounded-plans.test';
/** A word in about 2% of the seeded bios (a rare full-text word). */
const RARE_WORD = 'kulakula';
/** A surname that is also in about 3% of the bios: found by both relevance branches. */
const SHARED_WORD = 'Nadolo';

type Bounds = Partial<Record<'pageWalk' | 'recentWalk' | 'probeWalk' | 'examined' | 'candidates', number>>;
/** The walks and the examined matches cover every row: each statement takes its exact branch. */
const HUGE: Bounds = { pageWalk: 1_000_000, recentWalk: 1_000_000, probeWalk: 1_000_000, examined: 1_000_000 };

/** Which branch of a bounded statement produced its rows. */
type Path = 'walk' | 'fallback' | 'schools';

describe('player search: bounded plans give exact pages on both paths', () => {
  let t: TestApp;
  let viewer: Viewer;
  let recruiter: Agent;

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(text, params);

  function bound(statement: NamedSql, bounds: Bounds): NamedSql {
    const params = { ...statement.params };
    for (const [k, v] of Object.entries(bounds)) if (k in params) params[k] = v;
    return { sql: statement.sql, params };
  }

  function run<T>(statement: NamedSql, prefix = ''): Promise<T[]> {
    const [text, params] = t.dataSource.driver.escapeQueryWithParameters(statement.sql, statement.params);
    return t.dataSource.query(`${prefix}${text}`, params);
  }

  interface PlanNode {
    'Node Type': string;
    'One-Time Filter'?: string;
    'Actual Loops': number;
    'Parent Relationship'?: string;
    Plans?: PlanNode[];
  }

  /**
   * The path a bounded statement took: its two branches are gated by one-time filters on the walk's count
   * (`count = :limit` keeps the walk, `count < :limit` runs the fallback); the gate whose plan below it
   * ran says which. The default order's Player Pro tier gates on its walk's count and on how many Pro
   * profiles there are, a form this does not read: its path is the rest's (the Pro tier's pages are
   * checked by the Pro tier test). The school-ordered statement has no gates: it walks the distinct schools.
   */
  async function pathOf(statement: NamedSql): Promise<Path> {
    const [{ 'QUERY PLAN': plan }] = await run<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(statement, 'EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ');
    const ran: Path[] = [];
    let recursive = false;
    const visit = (node: PlanNode) => {
      if (node['Node Type'] === 'Recursive Union') recursive = true;
      const gate = node['One-Time Filter'];
      // PostgreSQL 15 prints the count as `$9`, 17 as `(InitPlan 9).col1`.
      const test = gate && /^\((?:\$\d+|\(InitPlan \d+\)\.col\d+) ([=<]) '(\d+)'::bigint\)$/.exec(gate);
      if (node['Node Type'] === 'Result' && test) {
        const below = (node.Plans ?? []).filter((p) => p['Parent Relationship'] !== 'InitPlan');
        if (below.some((p) => p['Actual Loops'] > 0)) ran.push(test[1] === '=' ? 'walk' : 'fallback');
      }
      (node.Plans ?? []).forEach(visit);
    };
    visit(plan[0]!.Plan);
    if (ran.length === 0 && recursive) return 'schools';
    if (ran.length !== 1) throw new Error(`expected exactly one branch to run, got ${JSON.stringify(ran)}`);
    return ran[0]!;
  }

  /** Whether the relevance walk went past its probe (the rest's gate: some matches, not enough). */
  async function restWalked(statement: NamedSql): Promise<boolean> {
    const [{ 'QUERY PLAN': plan }] = await run<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(statement, 'EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ');
    let gates = 0;
    let ran = false;
    const visit = (node: PlanNode) => {
      if (node['Node Type'] === 'Result' && / >= '?1'?(?:::bigint)?\) AND/.test(node['One-Time Filter'] ?? '')) {
        gates++;
        ran ||= (node.Plans ?? []).some((p) => p['Parent Relationship'] !== 'InitPlan' && p['Actual Loops'] > 0);
      }
      (node.Plans ?? []).forEach(visit);
    };
    visit(plan[0]!.Plan);
    if (gates !== 1) throw new Error(`expected one gate on the walk's rest, found ${gates}`);
    return ran;
  }

  interface Walked {
    /** Ids of each page, in order. */
    pages: string[][];
    /** The sort keys each row was returned with (k0|k1|id), to compare two runs row for row. */
    keys: string[][];
    paths: Path[];
  }

  /** Every page of a search through Load More (cursorAfter → decodeCursor, as the service does), with `bounds`. */
  async function walkPages(filters: SearchFilters, limit: number, bounds: Bounds, withPaths = false): Promise<Walked> {
    const out: Walked = { pages: [], keys: [], paths: [] };
    let after: { keys: string[]; id: string } | undefined;
    for (let guard = 0; guard < 2000; guard++) {
      const statement = bound(pageSql(filters, viewer, limit, after), bounds);
      const rows = await run<SearchRow>(statement);
      if (withPaths) out.paths.push(await pathOf(statement));
      const page = rows.slice(0, limit);
      // A Load More that repeats a row would never end: fail at the first repeat.
      const before = new Set(out.pages.flat());
      const repeated = page.find((r) => before.has(r.id));
      if (repeated) throw new Error(`page ${out.pages.length + 1} repeats ${repeated.id}`);
      if (page.length || out.pages.length === 0) {
        out.pages.push(page.map((r) => r.id));
        out.keys.push(page.map((r) => `${r.k0}|${r.k1 ?? ''}|${r.id}`));
      }
      if (rows.length <= limit) return out;
      const cursor = cursorAfter(filters, page[page.length - 1]!);
      after = decodeCursor(cursor, effectiveSort(filters), filters);
    }
    throw new Error('Load More did not end');
  }

  const chunks = <T>(list: T[], size: number): T[][] => {
    if (list.length === 0) return [[]];
    const out: T[][] = [];
    for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
    return out;
  };

  // ---- the reference: every match, ordered, written plainly (players and users tables, positional params) ----

  const tsQuery = (q: string) => (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => `${w}:*`).join(' & ');

  /** The matches a verified paid recruiter may see under `filters` (rows `p` of players). */
  function referenceWhere(filters: SearchFilters, params: unknown[]): string {
    const arg = (v: unknown) => `$${params.push(v)}`;
    const where = [
      `p.visibility IN ('public', 'recruiters')`,
      'p.moderation_hidden_at IS NULL',
      'NOT EXISTS (SELECT 1 FROM users o WHERE o.id = p.user_id AND o.suspended_at IS NOT NULL)',
    ];
    if (filters.position) where.push(`p.positions && ${arg([...(POSITION_GROUPS[filters.position] ?? [filters.position])])}::text[]`);
    if (filters.province) where.push(`p.province = ANY(${arg(provincesForFilter(filters.province))}::text[])`);
    if (filters.school) where.push(`strpos(lower(p.school), lower(${arg(filters.school)}::text)) > 0`);
    if (filters.gradYear !== undefined) where.push(`p.grad_year = ${arg(filters.gradYear)}::int`);
    if (filters.format) where.push(`${arg(filters.format)}::text = ANY(p.formats)`);
    if (filters.query) {
      const tsq = arg(tsQuery(filters.query));
      const q = arg(filters.query);
      where.push(`(p.search_vector @@ to_tsquery('simple', ${tsq}::text)
        OR EXISTS (SELECT 1 FROM users n WHERE n.id = p.user_id AND ${q}::text <% (n.first_name || ' ' || n.last_name)))`);
    }
    return where.join(' AND ');
  }

  const PLACEMENT = `CASE
      WHEN EXISTS (SELECT 1 FROM profile_boosts b WHERE b.player_id = p.id AND b.is_active AND b.start_date <= now() AND b.end_date > now()) THEN 2
      WHEN EXISTS (SELECT 1 FROM paid_plan_holders h WHERE h.user_id = p.user_id AND h.plan = 'player_pro') THEN 1
      ELSE 0 END`;

  const ORDERS: Record<string, string> = {
    recent: 'p.updated_at DESC, p.id DESC',
    height: 'p.height_cm DESC NULLS LAST, p.id DESC',
    weight: 'p.weight_kg DESC NULLS LAST, p.id DESC',
    school: 'p.school ASC NULLS LAST, p.id ASC',
    placed: `${PLACEMENT} DESC, p.updated_at DESC, p.id DESC`,
  };

  /** Ids of every match in the order of the search (a sort, or the default order without words). */
  async function reference(filters: SearchFilters): Promise<string[]> {
    const params: unknown[] = [];
    const where = referenceWhere(filters, params);
    const order = ORDERS[filters.sort && filters.sort !== 'relevance' ? filters.sort : 'placed']!;
    const rows = await sql<{ id: string }>(`SELECT p.id FROM players p WHERE ${where} ORDER BY ${order}`, params);
    return rows.map((r) => r.id);
  }

  /**
   * Relevance, exact: the `candidates` most recently updated full-text matches and the `candidates` best name
   * matches (word similarity, then id), scored ts_rank + word similarity, ordered placement, score, id.
   */
  async function referenceRelevance(filters: SearchFilters, candidates: number): Promise<{ order: string[]; fullText: string[]; names: string[] }> {
    const params: unknown[] = [];
    const where = referenceWhere({ ...filters, query: undefined }, params);
    const tsq = `$${params.push(tsQuery(filters.query!))}::text`;
    const q = `$${params.push(filters.query)}::text`;
    const c = `$${params.push(candidates)}::int`;
    const rows = await sql<{ id: string; branch: string; rank: number }>(
      `WITH ft AS (
         SELECT p.id, ts_rank(p.search_vector, to_tsquery('simple', ${tsq}))::float8 AS s FROM players p
          WHERE ${where} AND p.search_vector @@ to_tsquery('simple', ${tsq})
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ${c}),
       nm AS (
         SELECT p.id, word_similarity(${q}, u.first_name || ' ' || u.last_name)::float8 AS s
           FROM players p JOIN users u ON u.id = p.user_id
          WHERE ${where} AND ${q} <% (u.first_name || ' ' || u.last_name)
          ORDER BY s DESC, p.id DESC LIMIT ${c}),
       scored AS (
         SELECT x.id, sum(x.s) AS score FROM (SELECT * FROM ft UNION ALL SELECT * FROM nm) x GROUP BY x.id)
       SELECT 'order' AS branch, sc.id, row_number() OVER (ORDER BY ${PLACEMENT} DESC, sc.score DESC, sc.id DESC) AS rank
         FROM scored sc JOIN players p ON p.id = sc.id
       UNION ALL SELECT 'ft', ft.id, 0 FROM ft
       UNION ALL SELECT 'nm', nm.id, 0 FROM nm`,
      params,
    );
    const of = (branch: string) => rows.filter((r) => r.branch === branch);
    return {
      order: of('order').sort((a, b) => Number(a.rank) - Number(b.rank)).map((r) => r.id),
      fullText: of('ft').map((r) => r.id).sort(),
      names: of('nm').map((r) => r.id).sort(),
    };
  }

  /** Matches of `filters`, and of the full text alone or of the name alone when given. */
  async function countMatches(filters: SearchFilters & { fullText?: string; name?: string }): Promise<number> {
    const { fullText, name, ...rest } = filters;
    const params: unknown[] = [];
    const where = [referenceWhere(rest, params)];
    if (fullText) where.push(`p.search_vector @@ to_tsquery('simple', $${params.push(tsQuery(fullText))}::text)`);
    if (name) where.push(`EXISTS (SELECT 1 FROM users n WHERE n.id = p.user_id AND $${params.push(name)}::text <% (n.first_name || ' ' || n.last_name))`);
    const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM players p WHERE ${where.join(' AND ')}`, params);
    return row!.n;
  }

  // ---- the data ----

  async function seed(): Promise<void> {
    const positions = Object.keys(POSITION_BIO_LEADS);
    const leads = Object.values(POSITION_BIO_LEADS).flat();
    const firstNames = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];
    const pick = (param: string) => `(${param})[1 + floor(random() * array_length(${param}, 1))::int]`;
    await t.dataSource.transaction(async (tx) => {
      await tx.query('SELECT setseed(0.31)');
      await tx.query(
        `WITH u AS (
           INSERT INTO users (email, first_name, last_name, full_name, role, dob, suspended_at, created_at, updated_at)
           SELECT 'bounded.' || g || '@${EMAIL_DOMAIN}', f, l, f || ' ' || l, 'player', d,
                  CASE WHEN random() < 0.02 THEN now() END, now() - interval '400 days', now() - interval '400 days'
             FROM (SELECT g, ${pick('$1::text[]')} AS f, ${pick('$2::text[]')} AS l,
                          (current_date - make_interval(days => 18 * 365 + floor(random() * 5 * 365)::int))::date AS d
                     FROM generate_series(1, $3::int) g) src
           RETURNING id, email, dob
         ), s AS (
           SELECT u.*, 1 + floor(random() * array_length($5::text[], 1))::int AS school_i,
                  1 + floor(random() * array_length($4::text[], 1))::int AS pos_i, random() AS r
             FROM u
         )
         INSERT INTO players (user_id, dob, positions, formats, school, province, grad_year, height_cm, weight_kg, bio, visibility,
                              moderation_hidden_at, verified_by_coach, contact_email, created_at, updated_at)
         SELECT s.id, s.dob,
                ARRAY[($4::text[])[s.pos_i]] || CASE WHEN random() < 0.3 THEN ARRAY[${pick('$4::text[]')}] ELSE '{}'::text[] END,
                ARRAY['15s'] || CASE WHEN random() < 0.4 THEN ARRAY['7s'] ELSE '{}'::text[] END
                             || CASE WHEN random() < 0.1 THEN ARRAY['Beach'] ELSE '{}'::text[] END
                             || CASE WHEN random() < 0.1 THEN ARRAY['Touch'] ELSE '{}'::text[] END,
                CASE WHEN random() < 0.05 THEN NULL ELSE ($5::text[])[s.school_i] END,
                ($6::text[])[s.school_i],
                2020 + floor(random() * 10)::int,
                -- Few distinct values: many ties, broken by id across page boundaries.
                CASE WHEN random() < 0.05 THEN NULL ELSE 165 + 5 * floor(random() * 8) END,
                CASE WHEN random() < 0.05 THEN NULL ELSE 60 + 5 * floor(random() * 14) END,
                ${pick('$7::text[]')} || '. ' || ${pick('$8::text[]')} || ' ' || ${pick('$9::text[]')}
                  || CASE WHEN random() < 0.02 THEN ' ${RARE_WORD} drills.' ELSE '' END
                  || CASE WHEN random() < 0.03 THEN ' Looks up to ${SHARED_WORD}.' ELSE '' END,
                (CASE WHEN s.r < 0.80 THEN 'public' WHEN s.r < 0.92 THEN 'recruiters' ELSE 'private' END)::visibility,
                CASE WHEN random() < 0.02 THEN now() END,
                random() < 0.2, s.email, now() - interval '400 days',
                -- Minutes apart, about two profiles a minute: ties on updated_at too. A day ahead, so they are the
                -- most recent profiles whatever earlier suites of this worker left: the recency walks' paths
                -- (walk or fallback) depend on this suite's rows alone.
                now() + interval '1 day' - floor(random() * 1000) * interval '1 minute'
           FROM s`,
        [
          firstNames, [...LAST_NAMES], PLAYERS, positions, FIJI_SCHOOLS.map((x) => x.name), FIJI_SCHOOLS.map((x) => x.province),
          leads, [...BIO_STRENGTHS], BIO_GOALS.map((g) => g.replace(' with {union}', '')),
        ],
      );
      // Placement: running boosts, and boosts that do not count (ended, not started, switched off).
      const mine = `SELECT p.id, p.user_id, row_number() OVER (ORDER BY u.email) AS n FROM players p JOIN users u ON u.id = p.user_id
                     WHERE u.email LIKE '%@${EMAIL_DOMAIN}'`;
      await tx.query(`INSERT INTO profile_boosts (player_id, start_date, end_date, is_active)
        SELECT m.id,
               CASE WHEN m.n % 4 = 2 THEN now() + interval '1 day' ELSE now() - interval '1 day' END,
               CASE WHEN m.n % 4 = 1 THEN now() - interval '1 hour' ELSE now() + interval '3 days' END,
               m.n % 4 <> 3
          FROM (${mine}) m WHERE m.n % 97 = 0 OR m.n % 101 IN (1, 2, 3)`);
      // Player Pro (in force, and ended).
      await tx.query(`INSERT INTO subscriptions (user_id, plan, status, amount_cents, current_period_start, current_period_end)
        SELECT m.user_id, 'player_pro', CASE WHEN m.n % 2 = 0 OR m.n % 97 = 0 THEN 'active' ELSE 'cancelled' END, 999, now(), now() + interval '1 month'
          FROM (${mine}) m WHERE m.n % 89 IN (5, 6) OR m.n % 97 = 0
        ON CONFLICT (user_id) DO NOTHING`);
    });
    await sql('ANALYZE players');
    await sql('ANALYZE users');
  }

  beforeAll(async () => {
    t = await createTestApp();
    const fresh = await signedUp(t.server, { role: 'recruiter', firstName: 'Bounded', lastName: 'Scout' });
    recruiter = fresh.agent;
    await sql(`UPDATE users SET verified = true WHERE id = $1`, [fresh.id]);
    await sql(`INSERT INTO recruiters (user_id) VALUES ($1)`, [fresh.id]);
    await grantPlan({ query: sql }, fresh.id, 'recruiter');
    viewer = {
      id: fresh.id, role: 'recruiter', isAdmin: false, isRecruitingRole: true, isVerifiedRecruiter: true,
      planType: 'recruiter', planStatus: 'active', isPaid: true, entitlements: PLAN_ENTITLEMENTS.recruiter, viewerType: 'paid_user', planPeriodStart: null,
    };
    await seed();
    // The Player Pro written above by SQL, as billing's hooks or the reconcile would mark it for search placement.
    await t.app.get(ProPlacementService).reconcile();
  });

  afterAll(async () => {
    if (t) {
      try {
        const [deleted] = await sql<{ n: number }>(
          `WITH d AS (DELETE FROM users WHERE email LIKE '%@${EMAIL_DOMAIN}' RETURNING id) SELECT count(*)::int AS n FROM d`,
        );
        expect(deleted!.n).toBe(PLAYERS);
      } finally {
        await t.close();
      }
    }
  });

  interface SortedCase {
    name: string;
    filters: SearchFilters;
    limit: number;
    /** The bounded walk (SEARCH_LIMITS.pageWalk in production). */
    walk: number;
    /** Paths the bounded pages must take: every one of them ('fallback', 'schools'), or at least once each ('walk+fallback'). */
    expect: 'walk+fallback' | 'fallback' | 'schools' | 'any';
  }

  const SORTED: SortedCase[] = [
    // No filter: the walk fills every page but the last (fewer rows than a page left: the fallback).
    { name: 'no filter, recent', filters: { sort: 'recent' }, limit: 100, walk: 120, expect: 'walk+fallback' },
    { name: 'no filter, height', filters: { sort: 'height' }, limit: 100, walk: 120, expect: 'walk+fallback' },
    { name: 'no filter, weight', filters: { sort: 'weight' }, limit: 100, walk: 120, expect: 'walk+fallback' },
    { name: 'no filter, school', filters: { sort: 'school' }, limit: 100, walk: 120, expect: 'walk+fallback' },
    { name: 'no filter, default order', filters: {}, limit: 100, walk: 120, expect: 'walk+fallback' },
    // Dense filters: most pages from the walk, some (where the matches thin out) from the fallback.
    { name: 'position group Prop, recent', filters: { position: 'Prop', sort: 'recent' }, limit: 5, walk: 40, expect: 'walk+fallback' },
    { name: 'format 15s, height', filters: { format: '15s', sort: 'height' }, limit: 50, walk: 80, expect: 'walk+fallback' },
    { name: 'division Western, weight', filters: { province: 'Western', sort: 'weight' }, limit: 10, walk: 40, expect: 'walk+fallback' },
    { name: 'division Northern, school (collect + sort)', filters: { province: 'Northern', sort: 'school' }, limit: 5, walk: 40, expect: 'walk+fallback' },
    { name: 'division Central, default order', filters: { province: 'Central' }, limit: 20, walk: 80, expect: 'walk+fallback' },
    { name: 'school contains "college", recent', filters: { school: 'college', sort: 'recent' }, limit: 10, walk: 40, expect: 'walk+fallback' },
    { name: 'text "school", height', filters: { query: 'school', sort: 'height' }, limit: 40, walk: 80, expect: 'walk+fallback' },
    { name: 'two words "breakdown tackle", recent', filters: { query: 'breakdown tackle', sort: 'recent' }, limit: 5, walk: 60, expect: 'walk+fallback' },
    // Rare combinations: never enough matches in the walk, every page from the fallback.
    { name: 'Hooker + grad year 2024, height', filters: { position: 'Hooker', gradYear: 2024, sort: 'height' }, limit: 3, walk: 40, expect: 'fallback' },
    { name: 'grad year 2023 + Beach, weight', filters: { gradYear: 2023, format: 'Beach', sort: 'weight' }, limit: 3, walk: 40, expect: 'fallback' },
    // Few matches, but together in school order (one division's schools): the walk may fill a page there.
    { name: 'Eastern + grad year 2021, school', filters: { province: 'Eastern', gradYear: 2021, sort: 'school' }, limit: 2, walk: 40, expect: 'any' },
    { name: 'school contains "marist", height', filters: { school: 'marist', sort: 'height' }, limit: 5, walk: 40, expect: 'fallback' },
    { name: `rare word "${RARE_WORD}", recent`, filters: { query: RARE_WORD, sort: 'recent' }, limit: 5, walk: 40, expect: 'fallback' },
    { name: 'misspelt name "Radradraa", weight', filters: { query: 'Radradraa', sort: 'weight' }, limit: 5, walk: 40, expect: 'fallback' },
    { name: `"${SHARED_WORD}" (bio or name) + Prop, recent`, filters: { query: SHARED_WORD, position: 'Prop', sort: 'recent' }, limit: 2, walk: 40, expect: 'fallback' },
    { name: 'grad year 2022 + 7s + Lock, default order', filters: { gradYear: 2022, format: '7s', position: 'Lock' }, limit: 3, walk: 40, expect: 'fallback' },
    // sort=school with a school filter: the distinct schools are walked.
    { name: 'school "college" (many schools), school', filters: { school: 'college', sort: 'school' }, limit: 7, walk: 40, expect: 'schools' },
    { name: 'school "ratu" (three schools), school', filters: { school: 'ratu', sort: 'school' }, limit: 5, walk: 40, expect: 'schools' },
    { name: 'school "marist" (one school), school', filters: { school: 'marist', sort: 'school' }, limit: 5, walk: 40, expect: 'schools' },
    { name: 'school "zzz" (no school), school', filters: { school: 'zzz', sort: 'school' }, limit: 5, walk: 40, expect: 'schools' },
    { name: 'school "%" (a literal percent sign: none), school', filters: { school: '%', sort: 'school' }, limit: 5, walk: 40, expect: 'schools' },
    { name: `school "saint john's", school`, filters: { school: "saint john's", sort: 'school' }, limit: 4, walk: 40, expect: 'schools' },
    { name: 'school "college" + Western, school', filters: { school: 'college', province: 'Western', sort: 'school' }, limit: 10, walk: 40, expect: 'schools' },
    { name: 'school "ratu" + grad year 2025, school', filters: { school: 'ratu', gradYear: 2025, sort: 'school' }, limit: 2, walk: 40, expect: 'schools' },
    { name: `school "school" + text "${SHARED_WORD}", school`, filters: { school: 'school', query: SHARED_WORD, sort: 'school' }, limit: 5, walk: 40, expect: 'schools' },
  ];

  describe('sorted pages and the default order', () => {
    const seen = new Set<Path>();

    it.each(SORTED.map((c) => [c.name, c] as const))('%s: every page equals the plain ORDER BY … LIMIT', async (_name, c) => {
      const expected = await reference(c.filters);
      const bounded = await walkPages(c.filters, c.limit, { pageWalk: c.walk }, true);
      const huge = await walkPages(c.filters, c.limit, HUGE);
      expect(bounded.pages).toEqual(chunks(expected, c.limit));
      expect(bounded.keys).toEqual(huge.keys);
      // Quick Stats count the same matches the pages list.
      const [stats] = await run<{ active: number }>(statsSql(c.filters, viewer));
      expect(stats!.active).toBe(expected.length);
      bounded.paths.forEach((p) => seen.add(p));
      if (c.expect === 'fallback' || c.expect === 'schools') expect(new Set(bounded.paths)).toEqual(new Set([c.expect]));
      if (c.expect === 'walk+fallback') {
        expect(bounded.paths).toContain('walk');
        expect(bounded.paths).toContain('fallback');
      }
      // With the walk covering every row, the walk fills every page that has a next one.
      if (c.expect !== 'schools' && expected.length > c.limit) {
        const first = await pathOf(bound(pageSql(c.filters, viewer, c.limit), HUGE));
        expect(first).toBe('walk');
      }
    });

    it('the cases above took every path', () => {
      expect([...seen].sort()).toEqual(['fallback', 'schools', 'walk']);
    });
  });

  interface RelevanceCase {
    name: string;
    filters: SearchFilters;
    bounds: Required<Pick<Bounds, 'candidates' | 'recentWalk' | 'examined'>> & Pick<Bounds, 'probeWalk'>;
    /** Where the full-text candidates come from: the recency walk ('walk') or the index ('fallback'). */
    expect: Path;
    /** Rows per page (3 unless given). */
    limit?: number;
    /** Whether the first page's walk goes past its probe (checked when given). */
    restWalked?: boolean;
    /** The candidates hold placed players (a running boost or Player Pro) and others: pages cross the tiers. */
    crossesPlacement?: boolean;
  }

  const RELEVANCE: RelevanceCase[] = [
    { name: 'common word "school"', filters: { query: 'school' }, bounds: { candidates: 8, recentWalk: 40, examined: 1000 }, expect: 'walk' },
    { name: 'common word "school" + Western', filters: { query: 'school', province: 'Western' }, bounds: { candidates: 6, recentWalk: 60, examined: 1000 }, expect: 'walk' },
    { name: 'common word "school", walk too short for it', filters: { query: 'school' }, bounds: { candidates: 12, recentWalk: 10, examined: 1500 }, expect: 'fallback' },
    { name: `rare word "${RARE_WORD}"`, filters: { query: RARE_WORD }, bounds: { candidates: 8, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
    { name: `rare word "${RARE_WORD}", more matches than examined`, filters: { query: RARE_WORD }, bounds: { candidates: 8, recentWalk: 40, examined: 15 }, expect: 'fallback' },
    { name: 'misspelt name "Radradraa"', filters: { query: 'Radradraa' }, bounds: { candidates: 8, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
    { name: 'misspelt name "Radradraa", more matches than examined', filters: { query: 'Radradraa' }, bounds: { candidates: 8, recentWalk: 40, examined: 10 }, expect: 'fallback' },
    { name: `"${SHARED_WORD}" (bios and names: both branches)`, filters: { query: SHARED_WORD }, bounds: { candidates: 10, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
    { name: 'two words "marist prop"', filters: { query: 'marist prop' }, bounds: { candidates: 5, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
    { name: 'a full name "Semi Tabua"', filters: { query: 'Semi Tabua' }, bounds: { candidates: 5, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
    // Enough candidates to hold placed players: pages cross from the placed ones to the rest.
    { name: 'common word "school", 200 candidates', filters: { query: 'school' }, bounds: { candidates: 200, recentWalk: 1000, examined: 1000 }, expect: 'walk', limit: 20, crossesPlacement: true },
    { name: 'word "prop" + position Prop', filters: { query: 'prop', position: 'Prop' }, bounds: { candidates: 5, recentWalk: 100, examined: 1000 }, expect: 'walk' },
    // The walk's probe: a common word continues into the rest of the walk; a word with no full-text match in
    // the probe skips it.
    { name: 'common word "school", past the probe', filters: { query: 'school' }, bounds: { candidates: 30, probeWalk: 20, recentWalk: 200, examined: 1000 }, expect: 'walk', restWalked: true },
    { name: 'misspelt name "Radradraa", no full-text match in the probe', filters: { query: 'Radradraa' }, bounds: { candidates: 8, probeWalk: 20, recentWalk: 1000, examined: 1000 }, expect: 'fallback', restWalked: false },
    { name: 'word "marist" + grad year 2024', filters: { query: 'marist', gradYear: 2024 }, bounds: { candidates: 5, recentWalk: 40, examined: 1000 }, expect: 'fallback' },
  ];

  describe('relevance (free text)', () => {
    const exactCases: string[] = [];
    const boundedCases: string[] = [];

    it.each(RELEVANCE.map((c) => [c.name, c] as const))('%s: candidates and Load More', async (_name, c) => {
      const limit = c.limit ?? 3;
      const bounded = await walkPages(c.filters, limit, c.bounds, true);
      expect(new Set(bounded.paths)).toEqual(new Set([c.expect]));
      if (c.restWalked !== undefined) expect(await restWalked(bound(pageSql(c.filters, viewer, limit), c.bounds))).toBe(c.restWalked);
      // Pages are disjoint and, together, every candidate once, in the order of one page holding them all.
      const ids = bounded.pages.flat();
      expect(new Set(ids).size).toBe(ids.length);
      const [all] = (await walkPages(c.filters, 1000, c.bounds)).pages;
      expect(bounded.pages).toEqual(chunks(all!, limit));

      const exact = await referenceRelevance(c.filters, c.bounds.candidates);
      const rest = { ...c.filters, query: undefined };
      const fullTextMatches = await countMatches({ ...rest, fullText: c.filters.query });
      const nameMatches = await countMatches({ ...rest, name: c.filters.query });
      // Both branches exact: the full-text one when the recency walk found its candidates or it examined every
      // match, the name one when it examined every match.
      const [stats] = await run<{ active: number }>(statsSql(c.filters, viewer));
      expect(stats!.active).toBe(await countMatches(c.filters));
      const fullTextExact = c.expect === 'walk' || fullTextMatches <= c.bounds.examined;
      if (fullTextExact && nameMatches <= c.bounds.examined) {
        exactCases.push(c.name);
        // The most recent full-text matches and the best name matches, ranked as the plain query ranks them.
        expect([...ids].sort()).toEqual([...new Set([...exact.fullText, ...exact.names])].sort());
        expect(ids).toEqual(exact.order);
        expect(bounded.keys).toEqual((await walkPages(c.filters, limit, { ...HUGE, candidates: c.bounds.candidates })).keys);
      } else {
        boundedCases.push(c.name);
        // More matches than examined: candidates from the first matches found, as many as each branch keeps.
        const matches = new Set(await reference({ ...c.filters, sort: 'recent' }));
        expect(ids.every((id) => matches.has(id))).toBe(true);
        expect(ids.length).toBeGreaterThanOrEqual(Math.min(c.bounds.candidates, Math.max(fullTextMatches, nameMatches)));
        expect(ids.length).toBeLessThanOrEqual(2 * c.bounds.candidates);
      }
      if (c.crossesPlacement) {
        const placements = new Set(bounded.keys.flat().map((k) => k.split('|')[0]));
        expect(placements.has('0') && (placements.has('1') || placements.has('2'))).toBe(true);
      }
      // A branch with matches keeps min(matches, candidates) of them.
      expect(exact.fullText.length).toBe(Math.min(fullTextMatches, c.bounds.candidates));
      expect(exact.names.length).toBe(Math.min(nameMatches, c.bounds.candidates));
    });

    it('the cases cover exact and bounded candidates of both branches', async () => {
      const matches = (query: string, name: boolean) => countMatches(name ? { name: query } : { fullText: query });
      const rare = await matches(RARE_WORD, false);
      expect(rare).toBeGreaterThan(15); // "more matches than examined" examines 15
      expect(rare).toBeLessThanOrEqual(1000);
      const misspelt = await matches('Radradraa', true);
      expect(misspelt).toBeGreaterThan(10);
      expect(await matches('Radradraa', false)).toBe(0);
      expect(await matches(SHARED_WORD, false)).toBeGreaterThan(10);
      expect(await matches(SHARED_WORD, true)).toBeGreaterThan(10);
      expect(await matches('school', false)).toBeGreaterThan(1000);
      expect(await matches('school', false)).toBeLessThanOrEqual(1500);
      expect(exactCases).toHaveLength(13);
      expect(boundedCases).toHaveLength(2);
    });
  });

  describe('GET /api/search through Load More', () => {
    async function viaApi(query: Record<string, string>): Promise<string[][]> {
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const res = await recruiter.get('/api/search').query({ ...query, ...(cursor ? { cursor } : {}) }).expect(200);
        const body = res.body as SearchResponse;
        pages.push(body.results.map((r) => r.id));
        cursor = body.nextCursor;
      } while (cursor && pages.length < 500);
      return pages;
    }

    it('a sorted search pages through every match once, in order', async () => {
      const filters: SearchFilters = { position: 'Flanker', province: 'Central', sort: 'height' };
      const expected = await reference(filters);
      expect(expected.length).toBeGreaterThan(40);
      expect(await viaApi({ position: 'Flanker', province: 'Central', sort: 'height', limit: '13' })).toEqual(chunks(expected, 13));
    });

    // The Pro tier walks the Pro profiles' recency index; a short walk falls back to collecting the Pro
    // players the filters match. Either way the pages are the exact order.
    it.each([
      // Filters many of the seeded players meet (grad years are random: a tenth of them held too few Pro players).
      ['no filter', {}, 40],
      ['division Central', { province: 'Central' }, 6],
      ['format 7s', { format: '7s' }, 10],
    ] as const)('default order, %s, with the Pro tier walked (long, short and too short walks): every page equals the plain ORDER BY … LIMIT', async (_name, filters, limit) => {
      const expected = await reference(filters);
      const [{ pro }] = await sql<{ pro: number }>(
        `SELECT count(*)::int AS pro FROM players p WHERE p.id = ANY($1::uuid[])
            AND EXISTS (SELECT 1 FROM paid_plan_holders h WHERE h.user_id = p.user_id AND h.plan = 'player_pro')`,
        [expected],
      );
      expect(pro).toBeGreaterThan(limit / 4);
      for (const pageWalk of [1_000_000, 60, 3]) {
        const bounded = await walkPages(filters, limit, { pageWalk });
        expect(bounded.pages).toEqual(chunks(expected, limit));
      }
    });

    it('the default order pages from the placed players into the rest', async () => {
      const filters: SearchFilters = { gradYear: 2027 };
      const expected = await reference(filters);
      expect(await viaApi({ grad_year: '2027', limit: '25' })).toEqual(chunks(expected, 25));
    });

    it('a misspelt name pages through its best matches', async () => {
      const exact = await referenceRelevance({ query: 'Radradraa' }, 500);
      expect(exact.order.length).toBeGreaterThan(10);
      expect(await viaApi({ q: 'Radradraa', limit: '4' })).toEqual(chunks(exact.order, 4));
    });
  });

  it('seeds the players this suite pages through', async () => {
    const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM users u JOIN players p ON p.user_id = u.id WHERE u.email LIKE '%@${EMAIL_DOMAIN}'`);
    expect(row!.n).toBe(PLAYERS);
  });
});
