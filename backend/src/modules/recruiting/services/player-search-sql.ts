/**
 * The SQL of player search, built from validated filters: every filter, the visibility rules and the
 * keyset cursor are WHERE conditions, so PostgreSQL filters, orders and pages with its indexes and the
 * server never loads rows it will not send. Pure functions (no Nest, no connection): the bench
 * (backend/scripts/bench-search.ts) runs exactly this SQL directly to compare with the API.
 *
 * Players, their highlights and their owners' accounts belong to other modules: this SQL reads their
 * read models (player_directory, highlight_directory, user_directory; docs/architecture.md,
 * "Boundaries"), never their tables. Those are plain projections PostgreSQL inlines, so the plans and
 * the indexes named below are the tables' own.
 *
 * The default order (relevance) puts players with a running profile boost first, then Player Pro
 * players (priorityPlacement), then the rest by relevance (docs/billing.md, "Search placement"); a sort
 * the recruiter picks (recent, height, weight, school) ignores placement.
 */
import { createHash } from 'node:crypto';
import {
  POSITION_GROUPS,
  provincesForFilter,
  SEARCH_LIMITS,
  type SearchFilters,
  type SearchSort,
} from '@fiji/contracts';
import { highlightVisibleSql, playerVisibleSql, profileLevels } from '../../../core/access/visibility';
import type { Viewer } from '../../../core/access/viewer';

/** A statement with TypeORM-style named parameters (`:name`, `:...list`). */
export interface NamedSql {
  sql: string;
  params: Record<string, unknown>;
}

/**
 * The order a page runs in: the recruiter's sort, or `placed` — the default relevance without words to
 * rank by (placement, then recently updated).
 */
export type EffectiveSort = SearchSort | 'placed';

/** Sort keys are NOT NULL expressions matching the keyset indexes of migration 1764000000400. */
interface SortSpec {
  keys: string[];
  /** Casts applied to the cursor's text values so they compare like the keys. */
  casts: string[];
  direction: 'ASC' | 'DESC';
}

const TSQUERY = `to_tsquery('simple', :tsq)`;
const NAME = `(nu.first_name || ' ' || nu.last_name)`;

/** Running boosts (a paid add-on for a few days: few at any time), as a set of player ids. */
const BOOSTED_IDS = `SELECT b.player_id FROM active_profile_boosts b`;
/**
 * A running boost, for one walked row (null when none). Not the read model's `boosted` column: a walk reads
 * its rows with `p.*`, so naming that column computed it for every row read, before the filters (3,579 rows
 * for one page of Wing + Western + 2026); as a condition it runs only on the rows the filters keep.
 */
const BOOSTED_ROW = `(${BOOSTED_IDS} WHERE b.player_id = p.id LIMIT 1)`;
/**
 * `filters AND checks`, with the checks (subqueries per row) run only on the rows the filters keep:
 * PostgreSQL orders the conditions of an AND by their estimated cost, and a probe of a small table looks
 * cheaper than the filters, so it ran on every walked row. CASE fixes the order.
 */
const filtersFirst = (filters: string, checks: string): string => `CASE WHEN ${filters} THEN ${checks} ELSE false END`;
/**
 * 2: a boost runs; 1: Player Pro (the player module's `player_pro`, kept from billing's plans); 0: neither.
 * Over the player_directory row `p`.
 */
const PLACEMENT = `(CASE WHEN p.boosted THEN 2 WHEN p.player_pro THEN 1 ELSE 0 END)`;

const SORTS: Record<EffectiveSort, SortSpec> = {
  /** The score is computed over the candidates (see relevanceSource), not from a column; placement first. */
  relevance: { keys: ['placement', 'score'], casts: ['int', 'float8'], direction: 'DESC' },
  placed: { keys: ['placement', 'p.updated_at'], casts: ['int', 'timestamptz'], direction: 'DESC' },
  recent: { keys: ['p.updated_at'], casts: ['timestamptz'], direction: 'DESC' },
  height: { keys: ['coalesce(p.height_cm, -1)'], casts: ['numeric'], direction: 'DESC' },
  weight: { keys: ['coalesce(p.weight_kg, -1)'], casts: ['numeric'], direction: 'DESC' },
  school: { keys: ['(p.school IS NULL)', `coalesce(p.school, '')`], casts: ['boolean', 'text'], direction: 'ASC' },
};

const MAX_WORDS = 8;
const MAX_WORD = 40;

/** Words of the free text, each matched as a prefix: "mari prop" → `mari:* & prop:*`. Letters and digits only, so no tsquery syntax gets through. */
export function prefixTsQuery(q: string): string | null {
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((w) => w.slice(0, MAX_WORD));
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Without words to search by, relevance has nothing to rank: placement, then "recently updated". */
export function effectiveSort(filters: SearchFilters): EffectiveSort {
  const sort = filters.sort ?? 'relevance';
  return sort === 'relevance' && !textQuery(filters) ? 'placed' : sort;
}

const textQuery = (filters: SearchFilters): string | null => (filters.query ? prefixTsQuery(filters.query) : null);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE conditions on the players row `p` for the visibility rules and every filter except the text.
 * Only the players table is read: the owner's suspension is an anti-join on the few suspended
 * accounts (partial index), so the users row is joined for the page's rows alone.
 */
export function searchConditions(filters: SearchFilters, viewer: Viewer): NamedSql {
  const visible = playerVisibleSql('p', viewer);
  const where = [visible.sql];
  const params: Record<string, unknown> = { ...visible.params };
  if (filters.position) {
    where.push('p.positions && (:positions)::text[]');
    params.positions = [...(POSITION_GROUPS[filters.position] ?? [filters.position])];
  }
  if (filters.province) {
    where.push('p.province = ANY((:provinces)::text[])');
    params.provinces = provincesForFilter(filters.province);
  }
  if (filters.school) {
    where.push(`p.school ILIKE :school ESCAPE '\\'`);
    params.school = `%${likeEscape(filters.school)}%`;
  }
  if (filters.gradYear !== undefined) {
    where.push('p.grad_year = :gradYear');
    params.gradYear = filters.gradYear;
  }
  if (filters.format) {
    where.push('p.formats @> ARRAY[(:format)::text]');
    params.format = filters.format;
  }
  return { sql: where.join('\n  AND '), params };
}

/**
 * "The text matches": full text over bio, school and positions (stored search_vector, GIN) or a
 * trigram match on the owner's name (GIN on users). Two index-backed branches joined by UNION: an OR
 * across the two tables would defeat both indexes.
 */
function textMatchSql(filters: SearchFilters): NamedSql | null {
  const tsq = textQuery(filters);
  if (!tsq) return null;
  return {
    sql: `p.id IN (
      SELECT fp.id FROM player_directory fp WHERE fp.search_vector @@ ${TSQUERY}
      UNION
      SELECT np.id FROM user_directory nu JOIN player_directory np ON np.user_id = nu.id WHERE :q <% ${NAME})`,
    params: { tsq, q: filters.query },
  };
}

/**
 * Relevance candidates from two branches: full-text matches (bio, school, positions), the most recently
 * updated first, and name matches (word similarity), the best first. Score = ts_rank + the name's word
 * similarity; a player found by both gets both. Each branch keeps SEARCH_LIMITS.relevanceCandidates, and
 * its cost is bounded whatever the word (docs/search.md, "Bounded relevance candidates"):
 * - full text: the most recently updated relevanceRecentWalk profiles are walked first (recency index);
 *   when they hold enough matches those are exactly the most recent ones. Otherwise the word is rarer, and
 *   the full-text index gives at most relevanceExamined matches, of which the most recent are kept. A word
 *   with no match in the walk's first relevanceProbeWalk profiles (a name) skips the rest of the walk;
 * - names: at most relevanceExamined matches as the trigram index yields them, the most similar kept.
 * Matches are counted after the filters, so a filter never empties a branch the unfiltered rows filled.
 */
function relevanceSource(filters: SearchFilters, cond: NamedSql): NamedSql {
  const tsq = textQuery(filters)!;
  // The walk in two parts: the rest only when the first part found some matches but not enough.
  // The rest starts after the probe's last profile (keyset on the recency index), and stops once the
  // candidates are complete.
  const walk = (after: string, window: string, gate: string, limit: string) => `SELECT p.id, p.updated_at, p.search_vector
           FROM (SELECT * FROM player_directory ${after} ORDER BY updated_at DESC, id DESC LIMIT ${window}) p
          WHERE ${gate}p.search_vector @@ ${TSQUERY} AND ${cond.sql}
          ORDER BY p.updated_at DESC, p.id DESC LIMIT ${limit}`;
  // The probe never walks further than the whole walk would.
  const probe = walk('', 'LEAST((:probeWalk)::int, (:recentWalk)::int)', '', ':candidates');
  const rest = walk(
    'WHERE (updated_at, id) < ((SELECT b.updated_at FROM probe_end b), (SELECT b.id FROM probe_end b))',
    ':recentWalk - LEAST((:probeWalk)::int, (:recentWalk)::int)', '(SELECT count(*) FROM probe) BETWEEN 1 AND :candidates - 1 AND ',
    '(:candidates - (SELECT count(*) FROM probe))',
  );
  const probeEnd = `SELECT updated_at, id FROM player_directory ORDER BY updated_at DESC, id DESC OFFSET LEAST((:probeWalk)::int, (:recentWalk)::int) - 1 LIMIT 1`;
  const walked = `SELECT w.* FROM ((SELECT * FROM probe) UNION ALL (${rest})) w
          ORDER BY w.updated_at DESC, w.id DESC LIMIT :candidates`;
  const indexed = `SELECT f.id, f.updated_at, f.search_vector
           FROM (SELECT p.id, p.updated_at, p.search_vector FROM player_directory p
                  WHERE p.search_vector @@ ${TSQUERY} AND ${cond.sql}
                  LIMIT :examined) f
          WHERE (SELECT count(*) FROM recent) < :candidates
          ORDER BY f.updated_at DESC, f.id DESC LIMIT :candidates`;
  return {
    sql: `WITH probe AS MATERIALIZED (${probe}),
      probe_end AS MATERIALIZED (${probeEnd}),
      recent AS MATERIALIZED (${walked}),
      matched AS (
        (SELECT r.id, ts_rank(r.search_vector, ${TSQUERY})::float8 AS score
           FROM recent r WHERE (SELECT count(*) FROM recent) = :candidates)
        UNION ALL
        (SELECT f.id, ts_rank(f.search_vector, ${TSQUERY})::float8 AS score FROM (${indexed}) f)
        UNION ALL
        (SELECT n.id, n.score
           FROM (SELECT p.id, word_similarity(:q, ${NAME})::float8 AS score
                   FROM user_directory nu JOIN player_directory p ON p.user_id = nu.id
                  WHERE :q <% ${NAME} AND ${cond.sql}
                  LIMIT :examined) n
          ORDER BY n.score DESC, n.id DESC LIMIT :candidates)
      )
      SELECT m.id, sum(m.score) AS score FROM matched m GROUP BY m.id`,
    params: {
      ...cond.params, tsq, q: filters.query, candidates: SEARCH_LIMITS.relevanceCandidates,
      recentWalk: SEARCH_LIMITS.relevanceRecentWalk, probeWalk: SEARCH_LIMITS.relevanceProbeWalk, examined: SEARCH_LIMITS.relevanceExamined,
    },
  };
}

// ---- cursor: base64url JSON of the last row's sort key + id, bound to the sort and the filters ----

interface CursorBody {
  s: EffectiveSort;
  f: string;
  k: string[];
  id: string;
}

export class InvalidCursorError extends Error {}

/** A short fingerprint of the filters: a cursor only continues the search it came from. */
export function filtersFingerprint(filters: SearchFilters): string {
  const { sort: _sort, ...rest } = filters;
  const canonical = JSON.stringify(Object.keys(rest).sort().map((k) => [k, rest[k as keyof typeof rest]]));
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 12);
}

export function encodeCursor(sort: EffectiveSort, filters: SearchFilters, keys: string[], id: string): string {
  const body: CursorBody = { s: sort, f: filtersFingerprint(filters), k: keys, id };
  return Buffer.from(JSON.stringify(body)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(cursor: string, sort: EffectiveSort, filters: SearchFilters): { keys: string[]; id: string } {
  let body: Partial<CursorBody>;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Partial<CursorBody>;
  } catch {
    throw new InvalidCursorError();
  }
  const spec = SORTS[sort];
  const ok =
    body && body.s === sort && body.f === filtersFingerprint(filters) && typeof body.id === 'string' && UUID.test(body.id) &&
    Array.isArray(body.k) && body.k.length === spec.keys.length && body.k.every((v) => typeof v === 'string' && v.length <= 200);
  if (!ok) throw new InvalidCursorError();
  if (spec.casts[0] === 'int' && !/^[0-2]$/.test(body.k![0]!)) throw new InvalidCursorError();
  return { keys: body.k as string[], id: body.id as string };
}

// ---- statements ----

/**
 * Columns a result card, the preview mapper and the export need (players `p`, owner `u`). The two lists
 * come as JSON: node-postgres parses a text[] character by character in JavaScript, a JSON array with
 * the native JSON.parse (docs/search.md, "Fewer waits per request").
 */
const COLUMNS = `p.id, p.user_id, p.profile_picture, p.school, p.grad_year, to_json(p.positions) AS positions, to_json(p.formats) AS formats,
       p.height_cm::text AS height_cm, p.weight_kg::text AS weight_kg, p.province, p.bio, p.dob::text AS dob, u.dob::text AS account_dob,
       p.contact_email, p.contact_phone, p.updated_at,
       (p.verified_by_coach OR p.verified_at IS NOT NULL) AS verified, p.boosted,
       u.first_name, u.last_name, u.full_name, u.profile_image_url`;

export interface SearchRow {
  id: string;
  user_id: string;
  profile_picture: string | null;
  school: string | null;
  grad_year: number | null;
  positions: string[];
  formats: string[];
  height_cm: string | null;
  weight_kg: string | null;
  province: string | null;
  bio: string | null;
  /** YYYY-MM-DD of the profile and of the account: the minors safeguard uses the younger. */
  dob: string | null;
  account_dob: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  updated_at: Date;
  verified: boolean;
  /** A profile boost runs now. */
  boosted: boolean;
  first_name: string;
  last_name: string;
  full_name: string | null;
  profile_image_url: string | null;
  highlight_count: number;
  /** The player approved a contact request from the viewer (always false for free viewers). */
  approved_contact: boolean;
  /** The sort key as text, for the next cursor. */
  k0: string;
  k1?: string;
}

/**
 * One page, `limit + 1` rows (the extra row only tells whether there is a next page). The inner query
 * picks the page's ids and sort keys from players alone (index order or the relevance candidates);
 * the outer one joins the owner and counts the highlights this viewer may see, for those rows only.
 */
export function pageSql(
  filters: SearchFilters,
  viewer: Viewer,
  limit: number,
  after?: { keys: string[]; id: string },
): NamedSql {
  const sort = effectiveSort(filters);
  const spec = SORTS[sort];
  const cond = searchConditions(filters, viewer);
  const params: Record<string, unknown> = { ...cond.params, limit: limit + 1 };
  const op = spec.direction === 'DESC' ? '<' : '>';
  const keyset = (keys: string[], id: string) => {
    if (!after) return '';
    bindCursor(params, after);
    const values = spec.casts.map((cast, i) => `(:cursorK${i})::${cast}`);
    return `(${keys.join(', ')}, ${id}) ${op} (${values.join(', ')}, (:cursorId)::uuid)`;
  };
  const dir = spec.direction;
  let inner: string;
  if (sort === 'relevance') {
    const source = relevanceSource(filters, cond);
    Object.assign(params, source.params);
    const afterSql = keyset(['r.placement', 'r.score'], 'r.id');
    inner = `SELECT r.id, r.placement AS s0, r.score AS s1 FROM (
        SELECT c.id, c.score, ${PLACEMENT} AS placement FROM (${source.sql}) c JOIN player_directory p ON p.id = c.id) r
      ${afterSql ? `WHERE ${afterSql}` : ''}
      ORDER BY r.placement ${dir}, r.score ${dir}, r.id ${dir} LIMIT :limit`;
  } else if (sort === 'placed') {
    inner = placedSql(cond, params, after);
  } else if (sort === 'school' && filters.school) {
    // Each school's rows are read once its name matched the filter, so they are not matched again row by
    // row (which also kept PostgreSQL from preferring the school's trigram index over the ordered walk).
    const others = searchConditions({ ...filters, school: undefined }, viewer);
    const text = textMatchSql(filters);
    if (text) Object.assign(params, text.params);
    inner = schoolOrderedSql(text ? `${others.sql} AND ${text.sql}` : others.sql, keyset(spec.keys, 'p.id'));
  } else {
    const where = [cond.sql];
    const walkWhere = [cond.sql];
    const text = textMatchSql(filters);
    if (text) {
      where.push(text.sql);
      walkWhere.push(textMatchPerRowSql());
      Object.assign(params, text.params);
    }
    const afterSql = keyset(spec.keys, 'p.id');
    if (afterSql) where.push(afterSql);
    const keyColumns = spec.keys.map((k, i) => `${k} AS s${i}`).join(', ');
    const order = [...spec.keys.map((_k, i) => `s${i}`), 'p.id'].map((k) => `${k} ${dir}`).join(', ');
    const matches = `SELECT p.id, ${keyColumns} FROM player_directory p
      WHERE ${where.join('\n        AND ')}`;
    // Matches of a province filter sit together in school order (one region), where walking the school
    // index from A could pass most players before the first match: collect the matches and sort them
    // instead. OFFSET 0 keeps the ORDER BY out of the subquery.
    const collected = sort === 'school' && filters.province
      ? `SELECT m.* FROM (${matches} OFFSET 0) m ORDER BY ${order.replace('p.id', 'm.id')} LIMIT :limit`
      : `${matches}
      ORDER BY ${order} LIMIT :limit`;
    const walkedColumns = ['p.id', ...spec.keys.map((_k, i) => `p.k${i} AS s${i}`)].join(', ');
    inner = walkFirst(spec.keys, dir, walkedColumns, afterSql, walkWhere.join(' AND '), collected);
    params.pageWalk = SEARCH_LIMITS.pageWalk;
  }
  const keyText = spec.keys.map((_k, i) => `page.s${i}::text AS k${i}`).join(', ');
  const pageOrder = [...spec.keys.map((_k, i) => `page.s${i}`), 'page.id'].map((k) => `${k} ${dir}`).join(', ');
  const highlights = highlightVisibleSql('h', 'p', viewer);
  Object.assign(params, highlights.params);
  // Paid viewers only (free ones never get contact fields): whether the player approved a contact
  // request from this viewer (the fact ViewerAccessService.approvedContactPlayerIds reads), in the
  // same round trip, for the minors safeguard.
  let approved = 'false';
  if (viewer.isPaid) {
    approved = `EXISTS (SELECT 1 FROM contact_requests cr WHERE cr.player_id = p.id AND cr.from_user_id = :approvedFor AND cr.status = 'approved')`;
    params.approvedFor = viewer.id;
  }
  return {
    sql: `SELECT ${COLUMNS}, ${keyText},
       (SELECT count(*)::int FROM highlight_directory h WHERE h.player_id = p.id AND ${highlights.sql}) AS highlight_count,
       ${approved} AS approved_contact
  FROM (${inner}) page
  JOIN player_directory p ON p.id = page.id
  JOIN user_directory u ON u.id = p.user_id
 ORDER BY ${pageOrder}`,
    params,
  };
}

/** Binds a cursor's sort keys and id as the statement's :cursorK0, :cursorK1 and :cursorId. */
function bindCursor(params: Record<string, unknown>, after: { keys: string[]; id: string }): void {
  after.keys.forEach((k, i) => (params[`cursorK${i}`] = k));
  params.cursorId = after.id;
}

/**
 * The default order without words: a tier per placement, each in recency order, then the tiers in turn.
 * 2: a running boost (few: read from the running boosts). 1: Player Pro, walked in recency order from the
 * partial index of the Pro profiles (`player_pro`), or collected by the filters' indexes when the walk does
 * not fill the page. 0: everyone else, walking the recency index as the "recent" sort does. No tier reads
 * every placed player, so the cost does not grow with Player Pro sales (docs/search.md, "Placement at
 * scale"). A cursor continues its own tier; lower tiers start from the top.
 */
function placedSql(cond: NamedSql, params: Record<string, unknown>, after?: { keys: string[]; id: string }): string {
  const tier = after ? Number(after.keys[0]) : null;
  if (after) bindCursor(params, after);
  const within = (t: number) => (tier === t ? `(p.updated_at, p.id) < ((:cursorK1)::timestamptz, (:cursorId)::uuid)` : '');
  const and = (sql: string) => (sql ? `AND ${sql}` : '');
  const reached = (t: number) => tier === null || tier >= t;
  const recent = 'ORDER BY p.updated_at DESC, p.id DESC LIMIT :limit';
  params.pageWalk = SEARCH_LIMITS.pageWalk;
  const parts: string[] = [];
  if (reached(2)) {
    parts.push(`(SELECT p.id, 2 AS s0, p.updated_at AS s1 FROM player_directory p
       WHERE p.id IN (${BOOSTED_IDS}) AND ${cond.sql} ${and(within(2))}
       ${recent})`);
  }
  if (reached(1)) {
    // While there are at most pageWalk Pro profiles, the walk reads every one of them and is exact whatever
    // it finds: the collect then never runs (for a broad filter PostgreSQL combined that filter's whole index
    // with the Pro index, 6 ms where reading the few hundred Pro profiles took 0.5). Counted only when the walk
    // comes up short.
    const beyondWalk = `(SELECT count(*) FROM (SELECT 1 FROM player_directory p WHERE p.player_pro LIMIT :pageWalk) pro) = :pageWalk`;
    parts.push(walkFirst(['p.updated_at'], 'DESC', 'p.id, 1 AS s0, p.k0 AS s1', `p.player_pro ${and(within(1))}`, filtersFirst(cond.sql, `${BOOSTED_ROW} IS NULL`), `SELECT p.id, 1 AS s0, p.updated_at AS s1 FROM player_directory p
       WHERE p.player_pro AND NOT p.boosted AND ${cond.sql} ${and(within(1))}
       ${recent}`, beyondWalk));
  }
  // The collected matches keep their filters as plain conditions, so the filters' indexes can find them.
  parts.push(walkFirst(['p.updated_at'], 'DESC', 'p.id, 0 AS s0, p.k0 AS s1', within(0), filtersFirst(`NOT p.player_pro AND ${cond.sql}`, `${BOOSTED_ROW} IS NULL`), `SELECT p.id, 0 AS s0, p.updated_at AS s1 FROM player_directory p
       WHERE ${cond.sql} AND NOT p.boosted AND NOT p.player_pro ${and(within(0))}
       ${recent}`));
  return `SELECT placed_page.* FROM (${parts.join(' UNION ALL ')}) placed_page
      ORDER BY placed_page.s0 DESC, placed_page.s1 DESC, placed_page.id DESC LIMIT :limit`;
}

/**
 * A page of `limit` rows in an index order, exact, at a bounded cost: first the matches among the next
 * SEARCH_LIMITS.pageWalk rows of that order (a walk of the sort's keyset index, from the cursor); when those
 * fill the page they are exactly the page. Otherwise the matches are rarer than one in pageWalk / limit, so
 * `collect` (the filters' own indexes, then a sort of what they return) runs instead; a one-time filter skips
 * it when the walk was enough. PostgreSQL's own choice between the two plans rests on estimated
 * selectivities, which miss for correlated filters (a province and the schools in it) and prefix words.
 * `beyondWalk`, when given, is a one-time condition true when the walk's index holds more than pageWalk rows;
 * false, the walk read them all and is exact even when it does not fill the page.
 */
function walkFirst(keys: string[], dir: 'ASC' | 'DESC', columns: string, startSql: string, whereSql: string, collect: string, beyondWalk?: string): string {
  // The walked rows carry their sort keys as columns (k0, k1) and the outer ORDER BY names those columns, so
  // PostgreSQL knows the rows arrive in order: it stops reading at the page's last match instead of reading
  // all pageWalk rows and sorting the matches.
  const keyColumns = keys.map((k, i) => `${k} AS k${i}`).join(', ');
  const indexOrder = [...keys, 'p.id'].map((k) => `${k} ${dir}`).join(', ');
  const walkedOrder = [...keys.map((_k, i) => `p.k${i}`), 'p.id'].map((k) => `${k} ${dir}`).join(', ');
  return `(WITH walked AS MATERIALIZED (
        SELECT ${columns}
          FROM (SELECT p.*, ${keyColumns} FROM player_directory p ${startSql ? `WHERE ${startSql}` : ''}
                 ORDER BY ${indexOrder} LIMIT :pageWalk) p
         WHERE ${whereSql}
         ORDER BY ${walkedOrder} LIMIT :limit)
      SELECT * FROM walked WHERE (SELECT count(*) FROM walked) = :limit ${beyondWalk ? `OR NOT ${beyondWalk}` : ''}
      UNION ALL
      SELECT * FROM (${collect}) collected WHERE (SELECT count(*) FROM walked) < :limit ${beyondWalk ? `AND ${beyondWalk}` : ''})`;
}

/** The text matches, checked on one players row `p` (a walk): the full-text vector, or the owner's name. */
function textMatchPerRowSql(): string {
  return `(p.search_vector @@ ${TSQUERY}
        OR EXISTS (SELECT 1 FROM user_directory nu WHERE nu.id = p.user_id AND :q <% ${NAME}))`;
}

/**
 * Sorted by school with a school filter: the matches sit together in school order, possibly far from the
 * start, and a common school matches a fiftieth of all players. Instead of collecting and sorting them, the
 * distinct school names are walked in order (one index probe each), kept when they match the filter, and
 * each matching school's players are read in id order from the school keyset index, stopping at the page.
 */
function schoolOrderedSql(where: string, afterSql: string): string {
  // After a cursor (its keys already bound by pageSql's keyset), the schools walk starts at the cursor's school.
  const from = afterSql ? `((p.school IS NULL), coalesce(p.school, '')) >= ((:cursorK0)::boolean, (:cursorK1)::text)` : '';
  // The walk ends on the group of profiles without a school (true, ''), which no filter matches.
  const first = (bound: string) => `SELECT (p.school IS NULL) AS s0, coalesce(p.school, '') AS s1 FROM player_directory p
           ${bound ? `WHERE ${bound}` : ''}
           ORDER BY (p.school IS NULL), coalesce(p.school, ''), p.id LIMIT 1`;
  return `(WITH RECURSIVE schools AS (
        (${first(from)})
        UNION ALL
        SELECT n.s0, n.s1 FROM schools s
          CROSS JOIN LATERAL (${first(`((p.school IS NULL), coalesce(p.school, '')) > (s.s0, s.s1)`)}) n
      )
      SELECT page.* FROM schools s
      CROSS JOIN LATERAL (
        SELECT p.id, (p.school IS NULL) AS s0, coalesce(p.school, '') AS s1 FROM player_directory p
         WHERE (p.school IS NULL) = s.s0 AND coalesce(p.school, '') = s.s1
           AND ${where} ${afterSql ? `AND ${afterSql}` : ''}
         ORDER BY (p.school IS NULL), coalesce(p.school, ''), p.id LIMIT :limit) page
      WHERE s.s1 ILIKE :school ESCAPE '\\'
      ORDER BY page.s0, page.s1, page.id LIMIT :limit)`;
}

/** No filter and no words: every player the viewer may see (the sort does not change a count). */
export function isUnfiltered(filters: SearchFilters): boolean {
  return Object.entries(filters).every(([k, v]) => k === 'sort' || v === undefined || v === null || v === '');
}

/**
 * Quick Stats over every match: Active, Verified, Recent Graduates (graduation year ≥ this year − 1).
 * Without filters, from the player module's counter read model (player_count_totals) instead of counting
 * every profile; see unfilteredStatsSql.
 */
export function statsSql(filters: SearchFilters, viewer: Viewer, today: Date = new Date()): NamedSql {
  const recentGradYear = today.getUTCFullYear() - SEARCH_LIMITS.recentGraduateYears;
  if (isUnfiltered(filters)) return unfilteredStatsSql(viewer, recentGradYear);
  const cond = searchConditions(filters, viewer);
  const where = [cond.sql];
  const params: Record<string, unknown> = { ...cond.params, recentGradYear };
  const text = textMatchSql(filters);
  if (text) {
    where.push(text.sql);
    Object.assign(params, text.params);
  }
  return {
    sql: `SELECT count(*)::int AS active,
       count(*) FILTER (WHERE p.verified_by_coach OR p.verified_at IS NOT NULL)::int AS verified,
       count(*) FILTER (WHERE p.grad_year >= :recentGradYear)::int AS recent_graduates
  FROM player_directory p
 WHERE ${where.join('\n   AND ')}`,
    params,
  };
}

/**
 * The same three counts as statsSql without filters, exact, from the counters kept with every write of
 * a profile (docs/search.md): a few dozen counter rows, minus the profiles of suspended accounts (the
 * counters do not know about suspensions; those accounts are few and partially indexed). Admins see
 * every profile, so nothing is subtracted for them. Like statsSql it leaves out the viewer's own
 * profile: searchers have none (only players do, and players cannot search).
 */
function unfilteredStatsSql(viewer: Viewer, recentGradYear: number): NamedSql {
  const totals = (where: string) => `SELECT coalesce(sum(c.players), 0)::int AS active,
         coalesce(sum(c.players) FILTER (WHERE c.verified), 0)::int AS verified,
         coalesce(sum(c.players) FILTER (WHERE c.grad_year >= :recentGradYear), 0)::int AS recent_graduates
    FROM player_count_totals c${where}`;
  if (viewer.isAdmin) return { sql: totals(''), params: { recentGradYear } };
  const levels = profileLevels(viewer);
  return {
    sql: `SELECT t.active - s.active AS active, t.verified - s.verified AS verified, t.recent_graduates - s.recent_graduates AS recent_graduates
  FROM (${totals(`
   WHERE c.visibility IN (:...levels) AND NOT c.hidden`)}) t,
       (SELECT count(*)::int AS active,
               count(*) FILTER (WHERE p.verified_by_coach OR p.verified_at IS NOT NULL)::int AS verified,
               count(*) FILTER (WHERE p.grad_year >= :recentGradYear)::int AS recent_graduates
          FROM user_directory su JOIN player_directory p ON p.user_id = su.id
         WHERE su.suspended_at IS NOT NULL AND p.visibility IN (:...levels) AND p.moderation_hidden_at IS NULL) s`,
    params: { recentGradYear, levels },
  };
}

/** The cursor continuing after `row` (the last row sent). */
export function cursorAfter(filters: SearchFilters, row: SearchRow): string {
  const sort = effectiveSort(filters);
  const keys = SORTS[sort].keys.map((_k, i) => (i === 0 ? row.k0 : row.k1) as string);
  return encodeCursor(sort, filters, keys, row.id);
}
