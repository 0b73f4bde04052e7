/**
 * Regressions found by the backend review of the platform issue: request bodies of the wrong shape,
 * implausible dates of birth, highlights still processing on the featured cards, and the shared
 * demo accounts (public password) that one visitor must not be able to change or delete.
 */
import request from 'supertest';
import { AUTH_MESSAGES, DEMO_PASSWORD } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedIn, uniqueEmail, anyRequestId } from './helpers';

describe('input hardening and demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (path: string, raw: string) =>
    request(t.server).post(path).set('Content-Type', 'application/json').send(raw);

  describe('a JSON array where an object is expected', () => {
    it('login and demo-login: 400 naming each field (not "an unknown value was passed")', async () => {
      for (const raw of ['[]', '[{"email":"a@b.co","password":"x"}]']) {
        const login = await post('/api/auth/login', raw).expect(400);
        expect(login.body).toEqual(anyRequestId({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['Email is required', 'Password is required'],
          errors: { email: 'Email is required', password: 'Password is required' },
        }));
        const demo = await post('/api/auth/demo-login', raw).expect(400);
        expect(demo.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
      }
    });

    it('DTO bodies (signup, contact): 400 with the fields only, no "property 0 should not exist"', async () => {
      const contact = await post('/api/contact', '[{"firstName":"Sera"}]').expect(400);
      expect(Object.keys(contact.body.errors).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
      expect(contact.body.message).not.toContain('property 0 should not exist');
      const signup = await post('/api/auth/signup', '[1,2]').expect(400);
      expect(Object.keys(signup.body.errors).sort()).toEqual(['dob', 'email', 'firstName', 'lastName', 'password', 'role']);
    });

    it('a deeply nested body is a 400, not a stack overflow (500)', async () => {
      const deep = (levels: number) => `{"firstName":${'['.repeat(levels)}${']'.repeat(levels)},"lastName":"x"}`;
      for (const path of ['/api/contact', '/api/auth/login', '/api/auth/signup', '/api/beta-feedback']) {
        const res = await post(path, deep(5000)).expect(400);
        expect(res.body).toEqual(anyRequestId({ statusCode: 400, code: 'BAD_REQUEST', message: 'Request body is nested too deeply' }));
      }
      // Ordinary nesting still reaches validation, which names the field.
      const shallow = await post('/api/contact', deep(3)).expect(400);
      expect(shallow.body.errors.firstName).toBe('First name is required');
      const form = await request(t.server)
        .post('/api/contact')
        .type('form')
        .send(`firstName=${'[a]'.repeat(40)}`)
        .expect(400);
      expect(form.body.errors).toBeDefined();
    });

    it('a NUL character (PostgreSQL cannot store it) is a 400 naming the field, not "Invalid input"', async () => {
      const res = await post('/api/auth/signup', '{"firstName":"Se\\u0000ra","lastName":"V","email":"nul@example.test","password":"Sup3r-secret!","role":"player","dob":"1990-01-01"}').expect(400);
      expect(res.body.errors).toEqual({ firstName: 'firstName contains a character that is not allowed' });
      const login = await post('/api/auth/login', '{"email":"a\\u0000@example.test","password":"x"}').expect(400);
      expect(Object.keys(login.body.errors)).toEqual(['email']);
      const nested = await post('/api/beta-feedback', '{"userType":"player","extra":{"notes":["ok","b\\u0000"]}}').expect(400);
      expect(Object.keys(nested.body.errors)).toEqual(['extra.notes.1']);
    });

    it('never a 500 on any public POST, whatever the body', async () => {
      const bodies = ['{bad json', '[]', '[null]', '"text"', '123', 'null', '{"firstName":{"$ne":1},"email":["a"]}', '{"a":"\\u0000"}'];
      const paths = ['/api/auth/login', '/api/auth/demo-login', '/api/auth/signup', '/api/contact', '/api/beta-feedback', '/api/auth/logout'];
      for (const path of paths) {
        for (const raw of bodies) {
          const res = await post(path, raw);
          expect({ path, raw, status: res.status < 500 }).toEqual({ path, raw, status: true });
          if (res.status >= 400) expect(typeof res.body.message === 'string' || Array.isArray(res.body.message)).toBe(true);
        }
      }
    });
  });

  it('signup refuses an implausible date of birth (e.g. year 0001) with a field message', async () => {
    const res = await request(t.server)
      .post('/api/auth/signup')
      .send({ firstName: 'Old', lastName: 'Timer', email: uniqueEmail('old'), password: 'Sup3r-secret!', role: 'player', dob: '0001-01-01' })
      .expect(400);
    expect(res.body.errors).toEqual({ dob: AUTH_MESSAGES.invalidDob });
    await request(t.server)
      .post('/api/auth/signup')
      .send({ firstName: 'Senior', lastName: 'Coach', email: uniqueEmail('senior'), password: 'Sup3r-secret!', role: 'coach', dob: dobForAge(90) })
      .expect(201);
  });

  it('featured players count only highlights others may see (public and ready)', async () => {
    const agent = await signedIn(t.server, 'coach@demo.fj');
    const before = (await agent.get('/api/featured-players').expect(200)).body.results as Array<{ id: string; highlightCount: number }>;
    expect(before.length).toBeGreaterThan(0);
    const top = before[0]!;
    const [{ id }] = (await t.dataSource.query(
      `INSERT INTO highlights (player_id, title, privacy, status) VALUES ($1, 'Still processing', 'public', 'processing') RETURNING id`,
      [top.id],
    )) as Array<{ id: string }>;
    try {
      const after = (await agent.get('/api/featured-players').expect(200)).body.results as Array<{ id: string; highlightCount: number }>;
      expect(after.find((p) => p.id === top.id)?.highlightCount).toBe(top.highlightCount);
    } finally {
      await t.dataSource.query('DELETE FROM highlights WHERE id = $1', [id]);
    }
  });

  describe('shared demo accounts (public password) cannot be changed or deleted', () => {
    it('PATCH /api/account, POST /api/account/password and DELETE /api/account are 403', async () => {
      const agent = await signedIn(t.server, 'player.paid@demo.fj');
      const me = (await agent.get('/api/auth/user').expect(200)).body;
      const locked = anyRequestId({ statusCode: 403, code: 'DEMO_ACCOUNT_LOCKED', message: AUTH_MESSAGES.demoAccountLocked });
      expect((await agent.patch('/api/account').send({ firstName: 'Hacked', lastName: 'Name', email: 'hacked@example.test' }).expect(403)).body).toEqual(locked);
      expect((await agent.post('/api/account/password').send({ currentPassword: DEMO_PASSWORD, newPassword: 'Locked-out-1' }).expect(403)).body).toEqual(locked);
      expect((await agent.delete('/api/account').send({ password: DEMO_PASSWORD }).expect(403)).body).toEqual(locked);
      // Nothing changed: same details, same password, session still open.
      expect((await agent.get('/api/auth/user').expect(200)).body).toEqual(me);
      await request(t.server).post('/api/auth/login').send({ email: 'player.paid@demo.fj', password: DEMO_PASSWORD }).expect(200);
      // Preferences remain a per-user setting.
      await agent.get('/api/account/notification-preferences').expect(200);
    });
  });
});
