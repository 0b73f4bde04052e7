/**
 * `npm run bench:search`: player search under load. Creates a throwaway database on DATABASE_URL's server,
 * migrates it, bulk-inserts BENCH_PLAYERS players (default 100,000) with their accounts and highlights,
 * BENCH_PRO_SHARE of them (default 0.05) on Player Pro (search placement's middle tier),
 * starts the built gateway against it, signs in as a paid verified recruiter and fires a fixed mix of
 * searches (first pages and Load More pages, plus the Quick Stats of every player). Two measures, each
 * for the API and for the same SQL run directly (the statements the server builds, from the same
 * compiled module):
 * - single stream: each query of the mix BENCH_SINGLE_RUNS times, one connection, one after another, after a
 *   warm-up pass:
 *   p50/p95 per query (goal: p95 ≤ 30 ms at up to 100,000 players, ≤ 100 ms above), the API's overhead
 *   (API p50 − SQL p50) and how many database transactions one API request costs (pg_stat_database),
 *   i.e. the round trips besides the search's own;
 * - saturation: the mix with autocannon at BENCH_CONNECTIONS (50) connections, and the SQL through a pg
 *   Pool of the same size, in alternating rounds: throughput of both (goal: the API ≥ 0.8× the SQL's), and
 *   the CPU each party used per request meanwhile (server, PostgreSQL, this process; Linux /proc). Twice:
 *   on shared CPUs, then in the production shape with PostgreSQL on CPUs of its own (split-cores.ts), which
 *   the verdict uses when it could be measured.
 * Prints the query plans (which indexes each search uses) and a verdict per goal; exits 1 when one is
 * missed. Drops the database.
 *
 * Needs the backend build (`npm run build -w backend`): it runs the server and SQL as built.
 * Env: DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/test), BENCH_PLAYERS, BENCH_SECONDS (15), BENCH_ROUNDS (rounds of at most 6 s),
 * BENCH_CONNECTIONS (50), BENCH_SINGLE_RUNS (40; 20 from 1,000,000 players), BENCH_SEARCH_PORT (3890),
 * BENCH_NODE_ARGS (node flags for the server, e.g. a CPU profile), BENCH_SPLIT=0 to skip the split shape, BENCH_KEEP_DB=1 to keep the database; BENCH_DB=<name> to reuse (or create and keep) a seeded database:
 * pending migrations run, the seed only when it has no players yet (iterating on a million-player plan).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { Client, Pool } from 'pg';
import { FIJI_SCHOOLS, type SearchFilters, type SearchResponse } from '@fiji/contracts';
import type * as SearchSqlModule from '../src/modules/recruiting/services/player-search-sql';
import type * as DataSourceModule from '../src/core/database/data-source';
import { PLAN_ENTITLEMENTS } from '@fiji/contracts';
import type { Viewer } from '../src/core/access/viewer';
import { preparedStatementName } from '../src/core/database/prepared-query';
import { splitCores } from './split-cores';
import { BIO_GOALS, BIO_STRENGTHS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, POSITION_BIO_LEADS } from '../src/database/seed/data/people';

const ROOT = resolve(__dirname, '../..');
const DIST = join(ROOT, 'backend/dist');
const MAIN = join(DIST, 'src/main.js');

const SERVER_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
/** The share of players on Player Pro: a product that sells it (placement reads the Pro profiles as a tier of its own). */
const PRO_SHARE = Number(process.env.BENCH_PRO_SHARE ?? 0.05);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_SEARCH_PORT ?? 3890);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? (PLAYERS >= 1_000_000 ? 20 : 40));
/** The goals (issue 13): single-stream p95 per query, and API throughput against its SQL's at the same concurrency. */
const GOALS = { p95Ms: PLAYERS > 100_000 ? 100 : 30, apiOverSqlThroughput: 0.8 };
/**
 * Warm-up before the rounds, so both sides are measured with their plans settled: PostgreSQL plans a prepared
 * statement anew for each of its first 5 runs on a connection (then keeps a generic plan when it costs no
 * more), and planning these statements costs 2–3 ms. The SQL side runs every statement 6 times on each of its
 * CONNECTIONS connections; the API gets WARMUP_API_RUNS runs of the mix per server pool connection, a margin
 * over 6 as its pool hands requests to connections unevenly. Without it the 50-connection SQL side spent its
 * first rounds planning (5 × 13 statements × 50 connections) while the API's 10 connections were done early.
 */
const WARMUP_SQL_RUNS = 6;
const WARMUP_API_RUNS = 12;
/**
 * Saturation alternates API and SQL in this many rounds (BENCH_ROUNDS) of BENCH_SECONDS / ROUNDS each. A
 * round lasts at most 6 s by default: both pools (the server's and the SQL side's) close a connection idle
 * for 10 s, and the reconnected one prepares and plans every statement again (5 custom plans each before a
 * generic one), which measured the other side's rounds with that cost added (the SQL side's PostgreSQL time
 * per search was ~1 ms higher with 10 s rounds).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? Math.max(3, Math.ceil(SECONDS / 6)));
/** The server runs as in production (Secure cookie) behind a pretend TLS proxy: every request says it came over https. */
const PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

/** The fixed mix: first pages of typical searches; `more` entries are Load More (page 2) of a search. */
const MIX: Array<{ label: string; query: Record<string, string>; more?: boolean }> = [
  { label: 'all players (recent)', query: {} },
  { label: 'q=marist (school)', query: { q: 'marist' } },
  { label: 'q=prop (positions + bio)', query: { q: 'prop' } },
  { label: 'q=Serevi (name)', query: { q: 'Serevi' } },
  { label: 'q=Radradraa (misspelt name)', query: { q: 'Radradraa' } },
  { label: 'q=breakdown tackle (bio)', query: { q: 'breakdown tackle' } },
  { label: 'position=Prop', query: { position: 'Prop' } },
  { label: 'province=Central sort=height', query: { province: 'Central', sort: 'height' } },
  { label: 'Wing+Western+grad_year', query: { position: 'Wing', province: 'Western', grad_year: '2026' } },
  { label: 'format=7s sort=weight', query: { format: '7s', sort: 'weight' } },
  { label: 'school=queen sort=school', query: { school: 'queen', sort: 'school' } },
  { label: 'Load More: Centre recent', query: { position: 'Centre', sort: 'recent' }, more: true },
  { label: 'Load More: q=marist', query: { q: 'marist' }, more: true },
];

/**
 * The node flags API instances run with (backend's `start:server`; `npm run serve` too): semi-spaces of
 * 64 MB instead of V8's 16, so fewer of a request's short-lived objects are still alive, and copied, when
 * the young generation is collected (~5% of the server's CPU per search, docs/search.md). The bench's
 * server runs with the same flags.
 */
export const SERVER_NODE_FLAGS: string[] = (JSON.parse(readFileSync(join(ROOT, 'backend/package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts['start:server']!.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

export function percentiles(samples: number[]): { p50: number; p95: number; p99: number; n: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? NaN;
  return { p50: at(50), p95: at(95), p99: at(99), n: s.length };
}

export function databaseUrl(name: string): string {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function admin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: SERVER_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Runs `fill` with the secondary indexes of `tables` dropped, then builds them again from their own
 * definitions: one sort per index instead of a million GIN and trigram insertions (the 1,000,000-player seed
 * took over 10 minutes with the indexes in place). Constraint indexes (keys, uniques) stay.
 */
async function withIndexesBuiltAfter(db: Client, tables: string[], fill: () => Promise<void>): Promise<void> {
  const { rows } = await db.query(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  const indexes = rows as Array<{ indexname: string; indexdef: string }>;
  for (const ix of indexes) await db.query(`DROP INDEX "${ix.indexname}"`);
  await fill();
  await db.query(`SET maintenance_work_mem = '256MB'`);
  for (const ix of indexes) await db.query(ix.indexdef);
  await db.query('RESET maintenance_work_mem');
}

/** `players` players, their accounts and highlights, generated inside PostgreSQL (generate_series) in one statement each. */
export async function seed(db: Client, players: number = PLAYERS): Promise<void> {
  await withIndexesBuiltAfter(db, ['users', 'players', 'highlights'], () => fill(db, players));
  // What autovacuum does to a table in production, at once: statistics, and the visibility map that lets
  // index-only scans skip the heap (a server with autovacuum off, as here, would otherwise never set it).
  await db.query('VACUUM (ANALYZE)');
}

async function fill(db: Client, players: number): Promise<void> {
  const positions = Object.keys(POSITION_BIO_LEADS);
  const leads = Object.values(POSITION_BIO_LEADS).flat();
  const firstNames = [...MALE_FIRST_NAMES, ...FEMALE_FIRST_NAMES];
  const pick = (param: string) => `(${param})[1 + floor(random() * array_length(${param}, 1))::int]`;
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `WITH u AS (
       INSERT INTO users (email, first_name, last_name, full_name, role, dob, created_at, updated_at)
       SELECT 'bench.' || g || '@bench.test', f, l, f || ' ' || l, 'player', d, now() - interval '400 days', now() - interval '400 days'
         FROM (SELECT g, ${pick('$1::text[]')} AS f, ${pick('$2::text[]')} AS l,
                      (current_date - make_interval(days => 14 * 365 + floor(random() * 8 * 365)::int))::date AS d
                 FROM generate_series(1, $3::int) g) src
       RETURNING id, email, dob
     ), s AS (
       SELECT u.*, 1 + floor(random() * array_length($5::text[], 1))::int AS school_i,
              1 + floor(random() * array_length($4::text[], 1))::int AS pos_i, random() AS r
         FROM u
     )
     INSERT INTO players (user_id, dob, positions, formats, school, province, grad_year, height_cm, weight_kg, bio, visibility,
                          verified_by_coach, contact_email, contact_phone, created_at, updated_at)
     SELECT s.id, s.dob,
            ARRAY[($4::text[])[s.pos_i]] || CASE WHEN random() < 0.3 THEN ARRAY[${pick('$4::text[]')}] ELSE '{}'::text[] END,
            ARRAY['15s'] || CASE WHEN random() < 0.4 THEN ARRAY['7s'] ELSE '{}'::text[] END
                         || CASE WHEN random() < 0.1 THEN ARRAY['Beach'] ELSE '{}'::text[] END
                         || CASE WHEN random() < 0.1 THEN ARRAY['Touch'] ELSE '{}'::text[] END,
            CASE WHEN random() < 0.05 THEN NULL ELSE ($5::text[])[s.school_i] END,
            ($6::text[])[s.school_i],
            2020 + floor(random() * 10)::int,
            CASE WHEN random() < 0.05 THEN NULL ELSE round((160 + random() * 40)::numeric, 1) END,
            CASE WHEN random() < 0.05 THEN NULL ELSE round((60 + random() * 70)::numeric, 1) END,
            ${pick('$7::text[]')} || '. ' || ${pick('$8::text[]')} || ' ' || ${pick('$9::text[]')},
            (CASE WHEN s.r < 0.85 THEN 'public' WHEN s.r < 0.95 THEN 'recruiters' ELSE 'private' END)::visibility,
            random() < 0.2, s.email, '+679 ' || (7000000 + floor(random() * 999999)::int),
            now() - interval '400 days', now() - random() * interval '365 days'
       FROM s`,
    [
      firstNames, [...LAST_NAMES], players, positions, FIJI_SCHOOLS.map((x) => x.name), FIJI_SCHOOLS.map((x) => x.province),
      leads, [...BIO_STRENGTHS], BIO_GOALS.map((g) => g.replace(' with {union}', '')),
    ],
  );
  await db.query(
    `INSERT INTO highlights (player_id, title, privacy, status)
     SELECT p.id, 'Match highlights', (CASE WHEN random() < 0.8 THEN 'public' ELSE 'recruiters' END)::visibility,
            CASE WHEN random() < 0.95 THEN 'ready' ELSE 'pending' END
       FROM players p, generate_series(1, 2) n
      WHERE random() < 0.35`,
  );
  // Player Pro as a completed checkout leaves it: billing's subscription and the profile's placement flag.
  await db.query(
    `WITH pro AS (
       INSERT INTO subscriptions (user_id, plan, status, amount_cents, current_period_start, current_period_end)
       SELECT p.user_id, 'player_pro', 'active', 1500, now(), now() + interval '1 month' FROM players p WHERE random() < $1
       RETURNING user_id
     )
     UPDATE players SET player_pro = true WHERE user_id IN (SELECT user_id FROM pro)`,
    [PRO_SHARE],
  );
}

export async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 60 s:\n${output()}`);
}

/** A fresh recruiter (signed up over the API), made verified and paid in the database; returns its cookie and id. */
async function paidRecruiter(url: string, db: Client): Promise<{ cookie: string; id: string }> {
  const email = `bench.recruiter.${Date.now()}@bench.test`;
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...PROXY_HEADERS },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Recruiter', email, password: 'Bench-pass-1234', role: 'recruiter', dob: '1990-01-01' }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { user } = (await res.json()) as { user: { id: string } };
  await db.query('UPDATE users SET verified = true WHERE id = $1', [user.id]);
  await db.query(`INSERT INTO recruiters (user_id) VALUES ($1)`, [user.id]);
  await db.query(`INSERT INTO subscriptions (user_id, plan, amount_cents, current_period_start, current_period_end)
                  VALUES ($1, 'recruiter', 9900, now(), now() + interval '1 month')`, [user.id]);
  return { cookie, id: user.id };
}

const qs = (query: Record<string, string>) => new URLSearchParams(query).toString();

/** The filters the server derives from a query string (same names as filtersFromQuery). */
function filtersOf(query: Record<string, string>): SearchFilters {
  const f: SearchFilters = {};
  if (query.q) f.query = query.q;
  if (query.position) f.position = query.position;
  if (query.school) f.school = query.school;
  if (query.province) f.province = query.province;
  if (query.grad_year) f.gradYear = Number(query.grad_year);
  if (query.format) f.format = query.format;
  if (query.sort) f.sort = query.sort as SearchFilters['sort'];
  return f;
}

interface Statement {
  text: string;
  values: unknown[];
}

interface Prepared {
  label: string;
  path: string;
  /** What one request runs: the page query (or the Quick Stats statement). */
  statements: Statement[];
  stats?: Statement;
}

/**
 * Single stream measures a warm server, as a running instance is: a first pass of the mix (this many runs of
 * each query, not measured) lets V8 compile the request path and each statement settle its plan (its first
 * five runs on a connection are planned anew). Measured from a cold start, the API's overhead per request was
 * 5–6 ms instead of ~2.4 ms, with a p95 of up to 35 ms on a query whose SQL takes 13 ms.
 */
const SINGLE_WARMUP_RUNS = 6;

/** One keep-alive socket: requests one after another, as one user's browser tab would send them. */
function singleApi(url: string, cookie: string, path: string, runs: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = () =>
    new Promise<number>((resolveTime, reject) => {
      const started = process.hrtime.bigint();
      const req = request(`${url}${path}`, { agent, headers: { cookie, accept: 'application/json', ...PROXY_HEADERS } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolveTime(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`${path}: ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end();
    });
  return (async () => {
    const times: number[] = [];
    try {
      for (let i = 0; i < runs; i++) times.push(await once());
    } finally {
      agent.destroy();
    }
    return times;
  })();
}

/** A statement as the server runs it: named, so each connection prepares and plans it once (core/database preparedQuery). */
const prepared = (st: Statement) => ({ name: preparedStatementName(st.text), text: st.text, values: st.values });

/** The same statements on one connection, one after another. */
async function singleSql(db: Client, statements: Statement[], runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    for (const st of statements) await db.query(prepared(st));
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return times;
}

/** Transactions committed in the database so far (each autocommit statement is one): round trips. */
async function commits(db: Client, name: string): Promise<number> {
  await db.query('SELECT pg_stat_force_next_flush()').catch(() => undefined);
  const { rows } = await db.query('SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = $1', [name]);
  return Number((rows[0] as { n: string }).n);
}

/** Each of the pool's connections prepares and runs every statement of the mix `runs` times. */
async function warmSqlPool(pool: Pool, mix: Prepared[], runs: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  try {
    await Promise.all(clients.map(async (c) => {
      for (let i = 0; i < runs; i++) for (const m of mix) for (const st of m.statements) await c.query(prepared(st));
    }));
  } finally {
    clients.forEach((c) => c.release());
  }
}

/** The mix at CONNECTIONS connections for a number of seconds, or of requests (the warm-up). */
async function loadApi(url: string, cookie: string, mix: Prepared[], length: { seconds: number } | { amount: number }) {
  const latencies: number[] = [];
  let finish!: (r: autocannon.Result) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<autocannon.Result>((res, rej) => ((finish = res), (fail = rej)));
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    ...('amount' in length ? { amount: length.amount } : { duration: length.seconds }),
    timeout: 60,
    headers: { cookie, accept: 'application/json', ...PROXY_HEADERS },
    requests: mix.map((m) => ({ method: 'GET' as const, path: m.path })),
  }, (err, result) => (err ? fail(err) : finish(result)));
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  instance.on('reqError', (e: Error) => process.stderr.write(`request error: ${e.message}\n`));
  const result = await done;
  return { latencies, n: result.requests.total, seconds: 'seconds' in length ? length.seconds : result.duration, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** The same statements straight through a pg Pool: one "request" = the page query the server runs for that search. */
async function loadSql(pool: Pool, mix: Prepared[], seconds: number) {
  const latencies: number[] = [];
  const start = Date.now();
  const end = start + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_x, worker) => {
      for (let i = worker; Date.now() < end; i++) {
        const m = mix[i % mix.length]!;
        const started = process.hrtime.bigint();
        await Promise.all(m.statements.map((s) => pool.query(prepared(s))));
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        done++;
      }
    }),
  );
  // Over the time until the last statement finished: the ones started before the end still count,
  // so the time they ran past it does too (at a million players they ran seconds past it).
  return { latencies, n: done, seconds: (Date.now() - start) / 1000 };
}

/**
 * CPU time (ms) a process has used so far, from Linux's /proc (user + system; 0 where there is none); with
 * `children`, also that of its children that have exited.
 */
function processCpuMs(pid: number, children = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
    return ticks * 10; // utime + stime (+ cutime + cstime), in ticks of 1/100 s
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) of every PostgreSQL process on this machine (the bench's server when DATABASE_URL is
 * local), counting the backends that have exited (a pool closes connections idle for 10 s): the
 * postmaster collects their times.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += processCpuMs(Number(entry), true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * CPU used by each party while `run` goes: the API server, PostgreSQL, and this process (the load
 * generator or the SQL client). Unlike requests per second it does not move with what else the machine
 * (or a noisy neighbour stealing the host's CPU) is doing.
 */
async function withCpu<T>(serverPid: number | undefined, run: () => Promise<T>): Promise<T & { cpu: { server: number; postgres: number; client: number } }> {
  const before = { server: serverPid ? processCpuMs(serverPid) : 0, postgres: postgresCpuMs(), client: process.cpuUsage() };
  const result = await run();
  const client = process.cpuUsage(before.client);
  return {
    ...result,
    cpu: {
      server: serverPid ? processCpuMs(serverPid) - before.server : 0,
      postgres: postgresCpuMs() - before.postgres,
      client: (client.user + client.system) / 1000,
    },
  };
}

/** A process's peak resident memory so far (Linux VmHWM), in MB; undefined where /proc has none. */
function peakRssMb(pid: number | undefined): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** CPU milliseconds per request of each party over a side's rounds. */
function cpuPerRequest(runs: Array<{ n: number; cpu: { server: number; postgres: number; client: number } }>) {
  const n = runs.reduce((a, r) => a + r.n, 0);
  const sum = (k: 'server' | 'postgres' | 'client') => runs.reduce((a, r) => a + r.cpu[k], 0) / n;
  const server = sum('server');
  const postgres = sum('postgres');
  const client = sum('client');
  return { server, postgres, client, total: server + postgres + client };
}

/** Rounds of one side of the comparison, as one run: latency percentiles over all, requests per second. */
function merged(runs: Array<{ latencies: number[]; n: number; seconds: number }>) {
  const n = runs.reduce((a, r) => a + r.n, 0);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return { ...percentiles(runs.flatMap((r) => r.latencies)), n, rps: n / seconds };
}

/** One shape's saturation: both sides' rounds merged, and each party's CPU per request. */
interface Saturation {
  api: ReturnType<typeof merged>;
  sql: ReturnType<typeof merged>;
  apiCpu: ReturnType<typeof cpuPerRequest>;
  sqlCpu: ReturnType<typeof cpuPerRequest>;
}

function printSaturation(shape: string, { api, sql, apiCpu, sqlCpu }: Saturation, bound: 'all' | 'postgres'): void {
  const cpuMs = (n: number) => n.toFixed(2);
  log(`  ${shape}:`);
  log(`                      p50        p95        p99        req/s    requests`);
  log(`  API /api/search  ${ms(api.p50).padStart(9)}  ${ms(api.p95).padStart(9)}  ${ms(api.p99).padStart(9)}  ${api.rps.toFixed(0).padStart(7)}  ${api.n}`);
  log(`  SQL direct       ${ms(sql.p50).padStart(9)}  ${ms(sql.p95).padStart(9)}  ${ms(sql.p99).padStart(9)}  ${sql.rps.toFixed(0).padStart(7)}  ${sql.n}`);
  log(`  throughput: API ${(api.rps / sql.rps).toFixed(2)}× its SQL's`);
  log('  CPU per request under load (ms of this machine\'s processes; the share of the machine they got does not matter):');
  log(`    API /api/search  server ${cpuMs(apiCpu.server)} + PostgreSQL ${cpuMs(apiCpu.postgres)} + load generator ${cpuMs(apiCpu.client)} = ${cpuMs(apiCpu.total)}`);
  log(`    SQL direct       PostgreSQL ${cpuMs(sqlCpu.postgres)} + client ${cpuMs(sqlCpu.client)} = ${cpuMs(sqlCpu.total)}`);
  // Shared, every party's CPU comes out of the same cores; split, PostgreSQL's cores are the bound.
  const ceiling = bound === 'all' ? sqlCpu.total / apiCpu.total : sqlCpu.postgres / apiCpu.postgres;
  log(`    when ${bound === 'all' ? 'the CPUs are' : 'PostgreSQL\'s CPUs are'} the bound, the API's throughput over its SQL's is at most ${ceiling.toFixed(2)}×`);
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) {
    console.error(`bench:search needs the built backend (${MAIN} is missing). Run: npm run build -w backend`);
    process.exit(1);
  }
  const { runMigrations, openDataSource, CONNECTION_OPTIONS, POOLS } = require(join(DIST, 'src/core/database/data-source.js')) as typeof DataSourceModule;
  const searchSql = require(join(DIST, 'src/modules/recruiting/services/player-search-sql.js')) as typeof SearchSqlModule;

  const reuse = process.env.BENCH_DB;
  const dbName = reuse ?? `bench_search_${Date.now()}`;
  const keep = Boolean(reuse || process.env.BENCH_KEEP_DB);
  const url = databaseUrl(dbName);
  const serverUrl = `http://127.0.0.1:${PORT}`;
  let server: ChildProcess | undefined;
  let db: Client | undefined;
  let pool: Pool | undefined;
  const started = Date.now();
  try {
    const exists = reuse && (await admin((c) => c.query('SELECT 1 FROM pg_database WHERE datname = $1', [reuse]))).rowCount;
    if (!exists) await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
    log(`[bench:search] database ${dbName} on ${new URL(SERVER_URL).host}${exists ? ' (reused)' : ''}`);
    await runMigrations(url);
    // The same session settings as the server's connections, so the SQL side runs the same plans.
    db = new Client({ connectionString: url, options: CONNECTION_OPTIONS });
    await db.connect();
    const seedStart = Date.now();
    const seeded = exists && (await db.query('SELECT 1 FROM players LIMIT 1')).rowCount;
    if (!seeded) await seed(db);
    const [{ players, highlights, pro }] = (await db.query(
      `SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM highlights)::int AS highlights,
              (SELECT count(*) FROM players WHERE player_pro)::int AS pro`,
    )).rows as Array<{ players: number; highlights: number; pro: number }>;
    log(`[bench:search] ${players.toLocaleString('en')} players (${pro.toLocaleString('en')} on Player Pro), ${highlights.toLocaleString('en')} highlights inserted + analysed in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    let output = '';
    // BENCH_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, MAIN], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: `bench-${Date.now()}-secret-value`, DATABASE_URL: url, PORT: String(PORT), LOG_LEVEL: 'warn', REDIS_URL: '', TRUST_PROXY: 'true', PUBLIC_URL: serverUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    await waitForServer(serverUrl, server, () => output);
    const me = await paidRecruiter(serverUrl, db);

    // Resolve the Load More cursors (page 1's nextCursor) and the statements the server runs for each entry.
    const viewer: Viewer = {
      id: me.id, role: 'recruiter', isAdmin: false, isRecruitingRole: true, isVerifiedRecruiter: true,
      planType: 'recruiter', planStatus: 'active', isPaid: true, entitlements: PLAN_ENTITLEMENTS.recruiter, viewerType: 'paid_user', planPeriodStart: null,
    };
    const ds = await openDataSource(url, 1);
    const named = (s: { sql: string; params: Record<string, unknown> }) => {
      const [text, values] = ds.driver.escapeQueryWithParameters(s.sql, s.params);
      return { text, values };
    };
    const mix: Prepared[] = [];
    for (const m of MIX) {
      const filters = filtersOf(m.query);
      let query = m.query;
      let after: { keys: string[]; id: string } | undefined;
      if (m.more) {
        const res = await fetch(`${serverUrl}/api/search?${qs(m.query)}`, { headers: { cookie: me.cookie, ...PROXY_HEADERS } });
        const first = (await res.json()) as SearchResponse;
        if (!first.nextCursor) throw new Error(`${m.label}: no second page`);
        query = { ...m.query, cursor: first.nextCursor };
        after = searchSql.decodeCursor(first.nextCursor, searchSql.effectiveSort(filters), filters);
      }
      const res = await fetch(`${serverUrl}/api/search?${qs(query)}`, { headers: { cookie: me.cookie, ...PROXY_HEADERS } });
      if (!res.ok) throw new Error(`${m.label}: ${res.status} ${await res.text()}`);
      const statements = [named(searchSql.pageSql(filters, viewer, 20, after))];
      // Quick Stats (GET /api/search/stats, cached) are not part of the load; their plan is shown for first pages.
      const stats = after ? undefined : named(searchSql.statsSql(filters, viewer));
      mix.push({ label: m.label, path: `/api/search?${qs(query)}`, statements, stats });
    }
    // Quick Stats of every player (the card beside an empty search): measured single-stream, not in the load mix.
    const allStats: Prepared = { label: 'Quick Stats: all players', path: '/api/search/stats', statements: [named(searchSql.statsSql({}, viewer))] };

    log('\nQuery plans (EXPLAIN ANALYZE: execution time [indexes used]) of the page query, and of the Quick Stats count for first pages:');
    for (const m of mix) {
      const parts: string[] = [];
      for (const s of [...m.statements, ...(m.stats ? [m.stats] : [])]) {
        const rows = (await db.query(`EXPLAIN (ANALYZE, COSTS OFF) ${s.text}`, s.values)).rows as Array<{ 'QUERY PLAN': string }>;
        const text = rows.map((r) => r['QUERY PLAN']).join('\n');
        const indexes = [...new Set([...text.matchAll(/(?:Index Only Scan|Index Scan)(?: Backward)? using (\w+)|Bitmap Index Scan on (\w+)/g)].map((x) => x[1] ?? x[2]))];
        const seq = [...new Set([...text.matchAll(/Seq Scan on (\w+)/g)].map((x) => x[1]))];
        const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1];
        parts.push(`${time} ms [${indexes.join(', ') || 'no index'}${seq.length ? `; seq: ${seq.join(', ')}` : ''}]`);
      }
      log(`  ${m.label.padEnd(30)} page ${parts[0]}${parts[1] ? `  stats ${parts[1]}` : ''}`);
    }
    await ds.destroy();

    // Single stream: the API with the server otherwise idle, then (after it stops) the same SQL.
    const single = [...mix, allStats];
    const apiSingle: number[][] = [];
    for (const m of single) await singleApi(serverUrl, me.cookie, m.path, SINGLE_WARMUP_RUNS);
    const commitsBefore = await commits(db, dbName);
    for (const m of single) apiSingle.push(await singleApi(serverUrl, me.cookie, m.path, SINGLE_RUNS));
    // Idle backends report their counts within about a second (the statistics' flush interval).
    await new Promise((r) => setTimeout(r, 2500));
    const apiCommits = (await commits(db, dbName)) - commitsBefore - 2;
    const apiRequests = single.length * SINGLE_RUNS;

    const sqlSingle: number[][] = [];
    for (const m of single) await singleSql(db, m.statements, SINGLE_WARMUP_RUNS);
    for (const m of single) sqlSingle.push(await singleSql(db, m.statements, SINGLE_RUNS));

    // Saturation in alternating rounds (API, SQL, API, SQL, ...): other work on a shared machine then
    // weighs on both sides alike instead of on whichever ran while it did.
    const slice = SECONDS / ROUNDS;
    log(`\nLoad: ${mix.length} searches in rotation, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${slice} s for each side (after a warm-up that settles each side's plans)`);
    // Kept open between the rounds as the server keeps its own (rounds are shorter than its 10 s idle timeout).
    pool = new Pool({ connectionString: url, max: CONNECTIONS, options: CONNECTION_OPTIONS, idleTimeoutMillis: 0 });
    await warmSqlPool(pool, mix, WARMUP_SQL_RUNS);
    await loadApi(serverUrl, me.cookie, mix, { amount: POOLS.typeorm * mix.length * WARMUP_API_RUNS });
    const rounds = async (): Promise<Saturation> => {
      const apiRuns = [];
      const sqlRuns = [];
      for (let r = 0; r < ROUNDS; r++) {
        const a = await withCpu(server!.pid, () => loadApi(serverUrl, me.cookie, mix, { seconds: slice }));
        const q = await withCpu(undefined, () => loadSql(pool!, mix, slice));
        apiRuns.push(a);
        sqlRuns.push(q);
        const rps = (x: { n: number; seconds: number }) => x.n / x.seconds;
        log(`  round ${r + 1}: API ${rps(a).toFixed(0)} req/s, SQL ${rps(q).toFixed(0)} req/s (${(rps(a) / rps(q)).toFixed(2)}×)`);
      }
      const failed = apiRuns.reduce((a, r) => a + r.non2xx + r.errors, 0);
      if (failed) throw new Error(`API load had ${failed} non-2xx responses or errors`);
      return { api: merged(apiRuns), sql: merged(sqlRuns), apiCpu: cpuPerRequest(apiRuns), sqlCpu: cpuPerRequest(sqlRuns) };
    };
    log('  shared: PostgreSQL, the API server and the load generator on all the CPUs');
    const shared = await rounds();
    // The production shape: the database on CPUs of its own (BENCH_SPLIT=0 skips it).
    let split: { cores: string; result: Saturation } | { skipped: string } = { skipped: 'BENCH_SPLIT=0' };
    if (process.env.BENCH_SPLIT !== '0') {
      const backendPid = ((await db.query('SELECT pg_backend_pid() AS pid')).rows[0] as { pid: number }).pid;
      const pinned = splitCores(backendPid, [process.pid, server.pid!]);
      if ('skipped' in pinned) split = pinned;
      else {
        try {
          const cores = `PostgreSQL on CPU ${pinned.database}, the API server and the load generator on CPU ${pinned.api}`;
          log(`  split: ${cores}`);
          split = { cores, result: await rounds() };
        } finally {
          pinned.restore();
        }
      }
    }
    const peakMemory = peakRssMb(server.pid);
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = undefined;

    log(`\nSingle stream (one connection, ${SINGLE_RUNS} runs of each, one after another; goal p95 ≤ ${GOALS.p95Ms} ms):`);
    log(`  ${'query'.padEnd(30)}  API p50    API p95    SQL p50    SQL p95`);
    let worst = { label: '', p95: 0 };
    let over = 0;
    single.forEach((m, i) => {
      const a = percentiles(apiSingle[i]!);
      const q = percentiles(sqlSingle[i]!);
      if (a.p95 > worst.p95) worst = { label: m.label, p95: a.p95 };
      if (a.p95 > GOALS.p95Ms) over++;
      log(`  ${m.label.padEnd(30)}${ms(a.p50).padStart(9)}  ${ms(a.p95).padStart(9)}  ${ms(q.p50).padStart(9)}  ${ms(q.p95).padStart(9)}  ${a.p95 <= GOALS.p95Ms ? 'OK' : 'OVER'}`);
    });
    const overhead = percentiles(single.map((_m, i) => percentiles(apiSingle[i]!).p50 - percentiles(sqlSingle[i]!).p50)).p50;
    log(`  API overhead per request (median over the queries of API p50 − SQL p50): ${ms(overhead)}`);
    log(`  database transactions per API request: ${(apiCommits / apiRequests).toFixed(1)} (the search itself is 1, the session with its user and plan 1; the rest: advanced-filter usage counts, batched funnel events)`);

    log(`\nSaturation (${CONNECTIONS} connections, the mix in rotation, ${SECONDS} s for each side):`);
    printSaturation('shared CPUs', shared, 'all');
    if ('result' in split) printSaturation(`split CPUs (${split.cores}: the production shape)`, split.result, 'postgres');
    else log(`  split CPUs: not measured (${split.skipped})`);
    if (peakMemory) log(`  API server's peak memory (resident): ${peakMemory} MB`);
    // The goal is about the API in front of the database, as deployed: the split shape when it could be measured.
    const judged = 'result' in split ? { shape: 'split CPUs', ...split.result } : { shape: 'shared CPUs', ...shared };
    const { api, sql } = judged;
    const ratio = api.rps / sql.rps;
    const okP95 = over === 0;
    const okRatio = ratio >= GOALS.apiOverSqlThroughput;
    log(`\nVerdict (${players.toLocaleString('en')} players):`);
    log(`  single-stream p95 ≤ ${GOALS.p95Ms} ms: ${okP95 ? 'OK' : 'OVER'} (${single.length - over} of ${single.length} queries within; worst ${ms(worst.p95)}, ${worst.label})`);
    log(`  API throughput ≥ ${GOALS.apiOverSqlThroughput}× its SQL's (${judged.shape}): ${okRatio ? 'OK' : 'UNDER'} (${api.rps.toFixed(0)} vs ${sql.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}×)`);
    log(`  (whole bench ${((Date.now() - started) / 1000).toFixed(0)} s;`);
    // Little's law: at a fixed number of connections, latency = connections / throughput, so the figures
    // only mean something next to how much of the machine the bench had.
    log(`   machine: ${cpus().length} CPUs, load average ${loadavg().map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min))`);
    if (!okP95 || !okRatio) process.exitCode = 1;
  } finally {
    if (server) server.kill('SIGTERM');
    await pool?.end().catch(() => undefined);
    await db?.end().catch(() => undefined);
    if (!keep) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch((e: Error) => log(`could not drop ${dbName}: ${e.message}`));
    else log(`kept database ${dbName}`);
  }
}

// bench:load reuses the helpers above; only running this file starts the benchmark.
if (require.main === module) {
  main().catch((e: Error) => {
    console.error(`bench:search failed: ${e.message}`);
    process.exit(1);
  });
}
