import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BillingClock, BillingHooks, type PlanEnded } from '../../billing';

/**
 * Saved searches after a Recruiter Plan ends (docs/billing.md, "Recruiter retention"). Free may keep
 * saved searches (the same cap) but cannot run the advanced filters (graduation year, format), so
 * those searches are what Free cannot hold: they are marked plan_locked_at, stay listed read-only for
 * their owner, take no place under the cap, and are deleted when the retention ends. Buying a plan
 * again unlocks them. The recruiter's exports are CSV responses built on request: nothing is stored.
 */
@Injectable()
export class SavedSearchRetentionService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hooks: BillingHooks,
    private readonly clock: BillingClock,
  ) {}

  onModuleInit(): void {
    this.hooks.onPlanEnded((e) => this.lock(e).then(() => undefined));
    this.hooks.onPlanStarted((userId) => this.unlock(userId));
    this.hooks.onRetentionExpired((userId) => this.purge(userId).then(() => undefined));
  }

  /** Returns how many searches were locked. */
  async lock(e: PlanEnded): Promise<number> {
    if (e.plan !== 'recruiter') return 0;
    const rows: unknown[] = await this.db.query(
      `UPDATE saved_searches SET plan_locked_at = $2
        WHERE user_id = $1 AND plan_locked_at IS NULL AND (filters ? 'gradYear' OR filters ? 'format')
        RETURNING id`,
      [e.userId, this.clock.now()],
    );
    return rows.length;
  }

  async unlock(userId: string): Promise<void> {
    await this.db.query(`UPDATE saved_searches SET plan_locked_at = NULL WHERE user_id = $1 AND plan_locked_at IS NOT NULL`, [userId]);
  }

  /** Returns how many searches were deleted. */
  async purge(userId: string): Promise<number> {
    const rows: unknown[] = await this.db.query(`DELETE FROM saved_searches WHERE user_id = $1 AND plan_locked_at IS NOT NULL RETURNING id`, [userId]);
    return rows.length;
  }
}
