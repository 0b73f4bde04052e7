import { useQuery } from '@tanstack/react-query';
import { useSession } from '@fiji/platform';

export type Watchlist = { id: string; name: string; createdAt: string; playerCount?: number };

/** GET /api/watchlists: recruiters and admins only. */
export function useWatchlists() {
  const { user } = useSession();
  return useQuery<Watchlist[]>({
    queryKey: ['/api/watchlists'],
    enabled: user?.role === 'recruiter' || user?.role === 'admin',
  });
}
