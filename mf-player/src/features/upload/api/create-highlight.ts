/** POST /api/highlights: creates the highlight from an uploaded file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHighlightDto, HighlightResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export function useCreateHighlight(playerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHighlightDto) => apiJson<HighlightResponse>('POST', '/api/highlights', body),
    // The own profile's grid and highlight count change (the own profile and the profile by id).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.me() }),
        ...(playerId
          ? [
              queryClient.invalidateQueries({ queryKey: playerKeys.highlights(playerId) }),
              queryClient.invalidateQueries({ queryKey: playerKeys.profile(playerId) }),
            ]
          : []),
      ]),
  });
}
