import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BILLING_MESSAGES, type CheckoutView } from '@fiji/contracts';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../../test/render';
import DemoCheckoutPage from './demo-checkout-page';

const ID = '11111111-2222-4333-8444-555555555555';

const view = (over: Partial<CheckoutView> = {}): CheckoutView => ({
  checkoutId: ID,
  kind: 'subscription',
  plan: 'recruiter',
  addon: null,
  status: 'open',
  description: 'Recruiter Plan (monthly)',
  amountCents: 9900,
  currency: 'USD',
  fjdAmountCents: 22275,
  returnTo: '/player/p1',
  lastError: null,
  provider: 'demo',
  ...over,
});

const routes = [
  { path: '/billing/checkout/:checkoutId', element: <DemoCheckoutPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

async function open(path = `/billing/checkout/${ID}`, extra: Record<string, unknown> = {}) {
  const fetch = routeFetch({ [`/api/billing/checkouts/${ID}`]: view(), ...extra });
  const utils = renderAt(path, routes);
  await screen.findByTestId('checkout-description');
  return { fetch, ...utils };
}

const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => {
  resetStores();
  signIn(sessionUser({ role: 'recruiter' }));
});

describe('demo checkout (/billing/checkout/:id)', () => {
  it('says no money moves, what is bought and its amount in USD and FJD', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: BILLING_MESSAGES.demoTitle })).toBeTruthy();
    expect(screen.getByTestId('checkout-description').textContent).toBe('Recruiter Plan (monthly)');
    const amount = screen.getByTestId('checkout-amount').textContent;
    expect(amount).toContain('$99.00 USD');
    expect(amount).toContain('FJ$222.75 FJD');
    for (const name of ['Pay', 'Decline', 'Cancel']) expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('Pay lands back where the checkout started, with ?checkout=<id>', async () => {
    const { fetch, router } = await open(undefined, { [`POST /api/billing/demo/checkouts/${ID}/pay`]: view({ status: 'completed' }) });
    await press('Pay');
    expect(callsTo(fetch, 'POST', `/api/billing/demo/checkouts/${ID}/pay`)).toHaveLength(1);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/player/p1?checkout=${ID}`));
  });

  it('Decline shows the card error in an announced alert and stays; Pay then still works', async () => {
    const { router } = await open(undefined, {
      [`POST /api/billing/demo/checkouts/${ID}/decline`]: view({ lastError: BILLING_MESSAGES.declined }),
    });
    const region = screen.getByTestId('checkout-error');
    expect(region.getAttribute('aria-live')).toBe('assertive');
    expect(region.textContent).toBe('');
    await press('Decline');
    await waitFor(() => expect(within(region).getByText(BILLING_MESSAGES.declined)).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain(BILLING_MESSAGES.declined);
    expect(router.state.location.pathname).toBe(`/billing/checkout/${ID}`);
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Cancel goes back to where it started with the "not charged" toast', async () => {
    const { router } = await open(undefined, { [`POST /api/billing/demo/checkouts/${ID}/cancel`]: view({ status: 'cancelled' }) });
    await press('Cancel');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/p1'));
    expect(router.state.location.search).toBe('');
    expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.checkoutCancelled);
  });

  it('a checkout no longer open offers no buttons', async () => {
    routeFetch({ [`/api/billing/checkouts/${ID}`]: view({ status: 'expired' }) });
    renderAt(`/billing/checkout/${ID}`, routes);
    expect(await screen.findByText(BILLING_MESSAGES.checkoutClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('a button refused as closed (409 CHECKOUT_CLOSED) shows the closed state', async () => {
    await open(undefined, {
      [`POST /api/billing/demo/checkouts/${ID}/pay`]: () =>
        jsonResponse(409, { statusCode: 409, code: 'CHECKOUT_CLOSED', message: BILLING_MESSAGES.checkoutClosed }),
    });
    await press('Pay');
    expect(await screen.findByText(BILLING_MESSAGES.checkoutClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  describe("a guardian's checkout (?token=, signed out)", () => {
    beforeEach(() => signIn(null));

    it('reads and pays with the token, then shows the thank-you page', async () => {
      const fetch = routeFetch({
        [`/api/billing/checkouts/${ID}?token=tok`]: view({ description: 'Player Pro (annual)', returnTo: '/billing/guardian/thanks' }),
        [`POST /api/billing/demo/checkouts/${ID}/pay?token=tok`]: view({ status: 'completed', returnTo: '/billing/guardian/thanks' }),
      });
      const { router } = renderAt(`/billing/checkout/${ID}?token=tok`, routes);
      await screen.findByText('Player Pro (annual)');
      await press('Pay');
      expect(callsTo(fetch, 'POST', `/api/billing/demo/checkouts/${ID}/pay?token=tok`)).toHaveLength(1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/billing/guardian/thanks'));
      expect(new URLSearchParams(router.state.location.search).get('checkout')).toBe(ID);
    });

    it("Cancel returns to the guardian's offer", async () => {
      routeFetch({
        [`/api/billing/checkouts/${ID}?token=tok`]: view({ returnTo: '/billing/guardian/thanks' }),
        [`POST /api/billing/demo/checkouts/${ID}/cancel?token=tok`]: view({ status: 'cancelled', returnTo: '/billing/guardian/thanks' }),
      });
      const { router } = renderAt(`/billing/checkout/${ID}?token=tok`, routes);
      await screen.findByTestId('checkout-description');
      await press('Cancel');
      await waitFor(() => expect(router.state.location.pathname).toBe('/billing/guardian/tok'));
    });
  });
});
