import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RecruiterUsageView } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import type { Subscription } from '../entities/subscription.entity';
import { BillingClock, addInterval } from './billing-clock';

export interface UsagePeriod {
  start: Date;
  end: Date;
}
export type UsageCounts = Omit<RecruiterUsageView, 'periodStart' | 'periodEnd'>;
type UsageReader = (userId: string, period: UsagePeriod) => Promise<UsageCounts>;

/**
 * A recruiter's counters per billing period: the period runs from the subscription's billing day to
 * the same day a month later (an annual plan's too), not by calendar month. The recruiting module
 * keeps the counters and registers how to read them; billing only decides the period.
 */
@Injectable()
export class UsageService {
  private reader: UsageReader | null = null;

  constructor(
    private readonly clock: BillingClock,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  registerReader(reader: UsageReader): void {
    this.reader = reader;
  }

  /** The monthly period containing `at`, anchored on the billing day of `anchor` (a free account: the calendar month). */
  period(anchor: Date | null, at: Date = this.clock.now()): UsagePeriod {
    if (!anchor) {
      const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
      return { start, end: addInterval(start, 'month') };
    }
    let start = new Date(anchor.getTime());
    if (start > at) {
      while (start > at) start = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, anchor.getUTCDate(), anchor.getUTCHours(), anchor.getUTCMinutes()));
    }
    for (;;) {
      const next = addInterval(start, 'month');
      if (next > at) return { start, end: next };
      start = next;
    }
  }

  async periodFor(sub: Subscription | null): Promise<UsagePeriod> {
    return this.period(sub?.currentPeriodStart ?? null);
  }

  /**
   * The period a use by this account falls in now: anchored on its own paid plan's period start, or a
   * seat member's holder's (docs/billing.md, "Recruiter usage"); Free: the calendar month.
   */
  async periodForUser(userId: string): Promise<UsagePeriod> {
    return this.period(await this.anchorOf(userId));
  }

  private async anchorOf(userId: string): Promise<Date | null> {
    const rows: { start: Date | null }[] = await this.db.query(
      `SELECT s.current_period_start AS start FROM subscriptions s
        WHERE s.plan <> 'free' AND s.status IN ('active', 'past_due')
          AND (s.user_id = $1 OR s.id = (SELECT st.subscription_id FROM subscription_seats st WHERE st.user_id = $1 AND st.status = 'active' LIMIT 1))
        ORDER BY (s.user_id = $1) DESC LIMIT 1`,
      [userId],
    );
    return rows[0]?.start ?? null;
  }

  async current(userId: string, sub: Subscription | null): Promise<RecruiterUsageView | null> {
    if (!this.reader) return null;
    const p = sub?.currentPeriodStart ? this.period(sub.currentPeriodStart) : await this.periodForUser(userId);
    const counts = await this.reader(userId, p);
    return { periodStart: p.start.toISOString(), periodEnd: p.end.toISOString(), ...counts };
  }
}
