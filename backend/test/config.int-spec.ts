import request from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { createTestApp } from './app.factory';

/**
 * Behaviour that depends on configuration: each test boots its own app with its own env and
 * closes it before the next (passport is a process-wide singleton: one live app at a time).
 */
describe('configuration-dependent behaviour', () => {
  describe('remotes', () => {
    it('honours REMOTE_MF_ADMIN_URL (origin or manifest URL) and lets the CSP load it', async () => {
      const other = await createTestApp({ REMOTE_MF_ADMIN_URL: 'http://admin.localhost:3001', ADMIN_PORT: '3001' });
      try {
        const res = await request(other.server).get('/api/remotes').expect(200);
        expect(res.body.remotes.find((r: { name: string }) => r.name === 'mf_admin').entry).toBe('http://admin.localhost:3001/mf-manifest.json');
        expect(res.body.remotes.find((r: { name: string }) => r.name === 'mf_player').entry).toBe('/remotes/mf-player/mf-manifest.json');
        expect(res.headers['content-security-policy']).toMatch(/script-src 'self' http:\/\/admin\.localhost:3001/);
      } finally {
        await other.close();
      }
      const third = await createTestApp({ REMOTE_MF_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' });
      try {
        const res = await request(third.server).get('/api/remotes').expect(200);
        expect(res.body.remotes[3]).toEqual({ name: 'mf_admin', entry: 'https://cdn.example/admin/mf-manifest.json' });
      } finally {
        await third.close();
      }
    });

    it('with ADMIN_PORT alone the admin remote comes from that port on the same host', async () => {
      const other = await createTestApp({ ADMIN_PORT: '3901' });
      try {
        const res = await request(other.server).get('/api/remotes').set('Host', 'fiji.local:3000').expect(200);
        expect(res.body.remotes[3]).toEqual({ name: 'mf_admin', entry: 'http://fiji.local:3901/mf-manifest.json' });
      } finally {
        await other.close();
      }
    });
  });

  it('CORS with credentials only for CORS_ORIGINS', async () => {
    const other = await createTestApp({ CORS_ORIGINS: 'https://partner.example' });
    try {
      const ok = await request(other.server).options('/api/auth/user').set('Origin', 'https://partner.example').set('Access-Control-Request-Method', 'GET');
      expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const no = await request(other.server).get('/api/auth/demo-accounts').set('Origin', 'https://evil.example').expect(200);
      expect(no.headers['access-control-allow-origin']).toBeUndefined();
      // the configured origin may also POST (Origin check)
      await request(other.server)
        .post('/api/auth/demo-login')
        .set('Origin', 'https://partner.example')
        .send({ username: 'player.paid@demo.fj', password: DEMO_PASSWORD })
        .expect(200);
    } finally {
      await other.close();
    }
  });
});
