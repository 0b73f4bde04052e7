/**
 * PostgreSQL goes away (a TCP proxy between the app and the shared server is cut): every request
 * that needs it answers 503 with Retry-After and a clear message instead of a 500 with a stack, the
 * outage is logged once (not once per request), and the app serves again once PostgreSQL is back,
 * without a restart. Covers TypeORM (pool connect refused) and the session store (connect-pg-simple).
 * Then a real restart: a private PostgreSQL server is shut down (fast shutdown, which terminates every
 * session with 57P01) and started again under traffic.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { createApp } from '../src/core/bootstrap/create-app';
import { AppConfig } from '../src/core/config/app-config';
import { runMigrations } from '../src/core/database/data-source';
import { DatabaseRuntime } from '../src/core/database/database-runtime';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedIn, uniqueEmail, type Agent } from './helpers';
import { TcpProxy } from './support/tcp-proxy';

/** Counts what the process writes to stdout/stderr while `fn` runs (the JSON log goes there). */
async function capturingLogs<T>(fn: () => Promise<T>): Promise<{ result: T; bytes: number; lines: string[] }> {
  const lines: string[] = [];
  let bytes = 0;
  const originals = { out: process.stdout.write, err: process.stderr.write };
  const tap = (original: typeof process.stdout.write) =>
    function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
      bytes += Buffer.byteLength(text);
      lines.push(...text.split('\n').filter(Boolean));
      return (original as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof process.stdout.write;
  process.stdout.write = tap(originals.out);
  process.stderr.write = tap(originals.err);
  try {
    const result = await fn();
    return { result, bytes, lines };
  } finally {
    process.stdout.write = originals.out;
    process.stderr.write = originals.err;
  }
}

describe('PostgreSQL outage', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let player: Agent;
  beforeAll(async () => {
    const p = await TcpProxy.forDatabase(process.env.DATABASE_URL!);
    proxy = p.proxy;
    t = await createTestApp({ DATABASE_URL: p.url, LOG_LEVEL: 'warn' }); // warnings and errors: what an outage adds
    player = await signedIn(t.server, 'player.paid@demo.fj');
  });
  afterAll(async () => {
    await proxy.restore();
    await t.close();
    await proxy.cut();
  });

  it('answers 503 + Retry-After with a code, logs the outage once, and recovers when PostgreSQL is back', async () => {
    await player.get('/api/auth/user').expect(200);
    await proxy.cut();

    const requests = 60;
    const { result: responses, bytes, lines } = await capturingLogs(async () => {
      const all: request.Response[] = [];
      for (let i = 0; i < requests / 3; i++) {
        all.push(
          ...(await Promise.all([
            // session store (connect-pg-simple) read
            player.get('/api/auth/user'),
            // TypeORM: a sign-in and a public write, no session
            request(t.server).post('/api/auth/login').send({ email: 'coach@demo.fj', password: DEMO_PASSWORD }),
            request(t.server)
              .post('/api/contact')
              .send({ firstName: 'Mere', lastName: 'Ratu', email: uniqueEmail('outage'), subject: 'Technical Issue', message: 'Hi' }),
          ])),
        );
      }
      return all;
    });

    const problemLines = lines.filter((l) => !/"msg":"request"/.test(l)); // (an access-log line per request is not the problem)
    const requestLines = lines.filter((l) => /"msg":"request"/.test(l)).map((l) => JSON.parse(l) as { level: string; status: number; requestId: string });
    if (process.env.FIJI_OUTAGE_REPORT) writeFileSync(process.env.FIJI_OUTAGE_REPORT, JSON.stringify({ requests, bytes, lines: lines.length, problemLines }, null, 1));
    for (const res of responses) {
      expect({ status: res.status, retryAfter: res.headers['retry-after'], code: res.body.code }).toEqual({
        status: 503,
        retryAfter: '5',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.body.message).toMatch(/temporarily unavailable/i);
      // A server-side failure names its request id, the same as the header and the log line, which is
      // written at LOG_LEVEL=warn too (a 5xx's line is an error): a user's quoted id finds it.
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
      expect(requestLines.filter((l) => l.requestId === res.body.requestId)).toEqual([expect.objectContaining({ level: 'error', status: 503 })]);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|stack|\bat /);
    }
    expect(problemLines.filter((l) => /stack/.test(l))).toEqual([]);
    expect(problemLines.length).toBeLessThanOrEqual(2);
    expect(problemLines.join('\n').length).toBeLessThan(1000);
    // The rest is one short request line per refused request, no stack.
    expect(requestLines).toHaveLength(requests);
    expect(bytes).toBeLessThan(1000 + requests * 300);

    // The health check says which dependency is down, with an error body's code and request id.
    const health = await request(t.server).get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: 'down', queue: expect.any(String), code: 'SERVICE_UNAVAILABLE', requestId: health.headers['x-request-id'] });

    await proxy.restore();
    // Recovers without a restart: the pools open new connections on the next request.
    await player.get('/api/auth/user').expect(200);
    await request(t.server).post('/api/auth/login').send({ email: 'coach@demo.fj', password: DEMO_PASSWORD }).expect(200);
    await request(t.server).get('/api/health').expect(200);
  });

  it('a connection dropped mid-flight (PostgreSQL restart) is a 503 too, then recovers', async () => {
    await player.get('/api/auth/user').expect(200);
    // Cut and restore at once: pooled connections die ("Connection terminated"), new ones succeed.
    const slow = player.get('/api/players').then((r) => r);
    await proxy.cut();
    const during = await Promise.all([slow, player.get('/api/auth/user')]);
    for (const res of during) expect([res.status, res.headers['retry-after'] ?? null]).toEqual([503, '5']);
    await proxy.restore();
    await player.get('/api/auth/user').expect(200);
  });
});

describe('PostgreSQL restarted (a private server: fast shutdown, then start) under traffic', () => {
  let dir: string;
  let pg: EmbeddedPostgres;
  let proxy: TcpProxy;
  let server: Server;
  let close: () => Promise<void>;
  let agent: Agent;

  /** The server's own URL on its current port, and the same through the proxy the app is given. */
  const through = (url: string, port: number) => {
    const u = new URL(url);
    return { host: u.hostname, port: Number(u.port), proxied: Object.assign(u, { port: String(port) }).toString() };
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fiji-pg-restart-'));
    pg = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    await runMigrations(pg.url);
    // The server comes back on another port (the embedded server takes a free one): the app reaches it
    // through a proxy whose port stays, which only forwards bytes, so the server's own goodbye (57P01) reaches the app.
    const target = through(pg.url, 0);
    proxy = new TcpProxy(target.host, target.port);
    await proxy.restore();
    const config = AppConfig.fromEnv({ ...process.env, NODE_ENV: 'test', DATABASE_URL: through(pg.url, proxy.port).proxied, REDIS_URL: '', DATA_DIR: dir, LOG_LEVEL: 'silent' });
    const app = await createApp({ config, database: new DatabaseRuntime(config.databaseUrl!, false) });
    server = app.getHttpServer() as Server;
    close = () => app.close();
    agent = request.agent(server);
    await agent
      .post('/api/auth/signup')
      .send({ firstName: 'Restart', lastName: 'Player', email: uniqueEmail('restart'), password: 'Sup3r-secret!', role: 'player', dob: dobForAge(22) })
      .expect(201);
  }, 120_000);

  afterAll(async () => {
    await close?.();
    await proxy?.cut();
    await pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 + Retry-After during the restart (a query cut by the shutdown included), never 500, and serves again without an app restart', async () => {
    await agent.get('/api/auth/user').expect(200);
    await agent.get('/api/notifications').expect(200);

    // A request held inside PostgreSQL when the shutdown comes: a lock makes its query wait, so only the
    // server terminating its session (SQLSTATE 57P01, "terminating connection due to administrator command") ends it.
    const locker = new Client({ connectionString: pg.url });
    await locker.connect();
    locker.on('error', () => undefined); // its session is terminated too
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE notifications IN ACCESS EXCLUSIVE MODE');
    const held = agent.get('/api/notifications').then((r) => r);
    const waiting = async () =>
      Number((await locker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()`)).rows[0].n);
    for (const deadline = Date.now() + 10_000; (await waiting()) === 0; ) {
      if (Date.now() > deadline) throw new Error('the held request never reached PostgreSQL');
      await new Promise((r) => setTimeout(r, 50));
    }

    // Traffic the whole time: signed-in reads through the session store (connect-pg-simple) and TypeORM.
    const answers: request.Response[] = [];
    let running = true;
    const lanes = Array.from({ length: 4 }, (_, i) =>
      (async () => {
        while (running) {
          answers.push(await (i % 2 ? agent.get('/api/auth/user') : agent.get('/api/notifications')).timeout(15_000));
          await new Promise((r) => setTimeout(r, 20));
        }
      })(),
    );

    await pg.stop(); // SIGINT: fast shutdown
    const cut = await held;
    expect([cut.status, cut.headers['retry-after'], cut.body.code]).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);
    expect(cut.body.requestId).toBe(cut.headers['x-request-id']);
    await locker.end().catch(() => undefined);
    const down = await agent.get('/api/auth/user');
    expect([down.status, down.headers['retry-after'], down.body.code]).toEqual([503, '5', 'SERVICE_UNAVAILABLE']);

    pg = await startEmbeddedPostgres({ dataDir: join(dir, 'postgres') });
    const port = proxy.port;
    await proxy.cut();
    proxy = new TcpProxy(through(pg.url, 0).host, through(pg.url, 0).port);
    proxy.port = port;
    await proxy.restore();

    // Recovers by itself: the pools drop the terminated connections and open new ones.
    const deadline = Date.now() + 20_000;
    while ((await agent.get('/api/auth/user')).status !== 200 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    running = false;
    await Promise.all(lanes);

    await agent.get('/api/auth/user').expect(200);
    await agent.get('/api/notifications').expect(200);
    await request(server).get('/api/health').expect(200);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    for (const r of answers.filter((a) => a.status === 503)) expect([r.headers['retry-after'], r.body.code]).toEqual(['5', 'SERVICE_UNAVAILABLE']);
    expect(statuses[statuses.length - 1]).toBe(200);
  }, 120_000);
});
