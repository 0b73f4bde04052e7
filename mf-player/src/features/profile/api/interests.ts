/** Interest indicators: the player's list and a recruiter's own marks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterestLevel, PlayerInterestsResponse, RecruiterInterestsResponse } from '@fiji/contracts';
import { apiJson, interestKeys } from '@fiji/platform';

export const usePlayerInterests = (playerId: string) =>
  useQuery<PlayerInterestsResponse>({
    queryKey: interestKeys.player(playerId),
    queryFn: () => apiJson<PlayerInterestsResponse>('GET', `/api/interests/player/${encodeURIComponent(playerId)}`),
  });

/**
 * The viewer's own level for this player. Seeded by the profile page's one call (player-page.ts); read from
 * the viewer's list only after a mark invalidated it.
 */
export const useMyInterestFor = (playerId: string) =>
  useQuery<InterestLevel | null>({
    queryKey: interestKeys.mineFor(playerId),
    queryFn: async () =>
      (await apiJson<RecruiterInterestsResponse>('GET', '/api/interests/recruiter/me')).results.find((i) => i.playerId === playerId)?.interestLevel ?? null,
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
