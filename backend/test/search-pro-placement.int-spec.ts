/**
 * Player Pro's search placement as a column (`players.player_pro`, migration 1764000002300; docs/search.md,
 * "Placement at scale"): billing's plan hooks set it when Player Pro starts and clear it when it ends, a
 * profile created after the purchase is placed at once, and the reconcile corrects what a hook missed.
 * Each case checks what a recruiter sees: the order of the default search.
 */
import { randomBytes } from 'node:crypto';
import type { SearchResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { DAY, HOUR, subscribe } from './billing-fixtures';
import { dobForAge, signedUp, uniqueEmail, type Agent } from './helpers';
import { paidRecruiter } from './recruiting-fixtures';
import { newPlayer, type TestPlayer } from './social-fixtures';
import { Scheduler } from '../src/core/schedule';
import { BillingClock } from '../src/modules/billing/services/billing-clock';
import { BillingSweepService } from '../src/modules/billing/services/billing-sweep.service';
import { ProPlacementService } from '../src/modules/player/services/pro-placement.service';

describe('search placement follows Player Pro (players.player_pro)', () => {
  let t: TestApp;
  let recruiter: Agent;
  let clock: BillingClock;

  beforeAll(async () => {
    t = await createTestApp();
    clock = t.app.get(BillingClock);
    recruiter = (await paidRecruiter(t)).agent;
  });
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(text, params);

  /** A school name only this case's players have, so its search lists them alone. */
  const newTag = () => `Placement${randomBytes(4).toString('hex')}`;

  /** Puts a profile in the tag's school, updated `minutesAgo` (the default order's recency). */
  async function enrol(playerId: string, tag: string, minutesAgo: number): Promise<void> {
    await sql(`UPDATE players SET school = $2, updated_at = now() - make_interval(mins => $3) WHERE id = $1`, [playerId, `${tag} College`, minutesAgo]);
  }

  /** Ids in the order a paid recruiter's default search for the tag lists them. */
  async function order(tag: string): Promise<string[]> {
    const res = await recruiter.get('/api/search').query({ school: tag, limit: 50 }).expect(200);
    return (res.body as SearchResponse).results.map((r) => r.id);
  }

  const flag = async (playerId: string) => (await sql<{ player_pro: boolean }>(`SELECT player_pro FROM players WHERE id = $1`, [playerId]))[0]!.player_pro;

  /** Two adult players in a fresh school: `plain` updated a minute ago, `buyer` five minutes ago. */
  async function pair(): Promise<{ tag: string; plain: TestPlayer; buyer: TestPlayer }> {
    const tag = newTag();
    const plain = await newPlayer(t, { age: 22, firstName: 'Plain' });
    const buyer = await newPlayer(t, { age: 22, firstName: 'Buyer' });
    await enrol(plain.playerId, tag, 1);
    await enrol(buyer.playerId, tag, 5);
    return { tag, plain, buyer };
  }

  it('buying Player Pro puts the player ahead of a more recent plain player; the plan ending takes it away', async () => {
    const { tag, plain, buyer } = await pair();
    expect(await order(tag)).toEqual([plain.playerId, buyer.playerId]);

    await subscribe(buyer.agent, 'player_pro', 'month');
    expect(await flag(buyer.playerId)).toBe(true);
    expect(await order(tag)).toEqual([buyer.playerId, plain.playerId]);

    // Cancelled: still Player Pro until the period ends, so still placed.
    await buyer.agent.post('/api/billing/subscription/cancel').send({ reason: 'Season over' }).expect(200);
    expect(await order(tag)).toEqual([buyer.playerId, plain.playerId]);

    const [{ end }] = await sql<{ end: Date }>(`SELECT current_period_end AS "end" FROM subscriptions WHERE user_id = $1`, [buyer.userId]);
    clock.advance(end.getTime() + HOUR - clock.now().getTime());
    await t.app.get(BillingSweepService).runOnce();
    expect(await flag(buyer.playerId)).toBe(false);
    expect(await order(tag)).toEqual([plain.playerId, buyer.playerId]);
  });

  it('a profile created after Player Pro was bought is placed at once', async () => {
    const tag = newTag();
    const plain = await newPlayer(t, { age: 22, firstName: 'Plain' });
    await enrol(plain.playerId, tag, 0);
    const { agent } = await signedUp(t.server, { role: 'player', firstName: 'Early', dob: dobForAge(22) });
    await subscribe(agent, 'player_pro', 'year');
    const created = await agent.post('/api/players').send({
      dob: dobForAge(22), dominantSide: 'right', positions: ['Left Wing'], formats: ['15s'], school: 'Queen Victoria School', province: 'Tailevu', gradYear: 2024,
      contactEmail: uniqueEmail('contact'), contactPhone: '+679 777 1234', visibility: 'public',
    }).expect(201);
    const early = created.body.id as string;
    // The older of the two, so only its placement puts it first.
    await enrol(early, tag, 30);
    expect(await flag(early)).toBe(true);
    expect(await order(tag)).toEqual([early, plain.playerId]);
  });

  it('the reconcile corrects profiles whose plan changed without a hook, both ways, and changes nothing else', async () => {
    const placement = t.app.get(ProPlacementService);
    const { tag, plain, buyer } = await pair();
    // Held as a running reconcile holds it, so the scheduled one cannot correct the drift before the test looks.
    const ran = await t.app.get(Scheduler).once('player.pro-placement-reconcile', false, async () => {
      await placement.reconcile(); // whatever earlier suites left behind

      // Player Pro written straight into billing's table (as a hook lost to a crash would leave it).
      await sql(
        `INSERT INTO subscriptions (user_id, plan, status, amount_cents, current_period_start, current_period_end)
         VALUES ($1, 'player_pro', 'active', 1500, now(), now() + interval '1 month')`,
        [buyer.userId],
      );
      expect(await order(tag)).toEqual([plain.playerId, buyer.playerId]);
      expect(await placement.reconcile()).toBe(1);
      expect(await order(tag)).toEqual([buyer.playerId, plain.playerId]);
      expect(await placement.reconcile()).toBe(0);

      await sql(`UPDATE subscriptions SET status = 'cancelled' WHERE user_id = $1`, [buyer.userId]);
      expect(await placement.reconcile()).toBe(1);
      return true;
    });
    expect(ran).toBe(true);
    expect(await flag(buyer.playerId)).toBe(false);
    expect(await order(tag)).toEqual([plain.playerId, buyer.playerId]);
    // Setting the flag leaves the recency it is ordered by alone.
    const [{ minutes }] = await sql<{ minutes: number }>(
      `SELECT round(extract(epoch FROM now() - updated_at) / 60)::int AS minutes FROM players WHERE id = $1`,
      [buyer.playerId],
    );
    expect(minutes).toBe(5);
  });

  it('the profile of a cancelled plan bought back is placed again', async () => {
    const { tag, plain, buyer } = await pair();
    await subscribe(buyer.agent, 'player_pro', 'month');
    await buyer.agent.post('/api/billing/subscription/cancel').send({ reason: 'Injured' }).expect(200);
    const [{ end }] = await sql<{ end: Date }>(`SELECT current_period_end AS "end" FROM subscriptions WHERE user_id = $1`, [buyer.userId]);
    clock.advance(end.getTime() + DAY - clock.now().getTime());
    await t.app.get(BillingSweepService).runOnce();
    expect(await order(tag)).toEqual([plain.playerId, buyer.playerId]);

    await subscribe(buyer.agent, 'player_pro', 'month');
    expect(await order(tag)).toEqual([buyer.playerId, plain.playerId]);
  });
});
