/**
 * `npm run bench:login-flood`: does a flood of wrong sign-ins slow everyone else? Creates a throwaway
 * database on DATABASE_URL's server (migrated and seeded), starts the built gateway behind a pretend
 * proxy (TRUST_PROXY, so each flood request can come from its own address and reach the password hash,
 * the worst case), signs in the demo paid recruiter, then times a player's profile page:
 *   1. idle, for BENCH_IDLE_SECONDS (3);
 *   2. while BENCH_FLOOD (300) wrong sign-ins for unknown accounts arrive over BENCH_FLOOD_SECONDS (4).
 * Prints p50/p95 of the profile page in both phases and how the flood was answered (401 checked,
 * 503 BUSY refused at once by the bounded hash pool, 429 throttled). Needs `npm run build -w backend`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { admin, databaseUrl, percentiles, waitForServer } from './bench-search';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'backend/dist/src/main.js');
const MIGRATE = join(ROOT, 'backend/dist/scripts/migrate-and-seed.js');
const PORT = Number(process.env.BENCH_FLOOD_PORT ?? 3892);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 3);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 300);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 4);
const URL = `http://127.0.0.1:${PORT}`;
const log = (msg: string) => process.stdout.write(`${msg}\n`);

function run(entry: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [entry], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('exit', (code) => (code === 0 ? ok() : fail(new Error(`${entry} exited with ${code}`))));
  });
}

/** Times GET `path` back to back until `until()` says stop. */
async function timeRequests(path: string, cookie: string, until: () => boolean): Promise<number[]> {
  const samples: number[] = [];
  while (!until()) {
    const start = performance.now();
    const res = await fetch(`${URL}${path}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main(): Promise<void> {
  const name = `fiji_flood_${Date.now().toString(36)}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'fiji-flood-'));
  const env = { ...process.env, DATABASE_URL: databaseUrl(name), REDIS_URL: '', DATA_DIR: dataDir, PORT: String(PORT), TRUST_PROXY: 'true', LOG_LEVEL: 'warn' };
  let server: ChildProcess | undefined;
  try {
    await run(MIGRATE, env);
    let output = '';
    server = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    await waitForServer(URL, server, () => output);

    const login = await fetch(`${URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: JSON.stringify({ email: 'recruiter.paid@demo.fj', password: 'Bula2024!' }),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const search = (await (await fetch(`${URL}/api/search`, { headers: { cookie } })).json()) as { results: Array<{ id: string }> };
    const page = `/api/players/${search.results[0]!.id}/page`;

    const idleEnd = Date.now() + IDLE_SECONDS * 1000;
    const idle = percentiles(await timeRequests(page, cookie, () => Date.now() > idleEnd));

    const answers: Record<number, number> = {};
    let floodDone = false;
    const flood = (async () => {
      const sends: Promise<void>[] = [];
      for (let i = 0; i < FLOOD; i++) {
        sends.push(
          fetch(`${URL}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.1` },
            body: JSON.stringify({ email: `nobody.${i}@flood.test`, password: 'wrong-password' }),
          }).then(async (r) => {
            await r.arrayBuffer();
            answers[r.status] = (answers[r.status] ?? 0) + 1;
          }),
        );
        await new Promise((r) => setTimeout(r, (FLOOD_SECONDS * 1000) / FLOOD));
      }
      await Promise.all(sends);
      floodDone = true;
    })();
    const during = percentiles(await timeRequests(page, cookie, () => floodDone));
    await flood;

    log(`bench:login-flood: ${FLOOD} wrong sign-ins over ${FLOOD_SECONDS} s, each from its own address`);
    log(`  profile page idle:        p50 ${idle.p50.toFixed(0)} ms, p95 ${idle.p95.toFixed(0)} ms (${idle.n} requests)`);
    log(`  profile page during flood: p50 ${during.p50.toFixed(0)} ms, p95 ${during.p95.toFixed(0)} ms (${during.n} requests)`);
    log(`  flood answered: ${Object.entries(answers).map(([s, n]) => `${n} × ${s}`).join(', ')}`);
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: Error) => {
  process.stderr.write(`bench:login-flood failed: ${e.message}\n`);
  process.exit(1);
});
