import request from 'supertest';
import { INTEREST_LEVELS, SOCIAL_MESSAGES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, anyRequestId } from './helpers';
import { newAccount, newPlayer, settle, waitForNotifications } from './social-fixtures';

describe('interests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsFor = (playerId: string) =>
    t.dataSource.query(`SELECT interest_level::text AS level FROM interests WHERE player_id = $1`, [playerId]) as Promise<{ level: string }[]>;

  it('needs a session', async () => {
    const { playerId } = await newPlayer(t);
    await request(t.server).post('/api/interests').send({ playerId, interestLevel: 'interested' }).expect(401);
    await request(t.server).delete(`/api/interests/${playerId}`).expect(401);
    await request(t.server).get(`/api/interests/player/${playerId}`).expect(401);
    await request(t.server).get('/api/interests/recruiter/me').expect(401);
  });

  it('create (201), replace (200), list both ways, then delete', async () => {
    const player = await newPlayer(t, { firstName: 'Josua' });
    // A fresh sign-up has no recruiting profile yet: one is made on first use.
    const coach = await newAccount(t, 'coach', { firstName: 'Coachy' });
    expect(await t.dataSource.query(`SELECT 1 FROM recruiters WHERE user_id = $1`, [coach.userId])).toHaveLength(0);

    const created = await coach.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'interested' }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      playerId: player.playerId,
      interestLevel: 'interested',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await t.dataSource.query(`SELECT 1 FROM recruiters WHERE user_id = $1`, [coach.userId])).toHaveLength(1);

    const replaced = await coach.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'priority' }).expect(200);
    expect(replaced.body).toMatchObject({ id: created.body.id, interestLevel: 'priority' });
    expect(await rowsFor(player.playerId)).toEqual([{ level: 'priority' }]);

    const forPlayer = (await player.agent.get(`/api/interests/player/${player.playerId}`).expect(200)).body;
    expect(forPlayer).toEqual({
      total: 1,
      results: [
        {
          id: created.body.id,
          playerId: player.playerId,
          interestLevel: 'priority',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          recruiter: {
            roleTitle: null,
            org: null,
            user: { firstName: 'Coachy', lastName: 'User', fullName: 'Coachy User', profileImageUrl: null },
          },
        },
      ],
    });

    const mine = (await coach.agent.get('/api/interests/recruiter/me').expect(200)).body;
    expect(mine).toEqual({
      total: 1,
      results: [
        {
          id: created.body.id,
          playerId: player.playerId,
          interestLevel: 'priority',
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          player: {
            id: player.playerId,
            school: 'Queen Victoria School',
            positions: ['Hooker', 'Lock'],
            positionsMore: 0,
            user: { id: player.userId, fullName: 'Josua User', firstName: 'Josua', lastName: 'User', profileImageUrl: null },
          },
        },
      ],
    });

    await coach.agent.delete(`/api/interests/${player.playerId}`).expect(200, { ok: true });
    expect(await rowsFor(player.playerId)).toEqual([]);
    expect((await coach.agent.get('/api/interests/recruiter/me').expect(200)).body).toEqual({ total: 0, results: [] });
    expect((await player.agent.get(`/api/interests/player/${player.playerId}`).expect(200)).body).toEqual({ total: 0, results: [] });
    await coach.agent.delete(`/api/interests/${player.playerId}`).expect(200, { ok: true });
  });

  it("a recruiter's interest shows their role title and organisation", async () => {
    const player = await newPlayer(t);
    const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const [me] = await t.dataSource.query(
      `SELECT r.role_title, o.name FROM users u JOIN recruiters r ON r.user_id = u.id LEFT JOIN orgs o ON o.id = r.org_id WHERE u.email = 'recruiter.paid@demo.fj'`,
    );
    await recruiter.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'very_interested' }).expect(201);
    const list = (await player.agent.get(`/api/interests/player/${player.playerId}`).expect(200)).body;
    expect(list.results[0].recruiter).toMatchObject({ roleTitle: me.role_title, org: me.name ? { name: me.name } : null });
    await recruiter.delete(`/api/interests/${player.playerId}`).expect(200);
  });

  it('only recruiting roles mark interest (403 otherwise), and nothing is written', async () => {
    const player = await newPlayer(t);
    const mentor = await newAccount(t, 'mentor');
    const otherPlayer = await newPlayer(t);
    const admin = await signedIn(t.server, 'admin@demo.fj');
    for (const agent of [mentor.agent, otherPlayer.agent, admin]) {
      const res = await agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'interested' }).expect(403);
      expect(res.body).toEqual(anyRequestId({ statusCode: 403, code: 'FORBIDDEN', message: SOCIAL_MESSAGES.interestRoles }));
      await agent.delete(`/api/interests/${player.playerId}`).expect(403);
      await agent.get('/api/interests/recruiter/me').expect(403);
    }
    expect(await rowsFor(player.playerId)).toEqual([]);
    for (const role of ['recruiter', 'club', 'union', 'agent'] as const) {
      const account = await newAccount(t, role);
      await account.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'interested' }).expect(201);
    }
    expect((await mentor.agent.get(`/api/interests/player/${player.playerId}`).expect(200)).body.total).toBe(4);
  });

  it('an invalid level or player id is a 400 naming the field', async () => {
    const player = await newPlayer(t);
    const club = await newAccount(t, 'club');
    const bad = await club.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'obsessed' }).expect(400);
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', errors: { interestLevel: SOCIAL_MESSAGES.interestLevel } });
    expect(bad.body.message).toEqual([SOCIAL_MESSAGES.interestLevel]);
    const missing = await club.agent.post('/api/interests').send({}).expect(400);
    expect(missing.body.errors).toEqual({ playerId: SOCIAL_MESSAGES.playerRequired, interestLevel: SOCIAL_MESSAGES.interestLevel });
    await club.agent.post('/api/interests').send({ playerId: 'nope', interestLevel: 'interested' }).expect(400);
    expect(await rowsFor(player.playerId)).toEqual([]);
  });

  it('every level is accepted and the player list puts the strongest first', async () => {
    const player = await newPlayer(t);
    for (const level of INTEREST_LEVELS) {
      const account = await newAccount(t, 'union', { firstName: level.replace('_', '') });
      await account.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: level }).expect(201);
    }
    const list = (await player.agent.get(`/api/interests/player/${player.playerId}`).expect(200)).body;
    expect(list.results.map((r: { interestLevel: string }) => r.interestLevel)).toEqual(['priority', 'very_interested', 'interested']);
  });

  it('a profile the recruiter may not see is 404 "Player Not Found"', async () => {
    const privatePlayer = await newPlayer(t, { visibility: 'private' });
    const recruitersOnly = await newPlayer(t, { visibility: 'recruiters' });
    const unverified = await newAccount(t, 'recruiter');
    const verified = await newAccount(t, 'recruiter', { verified: true });
    for (const agent of [unverified.agent, verified.agent]) {
      const res = await agent.post('/api/interests').send({ playerId: privatePlayer.playerId, interestLevel: 'interested' }).expect(404);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
      await agent.get(`/api/interests/player/${privatePlayer.playerId}`).expect(404);
    }
    await unverified.agent.post('/api/interests').send({ playerId: recruitersOnly.playerId, interestLevel: 'interested' }).expect(404);
    await verified.agent.post('/api/interests').send({ playerId: recruitersOnly.playerId, interestLevel: 'interested' }).expect(201);
    // The profile turns private: it leaves the recruiter's own list.
    await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [recruitersOnly.playerId]);
    expect((await verified.agent.get('/api/interests/recruiter/me').expect(200)).body).toEqual({ total: 0, results: [] });
    expect((await recruitersOnly.agent.get(`/api/interests/player/${recruitersOnly.playerId}`).expect(200)).body.total).toBe(1);
  });

  it('notifies the player on a new interest and on a level change, not on a repeat', async () => {
    const player = await newPlayer(t);
    const club = await newAccount(t, 'club', { firstName: 'Lautoka' });
    await club.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'very_interested' }).expect(201);
    const first = await waitForNotifications(player.agent, 'interest_marked');
    expect(first).toEqual([
      expect.objectContaining({ title: 'New interest', message: 'Lautoka User marked you as Very Interested.' }),
    ]);
    await club.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'very_interested' }).expect(200);
    await club.agent.post('/api/interests').send({ playerId: player.playerId, interestLevel: 'priority' }).expect(200);
    const after = await waitForNotifications(player.agent, 'interest_marked', 2);
    await settle();
    const all = await waitForNotifications(player.agent, 'interest_marked', 3, 0);
    expect(after.map((n) => n.message)).toContain('Lautoka User marked you as Priority.');
    expect(all).toHaveLength(2);
  });

  it("never sends a minor's contact fields in interest lists", async () => {
    const minor = await newPlayer(t, { age: 16 });
    const agentRole = await newAccount(t, 'agent');
    await agentRole.agent.post('/api/interests').send({ playerId: minor.playerId, interestLevel: 'interested' }).expect(201);
    const texts = [
      (await agentRole.agent.get('/api/interests/recruiter/me').expect(200)).text,
      (await agentRole.agent.get(`/api/interests/player/${minor.playerId}`).expect(200)).text,
    ];
    expect(texts[0]).toContain(minor.playerId);
    for (const text of texts) {
      expect(text).not.toContain(minor.contactEmail);
      expect(text).not.toContain(minor.contactPhone);
      expect(text).not.toMatch(/contactEmail|contactPhone|"email"|"phone"/);
    }
  });
});
