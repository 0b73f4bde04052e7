/** The billing module's public entry: its module class and the services others may call. */
export { BillingModule } from './billing.module';
export { EntitlementsService } from './services/entitlements.service';
export { BillingHooks, type AddonGrant, type AmaPaid, type AmaPlace, type PlanEnded, type SessionPaid } from './services/billing-hooks';
export { SessionCheckoutService } from './services/session-checkout.service';
export { UsageService, type UsagePeriod, type UsageCounts } from './services/usage.service';
export { BillingClock } from './services/billing-clock';
export { SessionPaymentsService, type SessionPaymentInput, type SessionPaymentView, type MentorBalance } from './services/session-payments.service';
export { AddonRefundsService } from './services/addon-refunds.service';
export { AmaPaymentsService, type AmaPaymentView } from './services/ama-payments.service';
export { BILLING_READ_MODELS } from './read-models';
