import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BadgeView } from '@fiji/contracts';
import { adminKeys, apiJson, playerKeys } from '@fiji/platform';

type Target = { userId: string; playerId?: string | null };

/**
 * A badge write refreshes the admin panel and every reader of the player (their badges and their page,
 * whose key sits outside playerKeys.all), so the profile shows the change without a reload.
 */
function useBadgeWrite<TVars extends Target>(fn: (vars: TVars) => Promise<BadgeView[]>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (_badges, vars) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all }),
        client.invalidateQueries({ queryKey: playerKeys.all }),
        ...(vars.playerId ? [client.invalidateQueries({ queryKey: playerKeys.page(vars.playerId) })] : []),
      ]);
    },
  });
}

/** POST /api/admin/users/:id/badges: grant one of ADMIN_BADGE_TYPES (a repeat changes nothing). */
export const useGrantBadge = () =>
  useBadgeWrite(({ userId, badgeType, description }: Target & { badgeType: string; description?: string }) =>
    apiJson<BadgeView[]>('POST', `/api/admin/users/${userId}/badges`, description ? { badgeType, description } : { badgeType }),
  );

/** DELETE /api/admin/users/:id/badges/:badgeType */
export const useRevokeBadge = () =>
  useBadgeWrite(({ userId, badgeType }: Target & { badgeType: string }) =>
    apiJson<BadgeView[]>('DELETE', `/api/admin/users/${userId}/badges/${encodeURIComponent(badgeType)}`),
  );
