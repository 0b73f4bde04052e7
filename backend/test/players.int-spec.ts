import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CONTACT_VIA_REQUEST, PLAYER_PROFILE_MESSAGES as M } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedIn, signedUp, uniqueEmail, type Agent, grantPlan, userOfPlayer, anyRequestId } from './helpers';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';

/** A test-name-sized rendering of a value ("xxx…" for the 501-character bio). */
const short = (v: unknown): string => {
  const j = JSON.stringify(v) ?? 'undefined';
  return j.length > 24 ? `${j.slice(0, 12)}… (${String(v).length} chars)` : j;
};

/** A complete onboarding form, as the page sends it. */
const form = (overrides: Record<string, unknown> = {}) => ({
  dob: dobForAge(20),
  heightCm: 182,
  weightKg: 95,
  dominantSide: 'right',
  positions: ['Hooker', 'Tighthead Prop', 'Lock'],
  formats: ['15s', '7s'],
  school: 'Queen Victoria School',
  province: 'Tailevu',
  gradYear: 2024,
  ageGradeTeam: 'U20',
  bio: 'Powerful scrummager from Tailevu.',
  contactEmail: uniqueEmail('contact'),
  contactPhone: '+679 777 1234',
  visibility: 'public',
  ...overrides,
});

describe('player profiles: GET/POST/PUT /api/players', () => {
  let t: TestApp;
  let admin: Agent;
  let paidRecruiter: Agent;
  let freeRecruiter: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.server, 'admin@demo.fj');
    paidRecruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
    freeRecruiter = await signedIn(t.server, 'recruiter.free@demo.fj');
  });
  afterAll(() => t.close());

  describe('create then edit', () => {
    it('a new player has no profile yet: GET /api/players/me is 404 "Player Not Found"', async () => {
      const { agent } = await signedUp(t.server, { role: 'player' });
      const res = await agent.get('/api/players/me').expect(404);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
    });

    it('creates the profile (201), reads it back as the owner, edits it, and records profile_update', async () => {
      const { agent, id: userId } = await signedUp(t.server, { role: 'player', firstName: 'Semi', lastName: 'Radradra' });
      const body = form();
      const created = await agent.post('/api/players').send(body).expect(201);
      expect(created.body).toMatchObject({
        userId,
        dob: body.dob,
        age: 20,
        isMinor: false,
        heightCm: 182,
        weightKg: 95,
        dominantSide: 'right',
        positions: body.positions,
        formats: body.formats,
        school: body.school,
        province: 'Tailevu',
        gradYear: 2024,
        ageGradeTeam: 'U20',
        bio: body.bio,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone,
        contactNote: null,
        visibility: 'public',
        verified: false,
        verifiedByCoach: false,
        highlightCount: 0,
        isOwner: true,
        profilePicture: null,
        profilePictureSet: null,
        user: { firstName: 'Semi', lastName: 'Radradra', fullName: 'Semi Radradra', profileImageUrl: null },
        guardian: { email: null, consentAt: null },
      });
      const me = (await agent.get('/api/players/me').expect(200)).body;
      expect(me).toEqual(created.body);
      expect((await agent.get(`/api/players/${created.body.id}`).expect(200)).body).toEqual(me);

      const edited = await agent
        .put(`/api/players/${created.body.id}`)
        .send(form({ dob: body.dob, positions: ['Fullback'], formats: ['Beach'], province: 'Rotuma', heightCm: '', bio: null, visibility: 'recruiters' }))
        .expect(200);
      expect(edited.body).toMatchObject({ positions: ['Fullback'], formats: ['Beach'], province: 'Rotuma', heightCm: null, bio: null, visibility: 'recruiters' });
      // "me" works for PUT too, and the change is stored
      await agent.put('/api/players/me').send(form({ dob: body.dob, school: 'Marist Brothers High School' })).expect(200);
      expect((await agent.get('/api/players/me').expect(200)).body.school).toBe('Marist Brothers High School');

      const activities = (await agent.get('/api/activities').expect(200)).body as Array<{ type: string; title: string }>;
      expect(activities.filter((a) => a.type === 'profile_update').map((a) => a.title)).toEqual(['Updated profile', 'Updated profile', 'Created player profile']);
    });

    it('gradYear defaults to the current year and visibility to public', async () => {
      const { agent } = await signedUp(t.server, { role: 'player' });
      const { gradYear: _g, visibility: _v, ...rest } = form();
      const res = await agent.post('/api/players').send(rest).expect(201);
      expect(res.body.gradYear).toBe(new Date().getUTCFullYear());
      expect(res.body.visibility).toBe('public');
    });

    it('one profile per user: a second POST is 409', async () => {
      const { agent } = await signedUp(t.server, { role: 'player' });
      await agent.post('/api/players').send(form()).expect(201);
      const res = await agent.post('/api/players').send(form()).expect(409);
      expect(res.body).toEqual(anyRequestId({ statusCode: 409, code: 'CONFLICT', message: 'Player profile already exists' }));
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM players p JOIN users u ON u.id = p.user_id WHERE u.id = (SELECT user_id FROM players WHERE id = $1)', [(await agent.get('/api/players/me')).body.id]))[0].n).toBe(1);
    });

    it('only players create profiles (403), and only when signed in (401)', async () => {
      await request(t.server).post('/api/players').send(form()).expect(401);
      await paidRecruiter.post('/api/players').send(form()).expect(403);
    });
  });

  describe('validation: 400 naming the field with the spec message', () => {
    let agent: Agent;
    beforeAll(async () => {
      agent = (await signedUp(t.server, { role: 'player' })).agent;
    });

    const cases: Array<[string, unknown, string]> = [
      ['dob', '', M.dob],
      ['dob', dobForAge(14), 'You must be at least 16 years old to create an account'],
      ['heightCm', 99, M.heightMin],
      ['heightCm', 251, M.heightMax],
      ['weightKg', 29, M.weightMin],
      ['weightKg', 201, M.weightMax],
      ['dominantSide', '', M.dominantSide],
      ['positions', [], M.positions],
      ['positions', ['Prop'], M.positionUnknown],
      ['formats', [], M.formats],
      ['formats', ['League'], M.formatUnknown],
      ['school', '', M.school],
      ['province', '', M.province],
      ['province', 'Auckland', M.provinceUnknown],
      ['gradYear', 2019, M.gradYear],
      ['gradYear', 2029, M.gradYear],
      ['bio', 'x'.repeat(501), M.bio],
      ['contactEmail', 'not-an-email', 'Valid email is required'],
      ['contactPhone', '', M.contactPhone],
      ['visibility', 'friends', M.visibility],
    ];
    it.each(cases.map(([field, value, message]) => [field, short(value), message, value] as const))(
      '%s = %s -> "%s"',
      async (field, _shown, message, value) => {
        const res = await agent.post('/api/players').send(form({ [field]: value })).expect(400);
        expect(res.body).toEqual(anyRequestId({ statusCode: 400, code: 'VALIDATION_FAILED', message: [message], errors: { [field]: message } }));
      },
    );

    it('a missing field is named too, and nothing is stored', async () => {
      const res = await agent.post('/api/players').send({}).expect(400);
      expect(res.body.errors).toEqual({
        dob: M.dob,
        dominantSide: M.dominantSide,
        positions: M.positions,
        formats: M.formats,
        school: M.school,
        province: M.province,
        contactEmail: 'Valid email is required',
        contactPhone: M.contactPhone,
      });
      await agent.get('/api/players/me').expect(404);
    });

    it('PUT validates with the same rules', async () => {
      const own = await newPlayer(t);
      const res = await own.agent.put(`/api/players/${own.playerId}`).send(form({ weightKg: 250 })).expect(400);
      expect(res.body.errors).toEqual({ weightKg: M.weightMax });
    });
  });

  describe('who may edit', () => {
    let owner: TestPlayer;
    beforeAll(async () => {
      owner = await newPlayer(t);
    });

    it('another player gets 403 and nothing changes', async () => {
      const other = await newPlayer(t);
      const res = await other.agent.put(`/api/players/${owner.playerId}`).send(form({ school: 'Hacked' })).expect(403);
      expect(res.body).toEqual(anyRequestId({ statusCode: 403, code: 'FORBIDDEN', message: 'You can only edit your own profile' }));
      const [row] = await t.dataSource.query('SELECT school FROM players WHERE id = $1', [owner.playerId]);
      expect(row.school).toBe('Queen Victoria School');
    });

    it('a recruiter gets 403; signed out 401', async () => {
      await paidRecruiter.put(`/api/players/${owner.playerId}`).send(form()).expect(403);
      await request(t.server).put(`/api/players/${owner.playerId}`).send(form()).expect(401);
    });

    it('someone who cannot even see the profile gets the not-found answer', async () => {
      const hidden = await newPlayer(t, { visibility: 'private' });
      const other = await newPlayer(t);
      const res = await other.agent.put(`/api/players/${hidden.playerId}`).send(form()).expect(404);
      expect(res.body).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
    });

    it('an admin may edit any profile; the owner sees it in Recent Activity', async () => {
      const res = await admin.put(`/api/players/${owner.playerId}`).send(form({ school: 'Lelean Memorial School' })).expect(200);
      expect(res.body.school).toBe('Lelean Memorial School');
      expect(res.body.isOwner).toBe(false);
      const activities = (await owner.agent.get('/api/activities').expect(200)).body as Array<{ type: string; description: string }>;
      expect(activities[0]).toMatchObject({ type: 'profile_update', description: 'An admin updated your player profile' });
    });
  });

  describe('visibility (docs/decisions.md): not visible answers exactly like missing', () => {
    const profiles: Record<'public' | 'recruiters' | 'private', TestPlayer> = {} as never;
    let missingBody: unknown;
    let viewers: Record<string, Agent>;
    beforeAll(async () => {
      for (const v of ['public', 'recruiters', 'private'] as const) profiles[v] = await newPlayer(t, { visibility: v });
      viewers = {
        'another player': (await newPlayer(t)).agent,
        'an unverified recruiter': (await newAccount(t, 'recruiter')).agent,
        'a mentor': (await newAccount(t, 'mentor')).agent,
        'a free verified recruiter': freeRecruiter,
        'a paid verified recruiter': paidRecruiter,
        'an admin': admin,
      };
      missingBody = (await admin.get(`/api/players/${randomUUID()}`).expect(404)).body;
      expect(missingBody).toEqual(anyRequestId({ statusCode: 404, code: 'PLAYER_NOT_FOUND', message: 'Player Not Found' }));
    });

    const matrix: Array<[string, { public: boolean; recruiters: boolean; private: boolean }]> = [
      ['another player', { public: true, recruiters: false, private: false }],
      ['an unverified recruiter', { public: true, recruiters: false, private: false }],
      ['a mentor', { public: true, recruiters: false, private: false }],
      ['a free verified recruiter', { public: true, recruiters: true, private: false }],
      ['a paid verified recruiter', { public: true, recruiters: true, private: false }],
      ['an admin', { public: true, recruiters: true, private: true }],
    ];
    it.each(matrix)('%s reading public / recruiters-only / private profiles', async (who, sees) => {
      for (const level of ['public', 'recruiters', 'private'] as const) {
        const res = await viewers[who]!.get(`/api/players/${profiles[level].playerId}`);
        if (sees[level]) {
          expect(res.status).toBe(200);
          expect(res.body.id).toBe(profiles[level].playerId);
          expect(res.body.isOwner).toBe(false);
          // the guardian block is for the owner and admins only
          expect('guardian' in res.body).toBe(who === 'an admin');
        } else {
          expect(res.status).toBe(404);
          expect(res.body).toEqual(anyRequestId(missingBody));
          expect(res.headers['content-length']).toBe(String(JSON.stringify(missingBody).length));
        }
      }
    });

    it('the owner always sees their own profile, whatever its visibility', async () => {
      for (const level of ['public', 'recruiters', 'private'] as const) {
        const res = await profiles[level].agent.get(`/api/players/${profiles[level].playerId}`).expect(200);
        expect(res.body).toMatchObject({ isOwner: true, visibility: level });
      }
    });

    it('signed out is 401; a malformed id is the same 404', async () => {
      await request(t.server).get(`/api/players/${profiles.public.playerId}`).expect(401);
      expect((await admin.get('/api/players/not-a-uuid').expect(404)).body).toEqual(anyRequestId(missingBody));
    });

    it('a suspended owner\'s public profile is hidden from others but not from admins', async () => {
      const p = await newPlayer(t);
      await t.dataSource.query('UPDATE users SET suspended_at = now() WHERE id = $1', [p.userId]);
      expect((await paidRecruiter.get(`/api/players/${p.playerId}`).expect(404)).body).toEqual(anyRequestId(missingBody));
      await admin.get(`/api/players/${p.playerId}`).expect(200);
    });

    it('highlightCount counts only the highlights this viewer may see', async () => {
      const p = profiles.public;
      await t.dataSource.query(
        `INSERT INTO highlights (player_id, title, privacy, status) VALUES
           ($1, 'Public ready', 'public', 'ready'), ($1, 'Recruiters ready', 'recruiters', 'ready'),
           ($1, 'Private ready', 'private', 'ready'), ($1, 'Public processing', 'public', 'processing')`,
        [p.playerId],
      );
      const count = async (agent: Agent) => (await agent.get(`/api/players/${p.playerId}`).expect(200)).body.highlightCount;
      // A free viewer gets the preview's "1+"; a Player Pro player (paid) the exact count of what they may see.
      expect(await count(viewers['another player']!)).toBe('1+');
      const proPlayer = await newPlayer(t);
      await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, proPlayer.playerId), 'player_pro');
      expect(await count(proPlayer.agent)).toBe(1);
      expect(await count(paidRecruiter)).toBe(2);
      expect(await count(p.agent)).toBe(4);
      expect(await count(admin)).toBe(4);
    });
  });

  describe("safeguarding: a minor's contact email and phone", () => {
    let minor: TestPlayer;
    let minorGuardian: string;
    beforeAll(async () => {
      minor = await newPlayer(t, { age: 17 });
      [{ guardian_email: minorGuardian }] = await t.dataSource.query('SELECT guardian_email FROM users WHERE id = $1', [minor.userId]);
    });

    const open = (p: TestPlayer) => ({ contactEmail: p.contactEmail, contactPhone: p.contactPhone, contactNote: null });
    const masked = { contactEmail: null, contactPhone: null, contactNote: CONTACT_VIA_REQUEST };

    it('the player sees them, with the guardian email and consent', async () => {
      const res = await minor.agent.get('/api/players/me').expect(200);
      expect(res.body).toMatchObject({ ...open(minor), isMinor: true, age: 17 });
      expect(res.body.guardian.email).toBe(minorGuardian);
      expect(Date.parse(res.body.guardian.consentAt)).not.toBeNaN();
    });

    it('an admin sees them', async () => {
      expect((await admin.get(`/api/players/${minor.playerId}`).expect(200)).body).toMatchObject(open(minor));
    });

    it('everyone else gets "Contact via request" (another player, free and paid recruiters, a mentor)', async () => {
      const mentor = (await newAccount(t, 'mentor')).agent;
      for (const agent of [(await newPlayer(t)).agent, freeRecruiter, paidRecruiter, mentor]) {
        const res = await agent.get(`/api/players/${minor.playerId}`).expect(200);
        expect(res.body).toMatchObject({ ...masked, isMinor: true });
        expect(JSON.stringify(res.body)).not.toContain(minor.contactEmail);
        expect(JSON.stringify(res.body)).not.toContain(minor.contactPhone);
        expect(res.body.guardian).toBeUndefined();
        expect(JSON.stringify(res.body)).not.toContain(minorGuardian);
      }
    });

    it('a pending or declined request does not open them; an approved one does, for that user only', async () => {
      const coach = await newAccount(t, 'coach', { verified: true });
      const insert = (status: string, fromUser: string) =>
        t.dataSource.query(
          `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status) VALUES ($1, $2, $3, 'Hello', $4)`,
          [fromUser, minor.userId, minor.playerId, status],
        );
      await insert('pending', coach.userId);
      await insert('declined', coach.userId);
      expect((await coach.agent.get(`/api/players/${minor.playerId}`).expect(200)).body).toMatchObject(masked);
      await insert('approved', coach.userId);
      expect((await coach.agent.get(`/api/players/${minor.playerId}`).expect(200)).body).toMatchObject(open(minor));
      // the approval is the coach's, not everybody's
      expect((await paidRecruiter.get(`/api/players/${minor.playerId}`).expect(200)).body).toMatchObject(masked);
    });

    it("an adult's contact fields are shown to other viewers", async () => {
      const adult = await newPlayer(t, { age: 25 });
      expect((await paidRecruiter.get(`/api/players/${adult.playerId}`).expect(200)).body).toMatchObject({ ...open(adult), isMinor: false });
    });

    it("a profile date of birth edited to an adult's does not unmask a minor account", async () => {
      const { agent } = await signedUp(t.server, { role: 'player', dob: dobForAge(16), guardianEmail: uniqueEmail('g'), guardianConsent: true });
      const body = form({ dob: dobForAge(30) });
      const created = await agent.post('/api/players').send(body).expect(201);
      const res = await paidRecruiter.get(`/api/players/${created.body.id}`).expect(200);
      expect(res.body).toMatchObject({ ...masked, isMinor: true });
    });

    it('the onboarding guardian checkbox is recorded and shown back to the player', async () => {
      const { agent, id } = await signedUp(t.server, { role: 'player', dob: dobForAge(17), guardianEmail: uniqueEmail('g'), guardianConsent: true });
      // consent given at sign-up is shown too; clear it to see the onboarding checkbox alone
      await t.dataSource.query('UPDATE users SET guardian_consent_at = NULL WHERE id = $1', [id]);
      const without = await agent.post('/api/players').send(form({ dob: dobForAge(17) })).expect(201);
      expect(without.body.guardian.consentAt).toBeNull();
      const withConsent = await agent.put('/api/players/me').send(form({ dob: dobForAge(17), guardianConsent: true })).expect(200);
      expect(Date.parse(withConsent.body.guardian.consentAt)).not.toBeNaN();
    });
  });
});
