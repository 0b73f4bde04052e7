import request from 'supertest';
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../src/core/rate-limit';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId } from './helpers';

/**
 * Public endpoints that mail an arbitrary address or hash a password are limited per client IP, in
 * PostgreSQL. Every suite shares one database and one IP, so each case starts and ends with no hits.
 */
describe('rate limits on public, costly endpoints', () => {
  let t: TestApp;
  const clear = () => t.dataSource.query(`DELETE FROM rate_limit_counters`);
  beforeAll(async () => {
    t = await createTestApp();
    await clear();
  });
  afterEach(clear);
  afterAll(() => t.close());

  it.each([
    ['/api/contact', RATE_LIMITS.contact.max],
    ['/api/beta-feedback', RATE_LIMITS.betaFeedback.max],
    ['/api/auth/signup', RATE_LIMITS.signup.max],
  ])('%s answers 429 after %i requests from one address within the window', async (path, max) => {
    for (let i = 0; i < max; i++) {
      // Invalid bodies count too: the limit is on requests, checked before validation.
      await request(t.server).post(path).send({}).expect(400);
    }
    const res = await request(t.server).post(path).send({}).expect(429);
    expect(res.body).toEqual(anyRequestId({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGE }));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds when a burst arrives at once: exactly the limit passes', async () => {
    const { max } = RATE_LIMITS.betaFeedback;
    const answers = await Promise.all(Array.from({ length: max + 20 }, () => request(t.server).post('/api/beta-feedback').send({})));
    expect(answers.filter((r) => r.status === 400)).toHaveLength(max);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('hits older than the window no longer count', async () => {
    const { action, max, windowMs } = RATE_LIMITS.contact;
    for (let i = 0; i < max; i++) await request(t.server).post('/api/contact').send({}).expect(400);
    await request(t.server).post('/api/contact').send({}).expect(429);
    await t.dataSource.query(`UPDATE rate_limit_counters SET window_started_at = now() - make_interval(secs => $2) WHERE key LIKE $1`, [
      `${action}:%`,
      windowMs / 1000 + 60,
    ]);
    await request(t.server).post('/api/contact').send({}).expect(400);
  });

  it('RATE_LIMIT_FACTOR raises every per-address limit (many people behind one address)', async () => {
    const doubled = await createTestApp({ RATE_LIMIT_FACTOR: '2' });
    try {
      const { max } = RATE_LIMITS.contact;
      for (let i = 0; i < 2 * max; i++) await request(doubled.server).post('/api/contact').send({}).expect(400);
      await request(doubled.server).post('/api/contact').send({}).expect(429);
    } finally {
      await doubled.close();
    }
  });
});
