import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../core/access/viewer';
import { UsageService, type UsageCounts, type UsagePeriod } from '../../billing';

/** What a recruiting account's billing period counts (docs/billing.md, "Recruiter usage"). */
export type UsageCounter = keyof UsageCounts;

const COLUMN: Record<UsageCounter, string> = {
  profileViews: 'profile_views_used',
  contacts: 'contacts_used',
  advancedFilterSearches: 'advanced_filters_used',
  exports: 'exports_used',
};

/** recruiter_usage rows are keyed by the month and year (UTC) of the billing period's start. */
const periodKey = (p: UsagePeriod) => ({ month: p.start.getUTCMonth() + 1, year: p.start.getUTCFullYear() });

/**
 * recruiter_usage: a recruiting account's profile views, contacts, advanced-filter searches and exports
 * per billing period. Billing decides the period (UsageService, anchored on the billing day); each use
 * adds one in a single INSERT … ON CONFLICT DO UPDATE, so concurrent uses never lose a count.
 */
@Injectable()
export class RecruiterUsageService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly usage: UsageService,
  ) {}

  /** GET /api/billing/subscription shows these counters for recruiting roles. */
  onModuleInit(): void {
    this.usage.registerReader((userId, period) => this.read(userId, period));
  }

  /**
   * Counts one use by a recruiting-role account; other roles are not metered. The period comes from the
   * plan's period start the viewer was read with (with the session, core/access): one statement per use.
   */
  async record(viewer: Pick<Viewer, 'id' | 'isRecruitingRole' | 'planPeriodStart'>, counter: UsageCounter): Promise<void> {
    if (!viewer.isRecruitingRole) return;
    const period = this.usage.period(viewer.planPeriodStart);
    const { month, year } = periodKey(period);
    const column = COLUMN[counter];
    // Committed without waiting for the disk flush, like the funnel's events: these are the usage card's
    // counts, gate nothing, and the flush (with the row lock held meanwhile) was on the path of every
    // advanced-filter search. A database crash can lose the last fraction of a second of counts, never
    // corrupt them (docs/billing.md).
    await this.db.query(
      `WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
       INSERT INTO recruiter_usage (recruiter_id, month, year, ${column}, reset_at) SELECT $1::uuid, $2::int, $3::int, 1, $4::timestamptz FROM async_commit
       ON CONFLICT ON CONSTRAINT uq_recruiter_usage_period
         DO UPDATE SET ${column} = recruiter_usage.${column} + 1, reset_at = EXCLUDED.reset_at, updated_at = now()`,
      [viewer.id, month, year, period.end],
    );
  }

  async read(userId: string, period: UsagePeriod): Promise<UsageCounts> {
    const { month, year } = periodKey(period);
    const [row]: Array<Record<string, number>> = await this.db.query(
      `SELECT profile_views_used, contacts_used, advanced_filters_used, exports_used FROM recruiter_usage
        WHERE recruiter_id = $1 AND month = $2 AND year = $3`,
      [userId, month, year],
    );
    return {
      profileViews: row?.profile_views_used ?? 0,
      contacts: row?.contacts_used ?? 0,
      advancedFilterSearches: row?.advanced_filters_used ?? 0,
      exports: row?.exports_used ?? 0,
    };
  }
}
