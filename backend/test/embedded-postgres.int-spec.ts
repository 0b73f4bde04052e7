/**
 * The laptop default (`npm start` with no DATABASE_URL) runs the embedded PostgreSQL. The same app on
 * it must be as correct under concurrent writes as on the CI server: this boots the whole gateway on
 * a fresh embedded cluster and fires 50 sign-ups, then 50 profile creations, then 50 contact requests
 * at once (the earlier embedded engine answered a third of six simultaneous sign-ups with 500s).
 * Then its start and stop guarantees (docs/database.md, "How it runs"), each on a temporary DATA_DIR: one
 * server per data folder, nothing left after a stop, a server orphaned by kill -9 recovered, another
 * major version's folder refused untouched, a non-root start, Ctrl+C draining before the database
 * stops, and the notice about an earlier version's PGlite folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Server } from 'node:http';
import { Client } from 'pg';
import request from 'supertest';
import { createApp } from '../src/core/bootstrap/create-app';
import { AppConfig } from '../src/core/config/app-config';
import { DatabaseRuntime, resolveDatabase } from '../src/core/database/database-runtime';
import { openDataSource, runMigrations } from '../src/core/database/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { runSeed } from '../src/database/seed';
import { dobForAge, uniqueEmail, type Agent } from './helpers';
import { freePort, signInMidBody, sleep } from './fault-fixtures';

const N = 50;

describe('embedded PostgreSQL (the npm start default) under concurrent writes', () => {
  let dir: string;
  let pg: EmbeddedPostgres;
  let close: () => Promise<void>;
  let server: Server;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fiji-embedded-'));
    pg = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    await runMigrations(pg.url);
    const ds = await openDataSource(pg.url);
    await runSeed(ds);
    await ds.destroy();
    const config = AppConfig.fromEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: pg.url, REDIS_URL: '', DATA_DIR: dir });
    const app = await createApp({ config, database: new DatabaseRuntime(pg.url, true) });
    server = app.getHttpServer() as Server;
    close = () => app.close();
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await pg?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`${N} sign-ups, ${N} profile creations and ${N} contact requests at once: all 2xx, nobody signed out, nothing half-written`, async () => {
    const agents: Agent[] = Array.from({ length: N }, () => request.agent(server));
    const emails = agents.map(() => uniqueEmail('burst'));
    const signups = await Promise.all(
      agents.map((agent, i) =>
        agent.post('/api/auth/signup').send({ firstName: 'Burst', lastName: `Player${i}`, email: emails[i], password: 'Sup3r-secret!', role: 'player', dob: dobForAge(20) }),
      ),
    );
    expect(signups.map((r) => (r.status === 201 ? 201 : JSON.stringify(r.body)))).toEqual(Array(N).fill(201));

    const profiles = await Promise.all(
      agents.map((agent) =>
        agent.post('/api/players').send({
          dob: dobForAge(20), heightCm: 180, weightKg: 90, dominantSide: 'right', positions: ['Lock'], formats: ['15s'],
          school: 'Queen Victoria School', province: 'Tailevu', gradYear: 2024, bio: 'Burst test.',
          contactEmail: uniqueEmail('contact'), contactPhone: '+679 777 1234', visibility: 'public',
        }),
      ),
    );
    expect(profiles.map((r) => r.status)).toEqual(Array(N).fill(201));

    const recruiter = request.agent(server);
    await recruiter.post('/api/auth/login').send({ email: 'recruiter.paid@demo.fj', password: 'Bula2024!' }).expect(200);
    const requests = await Promise.all(
      profiles.map((p, i) =>
        recruiter.post('/api/contact-requests').send({ toUser: signups[i]!.body.user.id, playerId: p.body.id, message: 'We would like to talk about trials.' }),
      ),
    );
    expect(requests.map((r) => r.status)).toEqual(Array(N).fill(201));

    // Every session still works, and each player has exactly one profile and one request.
    const me = await Promise.all(agents.map((agent) => agent.get('/api/auth/user')));
    expect(me.map((r) => r.status)).toEqual(Array(N).fill(200));
    const received = await Promise.all(agents.map((agent) => agent.get('/api/contact-requests')));
    expect(received.map((r) => (r.status === 200 ? r.body.length : r.status))).toEqual(Array(N).fill(1));
  }, 120_000);
});

const BACKEND = resolve(__dirname, '..');
const REGISTER_TS = join(BACKEND, 'test/support/register-ts.cjs');
const EMBEDDED_TS = join(BACKEND, 'src/core/database/embedded-postgres.ts');
const NOBODY = 65534;
/** Another app process on the data folder: prints {"url"} once started, stops the server on SIGTERM. */
const STARTER = `
const { startEmbeddedPostgres } = require(process.env.EMBEDDED_TS);
startEmbeddedPostgres({ dataDir: process.env.PG_DIR }).then(
  (pg) => {
    process.stdout.write(JSON.stringify({ url: pg.url }) + '\\n');
    process.once('SIGTERM', () => pg.stop().then(() => process.exit(0)));
    if (process.env.CRASH_AFTER_START) setTimeout(() => { throw new Error('an uncaught error'); }, 100);
    setInterval(() => undefined, 1 << 30);
  },
  (e) => {
    process.stderr.write('START FAILED: ' + e.message + '\\n');
    process.exit(3);
  },
);`;

function startInChild(dataDir: string, prefix: string[] = [], extraEnv: NodeJS.ProcessEnv = {}) {
  const [cmd, ...args] = [...prefix, process.execPath, '-r', REGISTER_TS, '-e', STARTER];
  const proc = spawn(cmd!, args, { cwd: BACKEND, env: { ...process.env, EMBEDDED_TS, PG_DIR: dataDir, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((res) => proc.once('exit', (code) => res(code)));
  const started = new Promise<{ url?: string; code?: number | null; stderr: string }>((res) => {
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) res({ url: (JSON.parse(line) as { url: string }).url, stderr: err });
    });
    proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
    void exited.then((code) => res({ code, stderr: err }));
  });
  return { proc, started, exited };
}

/** Processes of the server on this data folder: the postmaster by its arguments, and (Linux) every process working in it. */
function postgresProcesses(dataDir: string): number[] {
  const pids = new Set<number>();
  const ps = spawnSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  for (const line of ps.stdout.split('\n')) {
    const m = /^\s*(\d+)\s+(.*)$/.exec(line);
    if (m && m[2]!.includes(`-D ${dataDir} `)) pids.add(Number(m[1]));
  }
  if (process.platform === 'linux') {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readlinkSync(`/proc/${entry}/cwd`) === dataDir) pids.add(Number(entry));
      } catch {
        /* gone, or not ours to read */
      }
    }
  }
  return [...pids];
}

/** Every file and folder under root with its mode, owner, size and mtime. */
function snapshot(root: string): string[] {
  const out: string[] = [];
  const walk = (p: string): void => {
    const st = lstatSync(p);
    out.push(`${relative(root, p) || '.'} ${st.mode} ${st.uid}:${st.gid} ${st.size} ${st.mtimeMs}`);
    if (st.isDirectory()) readdirSync(p).sort().forEach((n) => walk(join(p, n)));
  };
  walk(root);
  return out;
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL: start and stop guarantees (each on a temporary DATA_DIR)', () => {
  let dir: string;
  let dataDir: string;
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fiji-embedded-life-'));
    dataDir = join(dir, 'postgres');
  });
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await Promise.resolve(c()).catch(() => undefined);
    for (const pid of postgresProcesses(dataDir)) process.kill(pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('a second start on the same data folder is refused with a clear message, and the first server keeps serving', async () => {
    const pg = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => pg.stop());
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(`The embedded database in ${dataDir} is already open in this process.`);

    const other = startInChild(dataDir);
    cleanups.push(() => other.proc.kill('SIGKILL'));
    const result = await other.started;
    expect(result.url).toBeUndefined();
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`The embedded database in ${dataDir} is in use by process ${process.pid} (lockfile ${dataDir}.lock)`);
    expect(await query(pg.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  }, 60_000);

  it('after a clean stop no postgres process, postmaster.pid or lock remains, and a restart keeps the data', async () => {
    const pg = await startEmbeddedPostgres({ dataDir });
    await query(pg.url, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('written before the stop')");
    expect(postgresProcesses(dataDir).length).toBeGreaterThan(0); // the check below can see a server
    await pg.stop();
    expect(postgresProcesses(dataDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => again.stop());
    expect(await query(again.url, 'SELECT v FROM kept')).toEqual([{ v: 'written before the stop' }]);
  }, 60_000);

  it('a lock left by an app killed with -9 is recovered: its orphaned server is stopped, the next start serves the same data', async () => {
    const first = startInChild(dataDir);
    cleanups.push(() => first.proc.kill('SIGKILL'));
    const { url, stderr } = await first.started;
    expect(stderr).toBe('');
    await query(url!, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('committed before kill -9')");
    first.proc.kill('SIGKILL');
    await first.exited;
    // What kill -9 leaves: the dead app's lock, and its server still running on the folder.
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(first.proc.pid));
    const orphan = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(postgresProcesses(dataDir)).toContain(orphan);

    const pg = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => pg.stop());
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(postgresProcesses(dataDir)).not.toContain(orphan);
    expect(await query(pg.url, 'SELECT v FROM kept')).toEqual([{ v: 'committed before kill -9' }]);
  }, 60_000);

  it('an app that ends on an uncaught error (no stop()) still stops its server and releases the lock; the next start opens the same cluster', async () => {
    const app = startInChild(dataDir, [], { CRASH_AFTER_START: '1' });
    cleanups.push(() => app.proc.kill('SIGKILL'));
    const { url } = await app.started;
    expect(url).toBeDefined();
    expect(await app.exited).toBe(1);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    for (let i = 0; i < 100 && postgresProcesses(dataDir).length > 0; i++) await sleep(100);
    expect(postgresProcesses(dataDir)).toEqual([]);
    const pg = await startEmbeddedPostgres({ dataDir });
    cleanups.push(() => pg.stop());
    expect(await query(pg.url, 'SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', ['fiji'])).toEqual([{ n: 1 }]);
  }, 60_000);

  it('a data folder of another PostgreSQL major version is refused with a clear message and left exactly as it was', async () => {
    mkdirSync(join(dataDir, 'base', '1'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'PG_VERSION'), '18\n');
    writeFileSync(join(dataDir, 'base', '1', '1259'), 'table data');
    const before = snapshot(dir);
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(
      `${dataDir} holds a PostgreSQL 18 cluster; the embedded server is PostgreSQL 15 and cannot open it. It was not changed`,
    );
    expect(snapshot(dir)).toEqual(before); // no owner, mode or file changed, no lock or password left beside it
    expect(postgresProcesses(dataDir)).toEqual([]);
  }, 30_000);

  const asNobody = process.platform === 'linux' && process.getuid?.() === 0 && spawnSync('setpriv', ['--version']).status === 0;
  if (!asNobody) {
    console.log(`Skipped "starts as a non-root user": needs Linux, root and setpriv to switch to uid ${NOBODY} (here: ${process.platform}, uid ${process.getuid?.()}).`);
  }
  (asNobody ? it : it.skip)(`starts as a non-root user (uid ${NOBODY}) on a folder that user owns, and stops cleanly`, async () => {
    chownSync(dir, NOBODY, NOBODY);
    const app = startInChild(dataDir, ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--']);
    cleanups.push(() => app.proc.kill('SIGKILL'));
    const { url, stderr } = await app.started;
    expect({ url: Boolean(url), stderr }).toEqual({ url: true, stderr: '' });
    expect(await query(url!, 'SELECT current_user AS who')).toEqual([{ who: 'postgres' }]);
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(statSync(`/proc/${postmaster}`).uid).toBe(NOBODY); // the server runs as that user, not as a postgres system user
    expect(statSync(dataDir).uid).toBe(NOBODY);
    app.proc.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    expect(postgresProcesses(dataDir)).toEqual([]);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 60_000);

  /** main.ts in its own process group (as a terminal's foreground job) on a migrated, seeded embedded cluster, as `npm start` leaves it. */
  async function startAppOnEmbedded() {
    const seeded = await startEmbeddedPostgres({ dataDir });
    await runMigrations(seeded.url);
    const ds = await openDataSource(seeded.url);
    await runSeed(ds);
    await ds.destroy();
    await seeded.stop();

    const staticRoot = join(dir, 'static');
    mkdirSync(join(staticRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'info', DATA_DIR: dir, STATIC_ROOT: staticRoot, REDIS_URL: '' };
    delete env.DATABASE_URL;
    const app: ChildProcess = spawn(process.execPath, ['-r', REGISTER_TS, join(BACKEND, 'src/main.ts')], { cwd: BACKEND, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    cleanups.push(() => app.exitCode === null && app.signalCode === null && process.kill(-app.pid!, 'SIGKILL'));
    const exited = new Promise<number | null>((res) => app.once('exit', (code) => res(code)));
    const log = { text: '' };
    app.stderr!.on('data', (d: Buffer) => (log.text += d.toString()));
    await new Promise<void>((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`server did not start:\n${log.text}`)), 60_000);
      app.stdout!.on('data', (d: Buffer) => {
        log.text += d.toString();
        if (log.text.includes('"msg":"listening"')) {
          clearTimeout(timer);
          res();
        }
      });
      void exited.then((code) => rej(new Error(`server exited with ${code}:\n${log.text}`)));
    });
    const server = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { app, port, exited, log, server };
  }

  it('Ctrl+C (SIGINT to the whole process group of the app) lets an in-flight request finish on the database, then stops it', async () => {
    const { app, port, exited, log, server } = await startAppOnEmbedded();
    const signIn = signInMidBody(port);
    await sleep(300);
    process.kill(-app.pid!, 'SIGINT');
    await sleep(1500); // a PostgreSQL that got the SIGINT too would have shut down by now
    expect(postgresProcesses(dataDir)).toContain(server);
    signIn.finish();
    expect((await signIn.answered).split('\r\n')[0]).toBe('HTTP/1.1 200 OK');

    expect(await exited).toBe(0);
    expect(postgresProcesses(dataDir)).toEqual([]);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    expect(log.text).not.toMatch(/"level":"error"/);
  }, 120_000);

  it('Ctrl+C pressed twice exits at once without waiting for the drain, and still stops the database and releases its lock', async () => {
    const { app, port, exited, log } = await startAppOnEmbedded();
    signInMidBody(port); // never finished: the drain would wait for it until the grace period ends
    await sleep(300);
    process.kill(-app.pid!, 'SIGINT');
    await sleep(300);
    const second = Date.now();
    process.kill(-app.pid!, 'SIGINT');
    expect(await exited).toBe(1);
    expect(Date.now() - second).toBeLessThan(2000);
    expect(log.text).toContain('second stop signal: exiting without waiting for the drain');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    for (let i = 0; i < 100 && postgresProcesses(dataDir).length > 0; i++) await sleep(100);
    expect(postgresProcesses(dataDir)).toEqual([]);
  }, 120_000);

  it('while DATA_DIR/pg (an earlier version\'s PGlite folder) exists, every start prints the notice on stdout and leaves that folder as it was', async () => {
    const legacy = join(dir, 'pg');
    mkdirSync(join(legacy, 'base'), { recursive: true });
    writeFileSync(join(legacy, 'PG_VERSION'), '18\n');
    writeFileSync(join(legacy, 'base', 'users'), 'an earlier user');
    const before = snapshot(legacy);
    const config = AppConfig.fromEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dir });
    for (const start of [1, 2]) {
      const printed: string[] = [];
      const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        printed.push(String(chunk));
        return true;
      });
      let db: DatabaseRuntime;
      try {
        db = await resolveDatabase(config);
      } finally {
        spy.mockRestore();
      }
      await db.stop();
      const text = printed.join('');
      expect({ start, notice: text.includes(`NOTICE: ${legacy} holds the embedded PGlite database of an earlier version.`) }).toEqual({ start, notice: true });
      expect(text).toContain(`data in ${dataDir}, which started with fresh demo data.`);
      expect(text).toContain('Accounts and profiles created on the earlier version are NOT in it.');
      expect(text).toContain('docs/database.md ("Upgrading from a PGlite data folder")');
    }
    expect(snapshot(legacy)).toEqual(before);
  }, 60_000);
});
