/** How the billing screens write amounts, dates and states (texts and formatters from @fiji/contracts). */
import {
  ADDONS,
  BILLING_MESSAGES,
  PLAN_CATALOGUE,
  formatBillingDate,
  formatMoney,
  type BillingInterval,
  type CheckoutView,
  type SubscriptionState,
} from '@fiji/contracts';

/** "$15/month", "$144/year", "FJ$33.75/month": whole amounts without cents, as the spec writes prices. */
export function priceLabel(cents: number, currency: string, interval?: BillingInterval): string {
  const money = formatMoney(cents, currency).replace(/\.00$/, '');
  return interval ? `${money}/${interval}` : money;
}

/** "12 Jan 2027 (UTC)": every billing date is a UTC day. */
export const utcDate = (iso: string): string => `${formatBillingDate(iso)} (UTC)`;

export const INTERVAL_LABELS: Record<BillingInterval, string> = { month: 'Monthly', year: 'Annual' };

export function statusLabel(status: SubscriptionState): string {
  if (status === 'active') return 'Active';
  if (status === 'past_due') return 'Payment failed';
  if (status === 'cancelled') return 'Ended';
  return status;
}

/** The toast after a completed checkout: the plan's welcome, or the add-on's confirmation. */
export function checkoutSuccessMessage(view: Pick<CheckoutView, 'plan' | 'addon' | 'description'>): string {
  if (view.plan) return BILLING_MESSAGES.paymentSucceeded.replace('{plan}', PLAN_CATALOGUE[view.plan].name);
  return BILLING_MESSAGES.addonSucceeded.replace('{addon}', view.addon ? ADDONS[view.addon].name : view.description);
}
