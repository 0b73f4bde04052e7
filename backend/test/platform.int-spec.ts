import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { QueryFailedError } from 'typeorm';
import { httpFromDatabaseError } from '../src/core/errors/database-errors';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, signedUp, anyRequestId } from './helpers';

/** Gateway-wide behaviour: errors, health, remotes, static files, docs, headers. */
/** Buffers any body as bytes (superagent has already decoded the Content-Encoding). */
const rawBody = (res: unknown, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

const BIG_JS = `export const players = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'Waisale Serevi' })))};`;

describe('gateway', () => {
  let t: TestApp;
  let staticRoot: string;
  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'fiji-static-'));
    const file = (rel: string, content: string) => {
      mkdirSync(join(staticRoot, rel, '..'), { recursive: true });
      writeFileSync(join(staticRoot, rel), content);
    };
    file('shell/dist/index.html', '<!doctype html><title>shell</title>');
    file('shell/dist/main.0123456789abcdef.js', 'console.log(1)');
    file('mf-player/dist/mf-manifest.json', '{"id":"mf_player"}');
    file('mf-player/dist/remoteEntry.abcdef0123456789.js', 'var mf_player;');
    // What libs/mf-config/src/precompress.mjs writes next to a built asset.
    file('shell/dist/app.fedcba9876543210.js', BIG_JS);
    writeFileSync(join(staticRoot, 'shell/dist/app.fedcba9876543210.js.br'), brotliCompressSync(BIG_JS));
    writeFileSync(join(staticRoot, 'shell/dist/app.fedcba9876543210.js.gz'), gzipSync(BIG_JS));
    writeFileSync(join(staticRoot, 'shell/dist/index.html.br'), brotliCompressSync('<!doctype html><title>shell</title>'));
    t = await createTestApp({ STATIC_ROOT: staticRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  describe('errors', () => {
    it('unknown /api route is a JSON 404', async () => {
      const res = await request(t.server).get('/api/no-such-thing').expect(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'NOT_FOUND', message: 'Cannot GET /api/no-such-thing' }));
      await request(t.server).post('/api/no-such-thing').send({}).expect(404);
    });

    it('every response carries an X-Request-Id; a caller\'s own id is kept, a malformed one replaced', async () => {
      const a = await request(t.server).get('/api/health');
      const b = await request(t.server).get('/api/no-such-thing');
      expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
      const mine = await request(t.server).get('/api/health').set('X-Request-Id', 'lb-7f3a9c21e0');
      expect(mine.headers['x-request-id']).toBe('lb-7f3a9c21e0');
      const bad = await request(t.server).get('/api/health').set('X-Request-Id', 'x y<script>');
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('malformed JSON is a JSON 400, not a 500', async () => {
      const res = await request(t.server).post('/api/contact').set('Content-Type', 'application/json').send('{"firstName": ').expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(typeof res.body.message).toBe('string');
    });

    it('an invalid uuid parameter is 400 and an unknown one 404, never 500', async () => {
      const admin = await signedIn(t.server, 'admin@demo.fj');
      const bad = await admin.post('/api/admin/verify-player/not-a-uuid').expect(400);
      expect(bad.body).toEqual(anyRequestId({ statusCode: 400, code: 'BAD_REQUEST', message: 'Validation failed (uuid is expected)' }));
      await admin.post('/api/admin/verify-player/00000000-0000-4000-8000-000000000000').expect(404);
    });

    it('a database error on bad input is a 4xx (filter maps SQLSTATE class 22/23)', async () => {
      const err = new QueryFailedError('select', [], Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }));
      expect(httpFromDatabaseError(err)).toEqual({ status: 400, message: 'Invalid input' });
    });
  });

  it('GET /api/health', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: process.env.REDIS_URL ? 'up' : 'in-process' });
  });

  describe('remotes', () => {
    it('lists the four remotes on this origin by default', async () => {
      const res = await request(t.server).get('/api/remotes').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toEqual({
        remotes: [
          { name: 'mf_player', entry: '/remotes/mf-player/mf-manifest.json' },
          { name: 'mf_recruiting', entry: '/remotes/mf-recruiting/mf-manifest.json' },
          { name: 'mf_mentoring', entry: '/remotes/mf-mentoring/mf-manifest.json' },
          { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
        ],
      });
    });

  });

  describe('static front ends', () => {
    it('sends the precompressed copy the client accepts, with the original type and caching', async () => {
      const get = (path: string, accept: string) => request(t.server).get(path).set('Accept-Encoding', accept).buffer(true).parse(rawBody);
      const br = await get('/app.fedcba9876543210.js', 'gzip, deflate, br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(BIG_JS).length);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect((br.body as Buffer).toString()).toBe(BIG_JS);
      const gz = await get('/app.fedcba9876543210.js', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect((gz.body as Buffer).toString()).toBe(BIG_JS);
      const plain = await get('/app.fedcba9876543210.js', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((plain.body as Buffer).toString()).toBe(BIG_JS);
      // The SPA's index.html too, on / and on client routes.
      for (const path of ['/', '/player/123']) {
        const page = await get(path, 'br').expect(200);
        expect(page.headers['content-encoding']).toBe('br');
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect((page.body as Buffer).toString()).toContain('<title>shell</title>');
      }
    });

    it('compresses API JSON for clients that accept it', async () => {
      const res = await request(t.server).get('/api/featured-organizations').set('Accept-Encoding', 'gzip').expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.results.length).toBeGreaterThan(0);
    });

    it('serves the shell with SPA fallback for client routes only', async () => {
      const root = await request(t.server).get('/').expect(200);
      expect(root.text).toContain('<title>shell</title>');
      expect(root.headers['cache-control']).toBe('no-cache');
      const deep = await request(t.server).get('/player/123').expect(200);
      expect(deep.text).toContain('<title>shell</title>');
      const js = await request(t.server).get('/main.0123456789abcdef.js').expect(200);
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // a missing .js is a 404, never index.html
      const missing = await request(t.server).get('/main.missing.js').expect(404);
      expect(missing.text).not.toContain('<title>shell</title>');
      await request(t.server).get('/remotes/mf-player/missing.js').expect(404);
      // /api is never the SPA
      await request(t.server).get('/api/nothing-here').expect(404);
    });

    it('serves remotes under /remotes/<folder>/ with CORS on the manifest', async () => {
      const manifest = await request(t.server).get('/remotes/mf-player/mf-manifest.json').set('Origin', 'http://elsewhere:4000').expect(200);
      expect(manifest.headers['access-control-allow-origin']).toBe('*');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const entry = await request(t.server).get('/remotes/mf-player/remoteEntry.abcdef0123456789.js').expect(200);
      expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });
  });

  it('sets security headers (helmet CSP) and logs nothing sensitive', async () => {
    const res = await request(t.server).get('/api/auth/demo-accounts').expect(200);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI docs at /api/docs', async () => {
    await request(t.server).get('/api/docs').expect(200).expect('Content-Type', /html/);
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(Object.keys(json.body.paths)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/contact', '/api/health', '/api/remotes']));
  });

  describe('areas', () => {
    it('GET /api/players/me: own profile for a player, 404 without one, 403 for other roles', async () => {
      const player = await signedIn(t.server, 'player.paid@demo.fj');
      const me = (await player.get('/api/players/me').expect(200)).body;
      expect(me.user.firstName).toBeTruthy();
      expect(Array.isArray(me.positions)).toBe(true);
      const fresh = await signedUp(t.server, { role: 'player' });
      const none = await fresh.agent.get('/api/players/me').expect(404);
      expect(none.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
      const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
      await recruiter.get('/api/players/me').expect(403);
      await request(t.server).get('/api/players/me').expect(401);
    });

    it('GET /api/organizations: preview for visitors, full for clubs', async () => {
      const anon = (await request(t.server).get('/api/organizations').query({ province: 'Suva' }).expect(200)).body;
      expect(anon.preview).toBe(true);
      expect(anon.total).toBeGreaterThan(0);
      for (const o of anon.results) {
        expect(o.province).toBe('Suva');
        expect(o).not.toHaveProperty('contactEmail');
        expect(o.ageGroups.length).toBeLessThanOrEqual(2);
      }
      const club = await signedIn(t.server, 'club@demo.fj');
      const full = (await club.get('/api/organizations').query({ province: 'Suva' }).expect(200)).body;
      expect(full.preview).toBe(false);
      await request(t.server).get('/api/organizations').query({ orgType: 'bank' }).expect(400);
    });

    it('GET /api/mentors lists mentors, a page at a time', async () => {
      const { results, nextCursor } = (await request(t.server).get('/api/mentors').expect(200)).body;
      expect(results.length).toBeGreaterThan(0);
      expect(results[0]).toHaveProperty('user.firstName');
      expect(nextCursor === null || typeof nextCursor === 'string').toBe(true);
    });

    it('admin: live stats, pending list, verify notifies the player; others get 403', async () => {
      const admin = await signedIn(t.server, 'admin@demo.fj');
      const stats = (await admin.get('/api/admin/stats').expect(200)).body;
      expect(stats.totalPlayers).toBeGreaterThan(0);
      const pending = (await admin.get('/api/admin/pending-verifications').expect(200)).body;
      expect(pending.length).toBe(Math.min(stats.pendingVerifications, 50));
      if (pending.length > 0) {
        const target = pending[0];
        await admin.post(`/api/admin/verify-player/${target.id}`).expect(200, { ok: true });
        const [{ user_id }] = await t.dataSource.query('SELECT user_id FROM players WHERE id = $1', [target.id]);
        const notes = await t.dataSource.query(`SELECT title FROM notifications WHERE user_id = $1 AND type = 'verification'`, [user_id]);
        expect(notes).toEqual([{ title: 'Profile verified' }]);
        const after = (await admin.get('/api/admin/stats').expect(200)).body;
        expect(after.pendingVerifications).toBe(stats.pendingVerifications - 1);
      }
      const mentor = await signedIn(t.server, 'mentor@demo.fj');
      const denied = await mentor.get('/api/admin/stats').expect(403);
      expect(denied.body.message).toBe('Admin access required to view this page.');
    });
  });
});
