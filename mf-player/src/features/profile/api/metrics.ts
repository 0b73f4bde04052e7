/** Measured results of a profile: GET /api/players/{id}/metrics (latest value of each). */
import { useQuery } from '@tanstack/react-query';
import type { PlayerMetricResponse } from '@fiji/contracts';

export const metricsKey = (playerId: string) => ['/api/players', playerId, 'metrics'] as const;

export const usePlayerMetrics = (playerId: string) => useQuery<PlayerMetricResponse[]>({ queryKey: metricsKey(playerId) });
