import { CATALOGUE_VERSION, planAmountCents, type PaidPlan } from '@fiji/contracts';
import type { SeedContext } from './context';

const MONTH_MS = 30 * 86_400_000;

/** A paid monthly subscription of the demo provider (billing's `subscriptions`), bought at today's catalogue. */
export function addPaidSubscription(
  ctx: SeedContext, email: string, userId: string, plan: PaidPlan, periodStart: Date, createdAt: Date, seats = 1,
): void {
  ctx.add('subscriptions', {
    id: ctx.newId(`subscription:${email}`),
    user_id: userId,
    plan,
    interval: 'month',
    status: 'active',
    amount_cents: planAmountCents(plan, 'month'),
    currency: 'USD',
    catalogue_version: CATALOGUE_VERSION,
    current_period_start: periodStart,
    current_period_end: new Date(periodStart.getTime() + MONTH_MS),
    seats,
    provider: 'demo',
    provider_customer_id: `cus_demo_${userId.slice(0, 8)}`,
    provider_subscription_id: `sub_demo_${userId.slice(0, 8)}`,
    created_at: createdAt,
    updated_at: createdAt,
  });
}
