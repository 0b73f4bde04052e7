import { ADVANCED_ANALYTICS_DAYS, ADVANCED_ANALYTICS_TEXT, UNKNOWN_PROVINCE } from '@fiji/contracts';
import { ProfileViewDays1764000000900 } from '../src/database/migrations/1764000000900-profile-view-days';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, signedIn, type Agent } from './helpers';
import { newAccount, newPlayer } from './social-fixtures';

/** docs/billing.md "Pro analytics": views per Fiji day for 30 days, by viewer role and by province. */
describe('Pro analytics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const view = (agent: Agent, playerId: string) => agent.post('/api/profile-views').send({ playerId });
  const stats = async (agent: Agent, playerId: string) => (await agent.get(`/api/profile-views/player/${playerId}`).expect(200)).body;
  /** Today's date in Fiji (UTC+12, no DST). */
  const fijiDay = (offsetDays = 0) => new Date(Date.now() + 12 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);

  it('a Pro owner gets 30 Fiji days, zeros included, by role and by province; the viewer is never named', async () => {
    const owner = await newPlayer(t);
    await grantPlan(t.dataSource, owner.userId, 'player_pro');
    const club = await newAccount(t, 'club');
    const mentor = await newAccount(t, 'mentor');
    const otherPlayer = await newPlayer(t); // province Tailevu
    await t.dataSource.query(`UPDATE players SET province = 'Ba' WHERE id = $1`, [otherPlayer.playerId]);

    await view(club.agent, owner.playerId).expect(200, { recorded: true });
    await view(club.agent, owner.playerId).expect(200, { recorded: false }); // a repeat inside the window is not counted
    await view(mentor.agent, owner.playerId).expect(200, { recorded: true });
    await view(otherPlayer.agent, owner.playerId).expect(200, { recorded: true });
    // Older rollup rows: 29 days ago is inside the window, 30 days ago is not.
    await t.dataSource.query(
      `INSERT INTO profile_view_days (player_id, day, viewer_role, viewer_province, views)
       VALUES ($1, $2, 'recruiter', 'Unknown', 4), ($1, $3, 'recruiter', 'Unknown', 100)`,
      [owner.playerId, fijiDay(ADVANCED_ANALYTICS_DAYS - 1), fijiDay(ADVANCED_ANALYTICS_DAYS)],
    );

    const body = await stats(owner.agent, owner.playerId);
    expect(body.upgradeHint).toBeUndefined();
    const { perDay, byRole, byProvince } = body.advanced;
    expect(perDay).toHaveLength(ADVANCED_ANALYTICS_DAYS);
    expect(perDay[0]).toEqual({ day: fijiDay(ADVANCED_ANALYTICS_DAYS - 1), views: 4 });
    expect(perDay[ADVANCED_ANALYTICS_DAYS - 1]).toEqual({ day: fijiDay(0), views: 3 });
    expect(perDay.slice(1, -1).every((d: { views: number }) => d.views === 0)).toBe(true);
    expect(byRole).toEqual([
      { role: 'recruiter', views: 4 },
      { role: 'club', views: 1 },
      { role: 'mentor', views: 1 },
      { role: 'player', views: 1 },
    ]);
    expect(byProvince).toEqual([
      { province: UNKNOWN_PROVINCE, views: 6 },
      { province: 'Ba', views: 1 },
    ]);
    const text = JSON.stringify(body);
    for (const id of [club.userId, mentor.userId, otherPlayer.userId, otherPlayer.playerId]) expect(text).not.toContain(id);
  });

  it('counts a view and its day together: a repeat after the window adds one to both', async () => {
    const owner = await newPlayer(t);
    await grantPlan(t.dataSource, owner.userId, 'player_pro');
    const viewer = await newPlayer(t);
    await view(viewer.agent, owner.playerId).expect(200, { recorded: true });
    await t.dataSource.query(`UPDATE profile_views SET viewed_at = now() - interval '2 days' WHERE player_id = $1`, [owner.playerId]);
    await view(viewer.agent, owner.playerId).expect(200, { recorded: true });
    const body = await stats(owner.agent, owner.playerId);
    expect(body.total).toBe(2);
    expect(body.advanced.byProvince).toEqual([{ province: 'Tailevu', views: 2 }]);
    expect(body.advanced.perDay.at(-1)).toEqual({ day: fijiDay(0), views: 2 });
  });

  it('a free owner keeps the totals, with advanced null and the upgrade hint; others never get it', async () => {
    const owner = await newPlayer(t);
    const club = await newAccount(t, 'club');
    await view(club.agent, owner.playerId).expect(200);
    const body = await stats(owner.agent, owner.playerId);
    expect(body).toMatchObject({ total: 1, unique: 1, last7Days: 1, advanced: null, upgradeHint: ADVANCED_ANALYTICS_TEXT.upgrade });

    await grantPlan(t.dataSource, owner.userId, 'player_pro');
    expect(await stats(club.agent, owner.playerId)).toEqual({ total: 1 });
    const admin = await signedIn(t.server, 'admin@demo.fj');
    const forAdmin = await stats(admin, owner.playerId);
    expect(forAdmin).not.toHaveProperty('advanced');
    expect(forAdmin).not.toHaveProperty('upgradeHint');
    // A Pro plan that is no longer active gives no advanced analytics.
    await grantPlan(t.dataSource, owner.userId, 'player_pro', 'cancelled');
    expect((await stats(owner.agent, owner.playerId)).advanced).toBeNull();
  });

  it('the migration is reversible', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      const m = new ProfileViewDays1764000000900();
      await m.down(runner);
      const [gone]: { t: string | null }[] = await runner.query(`SELECT to_regclass('profile_view_days')::text AS t`);
      expect(gone!.t).toBeNull();
      await m.up(runner);
      await runner.rollbackTransaction();
    } finally {
      await runner.release();
    }
  });
});
