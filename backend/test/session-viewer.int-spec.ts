/**
 * The signed-in request's viewer comes with its session user (docs/search.md, "Fewer waits per
 * request"): one statement reads the account and its plan, and nothing is kept between requests, so a
 * plan change, a lost verification, a suspension or a deletion is what the very next request sees.
 */
import { randomBytes } from 'node:crypto';
import { Client, type QueryConfig } from 'pg';
import type { SessionUser } from '@fiji/contracts';
import { ViewerAccessService } from '../src/core/access';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, type Agent } from './helpers';
import { paidRecruiter } from './recruiting-fixtures';
import { newPlayer, type TestPlayer } from './social-fixtures';

describe('the viewer loaded with the session', () => {
  let t: TestApp;
  let tag: string;
  let pub: TestPlayer;
  let recruitersOnly: TestPlayer;

  beforeAll(async () => {
    t = await createTestApp();
    tag = `Sv${randomBytes(4).toString('hex')}`;
    pub = await newPlayer(t, { firstName: tag, visibility: 'public' });
    recruitersOnly = await newPlayer(t, { firstName: tag, visibility: 'recruiters' });
  });
  afterAll(() => t.close());

  /** What the recruiter notices: the search's preview flag, a profile's contact fields, a recruiters-only profile, the plan. */
  async function looks(agent: Agent) {
    const search = (await agent.get('/api/search').query({ q: tag }).expect(200)).body as { preview: boolean; viewerType: string; results: Array<{ id: string }> };
    const profile = (await agent.get(`/api/players/${pub.playerId}`).expect(200)).body as { contactEmail: string | null };
    const hidden = await agent.get(`/api/players/${recruitersOnly.playerId}`);
    const status = (await agent.get('/api/subscription/status').expect(200)).body as { planType: string; isPaid: boolean };
    return {
      viewerType: search.viewerType,
      preview: search.preview,
      found: search.results.map((r) => r.id).sort(),
      contactEmail: profile.contactEmail,
      recruitersOnlyProfile: hidden.status,
      planType: status.planType,
      isPaid: status.isPaid,
    };
  }

  it('a plan or verification changed in the database between two requests is what the next request sees', async () => {
    const recruiter = await paidRecruiter(t);
    const both = [pub.playerId, recruitersOnly.playerId].sort();
    const paid = { viewerType: 'paid_user', preview: false, found: both, contactEmail: pub.contactEmail, recruitersOnlyProfile: 200, planType: 'recruiter', isPaid: true };
    const free = { viewerType: 'free_recruiter', preview: true, found: both, contactEmail: null, recruitersOnlyProfile: 200, planType: 'free', isPaid: false };
    expect(await looks(recruiter.agent)).toEqual(paid);

    // The plan lapses (cancelled): the next request gets previews.
    await t.dataSource.query(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1`, [recruiter.userId]);
    expect(await looks(recruiter.agent)).toEqual(free);

    // Upgraded again: the next request gets full profiles.
    await grantPlan(t.dataSource, recruiter.userId, 'recruiter');
    expect(await looks(recruiter.agent)).toEqual(paid);

    // Verification withdrawn: recruiters-only profiles are gone from the next request.
    await t.dataSource.query(`UPDATE users SET verified = false WHERE id = $1`, [recruiter.userId]);
    expect(await looks(recruiter.agent)).toEqual({ ...paid, found: [pub.playerId], recruitersOnlyProfile: 404 });
  });

  it('a suspended or deleted account is signed out on its next request', async () => {
    const suspended = await paidRecruiter(t);
    const deleted = await paidRecruiter(t);
    for (const a of [suspended, deleted]) await a.agent.get('/api/search').query({ q: tag }).expect(200);

    await t.dataSource.query(`UPDATE users SET suspended_at = now() WHERE id = $1`, [suspended.userId]);
    await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [deleted.userId]);
    for (const a of [suspended, deleted]) {
      await a.agent.get('/api/search').query({ q: tag }).expect(401);
      await a.agent.get(`/api/players/${recruitersOnly.playerId}`).expect(401);
      await a.agent.get('/api/auth/user').expect(401);
    }
  });

  it('a session whose stored user id is not an id, or that has expired, is signed out (401), not an error', async () => {
    const malformed = await paidRecruiter(t);
    const expired = await paidRecruiter(t);
    for (const a of [malformed, expired]) await a.agent.get('/api/auth/user').expect(200);
    const ofUser = `sess->'passport'->>'user' = $1`;
    await t.dataSource.query(`UPDATE session SET sess = jsonb_set(sess::jsonb, '{passport,user}', '"not-an-id"')::json WHERE ${ofUser}`, [malformed.userId]);
    await t.dataSource.query(`UPDATE session SET expire = now() - interval '1 minute' WHERE ${ofUser}`, [expired.userId]);
    for (const a of [malformed, expired]) {
      await a.agent.get('/api/auth/user').expect(401);
      await a.agent.get('/api/search').query({ q: tag }).expect(401);
    }
  });

  it("one statement reads the session, its signed-in account and the plan; the request's viewer is not read again", async () => {
    const recruiter = await paidRecruiter(t);
    await recruiter.agent.get('/api/auth/user').expect(200);
    // Every statement sent to PostgreSQL, whether through TypeORM, prepared on a pool client or by the session store.
    const logged = jest.spyOn(Client.prototype, 'query');
    try {
      const statements = () =>
        logged.mock.calls.map(([q, v]) => (typeof q === 'string' ? { sql: q, params: v } : { sql: (q as QueryConfig).text, params: (q as QueryConfig).values }));
      /** The statements of a request that read the session or the account by its id alone (session user, viewer). */
      const accountReads = () =>
        statements()
          .filter(({ sql, params }) => /\bFROM (users|session)\b/.test(sql) && Array.isArray(params) && (params.length === 1 ? params[0] === recruiter.userId : /\bFROM session\b/.test(sql)))
          .map(({ sql }) => sql);
      for (const call of [
        () => recruiter.agent.get('/api/search').query({ q: tag }).expect(200),
        () => recruiter.agent.get(`/api/players/${pub.playerId}`).expect(200),
        () => recruiter.agent.get('/api/subscription/status').expect(200),
      ]) {
        logged.mockClear();
        await call();
        const reads = accountReads();
        expect(reads).toHaveLength(1);
        expect(reads[0]).toContain('FROM session'); // the session ...
        expect(reads[0]).toContain('first_name'); // ... the session user's columns ...
        expect(reads[0]).toContain('account_plans'); // ... and the plan, together
      }

      // Any other user object (a job, a test) is still read from the database.
      logged.mockClear();
      const viewer = await t.app.get(ViewerAccessService).viewer({ id: recruiter.userId, role: 'recruiter' } as SessionUser);
      expect(viewer).toMatchObject({ isPaid: true, isVerifiedRecruiter: true });
      expect(accountReads()).toHaveLength(1);
      expect(accountReads()[0]).not.toContain('FROM session');
    } finally {
      logged.mockRestore();
    }
  });
});
