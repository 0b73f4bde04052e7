import { useQuery } from '@tanstack/react-query';
import { LIMITS, type SubscriptionStatus } from '@fiji/contracts';
import { apiJson } from './api-client';
import { subscriptionKeys } from './query-keys';
import { useSession } from './session-store';

/**
 * GET /api/subscription/status: what the viewer's plan allows (canContact, canRespond, isPaid).
 * Runs when signed in; cached 5 minutes. One query key, so every area shares the answer.
 */
export function useSubscriptionStatus() {
  const { isAuthenticated } = useSession();
  return useQuery<SubscriptionStatus>({
    queryKey: subscriptionKeys.status(),
    queryFn: () => apiJson<SubscriptionStatus>('GET', '/api/subscription/status'),
    enabled: isAuthenticated,
    staleTime: LIMITS.subscriptionCacheMs,
  });
}
