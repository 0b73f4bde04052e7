/** GET /api/players/me, shared by the profile, onboarding, upload screens and the dashboard card. */
import { useQuery } from '@tanstack/react-query';
import type { OwnPlayerProfileResponse } from '@fiji/contracts';
import { apiJson, parseApiError, playerKeys, useSession } from '@fiji/platform';

export const isNotFound = (error: unknown): boolean => parseApiError(error).status === 404;

/** The signed-in player's own profile: players only, no retry; 404 = no profile yet. */
export function useMyPlayerProfile() {
  const { user } = useSession();
  return useQuery<OwnPlayerProfileResponse>({
    queryKey: playerKeys.me(),
    queryFn: () => apiJson<OwnPlayerProfileResponse>('GET', '/api/players/me'),
    enabled: user?.role === 'player',
    retry: false,
  });
}
