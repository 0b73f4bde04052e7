import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Viewer } from '../../../core/access/viewer';
import { ASYNC_COMMIT } from '../../../core/database';
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
    // The usage card's counts gate nothing: committed without waiting for the flush (ASYNC_COMMIT), which
    // held the row's lock on the path of every advanced-filter search (docs/billing.md).
    await this.db.query(
      `${ASYNC_COMMIT.with}
       INSERT INTO recruiter_usage (recruiter_id, month, year, ${column}, reset_at) SELECT $1::uuid, $2::int, $3::int, 1, $4::timestamptz FROM ${ASYNC_COMMIT.from}
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
