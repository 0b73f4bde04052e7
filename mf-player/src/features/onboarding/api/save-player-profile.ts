/** POST /api/players (create) and PUT /api/players/{id} (update), player-side §7. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@fiji/platform';
import { MY_PROFILE_KEY } from '../../../shared/api/my-player-profile';
import type { toRequestBody } from '../lib/profile-form-values';

export type SaveProfileBody = ReturnType<typeof toRequestBody>;

export function useSavePlayerProfile(profileId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProfileBody) =>
      profileId ? apiJson<unknown>('PUT', `/api/players/${profileId}`, body) : apiJson<unknown>('POST', '/api/players', body),
    // The spec: after save the cached own-profile data is refreshed.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MY_PROFILE_KEY });
      if (profileId) await queryClient.invalidateQueries({ queryKey: ['/api/players', profileId] });
    },
  });
}
