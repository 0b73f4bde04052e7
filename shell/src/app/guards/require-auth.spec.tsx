import { act, screen } from '@testing-library/react';
import { useToastStore } from '@fiji/platform';
import { RequireAuth } from './require-auth';
import { renderAt, resetStores, sessionUser, signIn } from '../../../test/render';

beforeEach(() => {
  resetStores();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const routes = [
  { path: '/profile', element: <RequireAuth><p>secret</p></RequireAuth> },
  { path: '/demo-login', element: <p>portal</p> },
];

describe('RequireAuth', () => {
  it('waits while the session is loading', () => {
    renderAt('/profile', routes);
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('renders the page for a signed-in user', () => {
    signIn(sessionUser());
    renderAt('/profile', routes);
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it('signed out: destructive "Unauthorized" toast, then /demo-login after 500 ms', () => {
    signIn(null);
    const { router } = renderAt('/profile', routes);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    act(() => jest.advanceTimersByTime(499));
    expect(router.state.location.pathname).toBe('/profile');
    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/demo-login');
  });

  it('a deliberate logout does not show the expired-login toast', () => {
    useSessionStoreLogout();
    renderAt('/profile', routes);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

function useSessionStoreLogout() {
  // Same state logout() leaves behind.
  const { useSessionStore } = jest.requireActual('@fiji/platform') as typeof import('@fiji/platform');
  useSessionStore.getState().setUser(null, 'logout');
}
