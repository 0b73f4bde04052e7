import type { SessionUser } from '@fiji/contracts';
import { QueryObserver } from '@tanstack/react-query';
import { mockFetch, response } from '../test/fetch-mock';
import { setNavigator } from './navigation';
import { createQueryClient } from './query-client';
import { useSessionStore } from './session-store';
import { useToastStore } from './toast-store';
import { ApiError } from './api-client';
import { handleIfUnauthorized, resetUnauthorizedForTests } from './unauthorized';

const user = { id: 'u1', role: 'player', firstName: 'Mere', lastName: 'Tui' } as SessionUser;
const navigate = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  navigate.mockReset();
  setNavigator(navigate);
  resetUnauthorizedForTests();
  useToastStore.setState({ toasts: [] });
  useSessionStore.getState().setUser(user);
});
afterEach(() => {
  jest.useRealTimers();
  setNavigator(null);
});

describe('the 401 rule', () => {
  it('shows the destructive toast, then goes to /demo-login after 500 ms', () => {
    expect(handleIfUnauthorized(new ApiError(401, 'Unauthorized', '{"statusCode":401,"code":"UNAUTHENTICATED","message":"Unauthorized"}'))).toBe(true);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    expect(useSessionStore.getState().status).toBe('anonymous');
    jest.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/demo-login', undefined);
  });

  it('ignores other errors', () => {
    expect(handleIfUnauthorized(new ApiError(401, 'Unauthorized', '{"statusCode":401,"code":"UNAUTHENTICATED","message":"Invalid credentials"}'))).toBe(false);
    expect(handleIfUnauthorized(new ApiError(500, 'Unauthorized', ''))).toBe(false);
    expect(handleIfUnauthorized(new Error('401: Unauthorized'))).toBe(false); // not an HTTP answer
    expect(useToastStore.getState().toasts).toHaveLength(0);
    jest.runAllTimers();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects once when several calls fail together', () => {
    handleIfUnauthorized(new ApiError(401, 'Unauthorized', ''));
    handleIfUnauthorized(new ApiError(401, 'Unauthorized', ''));
    jest.runAllTimers();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('applies to any failing read of the query client', async () => {
    jest.useRealTimers();
    mockFetch(response(401, '{"statusCode":401,"message":"Unauthorized"}', 'Unauthorized'));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/notifications'] }).catch(() => undefined);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Unauthorized' });
    await new Promise((r) => setTimeout(r, 520));
    expect(navigate).toHaveBeenCalledWith('/demo-login', undefined);
  });

  it('can be skipped by a read that handles 401 itself', async () => {
    jest.useRealTimers();
    mockFetch(response(401, '{"message":"Unauthorized"}'));
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['/api/auth/user'], meta: { skipUnauthorizedRedirect: true } })
      .catch(() => undefined);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});

describe('query client defaults', () => {
  it('never stale, no focus refetch, no interval, no retries', () => {
    const client = createQueryClient();
    const defaults = client.getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
    // An observer does not refetch data that is already cached.
    client.setQueryData(['/api/x'], 1);
    const observer = new QueryObserver(client, { queryKey: ['/api/x'] });
    expect(observer.getCurrentResult().isStale).toBe(false);
  });
});
