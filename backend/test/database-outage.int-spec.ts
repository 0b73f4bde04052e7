/**
 * PostgreSQL goes away (a TCP proxy between the app and the shared server is cut): every request
 * that needs it answers 503 with Retry-After and a clear message instead of a 500 with a stack, the
 * outage is logged once (not once per request), and the app serves again once PostgreSQL is back,
 * without a restart. Covers TypeORM (pool connect refused) and the session store (connect-pg-simple).
 */
import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, uniqueEmail, type Agent } from './helpers';
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
    if (process.env.FIJI_OUTAGE_REPORT) writeFileSync(process.env.FIJI_OUTAGE_REPORT, JSON.stringify({ requests, bytes, lines: lines.length, problemLines }, null, 1));
    for (const res of responses) {
      expect({ status: res.status, retryAfter: res.headers['retry-after'], code: res.body.code }).toEqual({
        status: 503,
        retryAfter: '5',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.body.message).toMatch(/temporarily unavailable/i);
      // A server-side failure names its request id, the same as the header and the log line.
      expect(res.body.requestId).toBe(res.headers['x-request-id']);
      expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|stack|\bat /);
    }
    expect(problemLines.filter((l) => /stack/.test(l))).toEqual([]);
    expect(problemLines.length).toBeLessThanOrEqual(2);
    expect(bytes).toBeLessThan(1000);

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
