/**
 * Highlights on a real PostgreSQL over HTTP: the create rules and messages (title, file, profile,
 * guardian consent under 18, content type, plan allowance), who sees which highlight and which media
 * file (privacy enforced on the media URLs themselves), delete with its files, and the activity and
 * follower notifications. Image highlights keep processing fast (sharp); the video job has its own file.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { HIGHLIGHT_MESSAGES, type HighlightResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, signedUp, type Agent, grantPlan, userOfPlayer } from './helpers';
import { binaryParser, createHighlight, filesUnder, makePng, uploadFile, waitForStatus } from './media-fixtures';
import { newAccount, newPlayer, settle, waitForNotifications, type TestPlayer } from './social-fixtures';

describe('highlights (POST/GET/DELETE /api/highlights, media URLs)', () => {
  let t: TestApp;
  let storageDir: string;
  let png: Buffer;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-highlights-'));
    t = await createTestApp({ STORAGE_DIR: storageDir });
    await t.app.listen(0, '127.0.0.1');
    png = await makePng();
  });

  afterAll(async () => {
    await t?.close();
  });

  const makePro = (p: TestPlayer) =>
    userOfPlayer(t.dataSource, p.playerId).then((userId) => grantPlan(t.dataSource, userId, 'player_pro'));

  describe('creating', () => {
    let adult: TestPlayer;
    beforeAll(async () => {
      adult = await newPlayer(t);
      await makePro(adult);
    });

    it('needs a title ("Title is required")', async () => {
      const filePath = await uploadFile(t.server, adult.agent, png, 'image/png');
      const res = await adult.agent.post('/api/highlights').send({ title: '  ', contentType: 'image', filePath }).expect(400);
      expect(res.body.errors).toEqual({ title: HIGHLIGHT_MESSAGES.titleRequired });
    });

    it('needs an uploaded file ("No File Uploaded")', async () => {
      const missing = await adult.agent.post('/api/highlights').send({ title: 'No file', contentType: 'video' }).expect(400);
      expect(missing.body.errors.filePath).toBe(HIGHLIGHT_MESSAGES.noFile);
      const unknown = await adult.agent
        .post('/api/highlights')
        .send({ title: 'Unknown', contentType: 'video', filePath: '/objects/uploads/6f1c9a52-8d7e-4b3a-9c2d-1e0f5a6b7c8d' })
        .expect(400);
      expect(unknown.body.message).toBe(HIGHLIGHT_MESSAGES.noFile);
      // An upload that never finished is not a file either.
      const { objectPath } = (await adult.agent.post('/api/objects/upload').expect(200)).body as { objectPath: string };
      const unfinished = await adult.agent.post('/api/highlights').send({ title: 'Half', contentType: 'video', filePath: objectPath }).expect(400);
      expect(unfinished.body.message).toBe(HIGHLIGHT_MESSAGES.noFile);
    });

    it('needs a player profile ("Player Profile Required")', async () => {
      const { agent } = await signedUp(t.server, { role: 'player' });
      const res = await agent
        .post('/api/highlights')
        .send({ title: 'No profile', contentType: 'video', filePath: '/objects/uploads/6f1c9a52-8d7e-4b3a-9c2d-1e0f5a6b7c8d' })
        .expect(403);
      expect(res.body.message).toBe(HIGHLIGHT_MESSAGES.profileRequired);
    });

    it('refuses a contentType the file is not ("Invalid File Type")', async () => {
      const filePath = await uploadFile(t.server, adult.agent, png, 'image/png');
      const res = await adult.agent.post('/api/highlights').send({ title: 'Wrong', contentType: 'video', filePath }).expect(400);
      expect(res.body.message).toBe(HIGHLIGHT_MESSAGES.invalidVideo);
    });

    it('validates tags, privacy and the event date', async () => {
      const filePath = await uploadFile(t.server, adult.agent, png, 'image/png');
      const res = await adult.agent
        .post('/api/highlights')
        .send({ title: 'Bad fields', contentType: 'image', filePath, tags: ['Try', 'Dance'], privacy: 'friends', eventDate: '2025-13-40' })
        .expect(400);
      expect(res.body.errors).toEqual({
        tags: HIGHLIGHT_MESSAGES.invalidTag,
        privacy: HIGHLIGHT_MESSAGES.invalidPrivacy,
        eventDate: HIGHLIGHT_MESSAGES.invalidDate,
      });
    });

    it('creates it with every field, records the activity, and processes it', async () => {
      const h = await createHighlight(t.server, adult.agent, { body: png, type: 'image/png' }, {
        title: 'Try against Marist',
        tags: ['Try', 'Line Break'],
        competition: 'Deans Trophy',
        opponent: 'Marist Brothers',
        eventDate: '2025-06-14',
        privacy: 'recruiters',
      });
      expect(h).toMatchObject({
        playerId: adult.playerId,
        title: 'Try against Marist',
        contentType: 'image',
        tags: ['Try', 'Line Break'],
        competition: 'Deans Trophy',
        opponent: 'Marist Brothers',
        eventDate: '2025-06-14',
        privacy: 'recruiters',
        guardianConsentAt: null,
        views: 0,
        likes: 0,
      });
      expect(['pending', 'processing', 'ready']).toContain(h.status);
      expect(h.filePath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
      expect(h.media.original).toBe(`/api/highlights/${h.id}/media/original`);

      const ready = await waitForStatus(adult.agent, h.id, ['ready', 'failed']);
      expect(ready.status).toBe('ready');
      expect(ready.media.playable).toBe(`/api/highlights/${h.id}/media/playable`);
      expect(ready.media.poster).toBe(`/api/highlights/${h.id}/media/poster`);
      expect(ready.url).toBe(ready.media.playable);
      expect(ready.thumbUrl).toBe(ready.media.poster);
      const poster = await adult.agent.get(ready.media.poster!).buffer(true).parse(binaryParser).expect(200);
      expect(poster.headers['content-type']).toBe('image/webp');

      const activities = (await adult.agent.get('/api/activities').expect(200)).body as Array<{ type: string; description: string }>;
      expect(activities.find((a) => a.type === 'highlight_upload')?.description).toBe('Try against Marist');
    });
  });

  describe('guardian consent for players under 18', () => {
    let minor: TestPlayer;
    beforeAll(async () => {
      minor = await newPlayer(t, { age: 17 });
    });

    it('refuses the highlight without consent', async () => {
      const filePath = await uploadFile(t.server, minor.agent, png, 'image/png');
      const res = await minor.agent.post('/api/highlights').send({ title: 'U18 try', contentType: 'image', filePath }).expect(400);
      expect(res.body.message).toBe('Guardian consent is required for users under 18.');
      expect(res.body.errors).toEqual({ guardianConsent: HIGHLIGHT_MESSAGES.guardianConsent });
      const refused = await minor.agent
        .post('/api/highlights')
        .send({ title: 'U18 try', contentType: 'image', filePath, guardianConsent: false })
        .expect(400);
      expect(refused.body.message).toBe(HIGHLIGHT_MESSAGES.guardianConsent);
      // The upload stays usable once consent is given.
      const ok = await minor.agent
        .post('/api/highlights')
        .send({ title: 'U18 try', contentType: 'image', filePath, guardianConsent: true })
        .expect(201);
      const h = ok.body as HighlightResponse;
      expect(h.guardianConsentAt).toBeTruthy();
      expect(Math.abs(Date.parse(h.guardianConsentAt!) - Date.now())).toBeLessThan(60_000);
      const [row] = await t.dataSource.query(`SELECT guardian_consent_at FROM highlights WHERE id = $1`, [h.id]);
      expect(row.guardian_consent_at).toBeInstanceOf(Date);
    });

    it('applies to the seeded 17-year-old demo player too', async () => {
      const demo = await signedIn(t.server, 'player.free@demo.fj');
      // The seeded free player has 2 highlights: one more fits the Free plan's 3.
      const filePath = await uploadFile(t.server, demo, png, 'image/png');
      const res = await demo.post('/api/highlights').send({ title: 'Demo U18', contentType: 'image', filePath }).expect(400);
      expect(res.body.message).toBe(HIGHLIGHT_MESSAGES.guardianConsent);
    });

    it('counts age by month and day: 18 today needs no consent', async () => {
      const adultToday = await newPlayer(t, { age: 18 });
      const d = new Date();
      const dob = `${d.getUTCFullYear() - 18}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
      await t.dataSource.query(`UPDATE players SET dob = $2 WHERE id = $1`, [adultToday.playerId, dob]);
      const filePath = await uploadFile(t.server, adultToday.agent, png, 'image/png');
      const res = await adultToday.agent.post('/api/highlights').send({ title: 'Birthday try', contentType: 'image', filePath }).expect(201);
      expect(res.body.guardianConsentAt).toBeNull();
    });
  });

  describe('plan allowance', () => {
    it('Free plan: up to 3 highlights and photos, then extra upload credits, then the upgrade message', async () => {
      const free = await newPlayer(t);
      for (let i = 0; i < 3; i++) await createHighlight(t.server, free.agent, { body: png, type: 'image/png' }, { title: `Free ${i + 1}` });
      const limit = await free.agent.post('/api/objects/upload').expect(403);
      expect(limit.body.message).toBe(HIGHLIGHT_MESSAGES.limit(3, 'Free'));

      await t.dataSource.query(`INSERT INTO extra_upload_credits (player_id, credits_remaining) VALUES ($1, 1)`, [free.playerId]);
      await createHighlight(t.server, free.agent, { body: png, type: 'image/png' }, { title: 'Free 4 (credit)' });
      const [credit] = await t.dataSource.query(`SELECT credits_remaining FROM extra_upload_credits WHERE player_id = $1`, [free.playerId]);
      expect(credit.credits_remaining).toBe(0);
      expect((await free.agent.post('/api/objects/upload').expect(403)).body.message).toBe(HIGHLIGHT_MESSAGES.limit(3, 'Free'));
    });

    it('Player Pro: up to 25', async () => {
      const pro = await newPlayer(t);
      await makePro(pro);
      await t.dataSource.query(
        `INSERT INTO highlights (player_id, title, status) SELECT $1, 'Old ' || g, 'ready' FROM generate_series(1, 24) g`,
        [pro.playerId],
      );
      await createHighlight(t.server, pro.agent, { body: png, type: 'image/png' }, { title: 'Number 25' });
      expect((await pro.agent.post('/api/objects/upload').expect(403)).body.message).toBe(HIGHLIGHT_MESSAGES.limit(25, 'Player Pro'));
    });
  });

  describe('who sees what (listing and media URLs)', () => {
    let owner: TestPlayer;
    let byPrivacy: Record<'public' | 'recruiters' | 'private', HighlightResponse>;
    let stranger: Agent;
    let unverifiedRecruiter: Agent;
    let verifiedRecruiter: Agent;
    let admin: Agent;

    beforeAll(async () => {
      owner = await newPlayer(t);
      await makePro(owner);
      const made: Partial<Record<'public' | 'recruiters' | 'private', HighlightResponse>> = {};
      for (const privacy of ['public', 'recruiters', 'private'] as const) {
        const h = await createHighlight(t.server, owner.agent, { body: png, type: 'image/png' }, { title: `${privacy} clip`, privacy });
        made[privacy] = await waitForStatus(owner.agent, h.id, ['ready']);
      }
      byPrivacy = made as typeof byPrivacy;
      // Paid viewers (Player Pro, Recruiter Plan): this block is about visibility levels; what a free
      // viewer gets (the preview: posters only) is in profile-preview.int-spec.ts.
      const strangerPlayer = await newPlayer(t);
      await makePro(strangerPlayer);
      stranger = strangerPlayer.agent;
      const paidRecruiter = async (verified: boolean) => {
        const account = await newAccount(t, 'recruiter', { verified });
        await t.dataSource.query(`INSERT INTO recruiters (user_id) VALUES ($1)`, [account.userId]);
    await grantPlan(t.dataSource, account.userId, 'recruiter');
        return account.agent;
      };
      unverifiedRecruiter = await paidRecruiter(false);
      verifiedRecruiter = await paidRecruiter(true);
      admin = await signedIn(t.server, 'admin@demo.fj');
    });

    const titles = async (agent: Agent) =>
      ((await agent.get(`/api/highlights/player/${owner.playerId}`).expect(200)).body as HighlightResponse[]).map((h) => h.title).sort();

    it('lists for each viewer only what their level allows', async () => {
      expect(await titles(owner.agent)).toEqual(['private clip', 'public clip', 'recruiters clip']);
      expect(await titles(admin)).toEqual(['private clip', 'public clip', 'recruiters clip']);
      expect(await titles(verifiedRecruiter)).toEqual(['public clip', 'recruiters clip']);
      expect(await titles(unverifiedRecruiter)).toEqual(['public clip']);
      expect(await titles(stranger)).toEqual(['public clip']);
      await request(t.server).get(`/api/highlights/player/${owner.playerId}`).expect(401);
    });

    it('enforces privacy on every media URL (404 exactly like a missing file)', async () => {
      const expectations: Array<[string, () => Agent, Record<'public' | 'recruiters' | 'private', number>]> = [
        ['owner', () => owner.agent, { public: 200, recruiters: 200, private: 200 }],
        ['admin', () => admin, { public: 200, recruiters: 200, private: 200 }],
        ['verified recruiter', () => verifiedRecruiter, { public: 200, recruiters: 200, private: 404 }],
        ['unverified recruiter', () => unverifiedRecruiter, { public: 200, recruiters: 404, private: 404 }],
        ['stranger player', () => stranger, { public: 200, recruiters: 404, private: 404 }],
      ];
      for (const [who, agent, want] of expectations) {
        for (const privacy of ['public', 'recruiters', 'private'] as const) {
          const h = byPrivacy[privacy];
          const urls = [h.media.original!, h.media.playable!, h.media.poster!, `/api${h.filePath}`, `/api/highlights/${h.id}`];
          for (const url of urls) {
            const res = await agent().get(url);
            expect({ who, privacy, url, status: res.status }).toEqual({ who, privacy, url, status: want[privacy] });
          }
        }
      }
      for (const url of [byPrivacy.public.media.playable!, `/api${byPrivacy.public.filePath}`]) {
        await request(t.server).get(url).expect(401);
      }
    });

    it('hides a profile the viewer may not see, with its highlights', async () => {
      await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [owner.playerId]);
      try {
        const res = await stranger.get(`/api/highlights/player/${owner.playerId}`).expect(404);
        expect(res.body.message).toBe('Player Not Found');
        await stranger.get(byPrivacy.public.media.playable!).expect(404);
        expect(await titles(owner.agent)).toHaveLength(3);
      } finally {
        await t.dataSource.query(`UPDATE players SET visibility = 'public' WHERE id = $1`, [owner.playerId]);
      }
    });

    it('serves media with ranges, validators and private caching', async () => {
      const url = byPrivacy.public.media.playable!;
      const whole = await stranger.get(url).buffer(true).parse(binaryParser).expect(200);
      const size = (whole.body as Buffer).length;
      expect(whole.headers['content-type']).toBe('image/webp');
      expect(whole.headers['cache-control']).toBe('private, max-age=300');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      const part = await stranger.get(url).set('Range', 'bytes=0-15').buffer(true).parse(binaryParser).expect(206);
      expect(part.headers['content-range']).toBe(`bytes 0-15/${size}`);
      expect((part.body as Buffer).subarray(0, 4).toString('latin1')).toBe('RIFF');
      await stranger.get(url).set('Range', `bytes=${size + 10}-`).expect(416);
      await stranger.get(url).set('If-None-Match', whole.headers['etag']).expect(304);
      const headRes = await stranger.head(url).expect(200);
      expect(headRes.headers['content-length']).toBe(String(size));
      await stranger.get(`/api/highlights/${byPrivacy.public.id}/media/thumbnail`).expect(404);
    });

    it('shows the owner a highlight still processing (with its status), and nobody else', async () => {
      const [row] = await t.dataSource.query(
        `INSERT INTO highlights (player_id, title, status, privacy) VALUES ($1, 'Still processing', 'processing', 'public') RETURNING id`,
        [owner.playerId],
      );
      try {
        const mine = (await owner.agent.get(`/api/highlights/player/${owner.playerId}`).expect(200)).body as HighlightResponse[];
        expect(mine.find((h) => h.id === row.id)?.status).toBe('processing');
        const theirs = (await stranger.get(`/api/highlights/player/${owner.playerId}`).expect(200)).body as HighlightResponse[];
        expect(theirs.find((h) => h.id === row.id)).toBeUndefined();
        await stranger.get(`/api/highlights/${row.id}`).expect(404);
      } finally {
        await t.dataSource.query(`DELETE FROM highlights WHERE id = $1`, [row.id]);
      }
    });
  });

  describe('deleting', () => {
    it('removes the highlight and its files (original, poster, playable); only the owner or an admin may', async () => {
      const owner = await newPlayer(t);
      await makePro(owner);
      const h = await waitForStatus(owner.agent, (await createHighlight(t.server, owner.agent, { body: png, type: 'image/png' })).id, ['ready']);
      const uploadId = h.filePath!.split('/').pop()!;
      const files = () => filesUnder(storageDir).filter((f) => f.includes(uploadId) || f.includes(h.id));
      expect(files().sort()).toEqual([`media/${h.id}/playable.webp`, `media/${h.id}/poster.webp`, `uploads/${uploadId}`]);

      const other = await newPlayer(t);
      expect((await other.agent.delete(`/api/highlights/${h.id}`).expect(403)).body.message).toBe('Only the owner can delete this highlight');
      await owner.agent.delete(`/api/highlights/${h.id}`).expect(200, { ok: true });
      expect(files()).toEqual([]);
      await owner.agent.get(`/api/highlights/${h.id}`).expect(404);
      await owner.agent.get(h.media.original!).expect(404);
      expect(await t.dataSource.query(`SELECT 1 FROM uploads WHERE id = $1`, [uploadId])).toEqual([]);
      await owner.agent.delete(`/api/highlights/${h.id}`).expect(404);

      // An admin may delete any highlight.
      const second = await createHighlight(t.server, owner.agent, { body: png, type: 'image/png' }, { privacy: 'private' });
      await waitForStatus(owner.agent, second.id, ['ready']);
      const admin = await signedIn(t.server, 'admin@demo.fj');
      await admin.delete(`/api/highlights/${second.id}`).expect(200);
      expect(filesUnder(storageDir).filter((f) => f.includes(second.id))).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('tells followers who may see it (highlight_added), not those who may not', async () => {
      const owner = await newPlayer(t, { firstName: 'Waisea' });
      await makePro(owner);
      const fan = await newPlayer(t);
      const recruiter = await newAccount(t, 'recruiter', { verified: true });
      for (const f of [
        { id: fan.userId, role: 'player' },
        { id: recruiter.userId, role: 'recruiter' },
      ]) {
        await t.dataSource.query(`INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, $3)`, [owner.playerId, f.id, f.role]);
      }
      const h = await createHighlight(t.server, owner.agent, { body: png, type: 'image/png' }, { title: 'Recruiters only', privacy: 'recruiters' });
      await waitForStatus(owner.agent, h.id, ['ready']);
      const got = await waitForNotifications(recruiter.agent, 'highlight_added');
      expect(got).toHaveLength(1);
      expect(got[0].message).toBe('Waisea User added a new highlight: Recruiters only');
      await settle();
      expect((await waitForNotifications(fan.agent, 'highlight_added', 1, 300))).toHaveLength(0);
    });
  });
});
