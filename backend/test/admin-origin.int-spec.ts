import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { createAdminOriginApp } from '../src/core/static/admin-origin';
import { createTestApp, type TestApp } from './app.factory';
import { totpCode } from './helpers';

/**
 * The admin console on its own origin (ADMIN_PORT, docs/admin.md "Two-factor sign-in and the console's
 * origin"): the admin listener's app in front of the same gateway, addressed as fiji.local:3901 while the
 * main site is fiji.local:3900 (ports do not separate cookies, so one session serves both).
 */
const MAIN = 'http://fiji.local:3900';
const ADMIN = 'http://fiji.local:3901';

/** Built front ends stand-ins: the shell's page and the admin remote's manifest. */
function staticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'fiji-admin-origin-'));
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  mkdirSync(join(root, 'mf-admin', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'shell', 'dist', 'mf-manifest.json'), '{"name":"shell"}');
  writeFileSync(join(root, 'mf-admin', 'dist', 'mf-manifest.json'), '{"name":"mf_admin"}');
  return root;
}

const cookieOf = (res: Response, prior = ''): string => {
  const set = res.headers['set-cookie'] as unknown as string[] | undefined;
  return set?.length ? set.map((c) => c.split(';')[0]).join('; ') : prior;
};

describe('the admin console on its own origin', () => {
  const root = staticRoot();
  let t: TestApp;
  let admin: Express;
  let cookie = '';
  const onAdmin = () => request(admin);

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PORT: '3901', STATIC_ROOT: root });
    admin = createAdminOriginApp(t.config, t.app.getHttpAdapter().getInstance(), 3900);
    // The admin signs in with the second step on the console's origin.
    const login = await onAdmin()
      .post('/api/auth/login')
      .set('Host', 'fiji.local:3901')
      .set('Origin', ADMIN)
      .send({ email: 'admin@demo.fj', password: DEMO_PASSWORD })
      .expect(200);
    expect(login.body.twoFactorRequired).toBe(true);
    cookie = cookieOf(login);
    const verified = await onAdmin()
      .post('/api/auth/2fa/verify')
      .set('Host', 'fiji.local:3901')
      .set('Origin', ADMIN)
      .set('Cookie', cookie)
      .send({ code: await totpCode() })
      .expect(200);
    cookie = cookieOf(verified, cookie);
  });
  afterAll(async () => t?.close());

  it('the main site sends /admin and below to the admin origin; API calls and other pages stay', async () => {
    const res = await request(t.server).get('/admin/users?q=Ana').set('Host', 'fiji.local:3900').expect(302);
    expect(res.headers.location).toBe(`${ADMIN}/admin/users?q=Ana`);
    expect((await request(t.server).get('/admin').set('Host', 'fiji.local:3900').expect(302)).headers.location).toBe(`${ADMIN}/admin`);
    await request(t.server).get('/api/admin/stats').set('Host', 'fiji.local:3900').expect(401);
    const pricing = await request(t.server).get('/pricing').set('Host', 'fiji.local:3900').expect(200);
    expect(pricing.text).toContain('<title>shell</title>');
    // "/administrators" is not under /admin
    await request(t.server).get('/administrators').set('Host', 'fiji.local:3900').expect(200);
  });

  it('the admin origin serves the console, sign-in and Profile Settings, and sends any other page to the main site', async () => {
    for (const path of ['/admin', '/admin/moderation', '/signin', '/demo-login', '/profile']) {
      const res = await onAdmin().get(path).set('Host', 'fiji.local:3901');
      expect([path, res.status, res.text]).toEqual([path, 200, expect.stringContaining('<title>shell</title>')]);
    }
    expect((await onAdmin().get('/').set('Host', 'fiji.local:3901').expect(302)).headers.location).toBe(`${MAIN}/`);
    expect((await onAdmin().get('/player/abc?tab=1').set('Host', 'fiji.local:3901').expect(302)).headers.location).toBe(`${MAIN}/player/abc?tab=1`);
    // The remote list names the admin remote on this origin, which serves it (not the shell's manifest of the same name).
    const remotes = await onAdmin().get('/api/remotes').set('Host', 'fiji.local:3901').expect(200);
    expect(remotes.body.remotes.find((r: { name: string }) => r.name === 'mf_admin').entry).toBe(`${ADMIN}/mf-manifest.json`);
    expect((await onAdmin().get('/mf-manifest.json').set('Host', 'fiji.local:3901').expect(200)).body).toEqual({ name: 'mf_admin' });
    expect(remotes.headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/fiji\.local:3901/);
  });

  it("the admin's session works on both origins; writes from the admin origin pass, a foreign origin's fail", async () => {
    const stats = await onAdmin().get('/api/admin/stats').set('Host', 'fiji.local:3901').set('Cookie', cookie).expect(200);
    expect(typeof stats.body.totalPlayers).toBe('number');
    const me = await request(t.server).get('/api/auth/user').set('Host', 'fiji.local:3900').set('Cookie', cookie).expect(200);
    expect(me.body.email).toBe('admin@demo.fj');

    const write = () => onAdmin().post('/api/notifications/read-all').set('Host', 'fiji.local:3901').set('Cookie', cookie);
    expect((await write().set('Origin', ADMIN).expect(200)).body).toEqual({ ok: true });
    const foreign = await write().set('Origin', 'https://evil.example').expect(403);
    expect(foreign.body.code).toBe('CROSS_SITE_REFUSED');
    await write().set('Origin', 'http://fiji.local:3902').expect(403); // another port is another origin
  });

  it('without ADMIN_PORT /admin stays on the main site', async () => {
    await t.close();
    const plain = await createTestApp({ STATIC_ROOT: root });
    try {
      const res = await request(plain.server).get('/admin').set('Host', 'fiji.local:3900').expect(200);
      expect(res.text).toContain('<title>shell</title>');
    } finally {
      await plain.close();
      t = undefined as unknown as TestApp;
    }
  });
});
