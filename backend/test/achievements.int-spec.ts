import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ACHIEVEMENT_MESSAGES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, type Agent, anyRequestId } from './helpers';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';

const thisYear = new Date().getUTCFullYear();
const entry = (playerId: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Deans Trophy winners',
  year: thisYear - 1,
  type: 'tournament',
  note: 'Captained the 1st XV',
  playerId,
  ...overrides,
});

describe('achievements CRUD (/api/achievements)', () => {
  let t: TestApp;
  let owner: TestPlayer;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await newPlayer(t);
    admin = await signedIn(t.server, 'admin@demo.fj');
  });
  afterAll(() => t.close());

  it('add, list, edit, delete by the owner; achievement_add recorded', async () => {
    const created = await owner.agent.post('/api/achievements').send(entry(owner.playerId)).expect(201);
    expect(created.body).toMatchObject({ playerId: owner.playerId, title: 'Deans Trophy winners', year: thisYear - 1, type: 'tournament', note: 'Captained the 1st XV' });
    await owner.agent.post('/api/achievements').send(entry(owner.playerId, { title: 'Captain', year: thisYear, type: 'leadership', note: '' })).expect(201);

    const list = (await owner.agent.get(`/api/achievements/player/${owner.playerId}`).expect(200)).body as Array<{ title: string; year: number; note: string | null }>;
    expect(list.map((a) => [a.title, a.year, a.note])).toEqual([
      ['Captain', thisYear, null],
      ['Deans Trophy winners', thisYear - 1, 'Captained the 1st XV'],
    ]);
    // "me" is the signed-in player's own list
    expect((await owner.agent.get('/api/achievements/player/me').expect(200)).body).toEqual(list);

    const edited = await owner.agent
      .put(`/api/achievements/${created.body.id}`)
      .send({ title: 'Deans Trophy champions', year: thisYear - 2, type: 'performance', note: null, playerId: owner.playerId })
      .expect(200);
    expect(edited.body).toMatchObject({ id: created.body.id, title: 'Deans Trophy champions', year: thisYear - 2, type: 'performance', note: null });

    await owner.agent.delete(`/api/achievements/${created.body.id}`).expect(200, { ok: true });
    const after = (await owner.agent.get(`/api/achievements/player/${owner.playerId}`).expect(200)).body as Array<{ id: string }>;
    expect(after.map((a) => a.id)).not.toContain(created.body.id);
    expect(after).toHaveLength(1);
    await owner.agent.delete(`/api/achievements/${created.body.id}`).expect(404);

    const activities = (await owner.agent.get('/api/activities').expect(200)).body as Array<{ type: string; description: string }>;
    expect(activities.filter((a) => a.type === 'achievement_add').map((a) => a.description)).toEqual([
      `Captain (${thisYear})`,
      `Deans Trophy winners (${thisYear - 1})`,
    ]);
  });

  it('type defaults to tournament', async () => {
    const { type: _type, ...rest } = entry(owner.playerId);
    expect((await owner.agent.post('/api/achievements').send(rest).expect(201)).body.type).toBe('tournament');
  });

  it.each(['tournament', 'leadership', 'performance', 'community', 'international'])('type %s is accepted', async (type) => {
    await owner.agent.post('/api/achievements').send(entry(owner.playerId, { type })).expect(201);
  });

  describe('rules: 400 naming the field', () => {
    it.each([
      ['title', '""', '', ACHIEVEMENT_MESSAGES.title],
      ['title', 'blank', '   ', ACHIEVEMENT_MESSAGES.title],
      ['year', '1989', 1989, ACHIEVEMENT_MESSAGES.year()],
      ['year', 'in two years', thisYear + 2, ACHIEVEMENT_MESSAGES.year()],
      ['year', '2019.5', 2019.5, ACHIEVEMENT_MESSAGES.year()],
      ['year', '"last year"', 'last year', ACHIEVEMENT_MESSAGES.year()],
      ['type', '"trophy"', 'trophy', ACHIEVEMENT_MESSAGES.type],
      ['note', '1001 characters', 'x'.repeat(1001), ACHIEVEMENT_MESSAGES.note],
      ['playerId', '"nobody"', 'nobody', ACHIEVEMENT_MESSAGES.playerId],
    ])('%s = %s -> 400', async (field, _label, value, message) => {
      const res = await owner.agent.post('/api/achievements').send(entry(owner.playerId, { [field]: value })).expect(400);
      expect(res.body).toEqual(anyRequestId({ statusCode: 400, code: 'VALIDATION_FAILED', message: [message], errors: { [field]: message } }));
    });

    it('the year bounds are inclusive: 1990 and next year are accepted', async () => {
      await owner.agent.post('/api/achievements').send(entry(owner.playerId, { year: 1990 })).expect(201);
      await owner.agent.post('/api/achievements').send(entry(owner.playerId, { year: String(thisYear + 1) })).expect(201);
    });

    it('a missing title and year are required', async () => {
      const res = await owner.agent.post('/api/achievements').send({ type: 'tournament', playerId: owner.playerId }).expect(400);
      expect(res.body.errors).toEqual({ title: ACHIEVEMENT_MESSAGES.title, year: ACHIEVEMENT_MESSAGES.year() });
    });

    it('PUT uses the same rules and cannot move an achievement to another player', async () => {
      const a = (await owner.agent.post('/api/achievements').send(entry(owner.playerId)).expect(201)).body;
      const bad = await owner.agent.put(`/api/achievements/${a.id}`).send({ title: '', year: thisYear, type: 'tournament' }).expect(400);
      expect(bad.body.errors).toEqual({ title: ACHIEVEMENT_MESSAGES.title });
      const other = await newPlayer(t);
      const moved = await owner.agent.put(`/api/achievements/${a.id}`).send(entry(other.playerId)).expect(400);
      expect(moved.body.errors).toEqual({ playerId: 'An achievement cannot be moved to another player' });
    });
  });

  describe('owner only (admins allowed)', () => {
    let achievementId: string;
    let other: TestPlayer;
    beforeAll(async () => {
      achievementId = (await owner.agent.post('/api/achievements').send(entry(owner.playerId, { title: 'Mine' })).expect(201)).body.id;
      other = await newPlayer(t);
    });

    it('another player may not add to, edit or delete from my profile (403)', async () => {
      const msg = anyRequestId({ statusCode: 403, code: 'FORBIDDEN', message: 'You can only change your own achievements' });
      expect((await other.agent.post('/api/achievements').send(entry(owner.playerId)).expect(403)).body).toEqual(msg);
      expect((await other.agent.put(`/api/achievements/${achievementId}`).send(entry(owner.playerId)).expect(403)).body).toEqual(msg);
      expect((await other.agent.delete(`/api/achievements/${achievementId}`).expect(403)).body).toEqual(msg);
      const [row] = await t.dataSource.query('SELECT title FROM achievements WHERE id = $1', [achievementId]);
      expect(row.title).toBe('Mine');
    });

    it('a recruiter may read but not write (403); signed out is 401', async () => {
      const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
      await recruiter.get(`/api/achievements/player/${owner.playerId}`).expect(200);
      await recruiter.put(`/api/achievements/${achievementId}`).send(entry(owner.playerId)).expect(403);
      await request(t.server).get(`/api/achievements/player/${owner.playerId}`).expect(401);
      await request(t.server).post('/api/achievements').send(entry(owner.playerId)).expect(401);
      await request(t.server).delete(`/api/achievements/${achievementId}`).expect(401);
    });

    it('an admin may edit and delete', async () => {
      await admin.put(`/api/achievements/${achievementId}`).send({ title: 'Edited by admin', year: thisYear, type: 'community' }).expect(200);
      await admin.delete(`/api/achievements/${achievementId}`).expect(200);
    });

    it('unknown achievement or player is 404', async () => {
      await owner.agent.put(`/api/achievements/${randomUUID()}`).send(entry(owner.playerId)).expect(404);
      await owner.agent.delete('/api/achievements/not-an-id').expect(404);
      expect((await owner.agent.post('/api/achievements').send(entry(randomUUID())).expect(404)).body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
    });
  });

  describe('visibility applies to the list', () => {
    it('a private profile\'s achievements answer like a missing profile, except to the owner and admins', async () => {
      const hidden = await newPlayer(t, { visibility: 'private' });
      await hidden.agent.post('/api/achievements').send(entry(hidden.playerId)).expect(201);
      const missing = (await owner.agent.get(`/api/achievements/player/${randomUUID()}`).expect(404)).body;
      expect(missing).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
      expect((await owner.agent.get(`/api/achievements/player/${hidden.playerId}`).expect(404)).body).toEqual(anyRequestId(missing));
      expect((await hidden.agent.get(`/api/achievements/player/${hidden.playerId}`).expect(200)).body).toHaveLength(1);
      expect((await admin.get(`/api/achievements/player/${hidden.playerId}`).expect(200)).body).toHaveLength(1);
      // and its achievements cannot be touched by someone who cannot see it: 404, not 403
      const id = (await hidden.agent.get('/api/achievements/player/me').expect(200)).body[0].id;
      await owner.agent.delete(`/api/achievements/${id}`).expect(404);
    });

    it('a recruiters-only profile: verified recruiter yes, unverified recruiter no', async () => {
      const p = await newPlayer(t, { visibility: 'recruiters' });
      await (await signedIn(t.server, 'recruiter.free@demo.fj')).get(`/api/achievements/player/${p.playerId}`).expect(200);
      const unverified = await newAccount(t, 'recruiter');
      await unverified.agent.get(`/api/achievements/player/${p.playerId}`).expect(404);
    });
  });
});
