/** Interest indicators: the player's list and a recruiter's own marks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestLevel, PlayerInterestsResponse, RecruiterInterestsResponse } from '@fiji/contracts';
import { apiJson, interestKeys } from '@fiji/platform';

export const usePlayerInterests = (playerId: string) =>
  useQuery<PlayerInterestsResponse>({
    queryKey: interestKeys.player(playerId),
    queryFn: () => apiJson<PlayerInterestsResponse>('GET', `/api/interests/player/${encodeURIComponent(playerId)}`),
  });

export const useMyInterests = (enabled: boolean) =>
  useQuery<RecruiterInterestsResponse>({
    queryKey: interestKeys.mine(),
    queryFn: () => apiJson<RecruiterInterestsResponse>('GET', '/api/interests/recruiter/me'),
    enabled,
  });

/**
 * The interest toggle: a level when there is none creates it, another level replaces it (POST again),
 * the same level removes it (DELETE). Both lists are read again afterwards.
 */
export function useToggleInterest(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ level, current }: { level: InterestLevel; current: InterestLevel | null }) =>
      level === current
        ? apiJson<unknown>('DELETE', `/api/interests/${playerId}`)
        : apiJson<unknown>('POST', '/api/interests', { playerId, interestLevel: level }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: interestKeys.player(playerId) }),
        queryClient.invalidateQueries({ queryKey: interestKeys.mine() }),
      ]),
  });
}
