import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn } from './helpers';
import { newPlayer } from './social-fixtures';

describe('player metrics (GET /api/players/:id/metrics)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the latest value of each measured result with the one before, newest first', async () => {
    const player = await newPlayer(t);
    await t.dataSource.query(
      `INSERT INTO player_metrics (player_id, metric, value, unit, measured_at) VALUES
         ($1, '40m sprint', 5.10, 's', now() - interval '60 days'),
         ($1, '40m sprint', 4.95, 's', now() - interval '5 days'),
         ($1, 'Vertical jump', 61, 'cm', now() - interval '20 days')`,
      [player.playerId],
    );
    const club = await signedIn(t.server, 'club@demo.fj');
    const body = (await club.get(`/api/players/${player.playerId}/metrics`).expect(200)).body;
    expect(body).toEqual([
      { metric: '40m sprint', value: 4.95, unit: 's', measuredAt: expect.any(String), previousValue: 5.1 },
      { metric: 'Vertical jump', value: 61, unit: 'cm', measuredAt: expect.any(String), previousValue: null },
    ]);
    expect((await player.agent.get('/api/players/me/metrics').expect(200)).body).toHaveLength(2);
  });

  it('answers like a missing profile when the viewer may not see it; needs a session', async () => {
    const hidden = await newPlayer(t, { visibility: 'private' });
    const club = await signedIn(t.server, 'club@demo.fj');
    const res = await club.get(`/api/players/${hidden.playerId}/metrics`).expect(404);
    expect(res.body.message).toBe('Player Not Found');
    await request(t.server).get(`/api/players/${hidden.playerId}/metrics`).expect(401);
  });
});
