import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MENTORING_BOOKING_RULES as RULES } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { Scheduler } from '../../../core/schedule';
import { JobsService } from '../../../core/queue';
import { BillingClock } from '../../billing';
import { GuardianApprovalsService } from './guardian-approvals.service';
import { SessionNoticesService } from './session-notices.service';
import { LIVE, expireHolds, loadSession } from './session-store';

const HOUR = 3_600_000;

/**
 * The scheduled side of bookings, every BILLING_SWEEP_SECONDS on one instance at a time (a PostgreSQL
 * advisory lock): unpaid holds past their time are cancelled (freeing the slot), unanswered guardian
 * approvals expire, and the 24 h and 1 h reminders are queued as durable jobs, each marked sent in the
 * same transaction so a reminder goes out once.
 */
@Injectable()
export class MentoringSweepService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('MentoringSweep');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly approvals: GuardianApprovalsService,
    private readonly notices: SessionNoticesService,
    private readonly jobs: JobsService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
  ) {}

  onModuleInit(): void {
    this.jobs.register('mentoring.session-reminder', ({ sessionId, hours }) => this.remind(sessionId, hours), { durable: true, attempts: 5 });
  }

  onApplicationBootstrap(): void {
    this.scheduler.every('mentoring.sweep', this.config.billingSweepSeconds * 1000, () => this.sweep());
  }

  /** One pass (tests call it after moving the clock). */
  async runOnce(): Promise<{ expiredHolds: number; expiredApprovals: number; reminders: number }> {
    return this.scheduler.once('mentoring.sweep', { expiredHolds: 0, expiredApprovals: 0, reminders: 0 }, () => this.sweep());
  }

  private async sweep() {
    const now = this.clock.now();
    const expiredApprovals = await this.approvals.expireDue();
    const expiredHolds = (await this.db.transaction((m) => expireHolds(m, now, null))).length;
    let reminders = 0;
    // Nearest first: a session already inside the hour gets the 1 h reminder, which marks the 24 h one sent too.
    for (const hours of [...RULES.reminderHours].sort((a, b) => a - b)) {
      const column = hours >= 24 ? 'reminded_24h_at' : 'reminded_1h_at';
      reminders += await this.db.transaction(async (m) => {
        // A 1 h reminder also counts as the 24 h one (a session booked at short notice gets one mail, not two).
        const [rows]: [{ id: string }[], number] = await m.query(
          `UPDATE mentoring_sessions SET ${column} = $1${column === 'reminded_1h_at' ? ', reminded_24h_at = coalesce(reminded_24h_at, $1)' : ''}
            WHERE status IN ('scheduled', 'confirmed') AND paid_at IS NOT NULL AND ${column} IS NULL
              AND scheduled_at > $1 AND scheduled_at <= $2
            RETURNING id`,
          [now, new Date(now.getTime() + hours * HOUR)],
        );
        for (const r of rows) await this.jobs.enqueue('mentoring.session-reminder', { sessionId: r.id, hours }, m);
        return rows.length;
      });
    }
    return { expiredHolds, expiredApprovals, reminders };
  }

  private async remind(sessionId: string, hours: number): Promise<void> {
    const row = await loadSession(this.db.manager, sessionId);
    if (!row || !LIVE.includes(row.status)) return;
    const soon = hours >= 24 ? 'tomorrow' : 'in an hour';
    await this.notices.tell(row, ['mentor', 'mentee'], `Reminder: mentoring session ${soon}`, [
      `${row.title} starts ${soon}: ${this.notices.when(row)}.`,
      row.meeting_url ? `Meeting link: ${row.meeting_url}` : 'The meeting link will be in My Sessions.',
    ]);
  }
}
