/**
 * Recruiter usage per billing period (docs/billing.md, "Recruiter usage"): each use by a recruiting
 * account moves its counter in recruiter_usage, keyed by the billing period's start (the billing day,
 * not the calendar month), and GET /api/billing/subscription shows the counters.
 */
import type { SubscriptionView } from '@fiji/contracts';
import { BillingClock, UsageService } from '../src/modules/billing';
import { createTestApp, type TestApp } from './app.factory';
import { freeRecruiter, paidRecruiter, playerWithPlan } from './recruiting-fixtures';
import { newAccount, type TestAccount } from './social-fixtures';

describe('recruiter usage per billing period', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.app.get(BillingClock).reset());
  afterAll(() => t.close());

  const usageOf = async (r: TestAccount) => ((await r.agent.get('/api/billing/subscription').expect(200)).body as SubscriptionView).usage!;
  const rows = (r: TestAccount) =>
    t.dataSource.query(
      `SELECT month, year, profile_views_used, contacts_used, advanced_filters_used, exports_used FROM recruiter_usage
        WHERE recruiter_id = $1 ORDER BY year, month`,
      [r.userId],
    ) as Promise<Array<{ month: number; year: number; exports_used: number }>>;
  async function watchlistOf(r: TestAccount): Promise<string> {
    const res = await r.agent.post('/api/watchlists').send({ name: 'Usage list' }).expect(201);
    return res.body.id as string;
  }

  it('profile views, contacts, advanced-filter searches and exports each move their own counter', async () => {
    const recruiter = await paidRecruiter(t);
    const player = await playerWithPlan(t, { paid: true });
    expect(await usageOf(recruiter)).toMatchObject({ profileViews: 0, contacts: 0, advancedFilterSearches: 0, exports: 0 });

    await recruiter.agent.post('/api/profile-views').send({ playerId: player.playerId }).expect(200);
    expect(await usageOf(recruiter)).toMatchObject({ profileViews: 1, contacts: 0, advancedFilterSearches: 0, exports: 0 });
    // a repeat within the day is not a new view
    await recruiter.agent.post('/api/profile-views').send({ playerId: player.playerId }).expect(200);
    expect((await usageOf(recruiter)).profileViews).toBe(1);

    await recruiter.agent.post('/api/contact-requests').send({ toUser: player.userId, playerId: player.playerId, message: 'We would like to talk.' }).expect(201);
    expect(await usageOf(recruiter)).toMatchObject({ profileViews: 1, contacts: 1, advancedFilterSearches: 0, exports: 0 });

    await recruiter.agent.get('/api/search').query({ position: 'Prop' }).expect(200); // no advanced filter
    const first = await recruiter.agent.get('/api/search').query({ grad_year: 2026, limit: 1 }).expect(200);
    if (first.body.nextCursor) {
      await recruiter.agent.get('/api/search').query({ grad_year: 2026, limit: 1, cursor: first.body.nextCursor }).expect(200); // Load More: same search
    }
    expect(await usageOf(recruiter)).toMatchObject({ profileViews: 1, contacts: 1, advancedFilterSearches: 1, exports: 0 });

    await recruiter.agent.get('/api/search/export.csv').query({ position: 'Prop' }).expect(200);
    await recruiter.agent.get(`/api/watchlists/${await watchlistOf(recruiter)}/export.csv`).expect(200);
    expect(await usageOf(recruiter)).toMatchObject({ profileViews: 1, contacts: 1, advancedFilterSearches: 1, exports: 2 });

    const [{ current_period_start }] = await t.dataSource.query(`SELECT current_period_start FROM subscriptions WHERE user_id = $1`, [recruiter.userId]);
    expect((await usageOf(recruiter)).periodStart).toBe(new Date(current_period_start).toISOString());
  });

  it('the period starts on the billing day: a use on the 19th and one on the 20th of the next month land in different periods', async () => {
    const recruiter = await paidRecruiter(t);
    const list = await watchlistOf(recruiter);
    const clock = t.app.get(BillingClock);
    const now = clock.now();
    const on19th = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 19, 12));
    const anchor = new Date(Date.UTC(on19th.getUTCFullYear(), on19th.getUTCMonth() - 1, 20));
    await t.dataSource.query(
      `UPDATE subscriptions SET current_period_start = $2, current_period_end = $2::timestamptz + interval '3 months' WHERE user_id = $1`,
      [recruiter.userId, anchor],
    );

    clock.advance(on19th.getTime() - clock.now().getTime());
    await recruiter.agent.get(`/api/watchlists/${list}/export.csv`).expect(200);
    const before = await usageOf(recruiter);
    expect(before).toMatchObject({ periodStart: anchor.toISOString(), exports: 1 });

    clock.advance(86_400_000); // the 20th, 12:00 UTC: a new period
    await recruiter.agent.get(`/api/watchlists/${list}/export.csv`).expect(200);
    const after = await usageOf(recruiter);
    const next = new Date(Date.UTC(on19th.getUTCFullYear(), on19th.getUTCMonth(), 20));
    expect(after).toMatchObject({ periodStart: next.toISOString(), exports: 1 });

    // Calendar months would have put both uses in one row.
    expect((await rows(recruiter)).map((r) => [r.year, r.month, r.exports_used])).toEqual([
      [anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 1],
      [next.getUTCFullYear(), next.getUTCMonth() + 1, 1],
    ]);
  });

  it("a seat member's uses land in the holder's billing period, not the calendar month", async () => {
    const holder = await paidRecruiter(t);
    const member = await freeRecruiter(t);
    const clock = t.app.get(BillingClock);
    const usage = t.app.get(UsageService);
    const now = clock.now();
    const on15th = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15, 12));
    clock.advance(on15th.getTime() - now.getTime());
    // The holder's billing day is the 20th at 09:30 UTC: on the 15th its period began last month.
    const anchor = new Date(Date.UTC(on15th.getUTCFullYear(), on15th.getUTCMonth() - 2, 20, 9, 30));
    const [[sub]]: [{ id: string }[]] = await t.dataSource.query(
      `UPDATE subscriptions SET current_period_start = $2, current_period_end = $2::timestamptz + interval '1 year', seats = 2
        WHERE user_id = $1 RETURNING id`,
      [holder.userId, anchor],
    );
    const player = await playerWithPlan(t);
    await member.agent.post('/api/profile-views').send({ playerId: player.playerId }).expect(200); // still Free: the calendar month
    const list = await watchlistOf(member);
    await t.dataSource.query(
      `INSERT INTO subscription_seats (subscription_id, email, user_id, status, accepted_at) VALUES ($1, $2, $3, 'active', now())`,
      [sub!.id, `seat.${member.userId}@test.fj`, member.userId],
    );
    await member.agent.get(`/api/watchlists/${list}/export.csv`).expect(200);
    await member.agent.get(`/api/watchlists/${list}/export.csv`).expect(200);

    const held = usage.period(anchor);
    const calendar = usage.period(null);
    expect(held.start.toISOString()).toBe(new Date(Date.UTC(on15th.getUTCFullYear(), on15th.getUTCMonth() - 1, 20, 9, 30)).toISOString());
    const byPeriod = await t.dataSource.query(
      `SELECT year, month, profile_views_used, exports_used, reset_at FROM recruiter_usage WHERE recruiter_id = $1 ORDER BY year, month`,
      [member.userId],
    );
    type Row = { year: number; month: number; profile_views_used: number; exports_used: number; reset_at: Date };
    expect(byPeriod.map((r: Row) => [r.year, r.month, r.profile_views_used, r.exports_used, new Date(r.reset_at).toISOString()])).toEqual([
      [held.start.getUTCFullYear(), held.start.getUTCMonth() + 1, 0, 2, held.end.toISOString()],
      [calendar.start.getUTCFullYear(), calendar.start.getUTCMonth() + 1, 1, 0, calendar.end.toISOString()],
    ]);
  });

  it('20 concurrent exports count 20', async () => {
    const recruiter = await paidRecruiter(t);
    const list = await watchlistOf(recruiter);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => recruiter.agent.get(`/api/watchlists/${list}/export.csv`).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    expect((await usageOf(recruiter)).exports).toBe(20);
    expect((await rows(recruiter)).map((r) => r.exports_used)).toEqual([20]);
  });

  it('other roles are not metered', async () => {
    const player = await playerWithPlan(t);
    const viewer = await playerWithPlan(t);
    const mentor = await newAccount(t, 'mentor', { verified: true });
    await mentor.agent.post('/api/profile-views').send({ playerId: player.playerId }).expect(200);
    const counted = await t.dataSource.query(`SELECT 1 FROM recruiter_usage WHERE recruiter_id IN ($1, $2)`, [mentor.userId, viewer.userId]);
    expect(counted).toEqual([]);
  });
});
