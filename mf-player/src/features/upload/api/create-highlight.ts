/** POST /api/highlights: creates the highlight from an uploaded file (player-side §7). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHighlightDto, HighlightResponse } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';
import { MY_PROFILE_KEY } from '../../../shared/api/my-player-profile';

export function useCreateHighlight(playerId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateHighlightDto) => apiJson<HighlightResponse>('POST', '/api/highlights', body),
    // The own profile's grid and highlight count change.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY });
      if (playerId) await queryClient.invalidateQueries({ queryKey: ['/api/highlights/player', playerId] });
    },
  });
}
