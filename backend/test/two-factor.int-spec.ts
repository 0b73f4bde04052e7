import request from 'supertest';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from '@fiji/contracts';
import { LOGIN_THROTTLE } from '../src/modules/users/services/login-throttle.service';
import { createTestApp, type TestApp } from './app.factory';
import { expressRoutes } from './authz/routes';
import { enableTwoFactor, signedIn, signedUp, totpCode, type Agent } from './helpers';

/**
 * Two-factor sign-in (docs/admin.md "Two-factor sign-in and the console's origin"): setup with a QR
 * code, enable with a code, the login's second step with an app code or a single-use recovery code,
 * the login throttle on code guesses, and the console refusing an admin without it.
 */
describe('two-factor sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => t.dataSource.query('DELETE FROM rate_limit_counters'));

  /** A new account with two-factor on: its secret and recovery codes. */
  async function enrolled(): Promise<{ agent: Agent; email: string; password: string; id: string; secret: string; recoveryCodes: string[] }> {
    const account = await signedUp(t.server);
    const setup = await account.agent.post('/api/auth/2fa/setup').expect(200);
    const { body } = await account.agent.post('/api/auth/2fa/enable').send({ code: await totpCode(setup.body.secret) }).expect(200);
    return { ...account, secret: setup.body.secret, recoveryCodes: body.recoveryCodes };
  }

  /** A client past the password step, waiting for its code. */
  async function pending(email: string, password: string): Promise<Agent> {
    const agent = request.agent(t.server);
    const res = await agent.post('/api/auth/login').send({ email, password }).expect(200);
    expect(res.body).toEqual({ twoFactorRequired: true });
    return agent;
  }

  it('setup gives an otpauth URI and a QR code; only a right code turns it on, the secret stored encrypted, ten recovery codes shown once', async () => {
    const { agent, email, id } = await signedUp(t.server);
    expect((await agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    const setup = await agent.post('/api/auth/2fa/setup').expect(200);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.body.otpauthUri).toContain(encodeURIComponent(email));
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const [row] = await t.dataSource.query(`SELECT secret_ciphertext FROM user_two_factor WHERE user_id = $1`, [id]);
    expect(row.secret_ciphertext).not.toContain(setup.body.secret);

    const bad = await agent.post('/api/auth/2fa/enable').send({ code: '12345' }).expect(400);
    expect(bad.body.errors).toHaveProperty('code');
    const wrong = await agent.post('/api/auth/2fa/enable').send({ code: (Number(await totpCode(setup.body.secret)) + 1).toString().padStart(6, '0').slice(-6) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID_CODE');
    expect((await agent.get('/api/auth/user').expect(200)).body.twoFactorEnabled).toBe(false);

    const on = await agent.post('/api/auth/2fa/enable').send({ code: await totpCode(setup.body.secret) }).expect(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    const stored = await t.dataSource.query(`SELECT code_hash FROM user_recovery_codes WHERE user_id = $1`, [id]);
    expect(stored.map((r: { code_hash: string }) => r.code_hash)).not.toContain(on.body.recoveryCodes[0]);
    expect((await agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await agent.get('/api/auth/user').expect(200)).body.twoFactorEnabled).toBe(true);
    expect((await agent.post('/api/auth/2fa/setup').expect(409)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });

  it('login answers {twoFactorRequired} and signs in only after a right code', async () => {
    const { email, password, secret } = await enrolled();
    const agent = await pending(email, password);
    await agent.get('/api/auth/user').expect(401);
    const wrong = await agent.post('/api/auth/2fa/verify').send({ code: '000000' }).expect(401);
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID_CODE');
    await agent.get('/api/auth/user').expect(401);
    const ok = await agent.post('/api/auth/2fa/verify').send({ code: await totpCode(secret) }).expect(200);
    expect(ok.body.user).toMatchObject({ email, twoFactorEnabled: true });
    expect((await agent.get('/api/auth/user').expect(200)).body.email).toBe(email);

    // The code is good once: a second sign-in with it (someone who saw it) is refused, even at the same moment.
    const replay = await pending(email, password);
    expect((await replay.post('/api/auth/2fa/verify').send({ code: await totpCode(secret) }).expect(401)).body.code).toBe('TWO_FACTOR_INVALID_CODE');
  });

  it('one code, two sign-ins at once: one wins', async () => {
    const { email, password, secret } = await enrolled();
    const [a, b] = await Promise.all([pending(email, password), pending(email, password)]);
    const code = await totpCode(secret);
    const answers = await Promise.all([a, b].map((agent) => agent.post('/api/auth/2fa/verify').send({ code })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('the second step needs a password step first', async () => {
    const res = await request(t.server).post('/api/auth/2fa/verify').send({ code: '123456' }).expect(401);
    expect(res.body.code).toBe('TWO_FACTOR_NOT_PENDING');
  });

  it('a recovery code signs in once: used again, even by three sign-ins at once, it is refused', async () => {
    const { email, password, recoveryCodes } = await enrolled();
    const first = await pending(email, password);
    await first.post('/api/auth/2fa/verify').send({ recoveryCode: recoveryCodes[0]!.toUpperCase() }).expect(200);
    await first.get('/api/auth/user').expect(200);

    const again = await pending(email, password);
    expect((await again.post('/api/auth/2fa/verify').send({ recoveryCode: recoveryCodes[0] }).expect(401)).body.code).toBe('TWO_FACTOR_INVALID_CODE');
    await t.dataSource.query('DELETE FROM rate_limit_counters');

    const racers: Agent[] = [];
    for (let i = 0; i < 3; i++) racers.push(await pending(email, password));
    const answers = await Promise.all(racers.map((a) => a.post('/api/auth/2fa/verify').send({ recoveryCode: recoveryCodes[1] })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401, 401]);
    expect((await first.get('/api/auth/2fa').expect(200)).body.recoveryCodesLeft).toBe(8);
  });

  it('code guesses go through the login throttle: after three wrong codes a delay (429), and a new password step does not reset it', async () => {
    const { email, password, secret } = await enrolled();
    const agent = await pending(email, password);
    for (let i = 0; i < LOGIN_THROTTLE.code.delayAfter; i++) await agent.post('/api/auth/2fa/verify').send({ code: '000000' }).expect(401);
    const throttled = await agent.post('/api/auth/2fa/verify').send({ code: await totpCode(secret) }).expect(429);
    expect(throttled.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    const fresh = await pending(email, password);
    await fresh.post('/api/auth/2fa/verify').send({ code: await totpCode(secret) }).expect(429);
    await agent.get('/api/auth/user').expect(401);
  });

  it('turns off with a code or the password (a wrong one refused); the next login needs no code', async () => {
    const a = await enrolled();
    expect((await a.agent.post('/api/auth/2fa/disable').send({ password: 'not-it' }).expect(400)).body.errors).toHaveProperty('password');
    await a.agent.post('/api/auth/2fa/disable').send({ code: await totpCode(a.secret) }).expect(200);
    expect((await request(t.server).post('/api/auth/login').send({ email: a.email, password: a.password }).expect(200)).body.user.email).toBe(a.email);

    const b = await enrolled();
    await b.agent.post('/api/auth/2fa/disable').send({ password: b.password }).expect(200);
    expect((await b.agent.get('/api/auth/2fa').expect(200)).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await b.agent.post('/api/auth/2fa/disable').send({ password: b.password }).expect(400)).body.code).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('shared demo accounts cannot turn it on or off (one visitor would lock the others out)', async () => {
    const player = await signedIn(t.server, 'player.paid@demo.fj');
    expect((await player.post('/api/auth/2fa/setup').expect(403)).body.code).toBe('DEMO_ACCOUNT_LOCKED');
    const admin = await signedIn(t.server, 'admin@demo.fj');
    expect((await admin.post('/api/auth/2fa/disable').send({ password: DEMO_PASSWORD }).expect(403)).body.code).toBe('DEMO_ACCOUNT_LOCKED');
  });

  it('the console refuses an admin without two-factor (403 TWO_FACTOR_SETUP_REQUIRED) until it is on; the demo admin signs in with the published secret', async () => {
    const { agent, id } = await signedUp(t.server);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
    const refused = await agent.get('/api/admin/stats').expect(403);
    expect(refused.body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    await enableTwoFactor(agent);
    await agent.get('/api/admin/stats').expect(200);

    const demo = await pending('admin@demo.fj', DEMO_PASSWORD);
    await demo.get('/api/admin/stats').expect(401);
    await demo.post('/api/auth/2fa/verify').send({ code: await totpCode(DEMO_ADMIN_TOTP_SECRET) }).expect(200);
    await demo.get('/api/admin/stats').expect(200);
  });

  it('every /api/admin route of the live route list (moderation and suspension lifts included) refuses an admin without two-factor', async () => {
    const { agent, id } = await signedUp(t.server);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [id]);
    const routes = expressRoutes(t.app).filter((k) => k.split(' ')[1]!.startsWith('/api/admin/') && !k.startsWith('HEAD '));
    expect(routes).toEqual(expect.arrayContaining(['GET /api/admin/reports', 'POST /api/admin/reports/{caseId}/suspend', 'POST /api/admin/suspension-lifts']));
    const answers: Record<string, string> = {};
    for (const key of routes) {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).send({});
      answers[key] = `${res.status} ${res.body?.code}`;
    }
    expect(answers).toEqual(Object.fromEntries(routes.map((k) => [k, '403 TWO_FACTOR_SETUP_REQUIRED'])));
  });
});
