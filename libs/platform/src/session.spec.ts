import type { SessionUser } from '@fiji/contracts';
import { mockFetch, response } from '../test/fetch-mock';
import { setNavigator } from './navigation';
import { demoLogin, loadSession, logout } from './session-actions';
import { useSessionStore } from './session-store';
import { openShare, useShareStore } from './share-store';

const user: SessionUser = {
  id: 'u1',
  role: 'player',
  firstName: 'Mere',
  lastName: 'Tui',
  fullName: 'Mere Tui',
  email: 'player.paid@demo.fj',
  profileImageUrl: null,
  phone: null,
  dob: null,
  isMinor: false,
  guardianEmail: null,
  verified: true,
};
const navigate = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useSessionStore.setState({ user: null, status: 'loading', signedOutReason: 'unknown' });
});

describe('session', () => {
  it('starts loading; a user record means authenticated', async () => {
    expect(useSessionStore.getState().status).toBe('loading');
    mockFetch(response(200, JSON.stringify(user)));
    await loadSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', user });
  });

  it('a 401 from /api/auth/user means anonymous', async () => {
    mockFetch(response(401, '{"message":"Unauthorized"}'));
    await loadSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('demo login posts username/password and records the user', async () => {
    const fetch = mockFetch(response(200, JSON.stringify({ user })));
    await expect(demoLogin('player.paid@demo.fj', 'Bula2024!')).resolves.toEqual(user);
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', body: '{"username":"player.paid@demo.fj","password":"Bula2024!"}' });
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('logout calls demo-logout, goes to / and signs out, even when the call fails', async () => {
    useSessionStore.getState().setUser(user);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = mockFetch(new TypeError('Failed to fetch'));
    await logout();
    expect(fetch).toHaveBeenCalledWith('/api/auth/demo-logout', expect.objectContaining({ method: 'POST' }));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', signedOutReason: 'logout' });
    spy.mockRestore();
  });
});

describe('share store', () => {
  it('opens with the defaults visitor / navigation', () => {
    openShare();
    expect(useShareStore.getState()).toMatchObject({ open: true, userType: 'visitor', context: 'navigation' });
    openShare({ userType: 'mentor', context: 'mentor-recommendation' });
    expect(useShareStore.getState()).toMatchObject({ userType: 'mentor', context: 'mentor-recommendation' });
  });
});
