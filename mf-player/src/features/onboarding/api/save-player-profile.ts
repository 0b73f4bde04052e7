/** POST /api/players (create) and PUT /api/players/{id} (update). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, playerKeys } from '@fiji/platform';
import type { toRequestBody } from '../lib/profile-form-values';

export type SaveProfileBody = ReturnType<typeof toRequestBody>;

export function useSavePlayerProfile(profileId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProfileBody) =>
      profileId ? apiJson<unknown>('PUT', `/api/players/${profileId}`, body) : apiJson<unknown>('POST', '/api/players', body),
    // The spec: after save the cached own-profile data is refreshed.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.me() }),
        ...(profileId ? [queryClient.invalidateQueries({ queryKey: playerKeys.profile(profileId) })] : []),
      ]),
  });
}
