import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { InvalidSignatureError, type CheckoutSessionInput, type PaymentProvider, type ProviderEvent } from './payment-provider';

/** Stripe's default webhook tolerance: a signature older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The built-in provider (the default): its checkout is a page of this site ("Demo payment — no money
 * moves"), and what happens there becomes Stripe-shaped events signed with Stripe's scheme and the
 * site's own secret, delivered to the same webhook code as Stripe's (docs/billing.md). No network.
 */
export class DemoPaymentProvider implements PaymentProvider {
  readonly name = 'demo' as const;
  private readonly stripe = new Stripe('sk_demo_offline', { telemetry: false });

  constructor(private readonly secret: string) {}

  async createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }> {
    const sessionId = `cs_demo_${input.checkout.id.replace(/-/g, '')}`;
    return { sessionId, url: `/billing/checkout/${input.checkout.id}${input.query ? `?${input.query}` : ''}` };
  }

  /** Signs an event the way Stripe does (t=…,v1=HMAC-SHA256). */
  sign(event: ProviderEvent): { body: Buffer; signature: string } {
    const payload = JSON.stringify(event);
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    return { body: Buffer.from(payload), signature };
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    if (!signature) throw new InvalidSignatureError('missing signature');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.secret, WEBHOOK_TOLERANCE_SECONDS) as unknown as ProviderEvent;
    } catch (e) {
      throw new InvalidSignatureError((e as Error).message);
    }
  }

  async changePlan(): Promise<void> {
    // The demo keeps no state of its own: the subscription row is the whole truth.
  }

  async setCancelAtPeriodEnd(): Promise<void> {}

  async schedulePlanChange(): Promise<void> {
    // The demo's renewals apply the row's pending change (SubscriptionsService.nextPeriod).
  }

  /** The demo moves no money, so nothing is kept. */
  async processingFeeCents(): Promise<number> {
    return 0;
  }

  async refund(): Promise<string> {
    return `re_demo_${randomBytes(8).toString('hex')}`;
  }

  async refundInvoice(): Promise<string> {
    return `re_demo_${randomBytes(8).toString('hex')}`;
  }

  /** The demo renews only an active row (BillingSweepService), so ending the row is the whole cancel. */
  async cancelNow(): Promise<void> {}

  async portalUrl(): Promise<string | null> {
    return null;
  }
}

/** A new event id (deterministic ids are passed where a replay must dedupe). */
export const demoEventId = (): string => `evt_demo_${randomBytes(12).toString('hex')}`;
