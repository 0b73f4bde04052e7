import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  BILLING_MESSAGES,
  PAID_PLANS,
  PLAN_CATALOGUE,
  PLAN_ENTITLEMENTS,
  planAmountCents,
  toFjdCents,
  type PaidPlan,
  type PlansResponse,
} from '@fiji/contracts';
import { setNavigator } from '@fiji/platform';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts, type FetchTable } from '../../../../test/render';
import ContactPage from './contact';
import PricingPage from './pricing';

const RATE = 2.25;

const plansResponse = (over: Partial<PlansResponse> = {}): PlansResponse => ({
  plans: PAID_PLANS.flatMap((id) =>
    (['month', 'year'] as const).map((interval) => ({
      id,
      name: PLAN_CATALOGUE[id].name,
      role: PLAN_CATALOGUE[id].roles[0]!,
      roles: [...PLAN_CATALOGUE[id].roles],
      interval,
      amountCents: planAmountCents(id, interval),
      currency: 'USD',
      fjdAmountCents: toFjdCents(planAmountCents(id, interval), RATE),
      entitlements: PLAN_ENTITLEMENTS[id],
    })),
  ),
  addons: [],
  catalogueVersion: 1,
  fjdPerUsd: RATE,
  preferFjd: false,
  ...over,
});

const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

async function open(path = '/pricing', table: FetchTable = {}) {
  const fetch = routeFetch({ '/api/billing/plans': plansResponse(), ...table });
  const utils = renderAt(path, routes);
  await waitFor(() => expect(screen.getByText(/FJD at 2.25 per US dollar/)).toBeTruthy());
  return { fetch, ...utils };
}

const price = (plan: PaidPlan | 'free' | 'school') => screen.getByTestId(`price-${plan}`).textContent;
const card = (plan: string) => screen.getByTestId(`plan-${plan}`);
const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));

let navigate: jest.Mock;
beforeEach(() => {
  resetStores();
  navigate = jest.fn();
});
afterEach(() => setNavigator(null));

describe('/pricing', () => {
  describe('signed out', () => {
    beforeEach(() => signIn(null));

    it('shows the plans monthly in USD, and the annual price with its 20% saving', async () => {
      await open();
      expect(price('free')).toBe('$0');
      expect(price('player_pro')).toBe('$15/month');
      expect(price('recruiter')).toBe('$99/month');
      expect(price('mentor_pro')).toBe('$29/month');
      expect(price('school')).toBe('Contact sales');
      expect(screen.queryByTestId('saving-player_pro')).toBeNull();

      await click(screen.getByLabelText('Annual (save 20%)'));
      expect(price('player_pro')).toBe('$144/year');
      expect(screen.getByTestId('saving-player_pro').textContent).toBe('Save $36 a year (20% off)');
      expect(price('recruiter')).toBe('$950.40/year');
    });

    it('switches to FJD at the configured rate', async () => {
      await open();
      await click(screen.getByLabelText('FJD'));
      expect(price('player_pro')).toBe('FJ$33.75/month');
      expect(screen.getByText(/Prices in Fijian dollars/)).toBeTruthy();
      await click(screen.getByLabelText('USD'));
      expect(price('player_pro')).toBe('$15/month');
    });

    it('shows FJD first for a visitor in Fiji (preferFjd)', async () => {
      await open('/pricing', { '/api/billing/plans': plansResponse({ preferFjd: true }) });
      expect((screen.getByLabelText('FJD') as HTMLInputElement).checked).toBe(true);
      expect(price('mentor_pro')).toBe('FJ$65.25/month');
    });

    it('each paid plan signs up first, carrying the plan and interval on to checkout', async () => {
      await open();
      await click(screen.getByLabelText('Annual (save 20%)'));
      const goPro = within(card('player_pro')).getByRole('link', { name: 'Go Pro' });
      expect(goPro.getAttribute('href')).toBe(`/signup?next=${encodeURIComponent('/pricing?plan=player_pro&interval=year')}`);
      expect(within(card('free')).getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/signup');
    });

    it('School/Academy is "Contact sales" with the subject filled in on the contact form', async () => {
      const { router } = await open();
      const sales = within(card('school')).getByRole('link', { name: 'Contact sales' });
      await click(sales);
      expect(router.state.location.pathname).toBe('/contact');
      expect((screen.getByLabelText(/^Subject/) as HTMLSelectElement).value).toBe('Other');
      expect((screen.getByLabelText(/^Your subject/) as HTMLInputElement).value).toBe('School/Academy plan');
    });
  });

  describe('signed in', () => {
    it("the role's plan starts its checkout; the other plans are not available for the account", async () => {
      signIn(sessionUser({ role: 'club' }));
      const { fetch } = await open('/pricing', {
        '/api/billing/plans': plansResponse({ yourPlan: 'recruiter' }),
        'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' },
      });
      setNavigator(navigate);
      expect(within(card('player_pro')).getByText(BILLING_MESSAGES.planNotForRole)).toBeTruthy();
      expect(within(card('mentor_pro')).getByText(BILLING_MESSAGES.planNotForRole)).toBeTruthy();
      expect(within(card('player_pro')).queryByRole('button')).toBeNull();
      await click(screen.getByLabelText('Annual (save 20%)'));
      await click(within(card('recruiter')).getByRole('button', { name: 'Start recruiting' }));
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'recruiter', interval: 'year', returnTo: '/account/billing' }]);
      expect(navigate).toHaveBeenCalledWith('/billing/checkout/c1', undefined);
    });

    it('a checkout on another site (Stripe) is opened in place of the page', async () => {
      signIn(sessionUser({ role: 'mentor' }));
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { fetch } = await open('/pricing', { 'POST /api/billing/checkout': { checkoutId: 'c1', url: 'https://checkout.stripe.com/c/pay/cs_1' } });
        setNavigator(navigate);
        await click(within(card('mentor_pro')).getByRole('button', { name: 'Become a mentor' }));
        expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(1);
        expect(navigate).not.toHaveBeenCalled();
      } finally {
        quiet.mockRestore();
      }
    });

    it('back from sign-up with ?plan=&interval=, the checkout starts at once (once)', async () => {
      signIn(sessionUser({ role: 'player' }));
      const fetch = routeFetch({
        '/api/billing/plans': plansResponse({ yourPlan: 'player_pro' }),
        'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' },
      });
      const { router } = renderAt('/pricing?plan=player_pro&interval=year', routes);
      await waitFor(() => expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(1));
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')[0]).toEqual({ plan: 'player_pro', interval: 'year', returnTo: '/account/billing' });
      // The intent left the address (a back button does not buy twice), then the checkout page opened.
      await waitFor(() => expect(router.state.location.pathname).toBe('/billing/checkout/c1'));
      expect(router.state.historyAction).toBe('PUSH');
      await act(async () => void router.navigate(-1));
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/pricing?interval=year');
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(1);
    });

    it('an intent for a plan not for the role is refused with the reason, not started', async () => {
      signIn(sessionUser({ role: 'mentor' }));
      const fetch = routeFetch({ '/api/billing/plans': plansResponse({ yourPlan: 'mentor_pro' }) });
      renderAt('/pricing?plan=player_pro&interval=month', routes);
      await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.planNotForRole));
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
    });

    it('a player under 18 gets "Ask my guardian", which mails the guardian', async () => {
      signIn(sessionUser({ role: 'player', isMinor: true }));
      const { fetch } = await open('/pricing', {
        '/api/billing/plans': plansResponse({ yourPlan: 'player_pro' }),
        'POST /api/billing/guardian-link': () => jsonResponse(202, { message: BILLING_MESSAGES.guardianLinkSent }),
      });
      expect(within(card('player_pro')).queryByRole('button', { name: 'Go Pro' })).toBeNull();
      await click(within(card('player_pro')).getByRole('button', { name: 'Ask my guardian' }));
      expect(callsTo(fetch, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
      await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.guardianLinkSent));
    });

    it('a refused checkout says why (403 MINOR_CANNOT_PAY)', async () => {
      signIn(sessionUser({ role: 'player' }));
      await open('/pricing', {
        'POST /api/billing/checkout': () => jsonResponse(403, { statusCode: 403, code: 'MINOR_CANNOT_PAY', message: 'x' }),
      });
      await click(within(card('player_pro')).getByRole('button', { name: 'Go Pro' }));
      await waitFor(() => expect(toasts()[0]).toMatchObject({ description: BILLING_MESSAGES.minorCannotPay, variant: 'destructive' }));
    });

    it('a subscriber manages the plan they hold instead of buying it again', async () => {
      signIn(sessionUser({ role: 'player' }));
      await open('/pricing', {
        '/api/subscription/status': { hasValidSubscription: true, planType: 'player_pro', status: 'active', isPaid: true, canContact: true, canRespond: true, upgradeRequired: false, viewerType: 'paid_user' },
      });
      const manage = await within(card('player_pro')).findByRole('link', { name: 'Manage your plan' });
      expect(manage.getAttribute('href')).toBe('/account/billing');
    });
  });
});
