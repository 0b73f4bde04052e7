import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADDONS, PLAN_NAMES, PROFILE_BOOST_DAYS, isPaidPlanId, type BillingInterval } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { JobsService } from '../../../core/queue';
import { BillingEvent } from '../entities/billing-event.entity';
import { Checkout } from '../entities/checkout.entity';
import type { Subscription } from '../entities/subscription.entity';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from '../providers/payment-provider';
import { AmaPaymentsService } from './ama-payments.service';
import { BillingClock, DAY_MS } from './billing-clock';
import { BillingHooks, type PlanEnded } from './billing-hooks';
import { recordPayment, recordWithReceipt, type LedgerRow } from './ledger';
import { SessionPaymentsService } from './session-payments.service';
import { SubscriptionsService } from './subscriptions.service';

/** An event that needs a row another event creates (a renewal before its checkout): kept, retried after. */
const DEFERRED = 'deferred';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const meta = (o: Obj): Obj => (o.metadata && typeof o.metadata === 'object' ? (o.metadata as Obj) : {});
const objOf = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

/** An invoice's subscription: under `parent.subscription_details` in Stripe's current API, top-level in the demo's events. */
const invoiceSubscription = (o: Obj): string | null => str(o.subscription) ?? str(objOf(objOf(o.parent).subscription_details).subscription);

/**
 * The period an invoice pays for. Stripe gives it on the subscription line (`lines.data[].period`); the
 * invoice's own period_start/period_end are when items could be added, which for a renewal is the
 * period that just ended. The demo's invoices have no lines and carry the paid period there.
 */
function invoicePeriod(o: Obj): { start: number | null; end: number | null } {
  const lines = (Array.isArray(objOf(o.lines).data) ? (objOf(o.lines).data as unknown[]) : []).map(objOf);
  const regular = lines.filter((l) => objOf(objOf(l.parent).subscription_item_details).proration !== true);
  const periods = (regular.length ? regular : lines).map((l) => objOf(l.period)).filter((p) => num(p.start) !== null && num(p.end) !== null);
  const latest = periods.sort((a, b) => num(b.end)! - num(a.end)!)[0];
  return latest ? { start: num(latest.start), end: num(latest.end) } : { start: num(o.period_start), end: num(o.period_end) };
}

/**
 * Provider events (docs/billing.md "Events"): each is stored by its id before anything else (a
 * repeat is a no-op), then applied by the durable `billing.apply-event` job. Applying is idempotent
 * and order-independent: a checkout completes once, a renewal only moves a period forward, a
 * failure for a period already paid is ignored, and an event that arrives before the row it needs
 * waits and is applied right after that row appears.
 */
@Injectable()
export class BillingEventsService implements OnModuleInit {
  private readonly logger = new Logger('BillingEvents');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly jobs: JobsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly hooks: BillingHooks,
    private readonly clock: BillingClock,
    private readonly sessionPayments: SessionPaymentsService,
    private readonly amaPayments: AmaPaymentsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('billing.apply-event', ({ eventRowId }) => this.apply(eventRowId).then(() => undefined), { durable: true, attempts: 5 });
  }

  /** A webhook delivery: verify on the raw bytes, store once, hand to the job. Answers the stored row id (null for a repeat). */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<string | null> {
    const event = this.provider.verifyEvent(rawBody, signature);
    return this.store(event);
  }

  async store(event: ProviderEvent): Promise<string | null> {
    return this.db.transaction(async (m) => {
      const rows: { id: string }[] = await m.query(
        `INSERT INTO billing_events (provider, event_id, type, payload) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
        [this.provider.name, event.id, event.type, event],
      );
      if (rows.length === 0) return null;
      await this.jobs.enqueue('billing.apply-event', { eventRowId: rows[0]!.id }, m);
      return rows[0]!.id;
    });
  }

  /** Applies one stored event (the job; also called directly where the page waits for the outcome). */
  async apply(eventRowId: string): Promise<string> {
    const ended: PlanEnded[] = [];
    const started: Array<{ userId: string; plan: string }> = [];
    const refunds: string[] = [];
    const result = await this.db.transaction(async (m) => {
      const row = await m.getRepository(BillingEvent).findOne({ where: { id: eventRowId }, lock: { mode: 'pessimistic_write' } });
      if (!row || row.appliedAt) return { outcome: row?.outcome ?? 'missing', subscriptionId: null as string | null };
      const ev = row.payload as unknown as ProviderEvent;
      const { outcome, subscriptionId, planEnded, planStarted, refundSession } = await this.applyEvent(ev, m);
      if (refundSession) refunds.push(refundSession);
      if (planEnded) ended.push(planEnded);
      if (planStarted) started.push(planStarted);
      await m.query(`UPDATE billing_events SET applied_at = CASE WHEN $2 = '${DEFERRED}' THEN NULL ELSE now() END, outcome = $2 WHERE id = $1`, [row.id, outcome]);
      return { outcome, subscriptionId };
    });
    for (const e of ended) await this.hooks.planEnded(e);
    for (const s of started) await this.hooks.planStarted(s.userId, s.plan);
    // A session paid after its hold was released (the slot may be someone else's now): the money goes back.
    for (const sessionId of refunds) await this.sessionPayments.refund(sessionId, 'The held time was released before the payment arrived');
    if (result.subscriptionId && result.outcome !== DEFERRED) await this.retryDeferred(result.subscriptionId);
    return result.outcome;
  }

  private async retryDeferred(providerSubscriptionId: string): Promise<void> {
    const waiting: { id: string }[] = await this.db.query(
      `SELECT id FROM billing_events WHERE provider = $1 AND applied_at IS NULL AND outcome = '${DEFERRED}'
          AND $2 IN (payload#>>'{data,object,subscription}', payload#>>'{data,object,parent,subscription_details,subscription}',
                     CASE WHEN type = 'customer.subscription.deleted' THEN payload#>>'{data,object,id}' END)
        ORDER BY (payload->>'created')::bigint, received_at`,
      [this.provider.name, providerSubscriptionId],
    );
    for (const w of waiting) await this.apply(w.id);
  }

  private async applyEvent(
    ev: ProviderEvent,
    m: EntityManager,
  ): Promise<{ outcome: string; subscriptionId: string | null; planEnded?: PlanEnded | null; planStarted?: { userId: string; plan: string }; refundSession?: string }> {
    const o = ev.data.object;
    switch (ev.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(o, m);
      case 'checkout.session.expired':
        return { outcome: await this.closeCheckout(o, 'cancelled', null, m), subscriptionId: null };
      case 'payment_intent.payment_failed': {
        const error = (o.last_payment_error as Obj | undefined)?.message;
        return { outcome: await this.closeCheckout(o, 'open', typeof error === 'string' ? error : 'Payment failed', m), subscriptionId: null };
      }
      case 'invoice.paid':
        return this.invoicePaid(o, ev, m);
      case 'invoice.payment_failed':
        return this.invoiceFailed(o, ev, m);
      case 'customer.subscription.deleted': {
        const sub = await this.subscriptions.findByProviderId(str(o.id) ?? '', m);
        if (!sub) return { outcome: DEFERRED, subscriptionId: str(o.id) };
        return { outcome: 'applied', subscriptionId: null, planEnded: await this.subscriptions.end(sub, m) };
      }
      default:
        return { outcome: `ignored: ${ev.type}`, subscriptionId: null };
    }
  }

  /** A ledger row, and its receipt mailed to whoever paid once the transaction commits. */
  private charge(m: EntityManager, row: LedgerRow): Promise<void> {
    return recordWithReceipt(m, this.jobs, row);
  }

  private checkoutIdOf(o: Obj): string | null {
    return str(o.client_reference_id) ?? str(meta(o).checkoutId);
  }

  private async lockCheckout(o: Obj, m: EntityManager): Promise<Checkout | null> {
    const id = this.checkoutIdOf(o);
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    return m.getRepository(Checkout).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  private async closeCheckout(o: Obj, status: 'cancelled' | 'open', error: string | null, m: EntityManager): Promise<string> {
    const checkout = await this.lockCheckout(o, m);
    if (!checkout) return 'ignored: unknown checkout';
    if (checkout.status !== 'open') return `ignored: checkout ${checkout.status}`;
    await m.query(`UPDATE checkouts SET status = $2, last_error = $3, updated_at = now() WHERE id = $1`, [checkout.id, status, error]);
    // A session's payment abandoned: the held slot is released at once instead of when the hold lapses.
    if (status === 'cancelled' && checkout.kind === 'session' && checkout.target.sessionId) await this.hooks.sessionCheckoutCancelled(checkout.target.sessionId, m);
    return 'applied';
  }

  private async checkoutCompleted(
    o: Obj,
    m: EntityManager,
  ): Promise<{ outcome: string; subscriptionId: string | null; planStarted?: { userId: string; plan: string }; refundSession?: string }> {
    const checkout = await this.lockCheckout(o, m);
    if (!checkout) return { outcome: 'ignored: unknown checkout', subscriptionId: null };
    const providerSubscriptionId = str(o.subscription);
    if (checkout.status === 'completed') return { outcome: 'ignored: already completed', subscriptionId: providerSubscriptionId };
    if (checkout.status !== 'open') return { outcome: `ignored: checkout ${checkout.status}`, subscriptionId: null };
    const now = this.clock.now();
    await m.query(`UPDATE checkouts SET status = 'completed', completed_at = $2, last_error = NULL, updated_at = now() WHERE id = $1`, [checkout.id, now]);
    // The charge's reference: the first invoice of a subscription (its invoice.paid dedupes against it), else the payment intent.
    const providerRef = str(o.invoice) ?? str(o.payment_intent) ?? str(o.id)!;
    const base = {
      userId: checkout.userId, payerEmail: checkout.payerEmail, amountCents: num(o.amount_total) ?? checkout.amountCents,
      currency: (str(o.currency) ?? checkout.currency).toUpperCase(), description: checkout.description, provider: this.provider.name,
      providerRef, checkoutId: checkout.id,
    };
    if (checkout.kind === 'subscription' && isPaidPlanId(checkout.plan)) {
      const sub = await this.subscriptions.activate(
        {
          userId: checkout.userId, plan: checkout.plan, interval: (checkout.interval ?? 'month') as BillingInterval,
          amountCents: checkout.amountCents, currency: checkout.currency, catalogueVersion: checkout.catalogueVersion,
          provider: this.provider.name, providerCustomerId: str(o.customer), providerSubscriptionId: providerSubscriptionId ?? `sub_${this.provider.name}_${checkout.id}`,
          payerEmail: checkout.payerEmail,
        },
        m,
      );
      await this.charge(m, { ...base, kind: 'subscription', direction: 'charge', subscriptionId: sub.id });
      return { outcome: 'applied', subscriptionId: sub.providerSubscriptionId, planStarted: { userId: checkout.userId, plan: checkout.plan } };
    }
    if (checkout.kind === 'seats' && checkout.seats) {
      // The seats join the subscription and renew with it (docs/billing.md "Seats").
      const subId = await this.subscriptions.addSeats(checkout.userId, checkout.seats, m);
      await this.charge(m, { ...base, kind: 'seats', direction: 'charge', subscriptionId: subId });
      if (subId) return { outcome: 'applied', subscriptionId: null };
      // The plan ended, or other purchases took the last seats, while this one was being paid: the money goes back.
      await this.provider.refund(providerRef, base.amountCents);
      await this.charge(m, { ...base, kind: 'seats', direction: 'refund', description: `${checkout.description}: refunded, the plan could not take them` });
      return { outcome: 'applied: refunded, the plan could not take the seats', subscriptionId: null };
    }
    if (checkout.kind === 'addon' && checkout.addon) {
      const addon = ADDONS[checkout.addon];
      const expiresAt = checkout.addon === 'profile_boost' ? new Date(now.getTime() + PROFILE_BOOST_DAYS * DAY_MS) : null;
      const [purchase]: { id: string }[] = await m.query(
        `INSERT INTO addon_purchases (user_id, addon_type, amount, currency, payment_intent_id, status, expires_at, metadata)
         VALUES ($1, $2, $3, $4, $5, 'paid', $6, $7) RETURNING id`,
        [checkout.userId, checkout.addon, checkout.amountCents / 100, checkout.currency, providerRef, expiresAt, { checkoutId: checkout.id, ...checkout.target }],
      );
      const granted = await this.hooks.grantAddon(addon.id, { userId: checkout.userId, purchaseId: purchase!.id, target: checkout.target, now }, m);
      await this.charge(m, { ...base, kind: 'addon', direction: 'charge', addonPurchaseId: purchase!.id });
      if (!granted) return { outcome: 'applied', subscriptionId: null };
      // The owner could not deliver it any more (a second fast track paid at once): the money goes back.
      await this.provider.refund(providerRef, base.amountCents);
      await m.query(`UPDATE addon_purchases SET status = 'refunded', updated_at = now() WHERE id = $1`, [purchase!.id]);
      await this.charge(m, { ...base, kind: 'addon', direction: 'refund', description: `${checkout.description}: refunded, ${granted.refused}`, addonPurchaseId: purchase!.id });
      return { outcome: `applied: refunded, ${granted.refused}`, subscriptionId: null };
    }
    if (checkout.kind === 'session' && checkout.target.amaRegistrationId) {
      // A priced AMA registration (docs/mentoring.md "AMA events"): one ledger charge; mentoring confirms the place.
      const registrationId = checkout.target.amaRegistrationId;
      await this.charge(m, { ...base, kind: 'session', direction: 'charge' });
      const place = await this.hooks.amaPaid({ registrationId, paymentIntentId: providerRef, now }, m);
      if (!place) return { outcome: 'applied: the AMA registration was given up meanwhile', subscriptionId: null };
      // What the place earns its mentor, held until the event ends (docs/billing.md "AMA payments").
      await this.amaPayments.recordPaidIn(m, {
        registrationId, mentorUserId: place.mentorUserId, payerUserId: checkout.userId, paymentIntentId: providerRef,
        grossCents: base.amountCents, currency: base.currency, endsAt: place.endsAt, processingFeeCents: await this.processorFee(providerRef),
      });
      return { outcome: 'applied', subscriptionId: null };
    }
    if (checkout.kind === 'session' && checkout.target.sessionId) {
      // Mentoring session payments (docs/billing.md "Mentor session payments"): held until the session completes.
      const sessionId = checkout.target.sessionId;
      await this.sessionPayments.recordPaidIn(m, {
        sessionId, payerUserId: checkout.userId, payerEmail: checkout.payerEmail, grossCents: base.amountCents, currency: base.currency,
        paymentIntentId: providerRef, processingFeeCents: await this.processorFee(providerRef),
      });
      const kept = await this.hooks.sessionPaid({ sessionId, checkoutId: checkout.id, now }, m);
      return { outcome: kept ? 'applied' : 'applied: refunding a released session', subscriptionId: null, ...(kept ? {} : { refundSession: sessionId }) };
    }
    return { outcome: 'ignored: nothing to fulfil', subscriptionId: null };
  }

  /**
   * What the card processor kept of a mentor's payment (docs/billing.md "Mentor session payments"). A read
   * that fails records 0 rather than holding up the payment: the place or session is confirmed either way.
   */
  private async processorFee(paymentRef: string): Promise<number> {
    try {
      return await this.provider.processingFeeCents(paymentRef);
    } catch (e) {
      this.logger.warn(`processing fee of ${paymentRef} not read (recorded as 0): ${(e as Error).message}`);
      return 0;
    }
  }

  private async invoicePaid(o: Obj, ev: ProviderEvent, m: EntityManager): Promise<{ outcome: string; subscriptionId: string | null }> {
    const providerSubscriptionId = invoiceSubscription(o);
    if (!providerSubscriptionId) return { outcome: 'ignored: no subscription', subscriptionId: null };
    const sub = await this.subscriptions.findByProviderId(providerSubscriptionId, m);
    if (!sub) return { outcome: DEFERRED, subscriptionId: providerSubscriptionId };
    const { start, end } = invoicePeriod(o);
    if (sub.status === 'cancelled' && this.paysAfter(sub, start, end, ev.created)) return this.refundEnded(sub, o, m);
    if (start !== null && end !== null && end > start) {
      const next = this.subscriptions.nextPeriod(sub);
      // Provider periods are whole seconds; ours may carry milliseconds.
      if (Math.floor(next.end.getTime() / 1000) === end) await this.subscriptions.applyPending(sub, next, m);
      await this.subscriptions.renewed(sub, new Date(start * 1000), new Date(end * 1000), m);
    }
    const amount = num(o.amount_paid);
    // An upgrade's invoice: the change already wrote its charge and the credit for the unused days (docs/billing.md "Lifecycle").
    if (amount && amount > 0 && o.billing_reason !== 'subscription_update') {
      await this.charge(m, {
        userId: sub.userId, payerEmail: sub.payerEmail, kind: 'subscription', direction: 'charge', amountCents: amount,
        currency: (str(o.currency) ?? sub.currency).toUpperCase(), description: `${PLAN_NAMES[sub.plan]} renewal`,
        provider: this.provider.name, providerRef: str(o.id)!, subscriptionId: sub.id,
      });
    }
    return { outcome: 'applied', subscriptionId: null };
  }

  /**
   * Whether an invoice pays for time after the plan ended here (its period's middle is past the last period
   * the plan had): a late invoice for a period the account used is an ordinary charge. Provider and local
   * period ends differ by seconds, so the middle, not the edges, decides.
   */
  private paysAfter(sub: Subscription, start: number | null, end: number | null, created: number): boolean {
    if (!sub.currentPeriodEnd) return true;
    const at = start !== null && end !== null && end > start ? (start + end) / 2 : created;
    return at * 1000 > sub.currentPeriodEnd.getTime();
  }

  /**
   * A renewal the provider charged after the plan ended here (a retry that succeeded after the grace ran
   * out): the account stays Free, so the money goes back through the provider, and the ledger shows the
   * charge and its refund. Once per invoice (the charge row is written with the refund in one transaction;
   * the provider dedupes a retried refund). The provider is told again to stop the subscription.
   */
  private async refundEnded(sub: Subscription, o: Obj, m: EntityManager): Promise<{ outcome: string; subscriptionId: string | null }> {
    const amount = num(o.amount_paid) ?? 0;
    const invoiceId = str(o.id);
    await this.subscriptions.cancelAtProvider(sub, m);
    if (!invoiceId || amount <= 0) return { outcome: 'ignored: the plan had ended', subscriptionId: null };
    const row = {
      userId: sub.userId, payerEmail: sub.payerEmail, kind: 'subscription' as const, amountCents: amount,
      currency: (str(o.currency) ?? sub.currency).toUpperCase(), provider: this.provider.name, providerRef: invoiceId, subscriptionId: sub.id,
    };
    const charged = await recordPayment(m, { ...row, direction: 'charge', description: `${PLAN_NAMES[sub.plan]} renewal after the plan ended` });
    if (!charged) return { outcome: 'ignored: already refunded', subscriptionId: null };
    await this.provider.refundInvoice(invoiceId, amount);
    await this.charge(m, { ...row, direction: 'refund', description: `${PLAN_NAMES[sub.plan]} renewal refunded: the plan had already ended` });
    return { outcome: 'applied: refunded, the plan had ended', subscriptionId: null };
  }

  private async invoiceFailed(o: Obj, ev: ProviderEvent, m: EntityManager): Promise<{ outcome: string; subscriptionId: string | null }> {
    const providerSubscriptionId = invoiceSubscription(o);
    if (!providerSubscriptionId) return { outcome: 'ignored: no subscription', subscriptionId: null };
    const sub = await this.subscriptions.findByProviderId(providerSubscriptionId, m);
    if (!sub) return { outcome: DEFERRED, subscriptionId: providerSubscriptionId };
    const periodStart = new Date((invoicePeriod(o).start ?? ev.created) * 1000);
    const marked = await this.subscriptions.renewalFailed(sub, periodStart, new Date(ev.created * 1000), m);
    return { outcome: marked ? 'applied' : 'ignored: period already paid', subscriptionId: null };
  }
}
