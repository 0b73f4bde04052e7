import { act, fireEvent, screen, within } from '@testing-library/react';
import type { OwnPlayerProfileResponse } from '@fiji/contracts';
import { ownProfile } from '../../../../test/fixtures';
import { callsTo, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import { formatMoment } from '#shared/lib/format-moment';
import { FastTrackOffer } from './fast-track-offer';
import { PlayerProfileView } from './player-profile-view';
import { ProfileBoostOffer } from './profile-boost-offer';

const DAY = 86_400_000;

async function show(element: React.ReactElement, { minor = false } = {}) {
  signIn(sessionUser({ role: 'player', isMinor: minor, dob: minor ? '2009-06-01' : '2000-01-01' }));
  const fetch = routeFetch({
    'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' },
  });
  await act(async () =>
    renderAt('/player/me', [
      { path: '/player/me', element },
      { path: '/billing/checkout/:id', element: <p>Demo checkout page</p> },
    ]),
  );
  return fetch;
}

const pending = (over: Partial<OwnPlayerProfileResponse> = {}) => ownProfile({ verification: { status: 'pending', reason: null, text: null }, ...over });

beforeEach(resetStores);

describe('Profile Boost on the owner profile', () => {
  it('an adult: price and duration, and "Boost my profile" starts the profile_boost checkout landing back here', async () => {
    const fetch = await show(<ProfileBoostOffer player={ownProfile()} />);
    const offer = screen.getByTestId('addon-offer-profile_boost');
    expect(within(offer).getByTestId('addon-price').textContent).toBe('$9.00 · 7 days');
    expect(screen.queryByTestId('boosted-until')).toBeNull();
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Boost my profile' })));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ addon: 'profile_boost', returnTo: '/player/me' }]);
  });

  it('while a boost runs: "Boosted until …" the profile answers, with the time zone named; no payments are read', async () => {
    const until = new Date(Date.now() + 10 * DAY);
    const fetch = await show(<ProfileBoostOffer player={ownProfile({ boostedUntil: until.toISOString() })} />);
    const status = screen.getByTestId('boosted-until');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain(`Boosted until ${formatMoment(until)}`);
    expect(formatMoment(until, 'Pacific/Fiji')).toMatch(/\(Pacific\/Fiji\)$/);
    expect(callsTo(fetch, 'GET', '/api/billing/payments')).toHaveLength(0);
  });

  it('no running boost (boostedUntil null): no "Boosted"', async () => {
    await show(<ProfileBoostOffer player={ownProfile({ boostedUntil: null })} />);
    expect(screen.getByRole('button', { name: 'Boost my profile' })).toBeTruthy();
    expect(screen.queryByTestId('boosted-until')).toBeNull();
  });
});

describe('Verification Fast Track while verification is pending', () => {
  it('an adult: "Fast-track my verification" starts the verification_fast_track checkout', async () => {
    const fetch = await show(<FastTrackOffer player={pending()} />);
    const offer = screen.getByTestId('addon-offer-verification_fast_track');
    expect(within(offer).getByTestId('addon-price').textContent).toBe('$5.00');
    await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Fast-track my verification' })));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ addon: 'verification_fast_track', returnTo: '/player/me' }]);
  });

  it.each(['verified', 'rejected'] as const)('not offered to a %s profile', async (status) => {
    await show(<FastTrackOffer player={ownProfile({ verification: { status, reason: null, text: null } })} />);
    expect(screen.queryByTestId('addon-offer-verification_fast_track')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('not offered again once bought (verificationFastTracked): the profile says it is first in the queue', async () => {
    await show(<FastTrackOffer player={pending({ verificationFastTracked: true })} />);
    expect(screen.getByTestId('verification-fast-tracked').textContent).toContain('first in the admin queue');
    expect(screen.queryByRole('button', { name: 'Fast-track my verification' })).toBeNull();
  });
});

describe('a player under 18', () => {
  it('sees no add-on offer on their own profile (Player Pro stays through the guardian): no button to pay or ask for one', async () => {
    const player = pending();
    const minor = sessionUser({ role: 'player', isMinor: true, dob: '2009-06-01' });
    const fetch = await show(<PlayerProfileView player={{ ...player, isMinor: true }} viewer={minor} />, { minor: true });
    expect(screen.queryByTestId('owner-addons')).toBeNull();
    expect(screen.queryByTestId('addon-offer-profile_boost')).toBeNull();
    expect(screen.queryByTestId('addon-offer-verification_fast_track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Boost my profile' })).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
  });

  it('an adult owner on the same profile sees both offers', async () => {
    const adult = sessionUser({ role: 'player', isMinor: false, dob: '2000-01-01' });
    await show(<PlayerProfileView player={pending()} viewer={adult} />);
    expect(screen.getByTestId('addon-offer-profile_boost')).toBeTruthy();
    expect(screen.getByTestId('addon-offer-verification_fast_track')).toBeTruthy();
  });

  it('AddonOffer itself renders nothing for a minor', async () => {
    await show(<ProfileBoostOffer player={ownProfile()} />, { minor: true });
    expect(screen.queryByTestId('addon-offer-profile_boost')).toBeNull();
  });
});

