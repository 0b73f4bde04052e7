/**
 * GET /api/players/{id}/page: the profile and its sections in one request (one round trip on a slow phone
 * link instead of about ten). It seeds each section's own query, which the cards read as before, so an
 * edit still refetches only the section it changes.
 */
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { PlayerPageResponse } from '@fiji/contracts';
import { apiJson, followKeys, interestKeys, playerKeys, subscriptionKeys, takePrefetched } from '@fiji/platform';

export function seedPlayerPage(queryClient: QueryClient, page: PlayerPageResponse): void {
  const id = page.profile.id;
  const parts: Array<[QueryKey, unknown]> = [
    [playerKeys.profile(id), page.profile],
    [playerKeys.highlights(id), page.highlights],
    [playerKeys.achievements(id), page.achievements],
    [playerKeys.metrics(id), page.metrics],
    [interestKeys.player(id), page.interests],
    [followKeys.count(id), page.followersCount],
    [followKeys.isFollowing(id), page.isFollowing],
    [playerKeys.views(id), page.views],
    [playerKeys.badges(id), page.badges],
    // The viewer's plan and own mark: the contact controls and "Your interest" need no call of their own.
    [subscriptionKeys.status(), page.subscription],
    [interestKeys.mineFor(id), page.myInterest],
  ];
  for (const [key, data] of parts) queryClient.setQueryData(key, data);
}

/** Loads the page once per visit (gcTime 0: a later visit asks again and reseeds fresh sections). */
export function usePlayerPage(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: playerKeys.page(id ?? ''),
    enabled: !!id,
    gcTime: 0,
    queryFn: async () => {
      // The shell started this call when the path was opened (routeData in @fiji/contracts' AREAS).
      const url = `/api/players/${id}/page`;
      const page = (await takePrefetched<PlayerPageResponse>(url)) ?? (await apiJson<PlayerPageResponse>('GET', url));
      seedPlayerPage(queryClient, page);
      return page;
    },
  });
}
