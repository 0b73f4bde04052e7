/**
 * Media after a paid plan ends (docs/billing.md): what Free cannot hold is hidden (missing for everyone
 * but the owner), the owner chooses which highlights stay visible, buying Player Pro again brings them
 * back, and the retention's end deletes them with their files.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIGHLIGHT_MESSAGES, type HighlightResponse } from '@fiji/contracts';
import { BillingClock } from '../src/modules/billing/services/billing-clock';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, HOUR, subscribe } from './billing-fixtures';
import { grantPlan, signedIn, type Agent } from './helpers';
import { createHighlight, filesUnder, makePng, waitForStatus } from './media-fixtures';
import { newAccount, newPlayer, type TestAccount, type TestPlayer } from './social-fixtures';

describe('billing: media after a paid plan ends', () => {
  let t: TestApp;
  let clock: BillingClock;
  let storageDir: string;
  let png: Buffer;
  let recruiter: TestAccount;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-retention-media-'));
    t = await createTestApp({ STORAGE_DIR: storageDir });
    await t.app.listen(0, '127.0.0.1');
    clock = t.app.get(BillingClock);
    png = await makePng(320, 200);
    recruiter = await newAccount(t, 'club', { verified: true });
    await grantPlan(t.dataSource, recruiter.userId, 'recruiter');
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  const sweep = () => t.app.get(BillingSweepService).runOnce();
  const list = async (agent: Agent, playerId: string): Promise<HighlightResponse[]> =>
    (await agent.get(`/api/highlights/player/${playerId}`).expect(200)).body;
  const ids = (hs: HighlightResponse[]) => hs.map((h) => h.id);

  /** A Player Pro player with `n` ready image highlights, oldest first. */
  async function proPlayerWith(n: number): Promise<{ player: TestPlayer; made: string[] }> {
    const player = await newPlayer(t);
    await grantPlan(t.dataSource, player.userId, 'player_pro');
    const made: string[] = [];
    for (let i = 0; i < n; i++) {
      const h = await createHighlight(t.server, player.agent, { body: png, type: 'image/png' }, { title: `Highlight ${i + 1}` });
      await waitForStatus(player.agent, h.id, ['ready']);
      // Distinct creation times, so "newest" is well defined.
      await t.dataSource.query(`UPDATE highlights SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [h.id, 100 - i]);
      made.push(h.id);
    }
    return { player, made };
  }

  /** Cancels at the period end and crosses it (grantPlan's period ends a month from now). */
  async function endPlan(userId: string): Promise<void> {
    await t.dataSource.query(`UPDATE subscriptions SET cancel_at_period_end = true WHERE user_id = $1`, [userId]);
    clock.advance(32 * DAY);
    await sweep();
  }

  it('hides all but the newest Free allowance; hidden == missing for others; the owner sees them marked, downloads and chooses', async () => {
    const { player, made } = await proPlayerWith(5);
    const [h1, h2, h3, h4, h5] = made as [string, string, string, string, string];
    await endPlan(player.userId);

    const own = await list(player.agent, player.playerId);
    expect(ids(own)).toEqual([h5, h4, h3, h2, h1]);
    expect(own.filter((h) => h.planHiddenAt).map((h) => h.id)).toEqual([h2, h1]);
    // The owner still downloads a hidden one.
    await player.agent.get(`/api/highlights/${h1}/media/original`).expect(200);
    expect((await player.agent.get('/api/highlights/visible-selection').expect(200)).body).toEqual({ visible: [h5, h4, h3], hidden: [h2, h1], allowance: 3 });

    // Others: the list, one highlight, its media, the profile's count and the page.
    const admin = await signedIn(t.server, 'admin@demo.fj');
    for (const agent of [recruiter.agent, admin]) {
      expect(ids(await list(agent, player.playerId))).toEqual([h5, h4, h3]);
      await agent.get(`/api/highlights/${h1}`).expect(404);
      await agent.get(`/api/highlights/${h1}/media/poster`).expect(404);
      await agent.get(`/api/highlights/${h1}/media/original`).expect(404);
    }
    expect((await recruiter.agent.get(`/api/players/${player.playerId}`).expect(200)).body.highlightCount).toBe(3);
    const page = (await recruiter.agent.get(`/api/players/${player.playerId}/page`).expect(200)).body;
    expect(ids(page.highlights)).toEqual([h5, h4, h3]);

    // Choosing: exactly the allowance of the player's own highlights.
    const tooFew = await player.agent.post('/api/highlights/visible-selection').send({ highlightIds: [h1, h2] }).expect(400);
    expect(tooFew.body.errors).toEqual({ highlightIds: HIGHLIGHT_MESSAGES.chooseVisibleExactly(3) });
    const other = await proPlayerWith(1);
    await player.agent.post('/api/highlights/visible-selection').send({ highlightIds: [h1, h2, other.made[0]] }).expect(400);
    await player.agent.post('/api/highlights/visible-selection').send({ highlightIds: [h1, h1, h2] }).expect(400);
    await player.agent.post('/api/highlights/visible-selection').send({ highlightIds: 'nope' }).expect(400);
    await recruiter.agent.post('/api/highlights/visible-selection').send({ highlightIds: [h1, h2, h5] }).expect(403);
    const chosen = (await player.agent.post('/api/highlights/visible-selection').send({ highlightIds: [h1, h2, h5] }).expect(200)).body;
    expect(chosen).toEqual({ visible: [h5, h2, h1], hidden: [h4, h3], allowance: 3 });
    expect(ids(await list(recruiter.agent, player.playerId))).toEqual([h5, h2, h1]);
    await recruiter.agent.get(`/api/highlights/${h3}`).expect(404);

    // The retention ends: the hidden ones and their files are deleted; the visible ones stay.
    clock.advance(31 * DAY);
    expect((await sweep()).purged).toBeGreaterThanOrEqual(1);
    expect(ids(await list(player.agent, player.playerId))).toEqual([h5, h2, h1]);
    const [{ n }]: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM highlights WHERE id = ANY($1::uuid[])`, [[h3, h4]]);
    expect(n).toBe(0);
    const deadline = Date.now() + 15_000;
    const left = () => filesUnder(storageDir).filter((f) => f.includes(h3) || f.includes(h4));
    while (left().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(left()).toEqual([]);
    expect(filesUnder(storageDir).some((f) => f.includes(h5))).toBe(true);
  });

  it('extra-upload credits left raise what stays visible', async () => {
    const { player, made } = await proPlayerWith(5);
    const [{ id: purchaseId }]: { id: string }[] = await t.dataSource.query(
      `INSERT INTO addon_purchases (user_id, addon_type, amount, currency, payment_intent_id, status)
       VALUES ($1, 'extra_upload', 3, 'USD', $2, 'paid') RETURNING id`,
      [player.userId, `pi_test_${player.playerId}`],
    );
    await t.dataSource.query(`INSERT INTO extra_upload_credits (player_id, purchase_id, credits_remaining) VALUES ($1, $2, 1)`, [player.playerId, purchaseId]);
    await endPlan(player.userId);
    expect((await player.agent.get('/api/highlights/visible-selection').expect(200)).body).toEqual({
      visible: [made[4], made[3], made[2], made[1]],
      hidden: [made[0]],
      allowance: 4,
    });
  });

  it('buying Player Pro again before the deletion brings everything back and nothing is deleted', async () => {
    const { player, made } = await proPlayerWith(4);
    await endPlan(player.userId);
    expect(ids(await list(recruiter.agent, player.playerId))).toHaveLength(3);
    clock.advance(10 * DAY);
    await subscribe(player.agent, 'player_pro', 'month');
    const own = await list(player.agent, player.playerId);
    expect(own.every((h) => h.planHiddenAt === null)).toBe(true);
    expect(ids(await list(recruiter.agent, player.playerId)).sort()).toEqual([...made].sort());
    clock.advance(25 * DAY + HOUR);
    await sweep();
    expect(ids(await list(player.agent, player.playerId))).toHaveLength(4);
  });
});
