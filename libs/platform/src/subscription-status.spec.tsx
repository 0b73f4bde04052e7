import type { SessionUser } from '@fiji/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { paidStatus as status } from '../../ui/test/render';
import { mockFetch, response } from '../test/fetch-mock';
import { createQueryClient } from './query-client';
import { useSessionStore } from './session-store';
import { useSubscriptionStatus } from './subscription-status';

function render() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useSubscriptionStatus(), { wrapper });
}

describe('useSubscriptionStatus', () => {
  it('asks nothing while signed out', () => {
    useSessionStore.getState().setUser(null);
    const fetch = mockFetch();
    const { result } = render();
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reads the signed-in viewer's plan from GET /api/subscription/status", async () => {
    useSessionStore.getState().setUser({ id: 'u1', role: 'recruiter' } as SessionUser);
    const fetch = mockFetch(response(200, JSON.stringify(status)));
    const { result } = render();
    await waitFor(() => expect(result.current.data).toEqual(status));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/subscription/status');
  });
});
