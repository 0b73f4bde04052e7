import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from './demo-provider';
import { InvalidSignatureError, type CheckoutSessionInput, type PaymentProvider, type ProviderEvent } from './payment-provider';
import type { Subscription } from '../entities/subscription.entity';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests point it at a local fake): http://127.0.0.1:12111 */
  apiUrl?: string;
}

/**
 * Stripe, when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: Checkout Sessions priced from
 * our catalogue (price_data, so the catalogue stays the one source of prices), the Customer Portal,
 * and webhooks verified on the raw body with a 300 s tolerance (docs/billing.md).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      telemetry: false,
      maxNetworkRetries: 2,
      ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
    });
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }> {
    const c = input.checkout;
    // A guardian's checkout carries its link token back, so the thank-you page can read the checkout signed out.
    const token = input.query ? `&${input.query}` : '';
    const back = (extra: string) => `${input.origin}${c.returnTo}${c.returnTo.includes('?') ? '&' : '?'}checkout=${c.id}${extra}${token}`;
    const recurring = c.kind === 'subscription' && c.interval ? { interval: c.interval } : undefined;
    const session = await this.stripe.checkout.sessions.create({
      mode: recurring ? 'subscription' : 'payment',
      client_reference_id: c.id,
      metadata: { checkoutId: c.id },
      customer_email: input.customerEmail,
      line_items: [{ quantity: 1, price_data: { currency: c.currency.toLowerCase(), unit_amount: c.amountCents, product_data: { name: c.description }, ...(recurring ? { recurring } : {}) } }],
      ...(recurring ? { subscription_data: { metadata: { checkoutId: c.id, userId: c.userId } } } : { payment_intent_data: { metadata: { checkoutId: c.id } } }),
      success_url: back(''),
      cancel_url: back('&cancelled=1'),
    });
    return { sessionId: session.id, url: session.url ?? back('') };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new InvalidSignatureError('missing signature');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
    } catch (e) {
      throw new InvalidSignatureError((e as Error).message);
    }
  }

  async changePlan(sub: Subscription, next: { plan: string; interval: string; amountCents: number }): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    const current = await this.liveSubscription(sub.providerSubscriptionId);
    const item = current.items.data[0];
    await this.stripe.subscriptions.update(sub.providerSubscriptionId, {
      proration_behavior: 'always_invoice',
      cancel_at_period_end: false,
      items: [{ ...(item ? { id: item.id } : {}), price_data: priceData(sub, next, productOf(item)), quantity: seatsOf(sub) }],
      metadata: { plan: next.plan },
    });
  }

  async setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    if (cancel) await this.liveSubscription(sub.providerSubscriptionId);
    await this.stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: cancel });
  }

  /**
   * A subscription schedule: this period as it is, then the new price from the period's end (Stripe would
   * invoice at once if the interval of the subscription itself changed). Released after that phase starts.
   */
  async schedulePlanChange(sub: Subscription, next: { plan: string; interval: string; amountCents: number } | null): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    const current = await this.liveSubscription(sub.providerSubscriptionId);
    if (!next) return;
    if (current.cancel_at_period_end) await this.stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: false });
    const schedule = await this.stripe.subscriptionSchedules.create({ from_subscription: sub.providerSubscriptionId });
    const phase = schedule.current_phase ?? schedule.phases[0];
    const item = current.items.data[0];
    if (!phase || !item) throw new Error(`Stripe subscription ${sub.providerSubscriptionId} has no current phase or item`);
    await this.stripe.subscriptionSchedules.update(schedule.id, {
      end_behavior: 'release',
      proration_behavior: 'none',
      phases: [
        { items: [{ price: item.price.id, quantity: seatsOf(sub) }], start_date: phase.start_date, end_date: phase.end_date },
        {
          items: [{ price_data: priceData(sub, next, productOf(item)), quantity: seatsOf(sub) }],
          duration: { interval: next.interval as 'month' | 'year', interval_count: 1 },
          metadata: { plan: next.plan },
        },
      ],
    });
  }

  /**
   * Stripe's fee is on the charge's balance transaction, in the currency the account settles in: a charge
   * settled in another currency has its fee converted back at the charge's own rate (fee × amount charged
   * ÷ amount settled). A charge not settled yet (no balance transaction) reads 0.
   */
  async processingFeeCents(paymentIntentId: string): Promise<number> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge.balance_transaction'] });
    const charge = intent.latest_charge;
    if (!charge || typeof charge === 'string') return 0;
    const settled = charge.balance_transaction;
    if (!settled || typeof settled === 'string') return 0;
    if (settled.currency === charge.currency || settled.amount === 0) return settled.fee;
    return Math.round((settled.fee * charge.amount) / settled.amount);
  }

  async refund(paymentRef: string, amountCents: number): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: paymentRef, amount: amountCents });
    return refund.id;
  }

  /** Stripe's invoice is paid by a payment intent (listed as the invoice's payments); the key makes a retry the same refund. */
  async refundInvoice(invoiceId: string, amountCents: number): Promise<string> {
    const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 });
    const intent = payments.data.map((p) => p.payment.payment_intent).find((pi) => !!pi);
    if (!intent) throw new Error(`Stripe invoice ${invoiceId} has no paid payment intent to refund`);
    const refund = await this.stripe.refunds.create(
      { payment_intent: typeof intent === 'string' ? intent : intent.id, amount: amountCents },
      { idempotencyKey: `refund-invoice-${invoiceId}` },
    );
    return refund.id;
  }

  async cancelNow(providerSubscriptionId: string): Promise<void> {
    let current: Stripe.Subscription;
    try {
      current = await this.liveSubscription(providerSubscriptionId);
    } catch (e) {
      if ((e as { code?: string }).code === 'resource_missing') return;
      throw e;
    }
    if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
    await this.stripe.subscriptions.cancel(providerSubscriptionId, { invoice_now: false, prorate: false }, { idempotencyKey: `cancel-now-${providerSubscriptionId}` });
  }

  /**
   * Seats are the quantity of the subscription's one item: Stripe invoices the prorated rest of the period at
   * once (always_invoice) and, with error_if_incomplete, changes nothing when that payment fails.
   */
  async updateSeats(sub: Subscription, seats: number, idempotencyKey: string): Promise<{ ref: string; amountCents: number }> {
    if (!sub.providerSubscriptionId) throw new Error(`subscription ${sub.id} has no Stripe subscription`);
    const current = await this.liveSubscription(sub.providerSubscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`Stripe subscription ${sub.providerSubscriptionId} has no item`);
    const updated = await this.stripe.subscriptions.update(
      sub.providerSubscriptionId,
      { items: [{ id: item.id, quantity: seats }], proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete', expand: ['latest_invoice'] },
      { idempotencyKey },
    );
    const invoice = updated.latest_invoice;
    if (!invoice || typeof invoice === 'string') throw new Error(`Stripe answered no invoice for the seats of ${sub.providerSubscriptionId}`);
    return { ref: invoice.id!, amountCents: invoice.amount_paid };
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }

  /** The subscription, freed of a schedule a change left on it (each change starts from the plan as it is). */
  private async liveSubscription(id: string): Promise<Stripe.Subscription> {
    const current = await this.stripe.subscriptions.retrieve(id);
    const schedule = typeof current.schedule === 'string' ? current.schedule : current.schedule?.id;
    if (schedule) await this.stripe.subscriptionSchedules.release(schedule);
    return current;
  }
}

type PriceItem = Stripe.SubscriptionItem | undefined;

/** The item's quantity: the plan's seats (the holder's included). */
const seatsOf = (sub: Subscription): number => Math.max(1, sub.seats ?? 1);

const productOf = (item: PriceItem): string => {
  const product = item?.price.product;
  if (!product) throw new Error('Stripe subscription item without a product');
  return typeof product === 'string' ? product : product.id;
};

const priceData = (sub: Subscription, next: { interval: string; amountCents: number }, product: string) => ({
  currency: sub.currency.toLowerCase(),
  unit_amount: next.amountCents,
  product,
  recurring: { interval: next.interval as 'month' | 'year' },
});
