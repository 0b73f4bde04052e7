import request from 'supertest';
import { ADMIN_MESSAGES, AUTH_MESSAGES, DEMO_ACCOUNTS, DEMO_PASSWORD, type SessionUser } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { dobForAge, signedIn, signedUp, uniqueEmail, anyRequestId } from './helpers';

const SESSION_USER_KEYS = [
  'id', 'role', 'firstName', 'lastName', 'fullName', 'email', 'profileImageUrl', 'phone', 'dob', 'isMinor', 'guardianEmail', 'verified', 'twoFactorEnabled',
].sort();

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Throttle counters are per IP: every test here comes from 127.0.0.1.
  afterEach(() => t.dataSource.query('DELETE FROM rate_limit_counters'));

  it('GET /api/auth/user is 401 {statusCode, message: Unauthorized} when signed out', async () => {
    const res = await request(t.server).get('/api/auth/user').expect(401);
    expect(res.body).toEqual(anyRequestId({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthorized' }));
  });

  it('lists the five demo accounts', async () => {
    const res = await request(t.server).get('/api/auth/demo-accounts').expect(200);
    expect(res.body).toHaveLength(5);
    expect(res.body.map((a: { username: string }) => a.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    for (const a of res.body) expect(Object.keys(a).sort()).toEqual(['description', 'label', 'password', 'role', 'username']);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))('demo-login as %s (%s)', async (username, role) => {
    const agent = request.agent(t.server);
    const res = await agent.post('/api/auth/demo-login').send({ username, password: DEMO_PASSWORD }).expect(200);
    const user = res.body.user as SessionUser;
    expect(Object.keys(user).sort()).toEqual(SESSION_USER_KEYS);
    expect(user.email).toBe(username);
    expect(user.role).toBe(role);
    expect(user.firstName).toBeTruthy();
    expect(user.fullName).toBe(`${user.firstName} ${user.lastName}`);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^fiji\.sid=.*HttpOnly.*SameSite=Lax/i);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toEqual(user);
  });

  it('the free demo player is a 17-year-old with a guardian', async () => {
    const agent = await signedIn(t.server, 'player.free@demo.fj');
    const me = (await agent.get('/api/auth/user').expect(200)).body as SessionUser;
    expect(me.isMinor).toBe(true);
    expect(me.guardianEmail).toBeTruthy();
  });

  it('wrong password is 401 Invalid credentials', async () => {
    const res = await request(t.server)
      .post('/api/auth/demo-login')
      .send({ username: 'player.paid@demo.fj', password: 'wrong-password' })
      .expect(401);
    expect(res.body).toEqual(anyRequestId({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Invalid credentials' }));
    await request(t.server).post('/api/auth/login').send({ email: 'nobody@demo.fj', password: 'x' }).expect(401);
  });

  it('demo-login without fields is 400 naming them', async () => {
    const res = await request(t.server).post('/api/auth/demo-login').send({}).expect(400);
    expect(res.body.errors).toEqual({ username: 'Username is required', password: 'Password is required' });
    expect(res.body.message).toEqual(['Username is required', 'Password is required']);
  });

  it('login with email works, case-insensitively', async () => {
    const agent = request.agent(t.server);
    const res = await agent.post('/api/auth/login').send({ email: 'Recruiter.Paid@Demo.FJ', password: DEMO_PASSWORD }).expect(200);
    expect(res.body.user.role).toBe('recruiter');
    expect(res.body.user.verified).toBe(true);
  });

  describe('signup', () => {
    it('creates an adult account and signs in (201)', async () => {
      const agent = request.agent(t.server);
      const email = uniqueEmail('adult');
      const res = await agent
        .post('/api/auth/signup')
        .send({ firstName: 'Sere', lastName: 'Vakacegu', email, password: 'Longenough1', role: 'coach', dob: dobForAge(30), phone: '+679 999 1234' })
        .expect(201);
      expect(res.body.user).toMatchObject({ email, role: 'coach', firstName: 'Sere', fullName: 'Sere Vakacegu', isMinor: false, phone: '+679 999 1234' });
      await agent.get('/api/auth/user').expect(200);
      // and the password works for a fresh login
      await request(t.server).post('/api/auth/login').send({ email, password: 'Longenough1' }).expect(200);
    });

    it('refuses a 15-year-old with the spec message', async () => {
      const res = await request(t.server)
        .post('/api/auth/signup')
        .send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Longenough1', role: 'player', dob: dobForAge(15) })
        .expect(400);
      expect(res.body.errors.dob).toBe('You must be at least 16 years old to create an account');
      expect(res.body.message).toContain('You must be at least 16 years old to create an account');
    });

    it('refuses a 17-year-old without guardian, accepts one with guardian email + consent', async () => {
      const base = { firstName: 'Jone', lastName: 'Tui', password: 'Longenough1', role: 'player', dob: dobForAge(17) };
      const refused = await request(t.server).post('/api/auth/signup').send({ ...base, email: uniqueEmail() }).expect(400);
      expect(refused.body.errors).toEqual({
        guardianEmail: AUTH_MESSAGES.guardianEmail,
        guardianConsent: AUTH_MESSAGES.guardianConsent,
      });
      const ok = await request(t.server)
        .post('/api/auth/signup')
        .send({ ...base, email: uniqueEmail(), guardianEmail: 'parent@example.test', guardianConsent: true })
        .expect(201);
      expect(ok.body.user).toMatchObject({ isMinor: true, guardianEmail: 'parent@example.test' });
    });

    it('refuses admin as a role and unknown fields', async () => {
      const res = await request(t.server)
        .post('/api/auth/signup')
        .send({ firstName: 'A', lastName: 'B', email: uniqueEmail(), password: 'Longenough1', role: 'admin', dob: dobForAge(30), isAdmin: true })
        .expect(400);
      expect(res.body.errors.role).toBe('Please select a valid role');
      expect(res.body.errors.isAdmin).toMatch(/should not exist/);
    });

    it('409 when the email is taken (any case)', async () => {
      const res = await request(t.server)
        .post('/api/auth/signup')
        .send({ firstName: 'A', lastName: 'B', email: 'PLAYER.PAID@demo.fj', password: 'Longenough1', role: 'player', dob: dobForAge(30) })
        .expect(409);
      expect(res.body).toEqual(anyRequestId({ statusCode: 409, code: 'CONFLICT', message: AUTH_MESSAGES.emailTaken }));
    });
  });

  it('logout ends the session server-side: the old cookie is then 401', async () => {
    const agent = request.agent(t.server);
    const login = await agent.post('/api/auth/demo-login').send({ username: 'mentor@demo.fj', password: DEMO_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
    await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(200);
    const sessionsBefore = await t.dataSource.query(`SELECT count(*)::int AS n FROM session`);
    await agent.post('/api/auth/demo-logout').expect(200, { ok: true });
    await request(t.server).get('/api/auth/user').set('Cookie', cookie).expect(401);
    const sessionsAfter = await t.dataSource.query(`SELECT count(*)::int AS n FROM session`);
    expect(sessionsAfter[0].n).toBe(sessionsBefore[0].n - 1);
    // POST /api/auth/logout too
    const a2 = await signedIn(t.server, 'mentor@demo.fj');
    await a2.post('/api/auth/logout').expect(200, { ok: true });
    await a2.get('/api/auth/user').expect(401);
  });

  it('a suspended account answers the same 403 ACCOUNT_SUSPENDED for the right and a wrong password (no password oracle), still throttled; an open session stops working', async () => {
    const { agent, email, password, id } = await signedUp(t.server);
    await t.dataSource.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [id]);
    await agent.get('/api/auth/user').expect(401);
    const right = await request(t.server).post('/api/auth/login').send({ email, password });
    const wrong = await request(t.server).post('/api/auth/login').send({ email, password: 'not-it' });
    const answer = (r: request.Response) => [r.status, { ...r.body, requestId: undefined }];
    expect(answer(right)).toEqual([403, { statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: ADMIN_MESSAGES.suspendedLogin }]);
    expect(answer(wrong)).toEqual(answer(right));
    // Each try counts, the right password's too: the throttle's delay comes after the same number either way.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await request(t.server).post('/api/auth/login').send({ email, password: i % 2 ? password : 'not-it' })).status);
    expect(statuses).toEqual([403, 429, 429]);
  });

  it('demo-login signs in only the listed portal accounts: admin, seeded and self-registered ones get the wrong-password answer', async () => {
    const wrong = await request(t.server).post('/api/auth/demo-login').send({ username: 'player.paid@demo.fj', password: 'nope' }).expect(401);
    const { email, password } = await signedUp(t.server);
    for (const [username, pw] of [['admin@demo.fj', DEMO_PASSWORD], ['club@demo.fj', DEMO_PASSWORD], [email, password]]) {
      const res = await request(t.server).post('/api/auth/demo-login').send({ username, password: pw }).expect(401);
      expect(res.body).toEqual(anyRequestId(wrong.body));
    }
    // The same accounts sign in through the ordinary login.
    await request(t.server).post('/api/auth/login').send({ email: 'admin@demo.fj', password: DEMO_PASSWORD }).expect(200);
    await request(t.server).post('/api/auth/login').send({ email, password }).expect(200);
  });
  it('refuses a cross-origin POST (403) and allows same-origin / configured ones', async () => {
    const res = await request(t.server)
      .post('/api/auth/demo-login')
      .set('Origin', 'https://evil.example')
      .send({ username: 'player.paid@demo.fj', password: DEMO_PASSWORD })
      .expect(403);
    expect(res.body).toEqual(anyRequestId({ statusCode: 403, code: 'CROSS_SITE_REFUSED', message: 'Cross-site request refused' }));
    await request(t.server)
      .post('/api/auth/demo-login')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ username: 'player.paid@demo.fj', password: DEMO_PASSWORD })
      .expect(403);
    // same host as the request
    const addr = t.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    void port;
    await request(t.server)
      .post('/api/auth/demo-login')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send({ username: 'player.paid@demo.fj', password: DEMO_PASSWORD })
      .expect(200);
  });

});
