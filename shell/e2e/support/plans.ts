/**
 * Paid plans for the browser suites, bought through the demo provider's API (what its Pay button
 * calls), so a suite can use a fresh paid account that no other suite, running beside it, touches.
 */
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { BILLING_MESSAGES, type PlanType, type SubscriptionView } from '@fiji/contracts';
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

/** A demo checkout's address: /billing/checkout/{id}, with or without a query. */
export const CHECKOUT_PATH = /\/billing\/checkout\/[0-9a-f-]{36}(\?|$)/;
/** A guardian's demo checkout: the same page, opened with the guardian link's token. */
export const GUARDIAN_CHECKOUT_PATH = /\/billing\/checkout\/[0-9a-f-]{36}\?token=/;

/** The demo checkout page's heading: shown once the page itself is on screen, not only its address. */
export const demoHeading = (page: Page): Locator => page.getByRole('heading', { name: BILLING_MESSAGES.demoTitle });

/** Waits for the demo checkout at `url` to be on screen: its address, then its own heading. */
export async function onDemoCheckout(page: Page, url: RegExp = CHECKOUT_PATH): Promise<void> {
  await page.waitForURL(url);
  await demoHeading(page).waitFor();
}

/**
 * Waits for the demo checkout at /billing/checkout/{id} to be on screen with its purchase loaded, then
 * presses its Pay. The address changes before the page's code has loaded and drawn it; meanwhile the page
 * the user came from stays on screen, and a "Pay" button there (a request still awaiting payment) is not
 * this checkout's.
 */
export async function payOnDemoCheckout(page: Page, url: RegExp = CHECKOUT_PATH): Promise<void> {
  await onDemoCheckout(page, url);
  await page.getByTestId('checkout-amount').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}
