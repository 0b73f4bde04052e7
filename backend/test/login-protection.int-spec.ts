import request from 'supertest';
import { AUTH_MESSAGES, DEMO_PASSWORD } from '@fiji/contracts';
import { PasswordService } from '../src/modules/users/services/password.service';
import { LOGIN_THROTTLE } from '../src/modules/users/services/login-throttle.service';
import { createTestApp, type TestApp } from './app.factory';
import { signedUp, uniqueEmail, anyRequestId } from './helpers';

/**
 * Sign-in protection (docs/security.md): an atomic reservation per (account, address) pair and per
 * address, taken before the password hash; growing delays instead of locking an account for
 * everyone; hashing through a bounded pool. Addresses come from X-Forwarded-For (TRUST_PROXY=true).
 */
describe('login protection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());
  afterEach(() => t.dataSource.query('DELETE FROM rate_limit_counters'));

  const login = (email: string, password: string, ip: string) =>
    request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  /** Lets the pair's current delay pass, as waiting would. */
  const waitOutDelay = (email: string, ip: string) =>
    t.dataSource.query(`UPDATE rate_limit_counters SET blocked_until = now() WHERE key = $1`, [`login-pair:${email}|${ip}`]);

  it('200 simultaneous guesses at one account: only a handful reach the password check, and the right one among them is refused', async () => {
    const { email, password } = await signedUp(t.server);
    const verify = jest.spyOn(t.app.get(PasswordService), 'verify');
    try {
      const guesses = [...Array.from({ length: 199 }, (_, i) => `wrong-${i}`), password];
      const answers = await Promise.all(guesses.map((pw) => login(email, pw, '203.0.113.7')));
      const statuses = answers.map((r) => r.status);
      const checked = statuses.filter((s) => s !== 429).length;
      // The three free tries plus at most a couple more as the first delays run out during the burst.
      expect(checked).toBeLessThanOrEqual(LOGIN_THROTTLE.pair.delayAfter + 2);
      expect(verify.mock.calls.length).toBe(checked);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(200 - LOGIN_THROTTLE.pair.delayAfter - 2);
      expect(statuses.at(-1)).toBe(429); // the right password, sent last, was never checked
      const throttled = answers.find((r) => r.status === 429)!;
      expect(throttled.body).toEqual(anyRequestId({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts, retryAfterSeconds: expect.any(Number) }));
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    } finally {
      verify.mockRestore();
    }
  });

  it('someone guessing from one address never blocks the owner signing in from another', async () => {
    const { email, password } = await signedUp(t.server);
    for (let i = 0; i < LOGIN_THROTTLE.pair.max; i++) {
      await waitOutDelay(email, '198.51.100.1');
      await login(email, `guess-${i}`, '198.51.100.1').expect(401);
    }
    await waitOutDelay(email, '198.51.100.1');
    await login(email, password, '198.51.100.1').expect(429); // that address is done for this window
    await login(email, password, '198.51.100.2').expect(200); // the owner, elsewhere
  });

  it('slows down with growing delays, then caps the pair for the window; a success starts afresh', async () => {
    const { email, password } = await signedUp(t.server);
    const ip = '198.51.100.3';
    for (let i = 0; i < LOGIN_THROTTLE.pair.delayAfter; i++) await login(email, 'wrong', ip).expect(401);
    const first = await login(email, password, ip).expect(429); // even the right password waits
    await waitOutDelay(email, ip);
    await login(email, 'wrong', ip).expect(401);
    const second = await login(email, password, ip).expect(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(Number(first.headers['retry-after']));
    await waitOutDelay(email, ip);
    await login(email, password, ip).expect(200);
    // The pair starts afresh after the right password.
    for (let i = 0; i < LOGIN_THROTTLE.pair.delayAfter; i++) await login(email, 'wrong', ip).expect(401);
  });

  it('one address is capped across accounts, high enough for a school; successes do not count', async () => {
    const ip = '198.51.100.4';
    await t.dataSource.query(`INSERT INTO rate_limit_counters (key, hits) VALUES ($1, $2)`, [`login-address:${ip}`, LOGIN_THROTTLE.address.max - 1]);
    await login('player.paid@demo.fj', DEMO_PASSWORD, ip).expect(200); // gives its reservation back
    await login(uniqueEmail('nobody'), 'x', ip).expect(401); // the last failure allowed
    const res = await login('player.paid@demo.fj', DEMO_PASSWORD, ip).expect(429);
    expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
    await login('player.paid@demo.fj', DEMO_PASSWORD, '198.51.100.5').expect(200);
  });
});

describe('password hashing under a login flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', HASH_CONCURRENCY: '1', HASH_QUEUE_LIMIT: '2' });
  });
  afterAll(() => t.close());
  afterEach(() => t.dataSource.query('DELETE FROM rate_limit_counters'));

  it('hashes run in a bounded pool: beyond its queue a sign-in is refused at once with 503 BUSY, the rest are answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(t.server).post('/api/auth/login').set('X-Forwarded-For', `192.0.2.${i + 1}`).send({ email: uniqueEmail('flood'), password: 'x' }),
      ),
    );
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.status === 503 || r.status === 401)).toBe(true);
    expect(busy[0]!.body).toEqual({
      statusCode: 503,
      code: 'BUSY',
      message: 'Too many people are signing in right now. Please try again in a moment.',
      retryAfterSeconds: 2,
      requestId: busy[0]!.headers['x-request-id'],
    });
    expect(busy[0]!.headers['retry-after']).toBe('2');
    // A refused sign-in did not use up the person's tries.
    const refused = answers.indexOf(busy[0]!);
    const rows = await t.dataSource.query(`SELECT 1 FROM rate_limit_counters WHERE key LIKE $1 AND hits > 0`, [`login-pair:%|192.0.2.${refused + 1}`]);
    expect(rows).toHaveLength(0);
  });
});

describe('DEMO_LOGIN=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_LOGIN: 'false' });
  });
  afterAll(() => t.close());

  it('turns the demo endpoint off and empties the portal list; the ordinary login still works', async () => {
    const res = await request(t.server).post('/api/auth/demo-login').send({ username: 'player.paid@demo.fj', password: DEMO_PASSWORD }).expect(404);
    expect(res.body.code).toBe('DEMO_LOGIN_DISABLED');
    expect((await request(t.server).get('/api/auth/demo-accounts').expect(200)).body).toEqual([]);
    await request(t.server).post('/api/auth/login').send({ email: 'player.paid@demo.fj', password: DEMO_PASSWORD }).expect(200);
  });
});
