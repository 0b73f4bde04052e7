/** GET /api/players/{id}: a player as this viewer may see it (404 = missing or not visible). */
import { useQuery } from '@tanstack/react-query';
import type { AnyPlayerProfileResponse } from '@fiji/contracts';

export const playerKey = (id: string) => ['/api/players', id] as const;

export const usePlayerProfile = (id: string, enabled = true) => useQuery<AnyPlayerProfileResponse>({ queryKey: playerKey(id), enabled });
