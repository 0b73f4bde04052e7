/** A profile's badges: GET /api/players/{id}/badges (seeded by the page request; docs/mentoring.md "Badges"). */
import { useQuery } from '@tanstack/react-query';
import type { BadgeView } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export const usePlayerBadges = (playerId: string) =>
  useQuery<BadgeView[]>({
    queryKey: playerKeys.badges(playerId),
    queryFn: () => apiJson<BadgeView[]>('GET', `/api/players/${encodeURIComponent(playerId)}/badges`),
  });
