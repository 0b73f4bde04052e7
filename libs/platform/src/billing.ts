/**
 * Billing's client, shared by the shell's pricing and billing pages and the upgrade dialog of every area:
 * start a checkout, ask a guardian to pay, and read what a failed start means (docs/billing.md).
 */
import { useState } from 'react';
import {
  BILLING_MESSAGES,
  ERROR_CODES,
  type AddonType,
  type BillingInterval,
  type CheckoutResponse,
  type PaidPlan,
} from '@fiji/contracts';
import { apiJson, parseApiError } from './api-client';
import { serverMessage } from './api-errors';
import { navigateTo } from './navigation';
import { toast } from './toast-store';
import { handleIfUnauthorized } from './unauthorized';

/** What to buy: a plan for an interval, an add-on (with the target it needs), or more seats of the caller's Recruiter Plan. */
export type CheckoutTarget =
  | { plan: PaidPlan; interval: BillingInterval }
  | { addon: AddonType; highlightId?: string }
  | { seats: number };

/** A checkout to start: what, and the path of this site to land on afterwards. */
export type StartCheckoutInput = CheckoutTarget & { returnTo: string };

/** The query parameter the site lands back with after a checkout (`?checkout=<id>`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';

/** A path of this site ("/x", never "//host" or a full URL): safe to navigate to without leaving the site. */
export function isSitePath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** Goes to a checkout's page: the demo page is a path of this site (router), Stripe's is another site. */
export function goToCheckout(url: string): void {
  if (isSitePath(url)) navigateTo(url);
  else window.location.assign(url);
}

/**
 * POST /api/billing/checkout, then to the checkout's page. Every "Upgrade", "Go Pro" and add-on button
 * of the site calls this; a failure is thrown (see checkoutErrorMessage).
 */
export async function startCheckout(input: StartCheckoutInput): Promise<CheckoutResponse> {
  const started = await apiJson<CheckoutResponse>('POST', '/api/billing/checkout', input);
  goToCheckout(started.url);
  return started;
}

/** POST /api/billing/guardian-link: a player under 18 asks the guardian on record to pay (202). */
export async function requestGuardianLink(): Promise<void> {
  await apiJson<{ message: string }>('POST', '/api/billing/guardian-link');
}

/** What a refused checkout means for the user (branching on the code, never on the text). */
export function checkoutErrorMessage(error: unknown): string {
  if (parseApiError(error).code === ERROR_CODES.MINOR_CANNOT_PAY) return BILLING_MESSAGES.minorCannotPay;
  return serverMessage(error, 'The checkout could not start. Please try again.');
}

/**
 * Where to land back after a checkout: the page the user is on (the router's location, or the
 * window's), with its query but without a `?checkout=` of an earlier checkout.
 */
export function returnPathOf(location: { pathname: string; search?: string; hash?: string } = window.location): string {
  const params = new URLSearchParams(location.search ?? '');
  params.delete(CHECKOUT_RETURN_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash ?? ''}`;
}

/** `path` with `?checkout=<id>` added (the shell's return handler reads it on any page). */
export function withCheckoutParam(path: string, checkoutId: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(CHECKOUT_RETURN_PARAM, checkoutId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The buttons' side of starting a checkout or asking a guardian: one pending flag, the 401 rule, and a
 * destructive toast naming what went wrong.
 */
export function useCheckoutStarter() {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>, fallbackTitle: string) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      if (!handleIfUnauthorized(error)) toast({ title: fallbackTitle, description: checkoutErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    start: (input: StartCheckoutInput) => run(async () => void (await startCheckout(input)), 'Checkout not started'),
    askGuardian: () =>
      run(async () => {
        await requestGuardianLink();
        toast({ title: BILLING_MESSAGES.guardianLinkSent });
      }, 'Guardian not asked'),
  };
}
