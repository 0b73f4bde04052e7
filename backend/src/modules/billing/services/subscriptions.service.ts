import { BadRequestException, ConflictException, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BILLING_MESSAGES,
  BILLING_RULES,
  CATALOGUE_VERSION,
  ERROR_CODES,
  PLAN_NAMES,
  entitlementsFor,
  isPaidPlanId,
  pendingChangeSummary,
  planAmountCents,
  type BillingInterval,
  type ChangePlanRequest,
  type PaidPlan,
  type PlanType,
  type SubscriptionView,
} from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { Viewer } from '../../../core/access/viewer';
import { JobsService } from '../../../core/queue';
import { fieldError } from '../../../core/errors';
import type { Checkout } from '../entities/checkout.entity';
import { Subscription } from '../entities/subscription.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingClock, DAY_MS, addInterval } from './billing-clock';
import { BillingHooks, type PlanEnded } from './billing-hooks';
import { recordPayment, recordWithReceipt } from './ledger';
import { UsageService } from './usage.service';
import { UsersService } from '../../users';

export interface Activation {
  userId: string;
  plan: PaidPlan;
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  catalogueVersion: number;
  provider: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  payerEmail: string | null;
}

/**
 * Rows an UPDATE changed. (TypeORM answers an UPDATE … RETURNING as [rows, count], not rows, so the
 * count is taken in SQL.)
 */
async function changedRows(m: EntityManager, update: string, params: unknown[]): Promise<number> {
  const [row]: { n: number }[] = await m.query(`WITH changed AS (${update} RETURNING 1) SELECT count(*)::int AS n FROM changed`, params);
  return row?.n ?? 0;
}

const seatsError = (message: string) => fieldError('seats', message);

/** What a period of `sub` costs: every seat (the holder's included) at the price kept (docs/billing.md "Seats"). */
export const periodTotal = (sub: Pick<Subscription, 'amountCents' | 'seats'>, amountCents = sub.amountCents): number =>
  amountCents * Math.max(1, sub.seats ?? 1);

const rank = (plan: PlanType, interval: BillingInterval): number =>
  isPaidPlanId(plan) ? planAmountCents(plan, 'month') * (interval === 'year' ? 12 : 1) : 0;

/**
 * The subscription lifecycle (docs/billing.md): upgrades apply at once; downgrades and cancels wait
 * for the period end; a failed renewal keeps the plan for the grace days; when a paid plan ends, what
 * Free cannot hold is kept for its owner for the retention days, then deleted.
 */
@Injectable()
export class SubscriptionsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly clock: BillingClock,
    private readonly hooks: BillingHooks,
    private readonly usage: UsageService,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    // A plan that ended here must stop billing at the provider too; an unreachable provider is retried for about a day.
    this.jobs.register(
      'billing.cancel-at-provider',
      async ({ provider, providerSubscriptionId }) => {
        if (provider === this.provider.name) await this.provider.cancelNow(providerSubscriptionId);
      },
      { durable: true, attempts: 15, backoffMs: 5_000 },
    );
  }

  /** Queues the provider's cancel of `sub` with the transaction that ended it (docs/billing.md "Lifecycle"). */
  async cancelAtProvider(sub: Subscription, m: EntityManager): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    await this.jobs.enqueue('billing.cancel-at-provider', { provider: sub.provider, providerSubscriptionId: sub.providerSubscriptionId }, m);
  }

  find(userId: string, m: EntityManager = this.db.manager): Promise<Subscription | null> {
    return m.getRepository(Subscription).findOne({ where: { userId } });
  }

  findByProviderId(providerSubscriptionId: string, m: EntityManager): Promise<Subscription | null> {
    return m.getRepository(Subscription).findOne({ where: { providerSubscriptionId } });
  }

  /** A completed plan checkout: the account is on the plan from now, at the price it paid. */
  async activate(a: Activation, m: EntityManager): Promise<Subscription> {
    const now = this.clock.now();
    const end = addInterval(now, a.interval);
    await m.query(
      `INSERT INTO subscriptions (user_id, plan, "interval", status, amount_cents, currency, catalogue_version,
                                  current_period_start, current_period_end, cancel_at_period_end, cancel_reason,
                                  pending_plan, pending_interval, grace_until, provider, provider_customer_id,
                                  provider_subscription_id, payer_email, updated_at)
       VALUES ($1, $2, $3, 'active', $4, $5, $6, $7, $8, false, NULL, NULL, NULL, NULL, $9, $10, $11, $12, now())
       ON CONFLICT (user_id) DO UPDATE SET plan = EXCLUDED.plan, "interval" = EXCLUDED."interval", status = 'active',
         amount_cents = EXCLUDED.amount_cents, currency = EXCLUDED.currency, catalogue_version = EXCLUDED.catalogue_version,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = false, cancel_reason = NULL, pending_plan = NULL, pending_interval = NULL, grace_until = NULL,
         provider = EXCLUDED.provider, provider_customer_id = coalesce(EXCLUDED.provider_customer_id, subscriptions.provider_customer_id),
         provider_subscription_id = EXCLUDED.provider_subscription_id, payer_email = EXCLUDED.payer_email, updated_at = now()`,
      [a.userId, a.plan, a.interval, a.amountCents, a.currency, a.catalogueVersion, now, end, a.provider,
        a.providerCustomerId, a.providerSubscriptionId, a.payerEmail],
    );
    // A plan bought back within the retention days keeps everything.
    await m.query(`UPDATE plan_retentions SET purged_at = $2 WHERE user_id = $1 AND purged_at IS NULL`, [a.userId, now]);
    return (await this.find(a.userId, m))!;
  }

  async view(viewer: Viewer): Promise<SubscriptionView> {
    const sub = await this.find(viewer.id);
    const own = sub && sub.status !== 'cancelled' && isPaidPlanId(sub.plan) ? sub : null;
    const shared: { holder: string | null }[] = own
      ? []
      : await this.db.query(
          `SELECT s.user_id AS holder FROM subscription_seats st JOIN subscriptions s ON s.id = st.subscription_id
            WHERE st.user_id = $1 AND st.status = 'active' AND s.status IN ('active', 'past_due')`,
          [viewer.id],
        );
    const holderName = shared[0]?.holder ? await this.nameOf(shared[0].holder) : null;
    const plan: PlanType = own?.plan ?? (holderName ? viewer.planType : 'free');
    const pendingPlan: PlanType | null = own ? (own.cancelAtPeriodEnd ? 'free' : own.pendingPlan) : null;
    const end = own?.currentPeriodEnd ?? null;
    const pendingSummary = own && end && (pendingPlan || own.pendingInterval) ? pendingChangeSummary(own.plan, end, pendingPlan ?? own.plan) : null;
    return {
      plan,
      interval: own?.interval ?? 'month',
      status: own?.status ?? 'active',
      currentPeriodEnd: end ? end.toISOString() : null,
      cancelAtPeriodEnd: own?.cancelAtPeriodEnd ?? false,
      pendingPlan,
      pendingInterval: own?.pendingInterval ?? null,
      amountCents: own ? periodTotal(own) : 0,
      currency: own?.currency ?? 'USD',
      seatAmountCents: own && own.plan === 'recruiter' ? own.amountCents : null,
      summary: pendingSummary,
      graceUntil: own?.status === 'past_due' && own.graceUntil ? own.graceUntil.toISOString() : null,
      sharedBy: holderName,
      seats: own?.seats ?? viewer.entitlements.seats,
      entitlements: viewer.entitlements,
      usage: viewer.isRecruitingRole && viewer.isPaid ? await this.usage.current(viewer.id, own ?? null) : null,
      portalAvailable: this.provider.name === 'stripe' && !!own?.providerCustomerId,
    };
  }

  /** Change plan or interval. Up applies at once (charged now, the unused days credited); down waits for the period end. */
  async change(viewer: Viewer, dto: ChangePlanRequest): Promise<void> {
    await this.db.transaction(async (m) => {
      const sub = await this.lockPaid(viewer.id, m);
      if (dto.plan === 'free') {
        await m.query(`UPDATE subscriptions SET cancel_at_period_end = true, pending_plan = NULL, pending_interval = NULL, updated_at = now() WHERE id = $1`, [sub.id]);
        await this.provider.setCancelAtPeriodEnd(sub, true);
        return;
      }
      if (!isPaidPlanId(dto.plan) || !entitlementsFor(viewer.role, dto.plan, 'active').canContact) {
        throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: [BILLING_MESSAGES.planNotForRole], errors: { plan: BILLING_MESSAGES.planNotForRole } });
      }
      if (dto.plan === sub.plan && dto.interval === sub.interval) {
        // Choosing the current plan again undoes a pending change.
        await m.query(`UPDATE subscriptions SET cancel_at_period_end = false, pending_plan = NULL, pending_interval = NULL, updated_at = now() WHERE id = $1`, [sub.id]);
        await this.dropProviderPending(sub);
        return;
      }
      if (rank(dto.plan, dto.interval) > rank(sub.plan, sub.interval)) await this.upgradeNow(sub, dto.plan, dto.interval, m);
      else {
        await m.query(`UPDATE subscriptions SET pending_plan = $2, pending_interval = $3, cancel_at_period_end = false, updated_at = now() WHERE id = $1`, [
          sub.id, dto.plan, dto.interval,
        ]);
        // The provider bills the next period at the new price (nothing now), as nextPeriod() will apply it.
        const next = this.nextPeriod({ ...sub, pendingPlan: dto.plan, pendingInterval: dto.interval } as Subscription);
        await this.provider.schedulePlanChange(sub, { plan: next.plan, interval: next.interval, amountCents: next.amountCents });
      }
    });
  }

  /** The provider renews the plan as it is: no cancel at the period end, no scheduled change. */
  private async dropProviderPending(sub: Subscription): Promise<void> {
    if (sub.cancelAtPeriodEnd) await this.provider.setCancelAtPeriodEnd(sub, false);
    if (sub.pendingPlan || sub.pendingInterval) await this.provider.schedulePlanChange(sub, null);
  }

  async cancel(viewer: Viewer, reason: string | undefined): Promise<void> {
    await this.db.transaction(async (m) => {
      const sub = await this.lockPaid(viewer.id, m);
      await m.query(`UPDATE subscriptions SET cancel_at_period_end = true, cancel_reason = $2, updated_at = now() WHERE id = $1`, [sub.id, reason?.trim() || null]);
      await this.provider.setCancelAtPeriodEnd(sub, true);
    });
  }

  async resume(viewer: Viewer): Promise<void> {
    await this.db.transaction(async (m) => {
      const sub = await this.lockPaid(viewer.id, m);
      if (!sub.cancelAtPeriodEnd && !sub.pendingPlan && !sub.pendingInterval) {
        throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.nothingToResume });
      }
      await m.query(`UPDATE subscriptions SET cancel_at_period_end = false, cancel_reason = NULL, pending_plan = NULL, pending_interval = NULL, updated_at = now() WHERE id = $1`, [sub.id]);
      await this.dropProviderPending(sub);
    });
  }

  /**
   * A renewal was paid (provider invoice): the period moves on; a late event for an older period changes
   * nothing, and a plan that has ended stays ended (the events apply in any order, docs/billing.md "Events").
   */
  async renewed(sub: Subscription, periodStart: Date, periodEnd: Date, m: EntityManager): Promise<boolean> {
    const moved = await changedRows(
      m,
      `UPDATE subscriptions SET current_period_start = $2, current_period_end = $3,
              status = CASE WHEN status = 'cancelled' THEN status ELSE 'active' END, grace_until = NULL, updated_at = now()
        WHERE id = $1 AND (current_period_end IS NULL OR current_period_end < $3)`,
      [sub.id, periodStart, periodEnd],
    );
    return moved > 0;
  }

  /** A renewal failed: keep the plan for the grace days from the failure, unless a later payment already covered it. */
  async renewalFailed(sub: Subscription, periodStart: Date, failedAt: Date, m: EntityManager): Promise<boolean> {
    const graceUntil = new Date(failedAt.getTime() + BILLING_RULES.graceDays * DAY_MS);
    const marked = await changedRows(
      m,
      `UPDATE subscriptions SET status = 'past_due', grace_until = $3, updated_at = now()
        WHERE id = $1 AND status = 'active' AND date_trunc('second', current_period_end) <= $2`,
      [sub.id, periodStart, graceUntil],
    );
    return marked > 0;
  }

  /**
   * The plan is over (a cancel reached its period end, grace ran out, the provider deleted it). Answers
   * what ended, for the caller to tell the owning modules once its transaction has committed.
   */
  async end(sub: Subscription, m: EntityManager): Promise<PlanEnded | null> {
    const now = this.clock.now();
    const ended = await changedRows(
      m,
      `UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = false, pending_plan = NULL, pending_interval = NULL,
              grace_until = NULL, updated_at = now()
        WHERE id = $1 AND status <> 'cancelled'`,
      [sub.id],
    );
    if (ended === 0) return null;
    const deleteAfter = new Date(now.getTime() + BILLING_RULES.retentionDays * DAY_MS);
    await m.query(
      `INSERT INTO plan_retentions (user_id, plan, ended_at, delete_after) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) WHERE purged_at IS NULL DO NOTHING`,
      [sub.userId, sub.plan, now, deleteAfter],
    );
    await m.query(`DELETE FROM subscription_seats WHERE subscription_id = $1`, [sub.id]);
    return { userId: sub.userId, plan: sub.plan, deleteAfter };
  }

  /**
   * Everything due at the clock's now: ends (cancels at period end, grace run out), and for the demo
   * provider the renewals (Stripe renews on its side and tells us by webhook). Answers what it did.
   */
  async dueSubscriptions(): Promise<Subscription[]> {
    return this.db.getRepository(Subscription)
      .createQueryBuilder('s')
      .where(`s.plan <> 'free' AND s.status <> 'cancelled'`)
      .andWhere(`((s.current_period_end <= :now) OR (s.status = 'past_due' AND s.grace_until <= :now))`, { now: this.clock.now() })
      .orderBy('s.current_period_end')
      .limit(500)
      .getMany();
  }

  /** Ends what is due to end; answers whether the subscription still needs a renewal. */
  async endIfDue(id: string): Promise<'ended' | 'renew' | 'none'> {
    let ended: PlanEnded | null = null;
    const outcome = await this.db.transaction(async (m): Promise<'ended' | 'renew' | 'none'> => {
      const sub = await m.getRepository(Subscription).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sub || sub.status === 'cancelled') return 'none';
      const now = this.clock.now();
      const periodOver = !!sub.currentPeriodEnd && sub.currentPeriodEnd <= now;
      if ((periodOver && (sub.cancelAtPeriodEnd || sub.pendingPlan === 'free')) || (sub.status === 'past_due' && sub.graceUntil && sub.graceUntil <= now)) {
        ended = await this.end(sub, m);
        // Ended here (grace ran out, or a cancel reached the period end): the provider must not renew it later.
        if (ended) await this.cancelAtProvider(sub, m);
        return 'ended';
      }
      return periodOver && sub.status === 'active' ? 'renew' : 'none';
    });
    if (ended) await this.hooks.planEnded(ended);
    return outcome;
  }

  /**
   * `n` more seats for the rest of the current period (prorated by time, as Stripe prorates); null when the
   * plan cannot take seats now (not an active Recruiter Plan, or its period is over).
   */
  seatsPrice(sub: Subscription, n: number): number | null {
    const now = this.clock.now();
    if (sub.plan !== 'recruiter' || sub.status !== 'active' || !sub.currentPeriodStart || !sub.currentPeriodEnd) return null;
    const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
    const left = sub.currentPeriodEnd.getTime() - now.getTime();
    if (total <= 0 || left <= 0) return null;
    return Math.max(1, Math.round((n * sub.amountCents * Math.min(left, total)) / total));
  }

  /**
   * A paid seats checkout (demo): the seats join the plan, under the row's lock, so concurrent purchases all
   * count and never pass the cap; null when the plan can no longer take them (the caller refunds).
   */
  async addSeats(userId: string, n: number, m: EntityManager): Promise<string | null> {
    const [row]: { id: string }[] = await m.query(
      `WITH changed AS (
         UPDATE subscriptions SET seats = seats + $2, updated_at = now()
          WHERE user_id = $1 AND plan = 'recruiter' AND status IN ('active', 'past_due') AND seats + $2 <= $3
         RETURNING id)
       SELECT id FROM changed`,
      [userId, n, BILLING_RULES.maxSeats],
    );
    return row?.id ?? null;
  }

  /**
   * Seats bought where the provider bills them as the subscription's quantity (Stripe): the provider charges
   * the rest of the period now, then the seats join the plan and the checkout completes, in one transaction
   * under the row's lock. A refused payment changes nothing (400 naming `seats`).
   */
  async addSeatsAtProvider(checkout: Checkout): Promise<void> {
    const n = checkout.seats ?? 0;
    await this.db.transaction(async (m) => {
      const sub = await m.getRepository(Subscription).findOne({ where: { userId: checkout.userId }, lock: { mode: 'pessimistic_write' } });
      if (!sub || this.seatsPrice(sub, n) === null) throw seatsError(BILLING_MESSAGES.notSubscribed);
      if (sub.seats + n > BILLING_RULES.maxSeats) throw seatsError(BILLING_MESSAGES.maxSeats);
      let paid: { ref: string; amountCents: number };
      try {
        paid = await this.provider.updateSeats!(sub, sub.seats + n, `seats-${checkout.id}`);
      } catch (e) {
        await this.db.query(`UPDATE checkouts SET status = 'declined', last_error = $2, updated_at = now() WHERE id = $1`, [checkout.id, (e as Error).message.slice(0, 500)]);
        throw seatsError(BILLING_MESSAGES.declined);
      }
      await m.query(`UPDATE subscriptions SET seats = seats + $2, updated_at = now() WHERE id = $1`, [sub.id, n]);
      await m.query(`UPDATE checkouts SET status = 'completed', completed_at = $2, amount_cents = $3, updated_at = now() WHERE id = $1`, [checkout.id, this.clock.now(), paid.amountCents]);
      await recordWithReceipt(m, this.jobs, {
        userId: sub.userId, payerEmail: sub.payerEmail, kind: 'seats', direction: 'charge', amountCents: paid.amountCents, currency: sub.currency,
        description: checkout.description, provider: this.provider.name, providerRef: paid.ref, checkoutId: checkout.id, subscriptionId: sub.id,
      });
      // Setting the quantity freed the subscription of a waiting change's schedule: schedule it again with the new seats.
      if (sub.pendingPlan || sub.pendingInterval) {
        const next = this.nextPeriod(sub);
        await this.provider.schedulePlanChange({ ...sub, seats: sub.seats + n } as Subscription, { plan: next.plan, interval: next.interval, amountCents: next.amountCents });
      }
    });
  }

  /** The next period of a renewal: the pending plan or interval if one waits, else the same plan at the price kept. */
  nextPeriod(sub: Subscription): { plan: PaidPlan; interval: BillingInterval; amountCents: number; catalogueVersion: number; start: Date; end: Date } {
    const start = sub.currentPeriodEnd!;
    const plan = (sub.pendingPlan && isPaidPlanId(sub.pendingPlan) ? sub.pendingPlan : sub.plan) as PaidPlan;
    const interval = sub.pendingInterval ?? sub.interval;
    const changed = plan !== sub.plan || interval !== sub.interval;
    return {
      plan,
      interval,
      amountCents: changed ? planAmountCents(plan, interval) : sub.amountCents,
      catalogueVersion: changed ? CATALOGUE_VERSION : sub.catalogueVersion,
      start,
      end: addInterval(start, interval),
    };
  }

  /** Applies a waiting plan or interval change together with the renewal that starts it. */
  async applyPending(sub: Subscription, next: ReturnType<SubscriptionsService['nextPeriod']>, m: EntityManager): Promise<void> {
    if (next.plan === sub.plan && next.interval === sub.interval) return;
    await m.query(
      `UPDATE subscriptions SET plan = $2, "interval" = $3, amount_cents = $4, catalogue_version = $5, pending_plan = NULL,
              pending_interval = NULL, updated_at = now() WHERE id = $1`,
      [sub.id, next.plan, next.interval, next.amountCents, next.catalogueVersion],
    );
  }

  private async upgradeNow(sub: Subscription, plan: PaidPlan, interval: BillingInterval, m: EntityManager): Promise<void> {
    const now = this.clock.now();
    const amount = planAmountCents(plan, interval);
    const end = addInterval(now, interval);
    const credit = this.unusedCredit(sub, now);
    await this.provider.changePlan(sub, { plan, interval, amountCents: amount });
    // Every seat moves to the new price (the provider's item keeps its quantity).
    const charged = periodTotal(sub, amount);
    await m.query(
      `UPDATE subscriptions SET plan = $2, "interval" = $3, amount_cents = $4, catalogue_version = $5, current_period_start = $6,
              current_period_end = $7, pending_plan = NULL, pending_interval = NULL, cancel_at_period_end = false, updated_at = now()
        WHERE id = $1`,
      [sub.id, plan, interval, amount, CATALOGUE_VERSION, now, end],
    );
    const ref = `chg_${sub.id}_${now.getTime()}`;
    const description = `${PLAN_NAMES[plan]} (${interval === 'year' ? 'annual' : 'monthly'}) from ${now.toISOString().slice(0, 10)}`;
    await recordPayment(m, {
      userId: sub.userId, payerEmail: sub.payerEmail, kind: 'subscription', direction: 'charge', amountCents: charged,
      currency: sub.currency, description, provider: sub.provider, providerRef: ref, subscriptionId: sub.id,
    });
    if (credit > 0) {
      await recordPayment(m, {
        userId: sub.userId, payerEmail: sub.payerEmail, kind: 'subscription', direction: 'refund', amountCents: credit,
        currency: sub.currency, description: `Unused days of ${PLAN_NAMES[sub.plan]} credited`, provider: sub.provider, providerRef: ref,
        subscriptionId: sub.id,
      });
    }
  }

  /** The part of the current period not yet used, in cents (prorated by time). */
  private unusedCredit(sub: Subscription, now: Date): number {
    if (!sub.currentPeriodStart || !sub.currentPeriodEnd || sub.status !== 'active') return 0;
    const total = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
    const left = sub.currentPeriodEnd.getTime() - now.getTime();
    if (total <= 0 || left <= 0) return 0;
    return Math.floor((periodTotal(sub) * left) / total);
  }

  private async lockPaid(userId: string, m: EntityManager): Promise<Subscription> {
    const sub = await m.getRepository(Subscription).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
    if (!sub || sub.status === 'cancelled' || !isPaidPlanId(sub.plan)) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: BILLING_MESSAGES.notSubscribed });
    }
    return sub;
  }

  private async nameOf(userId: string): Promise<string | null> {
    const u = await this.users.findById(userId);
    return u ? u.fullName ?? `${u.firstName} ${u.lastName}` : null;
  }
}
