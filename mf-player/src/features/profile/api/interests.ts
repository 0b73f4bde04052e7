/** Interest indicators (player-side §4, §7): the player's list and a recruiter's own marks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestLevel, PlayerInterestsResponse, RecruiterInterestsResponse } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';

export const playerInterestsKey = (playerId: string) => ['/api/interests/player', playerId] as const;
export const MY_INTERESTS_KEY = ['/api/interests/recruiter/me'] as const;

export const usePlayerInterests = (playerId: string) => useQuery<PlayerInterestsResponse>({ queryKey: playerInterestsKey(playerId) });

export const useMyInterests = (enabled: boolean) => useQuery<RecruiterInterestsResponse>({ queryKey: MY_INTERESTS_KEY, enabled });

/**
 * The toggle of §4: a level when there is none creates it, another level replaces it (POST again),
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
        queryClient.invalidateQueries({ queryKey: playerInterestsKey(playerId) }),
        queryClient.invalidateQueries({ queryKey: MY_INTERESTS_KEY }),
      ]),
  });
}
