import { Injectable } from '@nestjs/common';
import type { RecruiterUsageView } from '@fiji/contracts';
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

  constructor(private readonly clock: BillingClock) {}

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

  async current(userId: string, sub: Subscription | null): Promise<RecruiterUsageView | null> {
    if (!this.reader) return null;
    const p = this.period(sub?.currentPeriodStart ?? null);
    const counts = await this.reader(userId, p);
    return { periodStart: p.start.toISOString(), periodEnd: p.end.toISOString(), ...counts };
  }
}
