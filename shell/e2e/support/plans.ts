/**
 * Paid plans for the browser suites, bought through the demo provider's API (what its Pay button
 * calls), so a suite can use a fresh paid account that no other suite, running beside it, touches.
 */
import type { APIRequestContext } from 'playwright-core';
import type { PlanType, SubscriptionView } from '@fiji/contracts';
import { expectOk } from './accounts';
import { siteUrl } from './run-state';
import { until } from './ui';

export const subscriptionOf = (api: APIRequestContext): Promise<SubscriptionView> =>
  api.get(`${siteUrl()}/api/billing/subscription`).then((res) => expectOk<SubscriptionView>(res, 'subscription'));

/** Waits until the account `api` is signed in as holds `plan` (events are applied by a job). */
export const untilPlan = (api: APIRequestContext, plan: PlanType): Promise<SubscriptionView> =>
  until(() => subscriptionOf(api).then((s) => s.plan), plan).then(() => subscriptionOf(api));

/** Buys `plan` for the account `api` is signed in as, through the demo checkout. */
export async function payThroughApi(api: APIRequestContext, plan: 'player_pro' | 'recruiter'): Promise<SubscriptionView> {
  const { checkoutId } = await expectOk<{ checkoutId: string }>(
    await api.post(`${siteUrl()}/api/billing/checkout`, { data: { plan, interval: 'month', returnTo: '/account/billing' } }),
    'start checkout',
  );
  await expectOk(await api.post(`${siteUrl()}/api/billing/demo/checkouts/${checkoutId}/pay`), 'demo pay');
  return untilPlan(api, plan);
}
