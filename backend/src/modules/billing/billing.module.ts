import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../core/config/app-config';
import { UsersModule } from '../users';
import { BillingController } from './controllers/billing.controller';
import { DemoCheckoutController } from './controllers/demo-checkout.controller';
import { GuardianController } from './controllers/guardian.controller';
import { SeatsController } from './controllers/seats.controller';
import { WebhooksController } from './controllers/webhooks.controller';
import { AddonPurchase } from './entities/addon-purchase.entity';
import { BillingEvent } from './entities/billing-event.entity';
import { Checkout } from './entities/checkout.entity';
import { Payment } from './entities/payment.entity';
import { PlanRetention } from './entities/plan-retention.entity';
import { SessionPayment } from './entities/session-payment.entity';
import { Subscription } from './entities/subscription.entity';
import { SubscriptionSeat } from './entities/subscription-seat.entity';
import { AmaPaymentsService } from './services/ama-payments.service';
import { AmaPayment } from './entities/ama-payment.entity';
import { DemoPaymentProvider } from './providers/demo-provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe-provider';
import { BillingClock } from './services/billing-clock';
import { BillingHooks } from './services/billing-hooks';
import { BillingSweepService } from './services/billing-sweep.service';
import { CatalogueService } from './services/catalogue.service';
import { CheckoutService } from './services/checkout.service';
import { DemoCheckoutService } from './services/demo-checkout.service';
import { EntitlementsService } from './services/entitlements.service';
import { BillingEventsService } from './services/events.service';
import { GuardianLinksService } from './services/guardian-links.service';
import { PaymentsService } from './services/payments.service';
import { SeatsService } from './services/seats.service';
import { SessionPaymentsService } from './services/session-payments.service';
import { SessionCheckoutService } from './services/session-checkout.service';
import { AddonRefundsService } from './services/addon-refunds.service';
import { SubscriptionsService } from './services/subscriptions.service';
import { UsageService } from './services/usage.service';

/** Stripe when both keys are set, else the built-in demo provider (docs/billing.md). */
export function paymentProviderFor(config: AppConfig): PaymentProvider {
  return config.paymentProvider === 'stripe'
    ? new StripePaymentProvider({ secretKey: config.stripeSecretKey!, webhookSecret: config.stripeWebhookSecret!, apiUrl: config.stripeApiUrl })
    : new DemoPaymentProvider(config.billingSecret);
}

/**
 * Plans and payments: the catalogue, checkout through a payment provider, provider events, the
 * subscription lifecycle, the ledger, add-ons, seats and guardians' payments (docs/billing.md).
 * Other modules ask EntitlementsService and plug their side of a purchase into BillingHooks.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Subscription, SubscriptionSeat, Checkout, BillingEvent, Payment, PlanRetention, AddonPurchase, SessionPayment, AmaPayment]), UsersModule],
  controllers: [BillingController, WebhooksController, DemoCheckoutController, GuardianController, SeatsController],
  providers: [
    { provide: PAYMENT_PROVIDER, inject: [AppConfig], useFactory: paymentProviderFor },
    BillingClock, BillingHooks, UsageService, SubscriptionsService, BillingEventsService, CheckoutService, DemoCheckoutService,
    BillingSweepService, CatalogueService, GuardianLinksService, PaymentsService, EntitlementsService,
    SeatsService, SessionPaymentsService, SessionCheckoutService, AddonRefundsService, AmaPaymentsService,
  ],
  exports: [EntitlementsService, BillingHooks, UsageService, BillingClock, SubscriptionsService, PAYMENT_PROVIDER, SessionPaymentsService, SessionCheckoutService, AddonRefundsService, AmaPaymentsService],
})
export class BillingModule {}
