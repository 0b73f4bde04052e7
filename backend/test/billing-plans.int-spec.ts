/**
 * GET /api/billing/plans (docs/billing.md "Screens"): FJD is shown first only to a caller known to be in
 * Fiji, a player whose profile names a province; every other caller, visitors included, gets USD first.
 */
import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { freeRecruiter } from './recruiting-fixtures';
import { newAccount, newPlayer } from './social-fixtures';

describe('billing: the catalogue and who sees FJD first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('preferFjd is true for a player with a province on record and false for everyone else', async () => {
    const visitor = await request(t.server).get('/api/billing/plans').expect(200);
    expect(visitor.body.preferFjd).toBe(false);

    const player = await newPlayer(t, { age: 22 });
    const [{ province }] = await t.dataSource.query(`SELECT province FROM players WHERE id = $1`, [player.playerId]);
    expect(province).toBeTruthy();
    expect((await player.agent.get('/api/billing/plans').expect(200)).body.preferFjd).toBe(true);

    await t.dataSource.query(`UPDATE players SET province = NULL WHERE id = $1`, [player.playerId]);
    expect((await player.agent.get('/api/billing/plans').expect(200)).body.preferFjd).toBe(false);

    const noProfile = await newAccount(t, 'player');
    expect((await noProfile.agent.get('/api/billing/plans').expect(200)).body.preferFjd).toBe(false);
    const recruiter = await freeRecruiter(t);
    expect((await recruiter.agent.get('/api/billing/plans').expect(200)).body.preferFjd).toBe(false);
  });

  it('a checkout naming playerId or mentorId is refused naming the field (the add-on is for the caller; the mentor is chosen on the feedback request)', async () => {
    const player = await newPlayer(t, { age: 22 });
    for (const field of ['playerId', 'mentorId']) {
      const res = await player.agent.post('/api/billing/checkout').send({ addon: 'profile_boost', [field]: player.playerId }).expect(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });
});
