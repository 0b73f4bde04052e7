/** The rugby journey: GET/POST/PUT/DELETE /api/achievements. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AchievementFormDto, AchievementResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export const useAchievements = (playerId: string) =>
  useQuery<AchievementResponse[]>({
    queryKey: playerKeys.achievements(playerId),
    queryFn: () => apiJson<AchievementResponse[]>('GET', `/api/achievements/player/${encodeURIComponent(playerId)}`),
  });

export type AchievementInput = Pick<AchievementFormDto, 'title' | 'year' | 'type'> & { note: string | null };

/** Create (no id) or update (id) one achievement; the list is read again after either. */
export function useSaveAchievement(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AchievementInput }) =>
      id
        ? apiJson<AchievementResponse>('PUT', `/api/achievements/${id}`, input)
        : apiJson<AchievementResponse>('POST', '/api/achievements', { ...input, playerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.achievements(playerId) }),
  });
}

export function useDeleteAchievement(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<unknown>('DELETE', `/api/achievements/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKeys.achievements(playerId) }),
  });
}
