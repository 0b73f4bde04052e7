/**
 * The entitlements matrix (docs/billing.md "Where the server asks"): for every role × plan, the
 * entitlements GET /api/billing/subscription reports are entitlementsFor(role, plan, 'active'), and
 * the server's gates agree with them: contact requests (canContact), search export (export), advanced
 * search filters (advancedSearchFilters) and the media allowance (mediaAllowance).
 */
import { CONTACT_SENDER_ROLES, ERROR_CODES, SEARCH_API_ROLES, entitlementsFor, type UserRole } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, type Agent } from './helpers';
import { playerWithPlan } from './recruiting-fixtures';
import { newAccount, newPlayer } from './social-fixtures';

const ROLES: readonly UserRole[] = ['player', 'recruiter', 'club', 'union', 'coach', 'agent', 'mentor', 'admin'];
const PLANS = ['free', 'player_pro', 'recruiter', 'mentor_pro'] as const;

describe('billing: the entitlements matrix (role × plan) and the gates that read it', () => {
  let t: TestApp;
  let target: { userId: string; playerId: string };
  const accounts = new Map<UserRole, { agent: Agent; userId: string; playerId?: string }>();

  beforeAll(async () => {
    t = await createTestApp();
    target = await playerWithPlan(t, { age: 22 });
    for (const role of ROLES) {
      if (role === 'player') {
        const p = await newPlayer(t);
        accounts.set(role, { agent: p.agent, userId: p.userId, playerId: p.playerId });
      } else if (role === 'admin') {
        const a = await newAccount(t, 'recruiter', { verified: true });
        await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [a.userId]);
        accounts.set(role, a);
      } else {
        accounts.set(role, await newAccount(t, role, { verified: true }));
      }
    }
  });
  afterAll(() => t.close());

  describe.each(ROLES)('%s', (role) => {
    it.each(PLANS)('on %s', async (plan) => {
      const { agent, userId, playerId } = accounts.get(role)!;
      await grantPlan(t.dataSource, userId, plan);
      const expected = entitlementsFor(role, plan, 'active');

      const sub = await agent.get('/api/billing/subscription').expect(200);
      expect(sub.body.entitlements).toEqual(expected);
      const status = (await agent.get('/api/subscription/status').expect(200)).body;
      expect(status.canContact).toBe(expected.canContact);
      expect(status.canRespond).toBe(expected.canRespond);

      // Contact requests: the senders' gate is canContact (others are refused by role whatever their plan).
      const contact = await agent
        .post('/api/contact-requests')
        .send({ toUser: target.userId, playerId: target.playerId, message: 'Bula! Trials on Saturday at Albert Park.' });
      if (!CONTACT_SENDER_ROLES.includes(role)) expect(contact.status).toBe(403);
      else if (expected.canContact) expect([201, 409]).toContain(contact.status);
      else expect([contact.status, contact.body.code]).toEqual([403, ERROR_CODES.UPGRADE_REQUIRED]);

      if (SEARCH_API_ROLES.includes(role)) {
        const exported = await agent.get('/api/search/export.csv').query({ position: 'Hooker' });
        if (expected.export) expect(exported.status).toBe(200);
        else expect([exported.status, exported.body.code]).toEqual([403, ERROR_CODES.UPGRADE_REQUIRED]);

        const filtered = await agent.get('/api/search').query({ grad_year: '2026' });
        if (expected.advancedSearchFilters) expect(filtered.status).toBe(200);
        else expect([filtered.status, filtered.body.code]).toEqual([403, ERROR_CODES.UPGRADE_REQUIRED]);
      }

      if (playerId) {
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
      }
    });
  });
});
