/**
 * Free viewers meet another player's profile as the same server-built preview as in search (2 positions
 * + "+N more", bio cut to 80, highlight count "1+", posters but no playable media), on the profile, the
 * page and the highlights list; the owner, admins and paid viewers get everything. And a minor's exact
 * date of birth goes only to the player, admins and an approved contact (others get the age).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS, type HighlightResponse, type PlayerPageResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, type Agent, grantPlan } from './helpers';
import { createHighlight, makePng, waitForStatus } from './media-fixtures';
import { freeRecruiter, paidRecruiter, playerWithPlan } from './recruiting-fixtures';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';

const POSITIONS = ['Hooker', 'Lock', 'Openside Flanker', 'Number 8', 'Fullback'];

describe('free viewers get the preview of a profile (GET /api/players/{id}, /page, highlights, media)', () => {
  let t: TestApp;
  let owner: TestPlayer;
  let tag: string;
  let bio: string;
  let video: HighlightResponse;
  let freeRec: Agent;
  let paidRec: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: mkdtempSync(join(tmpdir(), 'fiji-preview-')) });
    await t.app.listen(0, '127.0.0.1');
    owner = await playerWithPlan(t, { paid: true, firstName: 'Preview' });
    tag = `zq${Math.random().toString(36).slice(2, 10)}`;
    bio = `Tag ${tag}: a hard-running forward from Tailevu who reads the breakdown well, carries hard, tackles all day and leads the pack.`;
    expect(bio.length).toBeGreaterThan(LIMITS.previewBioChars);
    await t.dataSource.query(`UPDATE players SET positions = $2, formats = '{"15s","7s"}', bio = $3 WHERE id = $1`, [owner.playerId, POSITIONS, bio]);
    const png = await makePng(320, 240);
    const made = await createHighlight(t.server, owner.agent, { body: png, type: 'image/png' }, { title: 'Try against Suva' });
    video = await waitForStatus(owner.agent, made.id, ['ready']);
    // Two more finished highlights: the exact count (3) is what a preview must not tell.
    await t.dataSource.query(`INSERT INTO highlights (player_id, title, status) VALUES ($1, 'Lineout', 'ready'), ($1, 'Scrum', 'ready')`, [owner.playerId]);
    freeRec = (await freeRecruiter(t)).agent;
    paidRec = (await paidRecruiter(t)).agent;
    admin = await signedIn(t.server, 'admin@demo.fj');
  });
  afterAll(() => t.close());

  const profileOf = async (agent: Agent) => (await agent.get(`/api/players/${owner.playerId}`).expect(200)).body;

  it('a free recruiter gets 2 positions + positionsMore, the bio cut to 80, highlightCount "1+", no contact fields', async () => {
    const p = await profileOf(freeRec);
    expect(p).toMatchObject({
      _isPreview: true,
      positions: POSITIONS.slice(0, 2),
      positionsMore: POSITIONS.length - 2,
      bio: bio.slice(0, LIMITS.previewBioChars),
      highlightCount: '1+',
      contactEmail: null,
      contactPhone: null,
    });
    expect(p.bio.length).toBeLessThanOrEqual(80);
    const text = JSON.stringify(p);
    expect(text).not.toContain(owner.contactEmail);
    expect(text).not.toContain(POSITIONS[4]);
    expect(text).not.toContain('leads the pack');
  });

  it('the profile preview is the very preview search gives the same viewer', async () => {
    const res = await freeRec.get('/api/search').query({ q: tag }).expect(200);
    const card = (res.body.results as Array<Record<string, unknown>>).find((r) => r.id === owner.playerId)!;
    expect(card).toBeDefined();
    const p = await profileOf(freeRec);
    for (const key of ['positions', 'positionsMore', 'bio', 'highlightCount', '_isPreview'] as const) expect({ [key]: p[key] }).toEqual({ [key]: card[key] });
  });

  it('its highlights are posters only: no playable or original URL, and at most one (no exact count)', async () => {
    for (const list of [
      (await freeRec.get(`/api/highlights/player/${owner.playerId}`).expect(200)).body as HighlightResponse[],
      ((await freeRec.get(`/api/players/${owner.playerId}/page`).expect(200)).body as PlayerPageResponse).highlights,
    ]) {
      expect(list.length).toBe(1);
      for (const h of list) {
        expect(h.media.playable).toBeNull();
        expect(h.media.original).toBeNull();
        expect(h.url).toBeNull();
        expect(h.filePath).toBeNull();
      }
      const text = JSON.stringify(list);
      expect(text).not.toMatch(/media\/(playable|original)|objects\/uploads/);
    }
    const one = (await freeRec.get(`/api/highlights/${video.id}`).expect(200)).body as HighlightResponse;
    expect(one.media).toEqual({ original: null, playable: null, playableBytes: null, poster: video.media.poster });
    expect(one.url).toBeNull();
  });

  it('the playable and original media URLs themselves are refused (403 UPGRADE_REQUIRED); the poster is served', async () => {
    for (const url of [video.media.playable!, video.media.original!, `/api${video.filePath}`]) {
      const res = await freeRec.get(url).expect(403);
      expect(res.body).toMatchObject({ statusCode: 403, code: 'UPGRADE_REQUIRED', upgradeRequired: true });
      expect(typeof res.body.message).toBe('string');
    }
    await freeRec.get(video.media.poster!).expect(200);
  });

  it('the page is the preview too, part for part', async () => {
    const page = (await freeRec.get(`/api/players/${owner.playerId}/page`).expect(200)).body as PlayerPageResponse;
    expect(page.profile).toEqual(await profileOf(freeRec));
    expect(page.profile).toMatchObject({ _isPreview: true, highlightCount: '1+' });
    expect(JSON.stringify(page)).not.toContain('leads the pack');
  });

  it('the owner, admins and paid viewers (Recruiter Plan, Player Pro, Mentor Pro) see everything', async () => {
    const proPlayer = await playerWithPlan(t, { paid: true });
    const mentorPro = await newAccount(t, 'mentor');
    await t.dataSource.query(`INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [mentorPro.userId]);
    await grantPlan(t.dataSource, mentorPro.userId, 'mentor_pro');
    for (const agent of [owner.agent, admin, paidRec, proPlayer.agent, mentorPro.agent]) {
      const p = await profileOf(agent);
      expect(p).toMatchObject({ _isPreview: false, positions: POSITIONS, positionsMore: 0, bio, highlightCount: 3, formats: ['15s', '7s'] });
      const list = (await agent.get(`/api/highlights/player/${owner.playerId}`).expect(200)).body as HighlightResponse[];
      expect(list).toHaveLength(3);
      const shown = list.find((h) => h.id === video.id)!;
      expect(shown.media.playable).toBe(video.media.playable);
      await agent.get(video.media.playable!).expect(200);
    }
  });

  it('other free viewers (a free player, a free mentor) get the preview as well', async () => {
    const freePlayer = await newPlayer(t);
    const freeMentor = await newAccount(t, 'mentor');
    for (const agent of [freePlayer.agent, freeMentor.agent]) {
      expect(await profileOf(agent)).toMatchObject({ _isPreview: true, highlightCount: '1+', positionsMore: 3 });
      await agent.get(video.media.playable!).expect(403);
    }
  });
});

describe("a minor's exact date of birth", () => {
  let t: TestApp;
  let minor: TestPlayer;
  let dob: string;
  beforeAll(async () => {
    t = await createTestApp();
    minor = await newPlayer(t, { age: 17 });
    [{ dob }] = await t.dataSource.query(`SELECT to_char(dob, 'YYYY-MM-DD') AS dob FROM players WHERE id = $1`, [minor.playerId]);
  });
  afterAll(() => t.close());

  it('is withheld from other signed-in users (they get the age), in the profile and the page', async () => {
    const viewers = [(await paidRecruiter(t)).agent, (await freeRecruiter(t)).agent, (await newPlayer(t)).agent];
    for (const agent of viewers) {
      const p = (await agent.get(`/api/players/${minor.playerId}`).expect(200)).body;
      expect(p).toMatchObject({ dob: null, age: 17, isMinor: true });
      const page = await agent.get(`/api/players/${minor.playerId}/page`).expect(200);
      expect(page.text).not.toContain(dob);
      expect(page.body.profile).toMatchObject({ dob: null, age: 17 });
    }
  });

  it('goes to the player, admins and a sender whose contact request the player approved', async () => {
    const approved = await paidRecruiter(t);
    await t.dataSource.query(
      `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status) VALUES ($1, $2, $3, 'Hello', 'approved')`,
      [approved.userId, minor.userId, minor.playerId],
    );
    const admin = await signedIn(t.server, 'admin@demo.fj');
    for (const agent of [minor.agent, admin, approved.agent]) {
      expect((await agent.get(`/api/players/${minor.playerId}`).expect(200)).body).toMatchObject({ dob, age: 17 });
    }
  });

  it("an adult's date of birth is unchanged for other viewers", async () => {
    const adult = await newPlayer(t, { age: 22 });
    const p = (await (await paidRecruiter(t)).agent.get(`/api/players/${adult.playerId}`).expect(200)).body;
    expect(p.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(p.age).toBe(22);
  });
});
