import { act, screen, waitFor } from '@testing-library/react';
import { BILLING_MESSAGES, type CheckoutView } from '@fiji/contracts';
import { useSubscriptionStatus } from '@fiji/platform';
import { freeStatus, getUrls, jsonResponse, paidStatus, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../test/render';
import { CheckoutReturn, forgetHandledCheckoutsForTests } from './checkout-return';

const ID = '11111111-2222-4333-8444-555555555555';

const completed: CheckoutView = {
  checkoutId: ID,
  kind: 'subscription',
  plan: 'recruiter',
  addon: null,
  status: 'completed',
  description: 'Recruiter Plan (annual)',
  amountCents: 95040,
  currency: 'USD',
  fjdAmountCents: 213840,
  returnTo: '/player/p1',
  lastError: null,
  provider: 'demo',
};

/** A paywalled page: it reads the plan (cached until something invalidates it). */
function ProfilePage() {
  const status = useSubscriptionStatus();
  return <p>{status.data?.canContact ? 'Contact allowed' : 'Contact locked'}</p>;
}

const routes = [
  {
    path: '*',
    element: (
      <>
        <CheckoutReturn />
        <ProfilePage />
      </>
    ),
  },
];

beforeEach(() => {
  resetStores();
  forgetHandledCheckoutsForTests();
});

describe('landing back from a checkout (?checkout=<id> on any page)', () => {
  it('shows the success toast once, takes the parameter out and asks every query again, so the paid action works at once', async () => {
    signIn(sessionUser({ role: 'recruiter' }));
    let paid = false;
    let statusRead: () => void = () => undefined;
    const firstStatusRead = new Promise<void>((resolve) => (statusRead = resolve));
    const fetch = routeFetch({
      // The page has read the free plan (and cached it) before the checkout's answer arrives.
      [`/api/billing/checkouts/${ID}`]: (() =>
        firstStatusRead.then(() => {
          paid = true;
          return jsonResponse(200, completed);
        })) as unknown as () => Response,
      '/api/subscription/status': () => {
        statusRead();
        return jsonResponse(200, paid ? paidStatus : freeStatus('recruiter'));
      },
    });
    const { router } = renderAt(`/player/p1?tab=bio&checkout=${ID}`, routes);
    await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.paymentSucceeded.replace('{plan}', 'Recruiter Plan')));
    expect(router.state.location.pathname).toBe('/player/p1');
    expect(router.state.location.search).toBe('?tab=bio');
    expect(await screen.findByText('Contact allowed')).toBeTruthy();
    expect(getUrls(fetch).filter((u) => u === '/api/subscription/status')).toHaveLength(2);

    // The same checkout in the address again (back button): no second toast, no second read.
    await act(async () => void router.navigate(`/player/p1?checkout=${ID}`));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(getUrls(fetch).filter((u) => u === `/api/billing/checkouts/${ID}`)).toHaveLength(1);
  });

  it("Stripe's cancel link (&cancelled=1) says nothing was charged", async () => {
    signIn(sessionUser({ role: 'player' }));
    const fetch = routeFetch({ '/api/subscription/status': freeStatus('player') });
    const { router } = renderAt(`/pricing?checkout=${ID}&cancelled=1`, routes);
    await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.checkoutCancelled));
    expect(router.state.location.search).toBe('');
    expect(getUrls(fetch)).not.toContain(`/api/billing/checkouts/${ID}`);
  });

  it('an add-on says what was bought', async () => {
    signIn(sessionUser({ role: 'player' }));
    routeFetch({
      [`/api/billing/checkouts/${ID}`]: { ...completed, kind: 'addon', plan: null, addon: 'profile_boost', description: 'Profile Boost' },
      '/api/subscription/status': freeStatus('player'),
    });
    renderAt(`/player/me?checkout=${ID}`, routes);
    await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.addonSucceeded.replace('{addon}', 'Profile Boost')));
  });

  it('does nothing while signed out', async () => {
    signIn(null);
    const fetch = routeFetch({});
    const { router } = renderAt(`/player/p1?checkout=${ID}`, routes);
    await screen.findByText('Contact locked');
    expect(router.state.location.search).toBe(`?checkout=${ID}`);
    expect(fetch).not.toHaveBeenCalled();
  });
});

