import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { AppConfig } from '../src/core/config/app-config';
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

  // job_records are the durable part and behave the same in both modes; these tests boot apps back to back,
  // which in Bull mode races ioredis teardown ("Connection is closed."), so they use in-process mode.
  // The Bull path itself is covered by every suite run with REDIS_URL set (contact mail, fan-out).
  describe('durable jobs (in-process mode)', () => {
    const inProcess = { REDIS_URL: undefined };
    it('re-runs a mail job left pending by a previous process when the server starts', async () => {
      const email = `durable.${Date.now()}@example.test`;
      const first = await createTestApp(inProcess);
      let submissionId: string;
      try {
        [{ id: submissionId }] = await first.dataSource.query(
          `INSERT INTO contact_submissions (first_name, last_name, email, subject, message) VALUES ('Ana', 'Lomu', $1, 'Resumed', 'Queued before a crash') RETURNING id`,
          [email],
        );
        // what enqueue() leaves behind when the process dies before the job ran
        await first.dataSource.query(`INSERT INTO job_records (queue, name, payload, status) VALUES ('jobs', 'mail.contact', $1, 'pending')`, [
          JSON.stringify({ submissionId }),
        ]);
      } finally {
        await first.close();
      }
      const second = await createTestApp(inProcess);
      try {
        const mailDir = join(second.config.dataDir, 'mail');
        const deadline = Date.now() + 15_000;
        let status = '';
        while (Date.now() < deadline) {
          const [row] = await second.dataSource.query(`SELECT status FROM job_records WHERE payload->>'submissionId' = $1`, [submissionId]);
          status = row.status;
          if (status === 'done') break;
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(status).toBe('done');
        const mails = existsSync(mailDir) ? readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), 'utf8')) : [];
        expect(mails.filter((m) => m.includes(email)).length).toBe(2);
      } finally {
        await second.close();
      }
    });

    it('refuses to start when a stored job has no handler', async () => {
      const probe = await createTestApp(inProcess);
      await probe.dataSource.query(`INSERT INTO job_records (queue, name, payload, status) VALUES ('jobs', 'legacy.unknown', '{}', 'pending')`);
      await probe.close();
      try {
        await expect(createTestApp(inProcess)).rejects.toThrow('No handler registered for job "legacy.unknown"');
      } finally {
        // no app can start while the row exists: clean up through a plain connection
        const c = new Client({ connectionString: process.env.DATABASE_URL });
        await c.connect();
        await c.query(`DELETE FROM job_records WHERE name = 'legacy.unknown'`);
        await c.end();
      }
      const after = await createTestApp(inProcess);
      await after.close();
    });
  });

  describe('PROCESS_ROLE', () => {
    const env = (vars: Record<string, string | undefined>) => ({ ...process.env, NODE_ENV: 'test', ...vars });

    it('defaults to all, accepts api and worker with the queue they need, and refuses anything else', () => {
      expect(AppConfig.fromEnv(env({ PROCESS_ROLE: undefined })).processRole).toBe('all');
      expect(AppConfig.fromEnv(env({ PROCESS_ROLE: 'all', REDIS_URL: undefined })).runsBackgroundWork).toBe(true);
      const apiRole = AppConfig.fromEnv(env({ PROCESS_ROLE: 'api', REDIS_URL: 'redis://127.0.0.1:6379' }));
      expect([apiRole.processRole, apiRole.runsBackgroundWork]).toEqual(['api', false]);
      expect(AppConfig.fromEnv(env({ PROCESS_ROLE: 'Worker', REDIS_URL: 'redis://127.0.0.1:6379' })).processRole).toBe('worker');
      expect(() => AppConfig.fromEnv(env({ PROCESS_ROLE: 'web' }))).toThrow('PROCESS_ROLE must be all, api or worker');
    });

    it('refuses an api or a worker without REDIS_URL, and a worker without DATABASE_URL', () => {
      expect(() => AppConfig.fromEnv(env({ PROCESS_ROLE: 'api', REDIS_URL: '' }))).toThrow('PROCESS_ROLE=api needs REDIS_URL');
      expect(() => AppConfig.fromEnv(env({ PROCESS_ROLE: 'worker', REDIS_URL: undefined }))).toThrow('PROCESS_ROLE=worker needs REDIS_URL');
      expect(() => AppConfig.fromEnv(env({ PROCESS_ROLE: 'worker', DATABASE_URL: '' }))).toThrow('PROCESS_ROLE=worker needs DATABASE_URL');
    });
  });
});
