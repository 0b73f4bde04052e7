/** Follows (player-side §7): is-following, followers count/list, follow/unfollow, /api/me/following. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowersCountResponse, FollowersResponse, FollowingResponse, FollowResponse, IsFollowingResponse } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';

const base = (playerId: string) => ['/api/players', playerId] as const;
export const isFollowingKey = (playerId: string) => [...base(playerId), 'is-following'] as const;
export const followersCountKey = (playerId: string) => [...base(playerId), 'followers', 'count'] as const;
export const followersKey = (playerId: string) => [...base(playerId), 'followers'] as const;
export const MY_FOLLOWING_KEY = ['/api/me/following'] as const;

export const useIsFollowing = (playerId: string, enabled: boolean) =>
  useQuery<IsFollowingResponse>({ queryKey: isFollowingKey(playerId), enabled });

export const useFollowersCount = (playerId: string) => useQuery<FollowersCountResponse>({ queryKey: followersCountKey(playerId) });

/** Who follows the player: the owner (and admins) only. */
export const useFollowers = (playerId: string, enabled: boolean) => useQuery<FollowersResponse>({ queryKey: followersKey(playerId), enabled });

/** The viewer's own following list (social roles only). */
export const useMyFollowing = (enabled: boolean) => useQuery<FollowingResponse>({ queryKey: MY_FOLLOWING_KEY, enabled });

/** Follow (true) or unfollow (false); the answer carries the new count, so the page updates at once. */
export function useSetFollowing(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiJson<FollowResponse>(follow ? 'POST' : 'DELETE', `/api/players/${playerId}/follow`),
    onSuccess: async (answer) => {
      // A read still on its way would overwrite the fresher answer.
      await queryClient.cancelQueries({ queryKey: isFollowingKey(playerId) });
      await queryClient.cancelQueries({ queryKey: followersCountKey(playerId), exact: true });
      queryClient.setQueryData<IsFollowingResponse>(isFollowingKey(playerId), { isFollowing: answer.isFollowing });
      queryClient.setQueryData<FollowersCountResponse>(followersCountKey(playerId), { count: answer.count });
      await queryClient.invalidateQueries({ queryKey: MY_FOLLOWING_KEY });
    },
  });
}
