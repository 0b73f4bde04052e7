/**
 * The entitlements matrix (docs/billing.md "Where the server asks"): every role × plan (School/Academy
 * included) × subscription status, each entitlement checked at a real server gate, against what the
 * product promises written out here (not against entitlementsFor, which the server itself uses):
 * contact requests (canContact), approving one (canRespond), advanced search filters, search export, the
 * media allowance, priority placement in recruiter search, advanced analytics, Recruiter Plan seats, and
 * Mentor Pro's bookings, resource sharing and progress tracking.
 */
import { randomBytes } from 'node:crypto';
import { CONTACT_SENDER_ROLES, ERROR_CODES, LIMITS, SEARCH_API_ROLES, type SearchResponse, type UserRole } from '@fiji/contracts';
import { PRO_PLACEMENT_SYNC_SQL } from '../src/modules/player/services/pro-placement.service';
import { createTestApp, type TestApp } from './app.factory';
import type { Agent } from './helpers';
import { listedMentor } from './mentoring-fixtures';
import { paidRecruiter, playerWithPlan } from './recruiting-fixtures';
import { newAccount, newPlayer } from './social-fixtures';

const ROLES: readonly UserRole[] = ['player', 'recruiter', 'club', 'union', 'coach', 'agent', 'mentor', 'admin'];
const PLANS = ['free', 'school', 'player_pro', 'recruiter', 'mentor_pro'] as const;
const STATUSES = ['active', 'past_due', 'cancelled'] as const;
type Plan = (typeof PLANS)[number];
type Status = (typeof STATUSES)[number];

/** Who may hold each plan (the pricing page's promise); School/Academy is sold by contact, never held here. */
const HOLDERS: Record<Plan, readonly UserRole[]> = {
  free: [],
  school: [],
  player_pro: ['player'],
  recruiter: ['recruiter', 'club', 'union', 'coach', 'agent'],
  mentor_pro: ['mentor'],
};

/** What the account may do: a plan counts for a role that may hold it while active or in grace; admins may do everything but hold seats or placement. */
function promised(role: UserRole, plan: Plan, status: Status) {
  const admin = role === 'admin';
  const inForce = status !== 'cancelled' && HOLDERS[plan].includes(role);
  const has = (p: Plan) => admin || (inForce && plan === p);
  return {
    canContact: admin || inForce,
    canRespond: admin || inForce,
    advancedSearchFilters: has('recruiter'),
    export: has('recruiter'),
    mediaAllowance: has('player_pro') ? LIMITS.playerProMediaMax : LIMITS.freeMediaMax,
    priorityPlacement: inForce && plan === 'player_pro',
    advancedAnalytics: has('player_pro'),
    sessionBooking: has('mentor_pro'),
    resourceSharing: has('mentor_pro'),
    progressTracking: has('mentor_pro'),
    seats: inForce && plan === 'recruiter' ? 1 : 0,
  };
}

const refusedAsUpgrade = (res: { status: number; body: { code?: string } }) => expect([res.status, res.body.code]).toEqual([403, ERROR_CODES.UPGRADE_REQUIRED]);

describe('billing: the entitlements matrix (role × plan × status) at the server gates', () => {
  let t: TestApp;
  let target: { userId: string; playerId: string };
  let searcher: Agent;
  /** A school only the walked player and a plain, more recently updated player attend: the default search order shows placement. */
  const school = `Matrix${randomBytes(4).toString('hex')} College`;
  let plainPlayerId: string;
  const accounts = new Map<UserRole, { agent: Agent; userId: string; playerId?: string; mentorId?: string }>();
  let mentee: { agent: Agent; userId: string };

  beforeAll(async () => {
    t = await createTestApp();
    target = await playerWithPlan(t, { age: 22 });
    searcher = (await paidRecruiter(t)).agent;
    mentee = await newAccount(t, 'player');
    for (const role of ROLES) {
      if (role === 'player') {
        const p = await newPlayer(t, { age: 22 });
        accounts.set(role, { agent: p.agent, userId: p.userId, playerId: p.playerId });
      } else if (role === 'mentor') {
        accounts.set(role, await listedMentor(t, true, { plan: 'free' }));
      } else if (role === 'admin') {
        const a = await newAccount(t, 'recruiter', { verified: true });
        await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [a.userId]);
        accounts.set(role, a);
      } else {
        accounts.set(role, await newAccount(t, role, { verified: true }));
      }
    }
    const plain = await newPlayer(t, { age: 22, firstName: 'Plain' });
    plainPlayerId = plain.playerId;
    await t.dataSource.query(`UPDATE players SET school = $2, updated_at = now() - interval '5 minutes' WHERE id = $1`, [accounts.get('player')!.playerId, school]);
    await t.dataSource.query(`UPDATE players SET school = $2, updated_at = now() - interval '1 minute' WHERE id = $1`, [plainPlayerId, school]);
  });
  afterAll(() => t.close());

  /** The account's own plan row as billing keeps it (School/Academy too, which only sales could set). */
  async function setPlan(userId: string, plan: Plan, status: Status): Promise<void> {
    await t.dataSource.query(
      `INSERT INTO subscriptions (user_id, plan, status, amount_cents, seats, current_period_start, current_period_end)
       VALUES ($1, $2, $3, 0, 1, now(), now() + interval '1 month')
       ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, status = EXCLUDED.status, seats = 1`,
      [userId, plan, status],
    );
    await t.dataSource.query(PRO_PLACEMENT_SYNC_SQL, [userId]);
  }

  describe.each(ROLES)('%s', (role) => {
    describe.each(PLANS)('on %s', (plan) => {
      it.each(STATUSES)('%s', async (status) => {
        const { agent, userId, playerId, mentorId } = accounts.get(role)!;
        await setPlan(userId, plan, status);
        const expected = promised(role, plan, status);

        // What the account is told matches the promise.
        expect((await agent.get('/api/billing/subscription').expect(200)).body.entitlements).toMatchObject(expected);

        // canContact: sending a contact request (roles that never send are refused whatever the plan).
        const contact = await agent.post('/api/contact-requests').send({ toUser: target.userId, playerId: target.playerId, message: 'Bula! Trials on Saturday at Albert Park.' });
        if (!CONTACT_SENDER_ROLES.includes(role)) expect(contact.status).toBe(403);
        else if (expected.canContact) expect([201, 409]).toContain(contact.status);
        else refusedAsUpgrade(contact);

        // Advanced search filters and export.
        if (SEARCH_API_ROLES.includes(role)) {
          const exported = await agent.get('/api/search/export.csv').query({ position: 'Hooker' });
          if (expected.export) expect(exported.status).toBe(200);
          else refusedAsUpgrade(exported);
          const filtered = await agent.get('/api/search').query({ grad_year: '2026' });
          if (expected.advancedSearchFilters) expect(filtered.status).toBe(200);
          else refusedAsUpgrade(filtered);
        }

        // Seats: only a Recruiter Plan holder in force manages them (its own seat fills a plan of 1).
        const seats = await agent.get('/api/billing/seats');
        if (expected.seats > 0) {
          expect([seats.status, seats.body.total]).toEqual([200, expected.seats]);
          expect((await agent.post('/api/billing/seats').send({ email: `colleague-${randomBytes(4).toString('hex')}@club.fj` })).body.code).toBe(ERROR_CODES.SEATS_FULL);
        } else expect(seats.status).toBe(403);

        if (playerId) {
          // canRespond: approving a request a paid recruiter sent.
          const sender = await paidRecruiter(t);
          const sent = await sender.agent.post('/api/contact-requests').send({ toUser: userId, playerId, message: 'Bula! Come to our trials.' }).expect(201);
          const approve = await agent.patch(`/api/contact-requests/${sent.body.id}`).send({ status: 'approved' });
          if (expected.canRespond) expect(approve.status).toBe(200);
          else refusedAsUpgrade(approve);

          // The media allowance: the last slot can be taken, the one after is refused naming the allowance.
          const fill = async (n: number) => {
            await t.dataSource.query(`DELETE FROM highlights WHERE player_id = $1`, [playerId]);
            await t.dataSource.query(`INSERT INTO highlights (player_id, title, status) SELECT $1, 'Clip ' || g, 'ready' FROM generate_series(1, $2::int) g`, [playerId, n]);
          };
          await fill(expected.mediaAllowance - 1);
          await agent.post('/api/objects/upload').expect(200);
          await fill(expected.mediaAllowance);
          const full = await agent.post('/api/objects/upload').expect(403);
          expect(full.body.message).toContain(String(expected.mediaAllowance));
          await t.dataSource.query(`DELETE FROM highlights WHERE player_id = $1`, [playerId]);
          // The granted upload URL is left unused: closed, so the open-uploads cap never refuses a later case.
          await t.dataSource.query(`DELETE FROM uploads WHERE user_id = $1`, [userId]);

          // Priority placement: ahead of a more recently updated plain player in a recruiter's default search.
          const order = ((await searcher.get('/api/search').query({ school, limit: 50 }).expect(200)).body as SearchResponse).results.map((r) => r.id);
          expect(order).toEqual(expected.priorityPlacement ? [playerId, plainPlayerId] : [plainPlayerId, playerId]);

          // Advanced analytics on the owner's own view counts.
          const views = (await agent.get(`/api/profile-views/player/${playerId}`).expect(200)).body;
          if (expected.advancedAnalytics) expect(views.advanced).not.toBeNull();
          else expect([views.advanced, typeof views.upgradeHint]).toEqual([null, 'string']);
        }

        if (mentorId) {
          // sessionBooking: a mentor without it offers no bookings (the mentee's view of the mentor says so).
          expect((await mentee.agent.get(`/api/mentors/${mentorId}`).expect(200)).body.takingBookings).toBe(expected.sessionBooking);
          // resourceSharing: adding a resource.
          const resource = await agent.post('/api/mentoring/resources').send({ title: 'Scrum drills', externalUrl: 'https://example.org/scrum' });
          if (expected.resourceSharing) expect(resource.status).toBe(201);
          else refusedAsUpgrade(resource);
          await t.dataSource.query(`DELETE FROM mentoring_resources WHERE mentor_id = $1`, [mentorId]);
          // progressTracking: a goal for a mentee.
          const [rel]: { id: string }[] = await t.dataSource.query(
            `INSERT INTO mentoring_relationships (mentor_id, mentee_id) VALUES ($1, $2)
             ON CONFLICT (mentor_id, mentee_id) DO UPDATE SET updated_at = now() RETURNING id`,
            [mentorId, mentee.userId],
          );
          const goal = await agent.post('/api/mentoring/goals').send({ relationshipId: rel!.id, title: 'Lineout timing' });
          if (expected.progressTracking) expect(goal.status).toBe(201);
          else refusedAsUpgrade(goal);
          await t.dataSource.query(`DELETE FROM mentoring_goals WHERE relationship_id = $1`, [rel!.id]);
        }
      });
    });
  });
});
