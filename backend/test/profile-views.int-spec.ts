import request from 'supertest';
import { ADVANCED_ANALYTICS_TEXT, ANONYMOUS_VIEWER_LABEL, LIMITS, PROFILE_VIEW_REPEAT_HOURS, SOCIAL_MESSAGES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import type { Agent } from './helpers';
import { signedIn, anyRequestId } from './helpers';
import { newAccount, newPlayer, settle, waitForNotifications } from './social-fixtures';

describe('profile views', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const view = (agent: Agent, playerId: string) => agent.post('/api/profile-views').send({ playerId });
  const enableViewNotifications = (agent: Agent) =>
    agent.put('/api/account/notification-preferences').send({ emailNotifications: true, newMessages: true, profileViews: true }).expect(200);
  /** Moves a viewer's last counted view back in time (as if it happened `hours` ago). */
  const ageView = (viewerId: string, playerId: string, hours: number) =>
    t.dataSource.query(`UPDATE profile_views SET viewed_at = now() - make_interval(hours => $3) WHERE viewer_id = $1 AND player_id = $2`, [
      viewerId, playerId, hours,
    ]);

  it('needs a session', async () => {
    const { playerId } = await newPlayer(t);
    await request(t.server).post('/api/profile-views').send({ playerId }).expect(401);
    await request(t.server).get(`/api/profile-views/player/${playerId}`).expect(401);
  });

  it('counts a view once per viewer; the owner gets anonymous analytics, others only the total', async () => {
    const player = await newPlayer(t);
    const club = await newAccount(t, 'club');
    const otherPlayer = await newPlayer(t);

    expect((await view(club.agent, player.playerId).expect(200)).body).toEqual({ recorded: true });
    expect((await view(club.agent, player.playerId).expect(200)).body).toEqual({ recorded: false });
    expect((await view(otherPlayer.agent, player.playerId).expect(200)).body).toEqual({ recorded: true });

    const analytics = (await player.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body;
    expect(analytics).toEqual({
      total: 2,
      unique: 2,
      last7Days: 2,
      recent: [
        { id: expect.any(String), label: ANONYMOUS_VIEWER_LABEL, createdAt: expect.any(String) },
        { id: expect.any(String), label: ANONYMOUS_VIEWER_LABEL, createdAt: expect.any(String) },
      ],
      advanced: null,
      upgradeHint: ADVANCED_ANALYTICS_TEXT.upgrade,
    });
    // No viewer identity anywhere in the owner's answer.
    const text = JSON.stringify(analytics);
    for (const id of [club.userId, otherPlayer.userId]) expect(text).not.toContain(id);
    expect(text).not.toMatch(/viewerId|viewer_id/);

    expect((await club.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body).toEqual({ total: 2 });
    expect((await otherPlayer.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body).toEqual({ total: 2 });
  });

  it("the owner's own view is not recorded", async () => {
    const player = await newPlayer(t);
    expect((await view(player.agent, player.playerId).expect(200)).body).toEqual({ recorded: false });
    expect((await player.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body).toEqual({
      total: 0, unique: 0, last7Days: 0, recent: [], advanced: null, upgradeHint: ADVANCED_ANALYTICS_TEXT.upgrade,
    });
  });

  it('a repeat view counts again only after the repeat window; unique stays one', async () => {
    const player = await newPlayer(t);
    const mentor = await newAccount(t, 'mentor');
    await view(mentor.agent, player.playerId).expect(200, { recorded: true });
    await ageView(mentor.userId, player.playerId, PROFILE_VIEW_REPEAT_HOURS - 1);
    await view(mentor.agent, player.playerId).expect(200, { recorded: false });
    await ageView(mentor.userId, player.playerId, PROFILE_VIEW_REPEAT_HOURS + 1);
    await view(mentor.agent, player.playerId).expect(200, { recorded: true });
    const stats = (await player.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body;
    expect(stats).toMatchObject({ total: 2, unique: 1, last7Days: 1 });
    expect(stats.recent).toHaveLength(1);
  });

  it('last 7 days and the 5 most recent views, newest first', async () => {
    const player = await newPlayer(t);
    const viewers = [];
    for (let i = 0; i < 7; i += 1) {
      const v = await newAccount(t, i % 2 ? 'agent' : 'union');
      await view(v.agent, player.playerId).expect(200, { recorded: true });
      viewers.push(v);
    }
    // Two viewers last came 10 and 20 days ago.
    await ageView(viewers[0]!.userId, player.playerId, 24 * 10);
    await ageView(viewers[1]!.userId, player.playerId, 24 * 20);
    const stats = (await player.agent.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body;
    expect(stats).toMatchObject({ total: 7, unique: 7, last7Days: 5 });
    expect(stats.recent).toHaveLength(LIMITS.recentViewsShown);
    const times = stats.recent.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The aged views are the oldest, so they are not among the 5 most recent.
    const oldIds: string[] = (
      await t.dataSource.query(`SELECT id FROM profile_views WHERE player_id = $1 AND viewed_at < now() - interval '7 days'`, [player.playerId])
    ).map((r: { id: string }) => r.id);
    expect(oldIds).toHaveLength(2);
    for (const r of stats.recent) expect(oldIds).not.toContain(r.id);
  });

  it('an admin gets the analytics too', async () => {
    const player = await newPlayer(t);
    const club = await newAccount(t, 'club');
    await view(club.agent, player.playerId).expect(200);
    const admin = await signedIn(t.server, 'admin@demo.fj');
    const stats = (await admin.get(`/api/profile-views/player/${player.playerId}`).expect(200)).body;
    expect(stats).toMatchObject({ total: 1, unique: 1, last7Days: 1, recent: [expect.objectContaining({ label: ANONYMOUS_VIEWER_LABEL })] });
  });

  it('an invisible profile is 404 "Player Not Found" for both calls and nothing is recorded', async () => {
    const privatePlayer = await newPlayer(t, { visibility: 'private' });
    const recruitersOnly = await newPlayer(t, { visibility: 'recruiters' });
    const mentor = await newAccount(t, 'mentor');
    const verifiedRecruiter = await newAccount(t, 'recruiter', { verified: true });
    for (const id of [privatePlayer.playerId, recruitersOnly.playerId]) {
      const res = await view(mentor.agent, id).expect(404);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
      await mentor.agent.get(`/api/profile-views/player/${id}`).expect(404);
    }
    await view(verifiedRecruiter.agent, recruitersOnly.playerId).expect(200, { recorded: true });
    const rows = await t.dataSource.query(`SELECT viewer_id FROM profile_views WHERE player_id = ANY($1::uuid[])`, [
      [privatePlayer.playerId, recruitersOnly.playerId],
    ]);
    expect(rows).toEqual([{ viewer_id: verifiedRecruiter.userId }]);
  });

  it('a missing or malformed player id is a 400 naming the field', async () => {
    const club = await newAccount(t, 'club');
    const res = await club.agent.post('/api/profile-views').send({}).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', errors: { playerId: SOCIAL_MESSAGES.playerRequired } });
    await club.agent.post('/api/profile-views').send({ playerId: 'x' }).expect(400);
    await club.agent.get('/api/profile-views/player/x').expect(400);
  });

  it('notifies the player of a counted view (anonymously) when they turned Profile Views on', async () => {
    const player = await newPlayer(t);
    const quiet = await newPlayer(t);
    await enableViewNotifications(player.agent);
    const club = await newAccount(t, 'club', { firstName: 'Secretive' });

    await view(club.agent, player.playerId).expect(200, { recorded: true });
    const found = await waitForNotifications(player.agent, 'profile_view');
    expect(found).toEqual([expect.objectContaining({ title: 'Profile viewed', message: 'Someone viewed your profile.' })]);
    expect(JSON.stringify(found)).not.toContain('Secretive');

    // A repeat inside the window does not notify again.
    await view(club.agent, player.playerId).expect(200, { recorded: false });
    // The preference is off by default: no notification for this player.
    await view(club.agent, quiet.playerId).expect(200, { recorded: true });
    await settle();
    expect(await waitForNotifications(player.agent, 'profile_view', 2, 0)).toHaveLength(1);
    expect(await waitForNotifications(quiet.agent, 'profile_view', 1, 0)).toHaveLength(0);
  });
});
