import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { BILLING_MESSAGES, ERROR_CODES, type CheckoutView } from '@fiji/contracts';
import { DemoPaymentProvider } from '../providers/demo-provider';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderEvent } from '../providers/payment-provider';
import type { Checkout } from '../entities/checkout.entity';
import type { Subscription } from '../entities/subscription.entity';
import { BillingClock } from './billing-clock';
import { BillingEventsService } from './events.service';
import { CheckoutService } from './checkout.service';
import { periodTotal, type SubscriptionsService } from './subscriptions.service';

const compact = (id: string) => id.replace(/-/g, '');

/**
 * The demo provider's side of the world: its checkout page's Pay, Decline and Cancel, and its
 * renewals, each turned into the signed event Stripe would send and delivered through the same
 * webhook code (verify, store once, apply). Ids are derived from the checkout or period, so twenty
 * presses of Pay are one event.
 */
@Injectable()
export class DemoCheckoutService {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly events: BillingEventsService,
    private readonly checkouts: CheckoutService,
    private readonly clock: BillingClock,
  ) {}

  get enabled(): boolean {
    return this.provider instanceof DemoPaymentProvider;
  }

  async act(checkout: Checkout, action: 'pay' | 'decline' | 'cancel'): Promise<CheckoutView> {
    const current = await this.checkouts.expireIfDue(checkout);
    if (current.status !== 'open' && !(action === 'pay' && current.status === 'completed')) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CHECKOUT_CLOSED, message: BILLING_MESSAGES.checkoutClosed });
    }
    const id = compact(checkout.id);
    const object: Record<string, unknown> = { id: `cs_demo_${id}`, client_reference_id: checkout.id, metadata: { checkoutId: checkout.id } };
    let event: ProviderEvent;
    if (action === 'pay') {
      Object.assign(object, {
        amount_total: checkout.amountCents,
        currency: checkout.currency.toLowerCase(),
        customer: `cus_demo_${compact(checkout.userId).slice(0, 16)}`,
        payment_intent: `pi_demo_${id}`,
        ...(checkout.kind === 'subscription' ? { subscription: `sub_demo_${id}`, invoice: `in_demo_${id}` } : {}),
      });
      event = this.event(`evt_demo_pay_${id}`, 'checkout.session.completed', object);
    } else if (action === 'decline') {
      event = this.event(`evt_demo_decline_${id}_${Date.now()}`, 'payment_intent.payment_failed', {
        ...object, id: `pi_demo_${id}`, last_payment_error: { code: 'card_declined', message: BILLING_MESSAGES.declined },
      });
    } else {
      event = this.event(`evt_demo_cancel_${id}`, 'checkout.session.expired', object);
    }
    await this.deliver(event);
    return this.checkouts.toView((await this.checkouts.find(checkout.id))!);
  }

  /** The demo's renewal at a period end: the invoice Stripe would have paid, for the next period. */
  async renew(sub: Subscription, subscriptions: SubscriptionsService): Promise<void> {
    const next = subscriptions.nextPeriod(sub);
    const stamp = Math.floor(next.start.getTime() / 1000);
    await this.deliver(
      this.event(`evt_demo_renew_${compact(sub.id)}_${stamp}`, 'invoice.paid', {
        id: `in_demo_${compact(sub.id)}_${stamp}`,
        subscription: sub.providerSubscriptionId,
        // Every seat renews with the plan (docs/billing.md "Seats").
        amount_paid: periodTotal(sub, next.amountCents),
        currency: sub.currency.toLowerCase(),
        period_start: stamp,
        period_end: Math.floor(next.end.getTime() / 1000),
        billing_reason: 'subscription_cycle',
      }),
    );
  }

  /** Signs and delivers an event through the webhook path; waits until it is applied (the page shows the outcome). */
  async deliver(event: ProviderEvent): Promise<void> {
    const demo = this.provider as DemoPaymentProvider;
    const { body, signature } = demo.sign(event);
    const rowId = await this.events.receive(body, signature);
    if (rowId) await this.events.apply(rowId);
  }

  event(id: string, type: string, object: Record<string, unknown>): ProviderEvent {
    return { id, type, created: Math.floor(this.clock.now().getTime() / 1000), data: { object } };
  }
}
