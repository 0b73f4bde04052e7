import type { Checkout } from '../entities/checkout.entity';
import type { Subscription } from '../entities/subscription.entity';

/**
 * A provider event in Stripe's shape (`{id, type, created, data: {object}}`): the demo provider
 * emits the same shapes, so one applier handles both (docs/billing.md "Events").
 */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: Record<string, unknown> };
}

export interface CheckoutSessionInput {
  checkout: Checkout;
  /** Who pays (the account, or a guardian): receipts go here. */
  customerEmail: string;
  /** The site's origin, for the provider's return URLs. */
  origin: string;
  /** Appended to the demo page's URL (a guardian's link token). */
  query?: string;
}

export interface PaymentProvider {
  readonly name: 'demo' | 'stripe';
  /** A hosted checkout for `checkout`: its provider id and where to send the payer. */
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  /** Verifies a webhook delivery on its raw bytes; throws InvalidSignatureError when it does not verify. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** Immediate plan change of a live subscription (upgrades); the provider charges the difference. */
  changePlan(sub: Subscription, next: { plan: string; interval: string; amountCents: number }): Promise<void>;
  /** Sets or clears cancel-at-period-end on the provider's side (setting it drops a scheduled plan change). */
  setCancelAtPeriodEnd(sub: Subscription, cancel: boolean): Promise<void>;
  /**
   * A change that starts with the next period (downgrades, annual to monthly): the provider bills the next
   * period at the new price and nothing now; null drops a scheduled change, so the plan renews as it is.
   */
  schedulePlanChange(sub: Subscription, next: { plan: string; interval: string; amountCents: number } | null): Promise<void>;
  /**
   * What the card processor kept of a completed payment, in cents of the payment's own currency (0 when
   * the provider moves no money or has not settled the charge yet).
   */
  processingFeeCents(paymentRef: string): Promise<number>;
  /** Refunds part or all of a charge; answers the refund's id. */
  refund(paymentRef: string, amountCents: number): Promise<string>;
  /**
   * Refunds what paid a subscription invoice (a renewal that arrived after the plan had ended); the same
   * invoice refunded twice is one refund. Answers the refund's id.
   */
  refundInvoice(invoiceId: string, amountCents: number): Promise<string>;
  /**
   * Ends the provider's subscription now, so it bills nothing more (the plan ended here: grace ran out).
   * Idempotent: one already cancelled or unknown to the provider is done.
   */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Providers that bill a subscription's seats as its quantity (Stripe): sets the quantity now and charges
   * the rest of the period at once (a declined card changes nothing and throws). Absent: the seats are paid
   * through the provider's checkout page like any purchase (the demo), and renewals charge them from our row.
   */
  updateSeats?(sub: Subscription, seats: number, idempotencyKey: string): Promise<{ ref: string; amountCents: number }>;
  /** The customer portal (payment methods, invoices), or null when the provider has none. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}

export class InvalidSignatureError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidSignatureError';
  }
}

/** Injection token of the active provider (Stripe when configured, else the demo). */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
