import request from 'supertest';
import { SOCIAL_MESSAGES, SOCIAL_ROLES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, signedIn, anyRequestId, sansRequestId } from './helpers';
import { newAccount, newPlayer, settle, waitForNotifications } from './social-fixtures';

describe('follows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session for every call', async () => {
    const { playerId } = await newPlayer(t);
    await request(t.server).post(`/api/players/${playerId}/follow`).expect(401);
    await request(t.server).delete(`/api/players/${playerId}/follow`).expect(401);
    await request(t.server).get(`/api/players/${playerId}/is-following`).expect(401);
    await request(t.server).get(`/api/players/${playerId}/followers/count`).expect(401);
    await request(t.server).get(`/api/players/${playerId}/followers`).expect(401);
    await request(t.server).get('/api/me/following').expect(401);
  });

  it('follow, is-following, count, followers list, me/following, unfollow', async () => {
    const player = await newPlayer(t, { firstName: 'Sevu' });
    const club = await newAccount(t, 'club', { firstName: 'Clubby' });
    const base = `/api/players/${player.playerId}`;

    expect((await club.agent.get(`${base}/is-following`).expect(200)).body).toEqual({ isFollowing: false });
    expect((await club.agent.get(`${base}/followers/count`).expect(200)).body).toEqual({ count: 0 });

    expect((await club.agent.post(`${base}/follow`).expect(201)).body).toEqual({ isFollowing: true, count: 1 });
    expect((await club.agent.get(`${base}/is-following`).expect(200)).body).toEqual({ isFollowing: true });
    expect((await player.agent.get(`${base}/followers/count`).expect(200)).body).toEqual({ count: 1 });

    const followers = (await player.agent.get(`${base}/followers`).expect(200)).body;
    expect(followers.total).toBe(1);
    expect(followers.results).toEqual([
      {
        id: expect.any(String),
        followerRole: 'club',
        followedAt: expect.any(String),
        user: { id: club.userId, fullName: 'Clubby User', firstName: 'Clubby', lastName: 'User', profileImageUrl: null },
      },
    ]);

    const following = (await club.agent.get('/api/me/following').expect(200)).body;
    expect(following.total).toBe(1);
    expect(following.results).toEqual([
      {
        id: player.playerId,
        school: 'Queen Victoria School',
        positions: ['Hooker', 'Lock'],
        positionsMore: 0,
        followedAt: expect.any(String),
        user: { id: player.userId, fullName: 'Sevu User', firstName: 'Sevu', lastName: 'User', profileImageUrl: null },
      },
    ]);

    expect((await club.agent.delete(`${base}/follow`).expect(200)).body).toEqual({ isFollowing: false, count: 0 });
    expect((await club.agent.get(`${base}/is-following`).expect(200)).body).toEqual({ isFollowing: false });
    expect((await club.agent.get('/api/me/following').expect(200)).body).toEqual({ total: 0, results: [] });
    // Unfollowing again is harmless.
    expect((await club.agent.delete(`${base}/follow`).expect(200)).body).toEqual({ isFollowing: false, count: 0 });
  });

  it("a free follower's list shows the paywall's preview of positions (2, then +N more); on a paid plan, all of them", async () => {
    const player = await newPlayer(t, { firstName: 'Manasa' });
    await t.dataSource.query(`UPDATE players SET positions = '{"Hooker","Lock","Flanker","Number 8"}' WHERE id = $1`, [player.playerId]);
    const club = await newAccount(t, 'club');
    await club.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    const entry = async () => ((await club.agent.get('/api/me/following').expect(200)).body as { results: Array<{ positions: string[]; positionsMore: number }> }).results[0];
    expect(await entry()).toMatchObject({ positions: ['Hooker', 'Lock'], positionsMore: 2 });
    await grantPlan(t.dataSource, club.userId, 'recruiter');
    expect(await entry()).toMatchObject({ positions: ['Hooker', 'Lock', 'Flanker', 'Number 8'], positionsMore: 0 });
  });

  it('following twice keeps one follow and does not fail', async () => {
    const player = await newPlayer(t);
    const mentor = await newAccount(t, 'mentor');
    const base = `/api/players/${player.playerId}`;
    await mentor.agent.post(`${base}/follow`).expect(201);
    const again = await mentor.agent.post(`${base}/follow`).expect(201);
    expect(again.body).toEqual({ isFollowing: true, count: 1 });
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM follows WHERE player_id = $1`, [player.playerId]);
    expect(rows[0].n).toBe(1);
  });

  it('only the social roles may follow (403 for a player and a coach)', async () => {
    const target = await newPlayer(t);
    const otherPlayer = await newPlayer(t);
    const coach = await newAccount(t, 'coach');
    for (const agent of [otherPlayer.agent, coach.agent]) {
      const res = await agent.post(`/api/players/${target.playerId}/follow`).expect(403);
      expect(res.body).toEqual(anyRequestId({ statusCode: 403, code: 'FORBIDDEN', message: SOCIAL_MESSAGES.followRoles }));
      await agent.get('/api/me/following').expect(403);
    }
    expect(SOCIAL_ROLES).not.toContain('coach');
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM follows WHERE player_id = $1`, [target.playerId]);
    expect(rows[0].n).toBe(0);
  });

  it('each social role can follow', async () => {
    const player = await newPlayer(t);
    const roles = SOCIAL_ROLES.filter((r) => r !== 'admin');
    for (const role of roles) {
      const account = await newAccount(t, role);
      await account.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    }
    const admin = await signedIn(t.server, 'admin@demo.fj');
    await admin.post(`/api/players/${player.playerId}/follow`).expect(201);
    const list = (await player.agent.get(`/api/players/${player.playerId}/followers`).expect(200)).body;
    expect(list.total).toBe(roles.length + 1);
    expect(list.results.map((r: { followerRole: string }) => r.followerRole).sort()).toEqual([...roles, 'admin'].sort());
    await admin.delete(`/api/players/${player.playerId}/follow`).expect(200);
  });

  it('an admin cannot follow their own player profile', async () => {
    const admin = await newAccount(t, 'club');
    // An account with a profile and a social role (an admin-made demo situation): make it admin.
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.userId]);
    const [row] = await t.dataSource.query(`INSERT INTO players (user_id) VALUES ($1) RETURNING id`, [admin.userId]);
    const res = await admin.agent.post(`/api/players/${row.id}/follow`).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: SOCIAL_MESSAGES.cannotFollowSelf });
  });

  it('a profile the follower may not see answers 404 "Player Not Found", like a missing one', async () => {
    const privatePlayer = await newPlayer(t, { visibility: 'private' });
    const recruitersOnly = await newPlayer(t, { visibility: 'recruiters' });
    const unverifiedClub = await newAccount(t, 'club');
    const mentor = await newAccount(t, 'mentor');
    const verifiedClub = await newAccount(t, 'club', { verified: true });

    for (const agent of [unverifiedClub.agent, mentor.agent, verifiedClub.agent]) {
      const res = await agent.post(`/api/players/${privatePlayer.playerId}/follow`).expect(404);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
      await agent.get(`/api/players/${privatePlayer.playerId}/is-following`).expect(404);
      await agent.get(`/api/players/${privatePlayer.playerId}/followers/count`).expect(404);
    }
    for (const agent of [unverifiedClub.agent, mentor.agent]) {
      await agent.post(`/api/players/${recruitersOnly.playerId}/follow`).expect(404);
    }
    await verifiedClub.agent.post(`/api/players/${recruitersOnly.playerId}/follow`).expect(201);

    const missing = await mentor.agent.post('/api/players/00000000-0000-4000-8000-000000000000/follow').expect(404);
    expect(missing.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
    await mentor.agent.post('/api/players/not-a-uuid/follow').expect(400);

    // An admin sees everything, so may follow a private profile.
    const admin = await signedIn(t.server, 'admin@demo.fj');
    await admin.post(`/api/players/${privatePlayer.playerId}/follow`).expect(201);
    await admin.delete(`/api/players/${privatePlayer.playerId}/follow`).expect(200);
  });

  it('a profile that becomes private leaves the following list; unfollowing it still removes the follow but answers like a missing one', async () => {
    const player = await newPlayer(t);
    const union = await newAccount(t, 'union');
    await union.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    expect((await union.agent.get('/api/me/following').expect(200)).body.total).toBe(1);
    await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [player.playerId]);
    expect((await union.agent.get('/api/me/following').expect(200)).body).toEqual({ total: 0, results: [] });
    const res = await union.agent.delete(`/api/players/${player.playerId}/follow`).expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' });
    const rows = await t.dataSource.query(`SELECT count(*)::int AS n FROM follows WHERE player_id = $1`, [player.playerId]);
    expect(rows[0].n).toBe(0);
  });

  it('every follow, interest and view endpoint answers a hidden profile byte for byte like a missing one', async () => {
    const privatePlayer = await newPlayer(t, { visibility: 'private' });
    const minorRecruitersOnly = await newPlayer(t, { visibility: 'recruiters', age: 17 });
    const missing = '00000000-0000-4000-8000-000000000000';
    // An unverified club sees neither; it followed both (and marked interest) before they were hidden,
    // and others follow them too, so a count in the answer would tell them apart.
    const club = await newAccount(t, 'club');
    for (const p of [privatePlayer, minorRecruitersOnly]) {
      for (let i = 0; i < 2; i += 1) {
        const other = await newAccount(t, 'mentor');
        await t.dataSource.query(`INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, 'mentor')`, [p.playerId, other.userId]);
      }
      await t.dataSource.query(`INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, 'club')`, [p.playerId, club.userId]);
    }
    const calls: Array<[string, (id: string) => Promise<request.Response>]> = [
      ['DELETE follow', (id) => club.agent.delete(`/api/players/${id}/follow`)],
      ['POST follow', (id) => club.agent.post(`/api/players/${id}/follow`)],
      ['GET is-following', (id) => club.agent.get(`/api/players/${id}/is-following`)],
      ['GET followers/count', (id) => club.agent.get(`/api/players/${id}/followers/count`)],
      ['GET followers', (id) => club.agent.get(`/api/players/${id}/followers`)],
      ['POST interest', (id) => club.agent.post('/api/interests').send({ playerId: id, interestLevel: 'priority' })],
      ['DELETE interest', (id) => club.agent.delete(`/api/interests/${id}`)],
      ['GET interests', (id) => club.agent.get(`/api/interests/player/${id}`)],
      ['POST profile-view', (id) => club.agent.post('/api/profile-views').send({ playerId: id })],
      ['GET profile-views', (id) => club.agent.get(`/api/profile-views/player/${id}`)],
      ['GET profile', (id) => club.agent.get(`/api/players/${id}`)],
      ['GET page', (id) => club.agent.get(`/api/players/${id}/page`)],
      ['GET highlights', (id) => club.agent.get(`/api/highlights/player/${id}`)],
      ['GET achievements', (id) => club.agent.get(`/api/achievements/player/${id}`)],
      ['GET metrics', (id) => club.agent.get(`/api/players/${id}/metrics`)],
    ];
    for (const [name, call] of calls) {
      const gone = await call(missing);
      for (const hidden of [privatePlayer.playerId, minorRecruitersOnly.playerId]) {
        const res = await call(hidden);
        expect({ name, status: res.status, body: sansRequestId(res.text) }).toEqual({ name, status: gone.status, body: sansRequestId(gone.text) });
      }
    }
  });

  it('the followers list is only for the player and admins; others get the count', async () => {
    const player = await newPlayer(t);
    const agentRole = await newAccount(t, 'agent');
    await agentRole.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    const other = await newAccount(t, 'mentor');
    const res = await other.agent.get(`/api/players/${player.playerId}/followers`).expect(403);
    expect(res.body).toEqual(anyRequestId({ statusCode: 403, code: 'FORBIDDEN', message: SOCIAL_MESSAGES.followersOwnerOnly }));
    await agentRole.agent.get(`/api/players/${player.playerId}/followers`).expect(403);
    expect((await other.agent.get(`/api/players/${player.playerId}/followers/count`).expect(200)).body).toEqual({ count: 1 });
    const admin = await signedIn(t.server, 'admin@demo.fj');
    expect((await admin.get(`/api/players/${player.playerId}/followers`).expect(200)).body.total).toBe(1);
  });

  it('notifies the player once per new follow (through the queue), naming the follower', async () => {
    const player = await newPlayer(t);
    const club = await newAccount(t, 'club', { firstName: 'Naitasiri' });
    await club.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    const found = await waitForNotifications(player.agent, 'follow');
    expect(found).toEqual([expect.objectContaining({ type: 'follow', title: 'New follower', message: 'Naitasiri User is now following you.' })]);
    await club.agent.post(`/api/players/${player.playerId}/follow`).expect(201);
    await settle();
    expect(await waitForNotifications(player.agent, 'follow', 2, 0)).toHaveLength(1);
  });

  it("names the follower's organisation when they have one", async () => {
    const player = await newPlayer(t);
    const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const [org] = await t.dataSource.query(
      `SELECT o.name, u.full_name, u.first_name, u.last_name FROM users u JOIN recruiters r ON r.user_id = u.id JOIN orgs o ON o.id = r.org_id
        WHERE u.email = 'recruiter.paid@demo.fj'`,
    );
    await recruiter.post(`/api/players/${player.playerId}/follow`).expect(201);
    const [n] = await waitForNotifications(player.agent, 'follow');
    const name = org.full_name ?? `${org.first_name} ${org.last_name}`;
    expect(n!.message).toBe(`${name} (${org.name}) is now following you.`);
    await recruiter.delete(`/api/players/${player.playerId}/follow`).expect(200);
  });

  it("never sends a minor's contact fields in follow lists", async () => {
    const minor = await newPlayer(t, { age: 17 });
    const mentor = await newAccount(t, 'mentor');
    await mentor.agent.post(`/api/players/${minor.playerId}/follow`).expect(201);
    const following = (await mentor.agent.get('/api/me/following').expect(200)).text;
    const followers = (await minor.agent.get(`/api/players/${minor.playerId}/followers`).expect(200)).text;
    expect(following).toContain(minor.playerId);
    expect(followers).toContain(mentor.userId);
    for (const text of [following, followers]) {
      expect(text).not.toContain(minor.contactEmail);
      expect(text).not.toContain(minor.contactPhone);
      expect(text).not.toMatch(/contactEmail|contactPhone|"email"|"phone"/);
    }
  });
});
