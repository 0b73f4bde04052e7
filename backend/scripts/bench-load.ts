/**
 * `npm run bench:load`: the whole API under a crowd. Creates a throwaway database on DATABASE_URL's server,
 * migrates it, loads the demo seed plus BENCH_PLAYERS (5,000) generated players, and BENCH_USERS (200) bench
 * accounts with a known password (one argon2id hash, written straight to the database): recruiters on the
 * paid and free plans, clubs, coaches and players, with watchlists, contact requests and notifications.
 * Starts the built gateway (production mode behind a pretend TLS proxy, jobs in-process, mail to a temp
 * folder), signs every account in once, one after another (sign-in is throttled and hashing is costly),
 * then runs BENCH_USERS concurrent users for BENCH_DURATION (60) seconds after a BENCH_WARMUP (5) second
 * warm-up. Each user loops without think time (BENCH_THINK_MS to add some) over a mix for its role:
 * dashboard/session, search, profile pages, notifications, contact-request lists, watchlists, and writes
 * (watchlist add/remove, follow/unfollow, profile views, contact requests, declines, read-all).
 * Prints requests, errors (any status other than 2xx/3xx and the refusals a route is expected to give,
 * such as 409 "already in this watchlist") and p50/p95/p99 per route and overall; exits 1 on any error.
 *
 * Needs the backend build (`npm run build -w backend`). Env: DATABASE_URL (default
 * postgresql://postgres@127.0.0.1:5432/test), BENCH_USERS, BENCH_DURATION, BENCH_WARMUP, BENCH_THINK_MS,
 * BENCH_PLAYERS, BENCH_LOAD_PORT (3891), BENCH_NODE_ARGS (flags for the server's node), BENCH_KEEP_DB=1 to keep the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import type * as DataSourceModule from '../src/core/database/data-source';
import type * as SeedModule from '../src/database/seed';
import { admin, databaseUrl, percentiles, seed as seedPlayers, SERVER_NODE_FLAGS, waitForServer } from './bench-search';

const ROOT = resolve(__dirname, '../..');
const DIST = join(ROOT, 'backend/dist');
const MAIN = join(DIST, 'src/main.js');

const SERVER_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const USERS = Number(process.env.BENCH_USERS ?? 200);
const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 5000);
const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3891);
/** Extra node flags for the server, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to see where its CPU goes. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const PASSWORD = 'Bench-load-pass-2024';
/** Same argon2id parameters as the server's PasswordService, so each sign-in costs what a real one does. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const log = (msg: string) => process.stdout.write(`${msg}\n`);
const fmt = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '-');

type Role = 'recruiter' | 'free-recruiter' | 'club' | 'coach' | 'player';

/** One in twenty of each: 10 paid recruiters, 3 free recruiters, 5 players, 1 club, 1 coach. */
function roleOf(i: number): Role {
  const r = i % 20;
  return r < 10 ? 'recruiter' : r < 13 ? 'free-recruiter' : r < 18 ? 'player' : r === 18 ? 'club' : 'coach';
}

interface BenchUser {
  i: number;
  id: string;
  email: string;
  role: Role;
  cookie: string;
  ip: string;
  playerId?: string;
  watchlists: string[];
  /** Players this user put in its watchlists (to remove some again). */
  listed: Array<{ list: string; player: string }>;
}

// ---------------------------------------------------------------------------------------------------------------------
// Data

async function createBenchData(db: Client): Promise<void> {
  const argon2 = require('argon2') as typeof import('argon2');
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, ...ARGON2 });
  await db.query(
    `INSERT INTO users (email, first_name, last_name, full_name, role, password_hash, dob, verified)
     SELECT 'load.' || g || '@bench.test', 'Load', 'User ' || g, 'Load User ' || g,
            (CASE WHEN g % 20 < 13 THEN 'recruiter' WHEN g % 20 < 18 THEN 'player' WHEN g % 20 = 18 THEN 'club' ELSE 'coach' END)::user_role,
            $2, DATE '1995-03-01', true
       FROM generate_series(0, $1::int - 1) g`,
    [USERS, hash],
  );
  // Paid plans: recruiters 0-9 of each twenty, clubs and coaches.
  await db.query(
    `INSERT INTO recruiters (user_id) SELECT id FROM users WHERE email LIKE 'load.%@bench.test' AND role IN ('recruiter', 'club', 'coach')`,
  );
  await db.query(
    `INSERT INTO subscriptions (user_id, plan, amount_cents, current_period_start, current_period_end)
     SELECT id, 'recruiter', 9900, now(), now() + interval '1 month'
       FROM users WHERE email LIKE 'load.%@bench.test' AND role IN ('recruiter', 'club', 'coach')
        AND NOT (role = 'recruiter' AND split_part(split_part(email, '.', 2), '@', 1)::int % 20 >= 10)`,
  );
  await db.query(
    `INSERT INTO players (user_id, dob, positions, formats, school, province, grad_year, height_cm, weight_kg, bio, visibility, contact_email, contact_phone)
     SELECT id, DATE '2004-05-01', '{"Wing","Fullback"}', '{"15s","7s"}', 'Marist Brothers High School', 'Central', 2023, 182, 88,
            'Fast finisher with a strong kicking game, looking for a club in Suva.', 'public', email, '+679 7000000'
       FROM users WHERE email LIKE 'load.%@bench.test' AND role = 'player'`,
  );
  // Two watchlists of 10 public players for each bench recruiter.
  await db.query(
    `INSERT INTO watchlists (recruiter_id, name)
     SELECT u.id, n FROM users u, unnest(ARRAY['Front row', 'Backs 2026']) n WHERE u.email LIKE 'load.%@bench.test' AND u.role = 'recruiter'`,
  );
  await db.query(
    `INSERT INTO watchlist_items (watchlist_id, player_id, note)
     SELECT w.id, p.id, 'Seen at the Deans Trophy'
       FROM watchlists w JOIN users u ON u.id = w.recruiter_id AND u.email LIKE 'load.%@bench.test'
       CROSS JOIN LATERAL (SELECT id FROM players WHERE visibility = 'public' ORDER BY md5(w.id::text || players.id::text) LIMIT 10) p`,
  );
  // Each paid recruiting account has written to 5 bench players: pending, approved or declined.
  await db.query(
    `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status, responded_at)
     SELECT s.id, p.user_id, p.id, 'Bula! We would like to invite you to our trials.',
            (CASE WHEN r < 0.6 THEN 'pending' WHEN r < 0.85 THEN 'approved' ELSE 'declined' END)::contact_request_status,
            CASE WHEN r < 0.6 THEN NULL ELSE now() END
       FROM users s JOIN subscriptions sub ON sub.user_id = s.id AND sub.plan = 'recruiter'
       CROSS JOIN LATERAL (
         SELECT pl.id, pl.user_id, random() AS r FROM players pl JOIN users pu ON pu.id = pl.user_id AND pu.email LIKE 'load.%@bench.test'
          ORDER BY md5(s.id::text || pl.id::text) LIMIT 5) p
      WHERE s.email LIKE 'load.%@bench.test'`,
  );
  await db.query(
    `INSERT INTO notifications (user_id, type, title, message, is_read, created_at)
     SELECT u.id, 'system', 'Welcome to Fiji Rugby Talent', 'Complete your profile to be found by recruiters.', n % 2 = 0,
            now() - make_interval(hours => n)
       FROM users u, generate_series(1, 15) n WHERE u.email LIKE 'load.%@bench.test'`,
  );
  await db.query('ANALYZE');
}

// ---------------------------------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS + 10 });
const HOST = '127.0.0.1';

interface Reply {
  status: number;
  ms: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

function call(user: { cookie: string; ip: string } | null, method: string, path: string, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-encoding': 'gzip',
    // As behind the TLS proxy the server trusts (TRUST_PROXY): https, and each user's own address.
    'x-forwarded-proto': 'https',
  };
  if (user) {
    headers['x-forwarded-for'] = user.ip;
    if (user.cookie) headers.cookie = user.cookie;
  }
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(payload.length);
  }
  const started = process.hrtime.bigint();
  return new Promise((resolvePromise, reject) => {
    const req = http.request({ host: HOST, port: PORT, method, path, headers, agent, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolvePromise({ status: res.statusCode ?? 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body: Buffer.concat(chunks), headers: res.headers }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

function json<T>(r: Reply): T {
  const raw = r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;
  return JSON.parse(raw.toString('utf8')) as T;
}

// ---------------------------------------------------------------------------------------------------------------------
// Measuring

interface RouteStats {
  latencies: number[];
  errors: number;
  expectedRefusals: number;
  samples: string[];
}

const stats = new Map<string, RouteStats>();
let recording = false;

/** Runs one request and books it under `route`; statuses in `expected` are normal refusals, not errors. */
async function hit(user: BenchUser, route: string, method: string, path: string, body?: unknown, expected: number[] = []): Promise<Reply | null> {
  let reply: Reply | null = null;
  let error: string | null = null;
  const started = Date.now();
  try {
    reply = await call(user, method, path, body);
    if (reply.status >= 400 && !expected.includes(reply.status)) error = `${reply.status} ${safeText(reply)}`;
  } catch (e) {
    error = `network: ${(e as Error).message}`;
  }
  if (recording) {
    let s = stats.get(route);
    if (!s) stats.set(route, (s = { latencies: [], errors: 0, expectedRefusals: 0, samples: [] }));
    s.latencies.push(reply?.ms ?? Date.now() - started);
    if (error) {
      s.errors++;
      if (s.samples.length < 3) s.samples.push(`${method} ${path} as ${user.role}: ${error}`);
    } else if (reply && reply.status >= 400) s.expectedRefusals++;
  }
  return error ? null : reply;
}

function safeText(r: Reply): string {
  try {
    return JSON.stringify(json<unknown>(r)).slice(0, 200);
  } catch {
    return r.body.toString('utf8', 0, 200);
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The mix

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

const PAID_SEARCHES = [
  '', 'q=marist', 'q=prop', 'q=Serevi', 'q=breakdown%20tackle', 'position=Prop', 'province=Central&sort=height',
  'position=Wing&province=Western&grad_year=2026', 'format=7s&sort=weight', 'school=queen&sort=school', 'position=Centre&sort=recent',
];
const FREE_SEARCHES = ['', 'q=marist', 'q=lock', 'position=Prop', 'province=Western', 'school=queen'];

interface World {
  publicPlayers: string[];
  benchPlayers: Array<{ userId: string; playerId: string }>;
}

type Action = (u: BenchUser, w: World) => Promise<unknown>;

/** What the dashboard asks for on opening (session, plan, notifications, the role's cards). */
const dashboard: Action = async (u) => {
  await hit(u, 'GET /api/auth/user', 'GET', '/api/auth/user');
  await hit(u, 'GET /api/subscription/status', 'GET', '/api/subscription/status');
  if (u.role === 'player') {
    await hit(u, 'GET /api/players/me', 'GET', '/api/players/me');
    await hit(u, 'GET /api/profile-views/player/:id', 'GET', `/api/profile-views/player/${u.playerId}`);
    await hit(u, 'GET /api/interests/player/:id', 'GET', `/api/interests/player/${u.playerId}`);
  } else {
    if (u.role === 'recruiter' || u.role === 'free-recruiter') await hit(u, 'GET /api/watchlists/summary', 'GET', '/api/watchlists/summary');
    await hit(u, 'GET /api/recruiter/contacts', 'GET', '/api/recruiter/contacts');
  }
};

const search: Action = (u) => {
  const q = pick(u.role === 'free-recruiter' ? FREE_SEARCHES : PAID_SEARCHES);
  return hit(u, 'GET /api/search', 'GET', `/api/search${q ? `?${q}` : ''}`);
};
const searchStats: Action = (u) => hit(u, 'GET /api/search/stats', 'GET', `/api/search/stats?${pick(FREE_SEARCHES)}`);
const profilePage: Action = async (u, w) => {
  const id = pick(w.publicPlayers);
  await hit(u, 'GET /api/players/:id/page', 'GET', `/api/players/${id}/page`);
  await hit(u, 'POST /api/profile-views', 'POST', '/api/profile-views', { playerId: id }, [403]);
};
const notifications: Action = (u) => hit(u, 'GET /api/notifications', 'GET', '/api/notifications');
const readAll: Action = (u) => hit(u, 'POST /api/notifications/read-all', 'POST', '/api/notifications/read-all');
const sentRequests: Action = (u) => hit(u, 'GET /api/me/contact-requests', 'GET', '/api/me/contact-requests');
const recruiterContacts: Action = (u) => hit(u, 'GET /api/recruiter/contacts', 'GET', '/api/recruiter/contacts');
const watchlists: Action = (u) => hit(u, 'GET /api/watchlists', 'GET', '/api/watchlists');
const watchlistDetail: Action = (u) => hit(u, 'GET /api/watchlists/:id', 'GET', `/api/watchlists/${pick(u.watchlists)}`);
const addToWatchlist: Action = async (u, w) => {
  const list = pick(u.watchlists);
  const player = pick(w.publicPlayers);
  // 409: already in this list (or the list is full).
  const r = await hit(u, 'POST /api/watchlists/:id/players', 'POST', `/api/watchlists/${list}/players`, { playerId: player, note: 'Strong carry' }, [409]);
  if (r?.status === 201) u.listed.push({ list, player });
};
const removeFromWatchlist: Action = async (u) => {
  const entry = u.listed.splice(Math.floor(Math.random() * u.listed.length), 1)[0];
  if (!entry) return;
  await hit(u, 'DELETE /api/watchlists/:id/players/:playerId', 'DELETE', `/api/watchlists/${entry.list}/players/${entry.player}`, undefined, [404]);
};
const follow: Action = async (u, w) => {
  const id = pick(w.publicPlayers);
  await hit(u, 'POST /api/players/:id/follow', 'POST', `/api/players/${id}/follow`);
  if (Math.random() < 0.5) await hit(u, 'DELETE /api/players/:id/follow', 'DELETE', `/api/players/${id}/follow`);
};
const contact: Action = (u, w) => {
  const to = pick(w.benchPlayers);
  // 409: a pending request to this player already; 429: the player declined within the cooldown.
  return hit(u, 'POST /api/contact-requests', 'POST', '/api/contact-requests', { toUser: to.userId, playerId: to.playerId, message: 'Bula! Trials on Saturday at Albert Park.' }, [409, 429]);
};
const received: Action = async (u) => {
  const r = await hit(u, 'GET /api/contact-requests', 'GET', '/api/contact-requests');
  if (!r || Math.random() > 0.2) return;
  const pending = json<Array<{ id: string; status: string }>>(r).filter((x) => x.status === 'pending');
  if (pending.length === 0) return;
  // A free player can only decline; 409 when another tab answered first.
  await hit(u, 'PATCH /api/contact-requests/:id', 'PATCH', `/api/contact-requests/${pick(pending).id}`, { status: 'declined' }, [409]);
};
const ownPage: Action = (u) => hit(u, 'GET /api/players/:id/page', 'GET', `/api/players/${u.playerId}/page`);
const featured: Action = (u) => hit(u, 'GET /api/featured-players', 'GET', '/api/featured-players');

/** [action, weight] per role. */
const MIX: Record<Role, Array<[Action, number]>> = {
  recruiter: [
    [dashboard, 8], [search, 22], [searchStats, 4], [profilePage, 20], [notifications, 8], [sentRequests, 4], [recruiterContacts, 4],
    [watchlists, 6], [watchlistDetail, 6], [addToWatchlist, 4], [removeFromWatchlist, 2], [follow, 3], [contact, 2], [readAll, 1],
  ],
  'free-recruiter': [
    [dashboard, 10], [search, 25], [searchStats, 4], [profilePage, 22], [notifications, 10], [watchlists, 8], [watchlistDetail, 8],
    [addToWatchlist, 4], [removeFromWatchlist, 2], [follow, 3], [readAll, 1],
  ],
  club: [[dashboard, 10], [search, 30], [searchStats, 5], [profilePage, 30], [notifications, 10], [sentRequests, 5], [follow, 5], [contact, 3], [readAll, 2]],
  // Coaches do not follow players (the follow button is for recruiters, clubs, unions, agents, mentors and admins).
  coach: [[dashboard, 10], [search, 30], [searchStats, 5], [profilePage, 35], [notifications, 10], [sentRequests, 5], [contact, 3], [readAll, 2]],
  player: [[dashboard, 20], [ownPage, 15], [profilePage, 15], [notifications, 20], [received, 20], [featured, 8], [readAll, 2]],
};

function chooser(weights: Array<[Action, number]>): () => Action {
  const total = weights.reduce((a, [, n]) => a + n, 0);
  return () => {
    let r = Math.random() * total;
    for (const [a, n] of weights) if ((r -= n) < 0) return a;
    return weights[weights.length - 1]![0];
  };
}

async function runUsers(users: BenchUser[], world: World, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    users.map(async (u) => {
      const next = chooser(MIX[u.role]);
      // Spread the start over the first second, as people do not all click at the same instant.
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      while (Date.now() < end) {
        await next()(u, world);
        if (THINK_MS) await new Promise((r) => setTimeout(r, Math.random() * 2 * THINK_MS));
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!existsSync(MAIN)) {
    console.error(`bench:load needs the built backend (${MAIN} is missing). Run: npm run build -w backend`);
    process.exit(1);
  }
  const { runMigrations, openDataSource } = require(join(DIST, 'src/core/database/data-source.js')) as typeof DataSourceModule;
  const { runSeed } = require(join(DIST, 'src/database/seed/index.js')) as typeof SeedModule;

  const dbName = `bench_load_${Date.now()}`;
  const url = databaseUrl(dbName);
  const serverUrl = `http://127.0.0.1:${PORT}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  let server: ChildProcess | undefined;
  let db: Client | undefined;
  const started = Date.now();
  const load0 = loadavg();
  try {
    await admin((c) => c.query(`CREATE DATABASE "${dbName}"`));
    log(`[bench:load] database ${dbName} on ${new URL(SERVER_URL).host}`);
    await runMigrations(url);
    const ds = await openDataSource(url);
    await runSeed(ds);
    await ds.destroy();
    db = new Client({ connectionString: url });
    await db.connect();
    await seedPlayers(db, PLAYERS);
    await createBenchData(db);
    const [counts] = (await db.query(
      `SELECT (SELECT count(*) FROM players)::int AS players, (SELECT count(*) FROM watchlist_items)::int AS items,
              (SELECT count(*) FROM contact_requests)::int AS requests, (SELECT count(*) FROM notifications)::int AS notifications`,
    )).rows as Array<{ players: number; items: number; requests: number; notifications: number }>;
    log(`[bench:load] demo seed + ${counts!.players.toLocaleString('en')} players, ${USERS} bench accounts, ${counts!.items} watchlist entries, ${counts!.requests} contact requests, ${counts!.notifications} notifications`);

    let output = '';
    server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...NODE_ARGS, MAIN], {
      cwd: ROOT,
      env: {
        ...process.env, NODE_ENV: 'production', SESSION_SECRET: `bench-${Date.now()}-secret-value`, DATABASE_URL: url, PORT: String(PORT),
        LOG_LEVEL: 'warn', REDIS_URL: '', TRUST_PROXY: 'true', PUBLIC_URL: serverUrl, DATA_DIR: dataDir, STORAGE_DIR: join(dataDir, 'storage'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
    server.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-20_000)));
    await waitForServer(serverUrl, server, () => output);

    // Sign each account in once, one after another.
    const rows = (await db.query(
      `SELECT u.id, u.email, u.role::text AS role, p.id AS player_id
         FROM users u LEFT JOIN players p ON p.user_id = u.id
        WHERE u.email LIKE 'load.%@bench.test'`,
    )).rows as Array<{ id: string; email: string; role: string; player_id: string | null }>;
    const lists = (await db.query(
      `SELECT w.recruiter_id, w.id FROM watchlists w JOIN users u ON u.id = w.recruiter_id WHERE u.email LIKE 'load.%@bench.test'`,
    )).rows as Array<{ recruiter_id: string; id: string }>;
    const signInStart = Date.now();
    const users: BenchUser[] = [];
    for (const row of rows) {
      const i = Number(row.email.split('.')[1]!.split('@')[0]);
      const u: BenchUser = {
        i, id: row.id, email: row.email, role: roleOf(i), cookie: '', ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        playerId: row.player_id ?? undefined, watchlists: lists.filter((l) => l.recruiter_id === row.id).map((l) => l.id), listed: [],
      };
      const res = await call(u, 'POST', '/api/auth/login', { email: u.email, password: PASSWORD });
      if (res.status >= 300) throw new Error(`sign-in of ${u.email} failed: ${res.status} ${safeText(res)}`);
      u.cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
      users.push(u);
    }
    log(`[bench:load] ${users.length} accounts signed in, one after another, in ${((Date.now() - signInStart) / 1000).toFixed(1)} s`);

    const world: World = {
      publicPlayers: ((await db.query(`SELECT id FROM players WHERE visibility = 'public' ORDER BY random() LIMIT 2000`)).rows as Array<{ id: string }>).map((r) => r.id),
      benchPlayers: users.filter((u) => u.playerId).map((u) => ({ userId: u.id, playerId: u.playerId! })),
    };

    log(`[bench:load] ${users.length} concurrent users, ${WARMUP} s warm-up then ${DURATION} s measured, think time ${THINK_MS ? `~${THINK_MS} ms` : 'none'}`);
    await runUsers(users, world, WARMUP);
    const loadBefore = loadavg();
    recording = true;
    const t0 = Date.now();
    await runUsers(users, world, DURATION);
    const elapsed = (Date.now() - t0) / 1000;
    recording = false;
    const loadAfter = loadavg();

    // Report
    const all: number[] = [];
    let errors = 0;
    let refusals = 0;
    log('');
    log(`  ${'route'.padEnd(46)} ${'requests'.padStart(8)} ${'errors'.padStart(6)} ${'4xx ok'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`);
    for (const [route, s] of [...stats.entries()].sort((a, b) => b[1].latencies.length - a[1].latencies.length)) {
      const p = percentiles(s.latencies);
      all.push(...s.latencies);
      errors += s.errors;
      refusals += s.expectedRefusals;
      log(`  ${route.padEnd(46)} ${String(p.n).padStart(8)} ${String(s.errors).padStart(6)} ${String(s.expectedRefusals).padStart(6)} ${fmt(p.p50).padStart(7)} ${fmt(p.p95).padStart(7)} ${fmt(p.p99).padStart(7)}`);
    }
    const p = percentiles(all);
    log(`  ${'ALL'.padEnd(46)} ${String(p.n).padStart(8)} ${String(errors).padStart(6)} ${String(refusals).padStart(6)} ${fmt(p.p50).padStart(7)} ${fmt(p.p95).padStart(7)} ${fmt(p.p99).padStart(7)}`);
    log('');
    log(`  ${p.n.toLocaleString('en')} requests in ${elapsed.toFixed(0)} s (${(p.n / elapsed).toFixed(0)} req/s) from ${users.length} users; ${errors} errors; ${refusals} expected refusals (409 duplicate, 429 cooldown, ...)`);
    log(`  machine: ${cpus().length} CPUs; load average before the bench ${load0.map((n) => n.toFixed(1)).join(' / ')}, at the start of the measured run ${loadBefore.map((n) => n.toFixed(1)).join(' / ')}, at its end ${loadAfter.map((n) => n.toFixed(1)).join(' / ')} (1/5/15 min); the bench client runs on the same machine`);
    log(`  whole bench ${((Date.now() - started) / 1000).toFixed(0)} s`);
    for (const [route, s] of stats) for (const sample of s.samples) log(`  error on ${route}: ${sample}`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => (server!.exitCode !== null ? r(null) : server!.once('exit', r)));
    }
    await db?.end().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (!process.env.BENCH_KEEP_DB) await admin((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch((e: Error) => log(`could not drop ${dbName}: ${e.message}`));
    else log(`kept database ${dbName}`);
  }
}

main().catch((e: Error) => {
  console.error(`bench:load failed: ${e.message}`);
  process.exit(1);
});
