import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BILLING_RULES, formatBillingDate } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { Scheduler } from '../../../core/schedule';
import { MailService } from '../../../core/mail/mail.service';
import { UsersService } from '../../users';
import { PlanRetention } from '../entities/plan-retention.entity';
import { BillingClock, DAY_MS } from './billing-clock';
import { BillingHooks } from './billing-hooks';
import { DemoCheckoutService } from './demo-checkout.service';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The scheduled side of billing, run every BILLING_SWEEP_SECONDS by one instance at a time (a
 * PostgreSQL advisory lock): period ends (cancels, waiting downgrades), grace ends, the demo
 * provider's renewals, and the retention reminders and deletions after a paid plan ends.
 */
@Injectable()
export class BillingSweepService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BillingSweep');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly demo: DemoCheckoutService,
    private readonly hooks: BillingHooks,
    private readonly clock: BillingClock,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('billing.sweep', this.config.billingSweepSeconds * 1000, () => this.sweep());
  }

  /** One pass (tests call it after moving the clock). Answers what it did. */
  async runOnce(): Promise<{ ended: number; renewed: number; reminded: number; purged: number }> {
    return this.scheduler.once('billing.sweep', { ended: 0, renewed: 0, reminded: 0, purged: 0 }, () => this.sweep());
  }

  private async sweep() {
    let ended = 0;
    let renewed = 0;
    for (const sub of await this.subscriptions.dueSubscriptions()) {
      const outcome = await this.subscriptions.endIfDue(sub.id);
      if (outcome === 'ended') ended++;
      if (outcome === 'renew' && sub.provider === 'demo' && this.demo.enabled) {
        await this.demo.renew(sub, this.subscriptions);
        renewed++;
      }
    }
    const { reminded, purged } = await this.retention();
    return { ended, renewed, reminded, purged };
  }

  private async retention(): Promise<{ reminded: number; purged: number }> {
    const now = this.clock.now();
    const repo = this.db.getRepository(PlanRetention);
    const open = await repo
      .createQueryBuilder('r')
      .where('r.purged_at IS NULL AND r.delete_after <= :soon', { soon: new Date(now.getTime() + BILLING_RULES.retentionReminderDays * DAY_MS) })
      .limit(500)
      .getMany();
    let reminded = 0;
    let purged = 0;
    for (const r of open) {
      if (r.deleteAfter <= now) {
        await this.hooks.retentionExpired(r.userId);
        await repo.update({ id: r.id }, { purgedAt: now });
        purged++;
      } else if (!r.remindedAt) {
        const claimed = await repo.createQueryBuilder().update().set({ remindedAt: now }).where('id = :id AND reminded_at IS NULL', { id: r.id }).execute();
        if (!claimed.affected) continue;
        const user = await this.users.findById(r.userId);
        if (user) {
          await this.mail.send({
            to: user.email,
            subject: `Your saved media and data will be deleted on ${formatBillingDate(r.deleteAfter)}`,
            text: [
              `Hi ${user.firstName},`,
              '',
              `Your paid plan ended on ${formatBillingDate(r.endedAt)}. What the Free plan cannot hold (media beyond its allowance, exports and saved searches beyond its limits) is kept for you until ${formatBillingDate(r.deleteAfter)} (UTC), then deleted.`,
              `Download your hidden highlights or choose which stay visible on your profile: ${this.config.publicUrl}/player/me`,
              `Your plan and receipts: ${this.config.publicUrl}/account/billing`,
              `Or renew your plan to keep everything: ${this.config.publicUrl}/pricing`,
            ].join('\n'),
          });
        }
        reminded++;
      }
    }
    return { reminded, purged };
  }
}
