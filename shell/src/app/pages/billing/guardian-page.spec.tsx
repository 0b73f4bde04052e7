import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PLAN_ENTITLEMENTS, planAmountCents, toFjdCents, type PlanOffer } from '@fiji/contracts';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, signIn } from '../../../../test/render';
import GuardianPaymentPage from './guardian-page';
import GuardianThanksPage from './guardian-thanks-page';

const offer = (interval: 'month' | 'year'): PlanOffer => ({
  id: 'player_pro',
  name: 'Player Pro',
  role: 'player',
  roles: ['player'],
  interval,
  amountCents: planAmountCents('player_pro', interval),
  currency: 'USD',
  fjdAmountCents: toFjdCents(planAmountCents('player_pro', interval), 2.25),
  entitlements: PLAN_ENTITLEMENTS.player_pro,
});

const routes = [
  { path: '/billing/guardian/thanks', element: <GuardianThanksPage /> },
  { path: '/billing/guardian/:token', element: <GuardianPaymentPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

beforeEach(() => {
  resetStores();
  signIn(null);
});

describe("the guardian's payment link (/billing/guardian/:token, no account)", () => {
  it('offers Player Pro for the player, monthly or annual, and continues to the checkout with the token', async () => {
    const fetch = routeFetch({
      '/api/billing/guardian/tok': { playerFirstName: 'Mere', offers: [offer('month'), offer('year')], expiresAt: '2026-12-02T10:00:00Z' },
      'POST /api/billing/guardian/tok/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1?token=tok' },
    });
    const { router } = renderAt('/billing/guardian/tok', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Player Pro for Mere' })).toBeTruthy();
    expect(screen.getByLabelText(/Monthly: \$15\/month \(FJ\$33\.75\/month\)/)).toBeTruthy();
    expect(screen.getByText('This link works until 2 Dec 2026 (UTC).')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByLabelText(/Monthly/)));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' })));
    expect(callsTo(fetch, 'POST', '/api/billing/guardian/tok/checkout')).toEqual([{ interval: 'month' }]);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/billing/checkout/c1?token=tok'));
  });

  it('an expired or invalid link says so', async () => {
    routeFetch({ '/api/billing/guardian/old': () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' }) });
    renderAt('/billing/guardian/old', routes);
    expect(await screen.findByText(/This payment link has expired or is not valid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  });

  it('the thank-you page names what was paid', async () => {
    routeFetch({
      '/api/billing/checkouts/c1?token=tok': {
        checkoutId: 'c1', status: 'completed', description: 'Player Pro (annual)', amountCents: 14400, currency: 'USD',
        fjdAmountCents: 32400, returnTo: '/billing/guardian/thanks', lastError: null, provider: 'demo',
      },
    });
    renderAt('/billing/guardian/thanks?checkout=c1&token=tok', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeTruthy();
    expect(await screen.findByText('Player Pro (annual): $144.00 USD')).toBeTruthy();
  });
});
