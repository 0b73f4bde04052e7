import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Scheduler } from '../../../core/schedule';
import { BillingHooks } from '../../billing';

/** How often every profile's flag is checked against billing's plans (a missed hook waits at most this long). */
const RECONCILE_EVERY_MS = 5 * 60_000;

/** Player Pro in force for `p.user_id`, from billing's read model of the accounts a paid plan is in force for. */
const HOLDS_PRO = `EXISTS (SELECT 1 FROM paid_plan_holders h WHERE h.user_id = p.user_id AND h.plan = 'player_pro')`;

/** Sets one account's profile flag ($1: the user id) from billing's plans; a no-op when it already agrees. */
export const PRO_PLACEMENT_SYNC_SQL = `UPDATE players p SET player_pro = ${HOLDS_PRO} WHERE p.user_id = $1 AND p.player_pro IS DISTINCT FROM ${HOLDS_PRO}`;

/**
 * `players.player_pro`: Player Pro is in force for the profile's owner, the recruiter search's placement
 * tier (migration 1764000002300; docs/search.md, "Placement at scale"). Billing's plan hooks set it when a
 * plan starts or ends, after billing's own transaction commits; a reconcile every few minutes (one instance
 * at a time) corrects whatever a hook missed (a crash between the commit and the hook, a plan written by
 * hand or by the seed). Only placement reads it: entitlements keep asking billing directly.
 */
@Injectable()
export class ProPlacementService implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hooks: BillingHooks,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    this.hooks.onPlanStarted((userId) => this.sync(userId));
    this.hooks.onPlanEnded((e) => this.sync(e.userId));
  }

  onApplicationBootstrap(): void {
    this.scheduler.every('player.pro-placement-reconcile', RECONCILE_EVERY_MS, () => this.reconcile());
  }

  /** One account's profile, after its plan changed (or its profile was created). */
  async sync(userId: string): Promise<void> {
    await this.db.query(PRO_PLACEMENT_SYNC_SQL, [userId]);
  }

  /**
   * Every profile whose flag disagrees with billing: reads the Pro accounts (few) and the flagged profiles
   * (a partial index), never every profile. Answers how many it changed.
   */
  async reconcile(): Promise<number> {
    const [, added] = (await this.db.query(
      `UPDATE players p SET player_pro = true
        WHERE NOT p.player_pro AND p.user_id IN (SELECT h.user_id FROM paid_plan_holders h WHERE h.plan = 'player_pro')`,
    )) as [unknown, number];
    const [, removed] = (await this.db.query(`UPDATE players p SET player_pro = false WHERE p.player_pro AND NOT ${HOLDS_PRO}`)) as [unknown, number];
    return added + removed;
  }
}
