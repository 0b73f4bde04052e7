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

  it("one statement reads the signed-in account and its plan; the request's viewer is not read again", async () => {
    const recruiter = await paidRecruiter(t);
    await recruiter.agent.get('/api/auth/user').expect(200);
    // Every statement sent to PostgreSQL, whether through TypeORM or prepared on a pool client.
    const logged = jest.spyOn(Client.prototype, 'query');
    try {
      /** The statements of a request that read the account by its id alone (session user, viewer). */
      const accountReads = () =>
        logged.mock.calls
          .map(([q, v]) => (typeof q === 'string' ? { sql: q, params: v } : { sql: (q as QueryConfig).text, params: (q as QueryConfig).values }))
          .filter(({ sql, params }) => /\bFROM users\b/.test(sql) && Array.isArray(params) && params.length === 1 && params[0] === recruiter.userId)
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
        expect(reads[0]).toContain('first_name'); // the session user's columns ...
        expect(reads[0]).toContain('account_plans'); // ... and the plan, together
      }

      // Any other user object (a job, a test) is still read from the database.
      logged.mockClear();
      const viewer = await t.app.get(ViewerAccessService).viewer({ id: recruiter.userId, role: 'recruiter' } as SessionUser);
      expect(viewer).toMatchObject({ isPaid: true, isVerifiedRecruiter: true });
      expect(accountReads()).toHaveLength(1);
    } finally {
      logged.mockRestore();
    }
  });
});
