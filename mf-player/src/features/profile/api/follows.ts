/** Follows: is-following, followers count/list, follow/unfollow, /api/me/following. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowersCountResponse, FollowersResponse, FollowingResponse, FollowResponse, IsFollowingResponse } from '@fiji/contracts';
import { apiJson, followKeys } from '@fiji/platform';

const playerPath = (playerId: string) => `/api/players/${encodeURIComponent(playerId)}`;

export const useIsFollowing = (playerId: string, enabled: boolean) =>
  useQuery<IsFollowingResponse>({
    queryKey: followKeys.isFollowing(playerId),
    queryFn: () => apiJson<IsFollowingResponse>('GET', `${playerPath(playerId)}/is-following`),
    enabled,
  });

export const useFollowersCount = (playerId: string) =>
  useQuery<FollowersCountResponse>({
    queryKey: followKeys.count(playerId),
    queryFn: () => apiJson<FollowersCountResponse>('GET', `${playerPath(playerId)}/followers/count`),
  });

/** Who follows the player: the owner (and admins) only. */
export const useFollowers = (playerId: string, enabled: boolean) =>
  useQuery<FollowersResponse>({
    queryKey: followKeys.followers(playerId),
    queryFn: () => apiJson<FollowersResponse>('GET', `${playerPath(playerId)}/followers`),
    enabled,
  });

/** The viewer's own following list (social roles only). */
export const useMyFollowing = (enabled: boolean) =>
  useQuery<FollowingResponse>({
    queryKey: followKeys.mine(),
    queryFn: () => apiJson<FollowingResponse>('GET', '/api/me/following'),
    enabled,
  });

/**
 * Follow (true) or unfollow (false). The answer carries the new state and count, so the button and the
 * follower count update at once; the other readers of the follow (the player's followers list, the
 * viewer's following list) are read again.
 */
export function useSetFollowing(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => apiJson<FollowResponse>(follow ? 'POST' : 'DELETE', `${playerPath(playerId)}/follow`),
    onSuccess: async (answer) => {
      // A read still on its way would overwrite the fresher answer.
      await queryClient.cancelQueries({ queryKey: followKeys.isFollowing(playerId) });
      await queryClient.cancelQueries({ queryKey: followKeys.count(playerId) });
      queryClient.setQueryData<IsFollowingResponse>(followKeys.isFollowing(playerId), { isFollowing: answer.isFollowing });
      queryClient.setQueryData<FollowersCountResponse>(followKeys.count(playerId), { count: answer.count });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: followKeys.followers(playerId) }),
        queryClient.invalidateQueries({ queryKey: followKeys.mine() }),
      ]);
    },
  });
}
