import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fiji/contracts';
import { resetUnauthorizedForTests, useToastStore } from '@fiji/platform';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import ProfilePage from './profile-page';

const PREFS = '/api/account/notification-preferences';

async function show(role: 'player' | 'club', api: Record<string, unknown> = {}) {
  signIn(sessionUser({ role, phone: null }));
  const fetch = routeFetch({ [PREFS]: DEFAULT_NOTIFICATION_PREFERENCES, ...api });
  await act(async () => void renderAt('/profile', <ProfilePage />));
  return fetch;
}

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

describe('Profile Settings (docs/decisions.md)', () => {
  it('account information with "Not set" for a missing phone, and Edit Player Profile for players', async () => {
    await show('player');
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeTruthy();
    expect(screen.getByText('Not set')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Player Profile' }).getAttribute('href')).toBe('/player/onboarding');
    for (const name of ['Edit Account Details', 'Change Password', 'Delete Account']) {
      expect(screen.getAllByRole('button', { name }).length).toBeGreaterThan(0);
    }
  });

  it('no Edit Player Profile for other roles', async () => {
    await show('club');
    expect(screen.queryByRole('link', { name: 'Edit Player Profile' })).toBeNull();
  });

  it('notification preferences default to on, on, off and are saved when changed', async () => {
    const fetch = await show('player', { [`PUT ${PREFS}`]: { ...DEFAULT_NOTIFICATION_PREFERENCES, profileViews: true } });
    await screen.findByRole('checkbox', { name: /Email Notifications/ });
    const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box(/Email Notifications/).checked, box(/New Messages/).checked, box(/Profile Views/).checked]).toEqual([true, true, false]);
    await act(async () => fireEvent.click(box(/Profile Views/)));
    // The box shows the saved answer: wait for the save's round trip (slow under a loaded CI machine).
    await waitFor(() => expect(box(/Profile Views/).checked).toBe(true));
    const put = fetch.mock.calls.find(([url, init]) => url === PREFS && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ emailNotifications: true, newMessages: true, profileViews: true });
  });

  it('an expired login while saving shows only the 401 rule toast', async () => {
    await show('player', { [`PUT ${PREFS}`]: () => jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }) });
    const box = await screen.findByRole('checkbox', { name: /Profile Views/ });
    await act(async () => fireEvent.click(box));
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Unauthorized']);
  });
});
