import request from 'supertest';
import { CONTACT_VIA_REQUEST, PLAYER_NOT_FOUND, type PlayerPageResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId, signedIn, type Agent } from './helpers';
import { paidRecruiter } from './recruiting-fixtures';
import { newAccount, newPlayer } from './social-fixtures';

/** Each part of the page and the endpoint that answers it alone (PlayerPageResponse). */
const PARTS: Array<[keyof PlayerPageResponse, (id: string) => string]> = [
  ['profile', (id) => `/api/players/${id}`],
  ['highlights', (id) => `/api/highlights/player/${id}`],
  ['achievements', (id) => `/api/achievements/player/${id}`],
  ['metrics', (id) => `/api/players/${id}/metrics`],
  ['interests', (id) => `/api/interests/player/${id}`],
  ['followersCount', (id) => `/api/players/${id}/followers/count`],
  ['isFollowing', (id) => `/api/players/${id}/is-following`],
  ['views', (id) => `/api/profile-views/player/${id}`],
  ['badges', (id) => `/api/players/${id}/badges`],
  ['subscription', () => '/api/subscription/status'],
  ['myInterest', () => '/api/interests/recruiter/me'],
];

/** Parts that are one piece of their endpoint's answer: the viewer's own mark on this player. */
const PICK: Partial<Record<keyof PlayerPageResponse, (body: unknown, playerId: string) => unknown>> = {
  myInterest: (body, playerId) =>
    (body as { results: Array<{ playerId: string; interestLevel: string }> }).results.find((i) => i.playerId === playerId)?.interestLevel ?? null,
};

async function expectPartsMatchEndpoints(agent: Agent, pagePath: string, playerId: string): Promise<PlayerPageResponse> {
  const page = (await agent.get(pagePath).expect(200)).body as PlayerPageResponse;
  expect(Object.keys(page).sort()).toEqual(PARTS.map(([k]) => k).sort());
  for (const [part, path] of PARTS) {
    const res = await agent.get(path(playerId));
    // The owner (a player) has no interest list of their own: 403 there, null in the page.
    const body = part === 'myInterest' && res.status === 403 ? { results: [] } : (expect(res.status).toBe(200), res.body);
    const pick = PICK[part];
    expect({ [part]: page[part] }).toEqual({ [part]: pick ? pick(body, playerId) : body });
  }
  return page;
}

describe('GET /api/players/{id}/page', () => {
  let t: TestApp;
  let playerAgent: Agent;
  let playerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The seeded paid player has highlights and achievements; give them a metric, a follower, interest and views.
    playerAgent = await signedIn(t.server, 'player.paid@demo.fj');
    playerId = (await playerAgent.get('/api/players/me').expect(200)).body.id;
    await t.dataSource.query(`INSERT INTO player_metrics (player_id, metric, value, unit) VALUES ($1, '40m sprint', 4.95, 's')`, [playerId]);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    await request(t.server).get(`/api/players/${playerId}/page`).expect(401);
  });

  it("gives a recruiter every part exactly as that part's own endpoint does", async () => {
    const recruiter = await paidRecruiter(t);
    await recruiter.agent.post(`/api/players/${playerId}/follow`).expect(201);
    await recruiter.agent.post('/api/interests').send({ playerId, interestLevel: 'priority' }).expect(201);
    await recruiter.agent.post('/api/profile-views').send({ playerId }).expect(200);

    const page = await expectPartsMatchEndpoints(recruiter.agent, `/api/players/${playerId}/page`, playerId);
    expect(page.highlights.length).toBeGreaterThan(0);
    expect(page.achievements.length).toBeGreaterThan(0);
    expect(page.metrics).toEqual([expect.objectContaining({ metric: '40m sprint' })]);
    expect(page.isFollowing).toEqual({ isFollowing: true });
    expect(page.followersCount.count).toBeGreaterThan(0);
    expect(page.interests.total).toBeGreaterThan(0);
    // Not the owner: the total only, no analytics.
    expect(Object.keys(page.views)).toEqual(['total']);
    // The viewer's own plan and mark ride along (the profile opens with one call: docs/performance.md).
    expect(page.myInterest).toBe('priority');
    expect(page.subscription).toMatchObject({ isPaid: true, canContact: true });
  });

  it("gives the owner their own view (me), with the analytics and the guardian block", async () => {
    const page = await expectPartsMatchEndpoints(playerAgent, '/api/players/me/page', playerId);
    expect(page.profile.id).toBe(playerId);
    expect(page.profile).toHaveProperty('guardian');
    expect(page.views).toEqual(expect.objectContaining({ total: expect.any(Number), unique: expect.any(Number), recent: expect.any(Array) }));
  });

  it('answers a profile the viewer may not see exactly like a missing one', async () => {
    const hidden = await newPlayer(t, { visibility: 'private' });
    const club = await newAccount(t, 'club');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [hidden.playerId, missing]) {
      const page = await club.agent.get(`/api/players/${id}/page`).expect(404);
      const alone = await club.agent.get(`/api/players/${id}`).expect(404);
      expect(page.body).toEqual(anyRequestId(alone.body));
      expect(page.body.message).toBe(PLAYER_NOT_FOUND.title);
    }
    // The owner still opens it.
    await expectPartsMatchEndpoints(hidden.agent, `/api/players/${hidden.playerId}/page`, hidden.playerId);
  });

  it("keeps a minor's contact details back in the page as everywhere else", async () => {
    const minor = await newPlayer(t, { age: 17 });
    const recruiter = await paidRecruiter(t);
    const page = (await recruiter.agent.get(`/api/players/${minor.playerId}/page`).expect(200)).body as PlayerPageResponse;
    expect(page.profile).toMatchObject({ contactEmail: null, contactPhone: null, contactNote: CONTACT_VIA_REQUEST });
    expect(JSON.stringify(page)).not.toContain(minor.contactEmail);
    expect(JSON.stringify(page)).not.toContain(minor.contactPhone);
  });
});
