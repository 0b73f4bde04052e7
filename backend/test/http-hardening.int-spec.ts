/**
 * HTTP-level hardening (issue 8, item 13): the Origin check compares whole origins, the API docs
 * are configurable and off in production, personal JSON is never stored by a cache, and slow-drip
 * connections are closed while a slow upload that keeps making progress still completes.
 * Apps with their own configuration are created one at a time (passport is a process singleton).
 */
import { connect, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, grantPlan, userOfPlayer } from './helpers';
import { fakeMp4, uploadUrl } from './media-fixtures';
import { newPlayer } from './social-fixtures';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('Origin check: scheme, host and port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://fiji.example' });
  });
  afterAll(() => t.close());

  const logout = (origin: string, host = 'fiji.local:3000') =>
    request(t.server).post('/api/auth/logout').set('Host', host).set('Origin', origin).send({});

  it('accepts the request\'s own origin and PUBLIC_URL', async () => {
    expect((await logout('http://fiji.local:3000')).status).toBe(200);
    expect((await logout('https://fiji.example')).status).toBe(200);
    expect((await logout('https://fiji.example:443')).status).toBe(200); // the default port is the same origin
  });

  it('refuses the same host on another scheme or port', async () => {
    for (const origin of ['https://fiji.local:3000', 'http://fiji.local:3001', 'http://fiji.example', 'https://fiji.example:8443']) {
      const res = await logout(origin);
      expect({ origin, status: res.status }).toEqual({ origin, status: 403 });
      expect(res.body.message).toBe('Cross-site request refused');
    }
    // The Referer fallback compares the same way.
    const viaReferer = await request(t.server).post('/api/auth/logout').set('Host', 'fiji.local:3000').set('Referer', 'https://fiji.local:3000/dashboard').send({});
    expect(viaReferer.status).toBe(403);
  });
});

describe('API docs: API_DOCS, off by default in production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-length' };

  it('production without API_DOCS: /api/docs and /api/docs-json are 404', async () => {
    const app = await createTestApp(production);
    try {
      await request(app.server).get('/api/docs').expect(404);
      await request(app.server).get('/api/docs-json').expect(404);
    } finally {
      await app.close();
    }
  });

  it('production with API_DOCS=true serves them; test/development with API_DOCS=false does not', async () => {
    const on = await createTestApp({ ...production, API_DOCS: 'true' });
    try {
      await request(on.server).get('/api/docs-json').expect(200);
    } finally {
      await on.close();
    }
    const off = await createTestApp({ API_DOCS: 'false' });
    try {
      await request(off.server).get('/api/docs-json').expect(404);
    } finally {
      await off.close();
    }
  });
});

describe('Cache-Control on API JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('personal JSON (account, own profile with contact fields, billing) is no-store', async () => {
    const player = await signedIn(t.server, 'player.paid@demo.fj');
    for (const path of ['/api/auth/user', '/api/players/me', '/api/subscription/status']) {
      const res = await player.get(path).expect(200);
      expect({ path, cache: res.headers['cache-control'] }).toEqual({ path, cache: 'no-store' });
    }
    const me = (await player.get('/api/players/me').expect(200)).body as { id: string };
    const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const profile = await recruiter.get(`/api/players/${me.id}`).expect(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    // Errors too (they can echo input).
    expect((await request(t.server).get('/api/auth/user').expect(401)).headers['cache-control']).toBe('no-store');
  });

  it('a handler that sets its own caching keeps it', async () => {
    const res = await request(t.server).get('/api/remotes').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('connection timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'fiji-timeouts-')),
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_BODY_TIMEOUT_MS: '1000',
      HTTP_IDLE_TIMEOUT_MS: '1000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Opens a raw connection, writes `first`, then `drip` every `everyMs`; resolves when the server closes it. */
  function dripUntilClosed(first: string, drip: string, everyMs: number, giveUpMs: number): Promise<{ closedAfterMs: number | null; received: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket: Socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (d) => (received += d.toString('latin1')));
      socket.on('error', () => undefined);
      socket.write(first);
      const timer = setInterval(() => socket.writable && socket.write(drip), everyMs);
      const finish = (closedAfterMs: number | null) => {
        clearInterval(timer);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ closedAfterMs, received });
      };
      const giveUp = setTimeout(() => finish(null), giveUpMs);
      socket.on('close', () => finish(Date.now() - started));
    });
  }

  it('a slow-drip header connection is closed after the header timeout', async () => {
    const r = await dripUntilClosed('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n', 200, 8000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(3500);
  });

  it('a slow-drip JSON body is answered 408 REQUEST_TIMEOUT and closed after the body timeout', async () => {
    const head = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
    const r = await dripUntilClosed(head, ' ', 200, 8000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(3500);
    expect(r.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.received).toMatch(/"code":"REQUEST_TIMEOUT"/);
  });

  it('an idle connection that sends nothing is closed', async () => {
    const r = await dripUntilClosed('', '', 60_000, 8000);
    expect(r.closedAfterMs).not.toBeNull();
    expect(r.closedAfterMs!).toBeLessThan(3500);
  });

  it('a slow upload that keeps making progress completes (longer than every timeout), and a stalled one resumes', async () => {
    const player = await newPlayer(t);
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, player.playerId), 'player_pro');
    const body = fakeMp4(12 * 64 * 1024);
    const { uploadURL } = await uploadUrl(player.agent);

    const slowPut = (url: string, bytes: Buffer, headers: Record<string, string>, stallAfter?: number) =>
      new Promise<{ status: number | null; text: string }>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let received = '';
        socket.on('data', (d) => (received += d.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          const m = /^HTTP\/1\.1 (\d{3})/.exec(received);
          resolve({ status: m ? Number(m[1]) : null, text: received });
        });
        const lines = Object.entries({ Host: 'localhost', 'Content-Type': 'video/mp4', 'Content-Length': String(bytes.length), Connection: 'close', ...headers });
        socket.write(`PUT ${url} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`);
        void (async () => {
          for (let at = 0; at < bytes.length; at += 64 * 1024) {
            if (stallAfter !== undefined && at >= stallAfter) return; // stop sending: the server's idle timeout cuts it
            socket.write(bytes.subarray(at, at + 64 * 1024));
            await sleep(200);
          }
        })();
      });

    // 12 chunks, 200 ms apart: ~2.4 s in all, more than twice each timeout (1 s).
    const started = Date.now();
    const whole = await slowPut(uploadURL, body, {});
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(whole.status).toBe(200);

    // A second upload stalls halfway: the idle timeout closes it, and it resumes from the server's offset.
    const second = await uploadUrl(player.agent);
    const stalled = await slowPut(second.uploadURL, body, {}, 6 * 64 * 1024);
    expect(stalled.status).toBeNull(); // cut, not answered
    let offset = 0;
    for (let i = 0; i < 20 && offset === 0; i++) {
      offset = Number((await request(t.server).head(second.uploadURL).expect(200)).headers['upload-offset']);
      if (offset === 0) await sleep(100);
    }
    expect(offset).toBeGreaterThan(0);
    const rest = await slowPut(second.uploadURL, body.subarray(offset), { 'Content-Range': `bytes ${offset}-${body.length - 1}/${body.length}` });
    expect(rest.status).toBe(200);
  });
});
