/** How the billing screens write amounts, dates and states (texts and formatters from @fiji/contracts). */
import {
  ADDONS,
  BILLING_MESSAGES,
  PAID_PLANS,
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
export function checkoutSuccessMessage(view: Pick<CheckoutView, 'description'>): string {
  const plan = PAID_PLANS.find((id) => view.description.startsWith(PLAN_CATALOGUE[id].name));
  if (plan) return BILLING_MESSAGES.paymentSucceeded.replace('{plan}', PLAN_CATALOGUE[plan].name);
  const addon = Object.values(ADDONS).find((a) => a.name === view.description);
  return BILLING_MESSAGES.addonSucceeded.replace('{addon}', addon?.name ?? view.description);
}
