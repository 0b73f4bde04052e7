/** Measured results of a profile: GET /api/players/{id}/metrics (latest value of each). */
import { useQuery } from '@tanstack/react-query';
import type { PlayerMetricResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export const usePlayerMetrics = (playerId: string) =>
  useQuery<PlayerMetricResponse[]>({
    queryKey: playerKeys.metrics(playerId),
    queryFn: () => apiJson<PlayerMetricResponse[]>('GET', `/api/players/${encodeURIComponent(playerId)}/metrics`),
  });
