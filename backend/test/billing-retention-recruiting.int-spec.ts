/**
 * Saved searches after a Recruiter Plan ends (docs/billing.md, "Recruiter retention"): the ones Free
 * cannot run (advanced filters) are kept read-only for their owner and take no place under the cap,
 * a plan bought again unlocks them, and the retention's end deletes the locked ones only.
 */
import { SEARCH_LIMITS, type SavedSearch } from '@fiji/contracts';
import { BillingClock, BillingHooks } from '../src/modules/billing';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { createTestApp, type TestApp } from './app.factory';
import { paidRecruiter } from './recruiting-fixtures';
import type { TestAccount } from './social-fixtures';

const DAY = 86_400_000;

describe('billing retention: a recruiter\'s saved searches', () => {
  let t: TestApp;
  let clock: BillingClock;
  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(BillingClock);
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const sweep = () => t.app.get(BillingSweepService).runOnce();
  const list = async (r: TestAccount) => (await r.agent.get('/api/saved-searches').expect(200)).body.results as SavedSearch[];
  async function recruiterWithSearches(): Promise<TestAccount> {
    const r = await paidRecruiter(t);
    for (const [name, filters] of [['By year', { gradYear: 2026 }], ['Sevens', { format: '7s' }], ['Props', { position: 'Prop' }]] as const) {
      await r.agent.post('/api/saved-searches').send({ name, filters }).expect(201);
    }
    return r;
  }
  async function endPlan(userId: string): Promise<void> {
    await t.dataSource.query(`UPDATE subscriptions SET cancel_at_period_end = true WHERE user_id = $1`, [userId]);
    clock.advance(32 * DAY);
    await sweep();
  }
  const locked = (items: SavedSearch[]) => items.filter((s) => s.planLockedAt).map((s) => s.name).sort();

  it('on plan end the advanced-filter searches are read-only for the owner; after 30 days they are deleted, the rest stay', async () => {
    const r = await recruiterWithSearches();
    expect(locked(await list(r))).toEqual([]);
    await endPlan(r.userId);
    const after = await list(r);
    expect(after.map((s) => s.name).sort()).toEqual(['By year', 'Props', 'Sevens']); // the owner still has all three
    expect(locked(after)).toEqual(['By year', 'Sevens']);
    // Free cannot run them (403 with the upgrade prompt), nor save new ones like them
    await r.agent.get('/api/search').query({ grad_year: 2026 }).expect(403);

    clock.advance(10 * DAY);
    await sweep();
    expect((await list(r)).length).toBe(3);
    clock.advance(21 * DAY);
    await sweep();
    expect((await list(r)).map((s) => s.name)).toEqual(['Props']);
  });

  it('locked searches take no place under the cap', async () => {
    const r = await recruiterWithSearches();
    await endPlan(r.userId);
    // 1 unlocked + 48 = 49 unlocked (51 in all): one more fits, the next is refused
    await t.dataSource.query(
      `INSERT INTO saved_searches (user_id, name, filters) SELECT $1, 'Filler ' || i, '{}'::jsonb FROM generate_series(1, $2::int - 2) i`,
      [r.userId, SEARCH_LIMITS.savedSearchesMax],
    );
    await r.agent.post('/api/saved-searches').send({ name: 'Fits', filters: {} }).expect(201);
    await r.agent.post('/api/saved-searches').send({ name: 'Over', filters: {} }).expect(409);
  });

  it('a plan bought again within the 30 days unlocks them and nothing is deleted', async () => {
    const r = await recruiterWithSearches();
    await endPlan(r.userId);
    expect(locked(await list(r))).toEqual(['By year', 'Sevens']);
    await t.app.get(BillingHooks).planStarted(r.userId, 'recruiter');
    expect(locked(await list(r))).toEqual([]);
  });

  it('another plan ending (Player Pro, Mentor Pro) locks nothing here', async () => {
    const r = await recruiterWithSearches();
    await t.app.get(BillingHooks).planEnded({ userId: r.userId, plan: 'mentor_pro', deleteAfter: new Date() });
    expect(locked(await list(r))).toEqual([]);
  });
});
