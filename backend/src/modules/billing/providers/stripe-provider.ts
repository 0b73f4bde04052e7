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
    const current = await this.stripe.subscriptions.retrieve(sub.providerSubscriptionId);
    const item = current.items.data[0];
    const product = typeof item?.price.product === 'string' ? item.price.product : item?.price.product?.id;
    await this.stripe.subscriptions.update(sub.providerSubscriptionId, {
      proration_behavior: 'always_invoice',
      cancel_at_period_end: false,
      items: [{
        ...(item ? { id: item.id } : {}),
        price_data: { currency: sub.currency.toLowerCase(), unit_amount: next.amountCents, product: product!, recurring: { interval: next.interval as 'month' | 'year' } },
      }],
      metadata: { plan: next.plan },
    });
  }

  async setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): Promise<void> {
    if (!sub.providerSubscriptionId) return;
    await this.stripe.subscriptions.update(sub.providerSubscriptionId, { cancel_at_period_end: cancel });
  }

  async refund(paymentRef: string, amountCents: number): Promise<string> {
    const refund = await this.stripe.refunds.create({ payment_intent: paymentRef, amount: amountCents });
    return refund.id;
  }

  async portalUrl(customerId: string, returnUrl: string): Promise<string | null> {
    const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
    return session.url;
  }
}
