/**
 * The laptop default (`npm start` with no DATABASE_URL) runs the embedded PostgreSQL. The same app on
 * it must be as correct under concurrent writes as on the CI server: this boots the whole gateway on
 * a fresh embedded cluster and fires 50 sign-ups, then 50 profile creations, then 50 contact requests
 * at once (the earlier embedded engine answered a third of six simultaneous sign-ups with 500s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import request from 'supertest';
import { createApp } from '../src/core/bootstrap/create-app';
import { AppConfig } from '../src/core/config/app-config';
import { DatabaseRuntime } from '../src/core/database/database-runtime';
import { openDataSource, runMigrations } from '../src/core/database/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { runSeed } from '../src/database/seed';
import { dobForAge, uniqueEmail, type Agent } from './helpers';

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
