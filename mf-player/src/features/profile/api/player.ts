/** GET /api/players/{id}: a player as this viewer may see it (404 = missing or not visible). */
import { useQuery } from '@tanstack/react-query';
import type { AnyPlayerProfileResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export const usePlayerProfile = (id: string, enabled = true) =>
  useQuery<AnyPlayerProfileResponse>({
    queryKey: playerKeys.profile(id),
    queryFn: () => apiJson<AnyPlayerProfileResponse>('GET', `/api/players/${encodeURIComponent(id)}`),
    enabled,
  });
