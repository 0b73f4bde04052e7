/**
 * The session cookie slides daily, not per response (docs/security.md, "Signing in"): signing in sets it,
 * ordinary answers carry no Set-Cookie, and a cookie issued over a day ago is re-issued once with a fresh
 * 14-day expiry, the session kept.
 */
import { createTestApp, type TestApp } from './app.factory';
import { signedUp, type Agent } from './helpers';

const DAY_MS = 24 * 60 * 60_000;
const MAX_AGE_MS = 14 * DAY_MS;

/** The session id inside a signed `fiji.sid=s%3A<id>.<signature>` cookie. */
const sidOf = (setCookie: string): string => decodeURIComponent(/fiji\.sid=([^;]+)/.exec(setCookie)![1]!).slice(2).split('.')[0]!;
const expiresOf = (setCookie: string): number => Date.parse(/Expires=([^;]+)/i.exec(setCookie)![1]!);
const sessionCookie = (res: { headers: Record<string, unknown> }): string | undefined =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('fiji.sid='));

describe('the session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A fresh account signed in, with its session id. */
  async function signedInWithSid(): Promise<{ agent: Agent; sid: string }> {
    const { agent, email, password } = await signedUp(t.server);
    await agent.post('/api/auth/logout').expect(200);
    const res = await agent.post('/api/auth/login').send({ email, password }).expect(200);
    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(expiresOf(cookie!)).toBeGreaterThan(Date.now() + MAX_AGE_MS - 60_000);
    return { agent, sid: sidOf(cookie!) };
  }

  /** Makes the session's cookie (the browser's and the stored copy) look issued `ago` ms ago; returns its expiry. */
  const ageCookie = async (sid: string, ago: number): Promise<string> => {
    const expires = new Date(Date.now() + MAX_AGE_MS - ago).toISOString();
    await t.dataSource.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb($2::text))::json WHERE sid = $1`, [sid, expires]);
    return expires;
  };

  const storedExpiry = async (sid: string): Promise<number> => {
    const [row] = (await t.dataSource.query(`SELECT sess->'cookie'->>'expires' AS expires FROM session WHERE sid = $1`, [sid])) as Array<{ expires: string }>;
    return Date.parse(row!.expires);
  };

  it('ordinary answers to a signed-in browser carry no Set-Cookie', async () => {
    const { agent } = await signedInWithSid();
    for (const path of ['/api/auth/user', '/api/notifications', '/api/auth/user']) {
      const res = await agent.get(path).expect(200);
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('a cookie issued over a day ago is re-issued once with a fresh 14-day expiry, and the session goes on', async () => {
    const { agent, sid } = await signedInWithSid();
    await ageCookie(sid, 2 * DAY_MS);

    const first = await agent.get('/api/auth/user').expect(200);
    const reissued = sessionCookie(first);
    expect(reissued).toBeDefined();
    expect(sidOf(reissued!)).toBe(sid);
    expect(expiresOf(reissued!)).toBeGreaterThan(Date.now() + MAX_AGE_MS - 60_000);
    expect(await storedExpiry(sid)).toBeGreaterThan(Date.now() + MAX_AGE_MS - 60_000);

    const next = await agent.get('/api/auth/user').expect(200);
    expect(sessionCookie(next)).toBeUndefined();
    expect(next.body.id).toBe(first.body.id);
  });

  it('a cookie issued less than a day ago is left alone', async () => {
    const { agent, sid } = await signedInWithSid();
    const twentyHoursAgo = await ageCookie(sid, 20 * 60 * 60_000);
    const res = await agent.get('/api/auth/user').expect(200);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await storedExpiry(sid)).toBe(Date.parse(twentyHoursAgo));
  });
});
