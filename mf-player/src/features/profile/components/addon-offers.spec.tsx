import { act, fireEvent, screen, within } from '@testing-library/react';
import { ADDONS, BILLING_MESSAGES, type PaymentView } from '@fiji/contracts';
import { ownProfile } from '../../../../test/fixtures';
import { callsTo, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../../test/render';
import { formatMoment } from '#shared/lib/addon-purchases';
import { FastTrackOffer } from './fast-track-offer';
import { ProfileBoostOffer } from './profile-boost-offer';

const DAY = 86_400_000;
const charge = (addon: keyof typeof ADDONS, at: Date): PaymentView => ({
  id: `p-${at.getTime()}`, kind: 'addon', direction: 'charge', description: ADDONS[addon].name, amountCents: ADDONS[addon].amountCents,
  currency: 'USD', createdAt: at.toISOString(), receiptUrl: '/api/billing/payments/x/receipt',
});

async function show(element: React.ReactElement, { minor = false, payments = [] as PaymentView[] } = {}) {
  signIn(sessionUser({ role: 'player', isMinor: minor, dob: minor ? '2009-06-01' : '2000-01-01' }));
  const fetch = routeFetch({
    '/api/billing/payments': { payments },
    'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' },
    'POST /api/billing/guardian-link': { message: 'sent' },
  });
  await act(async () =>
    renderAt('/player/me', [
      { path: '/player/me', element },
      { path: '/billing/checkout/:id', element: <p>Demo checkout page</p> },
    ]),
  );
  return fetch;
}

beforeEach(resetStores);

describe('Profile Boost on the owner profile', () => {
  it('an adult: price and duration, and "Boost my profile" starts the profile_boost checkout landing back here', async () => {
    const fetch = await show(<ProfileBoostOffer />);
    const offer = screen.getByTestId('addon-offer-profile_boost');
    expect(within(offer).getByTestId('addon-price').textContent).toBe('$9.00 · 7 days');
    expect(screen.queryByTestId('boosted-until')).toBeNull();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Boost my profile' })));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ addon: 'profile_boost', returnTo: '/player/me' }]);
  });

  it('while a boost runs: "Boosted until …" with the time zone named; boosts bought during one add up', async () => {
    const first = new Date(Date.now() - 2 * DAY);
    const second = new Date(Date.now() - DAY);
    await show(<ProfileBoostOffer />, { payments: [charge('profile_boost', second), charge('profile_boost', first)] });
    const until = new Date(first.getTime() + 14 * DAY);
    const status = await screen.findByTestId('boosted-until');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain(`Boosted until ${formatMoment(until)}`);
    expect(formatMoment(until, 'Pacific/Fiji')).toMatch(/\(Pacific\/Fiji\)$/);
  });

  it('a boost that ended shows no "Boosted"', async () => {
    await show(<ProfileBoostOffer />, { payments: [charge('profile_boost', new Date(Date.now() - 8 * DAY))] });
    await screen.findByRole('button', { name: 'Boost my profile' });
    expect(screen.queryByTestId('boosted-until')).toBeNull();
  });

  it('a player under 18 never pays: "Ask my guardian" mails the guardian, and no checkout starts', async () => {
    const fetch = await show(<ProfileBoostOffer />, { minor: true });
    const offer = screen.getByTestId('addon-offer-profile_boost');
    expect(within(offer).queryByRole('button', { name: 'Boost my profile' })).toBeNull();
    expect(within(offer).getByText(BILLING_MESSAGES.minorCannotPay)).toBeTruthy();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Ask my guardian' })));
    expect(callsTo(fetch, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
    expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.guardianLinkSent);
  });
});

describe('Verification Fast Track while verification is pending', () => {
  const pending = ownProfile({ verification: { status: 'pending', reason: null, text: null } });

  it('an adult: "Fast-track my verification" starts the verification_fast_track checkout', async () => {
    const fetch = await show(<FastTrackOffer player={pending} />);
    const offer = await screen.findByTestId('addon-offer-verification_fast_track');
    expect(within(offer).getByTestId('addon-price').textContent).toBe('$5.00');
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Fast-track my verification' })));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ addon: 'verification_fast_track', returnTo: '/player/me' }]);
  });

  it('not offered to a verified profile', async () => {
    await show(<FastTrackOffer player={ownProfile({ verification: { status: 'verified', reason: null, text: null } })} />);
    expect(screen.queryByTestId('addon-offer-verification_fast_track')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('not offered again once bought: the profile says it is first in the queue', async () => {
    await show(<FastTrackOffer player={pending} />, { payments: [charge('verification_fast_track', new Date())] });
    expect((await screen.findByTestId('verification-fast-tracked')).textContent).toContain('first in the admin queue');
    expect(screen.queryByRole('button', { name: 'Fast-track my verification' })).toBeNull();
  });

  it('a player under 18: the guardian path, never a checkout', async () => {
    const fetch = await show(<FastTrackOffer player={pending} />, { minor: true });
    const offer = await screen.findByTestId('addon-offer-verification_fast_track');
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Ask my guardian' })));
    expect(callsTo(fetch, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
  });
});
