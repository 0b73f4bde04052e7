import request from 'supertest';
import { ViewerAccessService, playerVisibleSql, type Viewer } from '../src/core/access';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, signedUp } from './helpers';

describe('plans and visibility (core access)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/subscription/status needs a session', async () => {
    await request(t.server).get('/api/subscription/status').expect(401);
  });

  it.each([
    ['recruiter.paid@demo.fj', { planType: 'recruiter', canContact: true, canRespond: true, upgradeRequired: false, viewerType: 'paid_user' }],
    ['recruiter.free@demo.fj', { planType: 'free', canContact: false, canRespond: false, upgradeRequired: true, viewerType: 'free_recruiter' }],
    ['player.paid@demo.fj', { planType: 'player_pro', canContact: true, viewerType: 'paid_user' }],
    ['player.free@demo.fj', { planType: 'free', canContact: false, upgradeRequired: true, viewerType: 'free_player' }],
    ['mentor@demo.fj', { planType: 'mentor_pro', canContact: true, viewerType: 'paid_user' }],
    ['admin@demo.fj', { canContact: true, canRespond: true, viewerType: 'paid_user' }],
  ])('%s gets its plan from the data model', async (email, expected) => {
    const agent = await signedIn(t.server, email);
    const res = await agent.get('/api/subscription/status').expect(200);
    expect(res.body).toMatchObject({ status: 'active', ...expected });
    // The spec's field beside the others: an active paid plan.
    expect(res.body.hasValidSubscription).toBe(expected.viewerType === 'paid_user');
  });

  it('a new sign-up is on the free plan', async () => {
    const { agent } = await signedUp(t.server, { role: 'coach' });
    expect((await agent.get('/api/subscription/status').expect(200)).body).toMatchObject({ planType: 'free', isPaid: false, viewerType: 'free_coach' });
  });

  it('the SQL rule returns exactly the profiles the predicate allows, per viewer', async () => {
    const access = t.app.get(ViewerAccessService);
    const idOf = async (email: string) => (await t.dataSource.query('SELECT id FROM users WHERE email = $1', [email]))[0].id as string;
    const viewers: Array<[string, Viewer | null]> = [];
    for (const email of ['recruiter.paid@demo.fj', 'recruiter.free@demo.fj', 'player.free@demo.fj', 'admin@demo.fj']) {
      const id = await idOf(email);
      const role = (await t.dataSource.query('SELECT role FROM users WHERE id = $1', [id]))[0].role;
      viewers.push([email, await access.viewer({ id, role } as never)]);
    }
    // Non-admins never see a suspended owner's profile nor one a moderator hid (docs/admin.md); admins see every profile.
    const counts = await t.dataSource.query(
      `SELECT p.visibility::text AS v, count(*)::int AS n,
              count(*) FILTER (WHERE u.suspended_at IS NULL AND p.moderation_hidden_at IS NULL)::int AS active
         FROM players p JOIN users u ON u.id = p.user_id GROUP BY 1`,
    );
    const all = (v: string) => counts.find((c: { v: string }) => c.v === v)?.n ?? 0;
    const n = (v: string) => counts.find((c: { v: string }) => c.v === v)?.active ?? 0;
    for (const [email, viewer] of viewers) {
      const frag = playerVisibleSql('p', viewer, 'u');
      const qb = t.dataSource.createQueryBuilder().select('count(*)::int', 'n').from('players', 'p').innerJoin('users', 'u', 'u.id = p.user_id').where(frag.sql, frag.params);
      const seen = (await qb.getRawOne()).n as number;
      const own = viewer!.role === 'player' ? 1 : 0;
      if (email === 'admin@demo.fj') expect(seen).toBe(all('public') + all('recruiters') + all('private'));
      else if (viewer!.isVerifiedRecruiter) expect(seen).toBe(n('public') + n('recruiters'));
      else {
        expect(seen).toBeGreaterThanOrEqual(n('public'));
        expect(seen).toBeLessThanOrEqual(n('public') + own);
      }
    }
  });

  it("an adult's direct contact goes to paid viewers; free viewers get the premium note", async () => {
    const [adult] = await t.dataSource.query(
      `SELECT p.id, p.contact_email FROM players p JOIN users u ON u.id = p.user_id
        WHERE u.email = 'player.paid@demo.fj'`,
    );
    await t.dataSource.query(`UPDATE players SET visibility = 'public' WHERE id = $1`, [adult.id]);
    const paid = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const free = await signedIn(t.server, 'recruiter.free@demo.fj');
    const full = (await paid.get(`/api/players/${adult.id}`).expect(200)).body;
    expect(full.contactEmail).toBe(adult.contact_email);
    const preview = (await free.get(`/api/players/${adult.id}`).expect(200)).body;
    expect(preview.contactEmail).toBeNull();
    expect(preview.contactPhone).toBeNull();
    expect(preview.contactNote).toBe('Contact details available to premium users');
  });
});
