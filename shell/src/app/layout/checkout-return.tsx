import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BILLING_MESSAGES, type CheckoutView } from '@fiji/contracts';
import { apiJson, billingKeys, CHECKOUT_RETURN_PARAM, toast, useSessionStore } from '@fiji/platform';
import { checkoutSuccessMessage } from '../pages/billing/billing-format';

/** Checkout ids are UUIDs; anything else under ?checkout= is not ours to read. */
const CHECKOUT_ID = /^[0-9a-f-]{36}$/i;
/** Stripe may send the user back before its event is applied: look again this often, this many times. */
export const RETURN_POLL = { attempts: 6, delayMs: 1500 };

/** Checkouts whose return was handled in this page load: one toast each, however often the URL shows it. */
const handled = new Set<string>();
export const forgetHandledCheckoutsForTests = () => handled.clear();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle(client: QueryClient, id: string): Promise<void> {
  let view: CheckoutView | null = null;
  for (let attempt = 0; attempt < RETURN_POLL.attempts; attempt++) {
    if (attempt > 0) await sleep(RETURN_POLL.delayMs);
    try {
      view = await apiJson<CheckoutView>('GET', `/api/billing/checkouts/${encodeURIComponent(id)}`);
    } catch {
      return;
    }
    client.setQueryData(billingKeys.checkout(id), view);
    if (view.status !== 'open' || view.lastError) break;
  }
  if (view?.status === 'completed') {
    // What the plan allows changed: every cached read (the subscription status first) is asked again
    // before the toast says so, so the action the paywall stopped works the moment the toast shows.
    await client.invalidateQueries();
    toast({ title: checkoutSuccessMessage(view) });
  } else if (view?.status === 'cancelled') {
    toast({ title: BILLING_MESSAGES.checkoutCancelled });
  }
}

/**
 * Landing back from a checkout on any page (`?checkout=<id>`, docs/billing.md): reads the checkout,
 * shows its toast once, takes the parameter out of the address and refreshes every query. Stripe's
 * cancel link adds `&cancelled=1`. The guardian's pages (signed out) handle their own return.
 */
export function CheckoutReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const status = useSessionStore((s) => s.status);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = params.get(CHECKOUT_RETURN_PARAM);
    if (!id || status !== 'authenticated' || location.pathname.startsWith('/billing/')) return;
    const cancelled = params.get('cancelled') === '1';
    params.delete(CHECKOUT_RETURN_PARAM);
    params.delete('cancelled');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    if (!CHECKOUT_ID.test(id) || handled.has(id)) return;
    handled.add(id);
    if (cancelled) toast({ title: BILLING_MESSAGES.checkoutCancelled });
    else void settle(client, id);
  }, [location, status, navigate, client]);

  return null;
}
