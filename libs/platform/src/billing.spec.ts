import { BILLING_MESSAGES } from '@fiji/contracts';
import { mockFetch, response } from '../test/fetch-mock';
import { ApiError } from './api-client';
import { checkoutErrorMessage, goToCheckout, isSitePath, returnPathOf, startCheckout, withCheckoutParam } from './billing';
import { setNavigator } from './navigation';

afterEach(() => setNavigator(null));

describe('startCheckout', () => {
  it('posts what to buy and where to land back, then opens the demo checkout page through the router', async () => {
    const fetch = mockFetch(response(201, JSON.stringify({ checkoutId: 'c1', url: '/billing/checkout/c1' })));
    const navigate = jest.fn();
    setNavigator(navigate);
    await expect(startCheckout({ plan: 'player_pro', interval: 'year', returnTo: '/player/p1' })).resolves.toEqual({
      checkoutId: 'c1',
      url: '/billing/checkout/c1',
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/billing/checkout');
    expect(JSON.parse(fetch.mock.calls[0]![1].body)).toEqual({ plan: 'player_pro', interval: 'year', returnTo: '/player/p1' });
    expect(navigate).toHaveBeenCalledWith('/billing/checkout/c1', undefined);
  });

  it('throws a refusal without navigating', async () => {
    mockFetch(response(403, JSON.stringify({ statusCode: 403, code: 'MINOR_CANNOT_PAY', message: 'x' })));
    const navigate = jest.fn();
    setNavigator(navigate);
    const error = await startCheckout({ addon: 'profile_boost', returnTo: '/' }).catch((e: unknown) => e);
    expect(checkoutErrorMessage(error)).toBe(BILLING_MESSAGES.minorCannotPay);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('goToCheckout leaves the site only for a full URL (Stripe)', () => {
    const navigate = jest.fn();
    setNavigator(navigate);
    goToCheckout('/billing/checkout/c2?token=t');
    expect(navigate).toHaveBeenCalledWith('/billing/checkout/c2?token=t', undefined);
    expect(isSitePath('https://checkout.stripe.com/c/pay/cs_1')).toBe(false);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/pricing?plan=player_pro')).toBe(true);
  });

  it('returnPathOf keeps the page and its query but drops an earlier ?checkout=', () => {
    expect(returnPathOf({ pathname: '/player/p1', search: '?tab=bio&checkout=old', hash: '#top' })).toBe('/player/p1?tab=bio#top');
    expect(returnPathOf({ pathname: '/recruiter/search', search: '' })).toBe('/recruiter/search');
  });

  it('withCheckoutParam adds ?checkout=<id> to any path', () => {
    expect(withCheckoutParam('/player/p1', 'c1')).toBe('/player/p1?checkout=c1');
    expect(withCheckoutParam('/recruiter/search?q=wing', 'c1')).toBe('/recruiter/search?q=wing&checkout=c1');
  });

  it("checkoutErrorMessage shows the server's reason for a refusal, a fallback for a fault", () => {
    const field = new ApiError(400, '', JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: ['This plan is not available for your account type'] }));
    expect(checkoutErrorMessage(field)).toBe(BILLING_MESSAGES.planNotForRole);
    expect(checkoutErrorMessage(new ApiError(500, 'Internal', ''))).toBe('The checkout could not start. Please try again.');
  });
});
